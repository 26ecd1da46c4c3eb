import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  GetUploadUrlRequest,
  UploadStateQuery,
  UploadStateResponse,
  UploadUrlResponse,
} from '@hatake/contract';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  CONFLICT,
  FORBIDDEN,
  NO_CONTENT,
  NOT_FOUND,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import {
  createUploadTarget,
  getUploadState,
  receiveUpload,
  UPLOAD_TARGETS,
  type UploadDependencies,
} from './service.ts';

const TAGS = ['uploads'];

const PAYLOAD_TOO_LARGE = Type.Object(ErrorResponse.properties, {
  description: 'the file is over the size limit; the upload is FAILED',
});

export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: UploadDependencies = {
    db: app.db,
    storage: app.storage,
    secret: app.authSecret,
    publicUrl: app.config.publicUrl,
  };

  // Every target is the same route over its own regulation (docs/rules/uploads.md).
  const targets = [
    { path: '/upload/users/thumbnail', target: UPLOAD_TARGETS.userThumbnail, what: 'the avatar' },
    { path: '/upload/spots/thumbnail', target: UPLOAD_TARGETS.spotThumbnail, what: "a spot's picture" },
  ] as const;
  for (const { path, target, what } of targets) {
    app.post(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: `Get an upload URL for ${what}`,
          description:
            '`fileType`: image/jpeg, image/png, image/webp or image/gif. Answers a key and a signed URL ' +
            '(valid 10 minutes) to PUT the file to with that Content-Type, at most 10 MB; then poll ' +
            `GET /v1/upload/state?key=. The image is resized to fit ${target.maxEdge}×${target.maxEdge}.`,
          body: GetUploadUrlRequest,
          response: { 200: UploadUrlResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
        },
      },
      async (request) =>
        createUploadTarget(deps, target, {
          fileType: request.body.fileType,
          userId: request.member().userId,
        }),
    );
  }

  app.get(
    '/upload/state',
    {
      schema: {
        tags: TAGS,
        summary: 'Where an upload stands',
        description:
          '`status` 1 WAITING (also while the PUT file is being processed), 2 SUCEEDED (`url` is then ' +
          'the public URL), 3 FAILED (also once the URL expired without a file).',
        querystring: UploadStateQuery,
        response: { 200: UploadStateResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getUploadState(app.db, request.query.key),
  );

  /** The most of an unread body the server drains after answering early (the storefront forwards ≤ 16 MiB). */
  const DRAIN_AFTER_ANSWER_BYTES = 32 * 1024 * 1024;

  // The signed PUT target takes the raw file whatever its Content-Type. Its parser leaves the body
  // unread and out of `request.body` (where body-inspecting hooks would walk the stream object): the
  // service claims the upload before reading a byte from `request.raw` (so losing concurrent PUTs
  // never buffer their files), then reads it under the target's own size limit, which lets an
  // oversize file mark the upload FAILED — Fastify's bodyLimit would refuse it before the handler.
  // No preParsing hook runs on this route, so `request.raw` is the body as sent.
  const rawBody: FastifyPluginAsyncTypebox = async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    raw.put(
      '/upload/objects/*',
      {
        // An answer given before the body was read to its end (403, 409, 413…): when the client
        // announced a body of bounded size, Node reads and discards the rest after the answer, so a
        // client still sending reads the answer (closing a socket with unread bytes resets it, and
        // the answer is lost — the storefront then saw a 502). A body of unknown or larger size is
        // cut off by closing the connection instead, as Fastify does when a body parser fails.
        onSend: async (request, reply) => {
          if (request.raw.complete !== false) return;
          const declared = Number(request.headers['content-length']);
          if (!(Number.isSafeInteger(declared) && declared <= DRAIN_AFTER_ANSWER_BYTES)) {
            reply.header('connection', 'close');
          }
        },
        schema: {
          tags: TAGS,
          summary: 'Upload the file (signed URL)',
          description:
            'The URL from POST /v1/upload/...: the body is the file, Content-Type the declared type. ' +
            'Bad or expired signature → 403; already uploaded, or another PUT to the same URL under ' +
            'way → 409; larger than the limit → 413; a file that is not the declared image type (by ' +
            'its bytes) or undecodable → 400. After 400 or 413 the upload is FAILED: one try per URL.',
          params: Type.Object({ '*': Type.String({ minLength: 1, maxLength: 512 }) }),
          querystring: Type.Object({
            expires: Type.Integer({ minimum: 0, description: 'unix seconds' }),
            signature: Type.String({ minLength: 1, maxLength: 128 }),
          }),
          response: {
            204: NO_CONTENT,
            400: BAD_REQUEST,
            403: FORBIDDEN,
            404: NOT_FOUND,
            409: CONFLICT,
            413: PAYLOAD_TOO_LARGE,
          },
        },
      },
      async (request, reply) => {
        const contentLength = Number.parseInt(request.headers['content-length'] ?? '', 10);
        await receiveUpload(deps, {
          key: request.params['*'],
          expires: request.query.expires,
          signature: request.query.signature,
          file: {
            contentType: request.headers['content-type'] ?? '',
            contentLength: Number.isNaN(contentLength) ? undefined : contentLength,
            body: request.raw,
          },
        });
        return reply.code(204).send(null);
      },
    );
  };
  await app.register(rawBody);
};

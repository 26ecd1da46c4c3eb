import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
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
import { signedIn } from '../auth/routes.ts';
import {
  createUploadTarget,
  getUploadState,
  MAX_UPLOAD_BYTES,
  receiveUpload,
  UPLOAD_TARGETS,
  type UploadDependencies,
} from './service.ts';

const TAGS = ['uploads'];

export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: UploadDependencies = {
    db: app.db,
    storage: app.storage,
    secret: app.authSecret,
    publicUrl: app.config.publicUrl,
  };

  app.post(
    '/upload/users/thumbnail',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Get an upload URL for the avatar',
        description:
          '`fileType`: image/jpeg, image/png, image/webp or image/gif. Answers a key and a signed URL ' +
          '(valid 10 minutes) to PUT the file to with that Content-Type, at most 10 MB; then poll ' +
          'GET /v1/upload/state?key=. The image is resized to fit 512×512.',
        body: GetUploadUrlRequest,
        response: { 200: UploadUrlResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request) =>
      createUploadTarget(deps, UPLOAD_TARGETS.userThumbnail, {
        fileType: request.body.fileType,
        userId: signedIn(request).userId,
      }),
  );

  app.get(
    '/upload/state',
    {
      schema: {
        tags: TAGS,
        summary: 'Where an upload stands',
        description: '`status` 1 WAITING, 2 SUCEEDED (`url` is then the public URL), 3 FAILED.',
        querystring: UploadStateQuery,
        response: { 200: UploadStateResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getUploadState(app.db, request.query.key),
  );

  // The signed PUT target takes the raw file whatever its Content-Type, so it gets its own parser.
  const rawBody: FastifyPluginAsyncTypebox = async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    raw.put(
      '/upload/objects/*',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags: TAGS,
          summary: 'Upload the file (signed URL)',
          description:
            'The URL from POST /v1/upload/...: the body is the file, Content-Type the declared type. ' +
            'Bad or expired signature → 403; already uploaded → 409; a file that is not the declared ' +
            'image type (by its bytes), too large or undecodable → 400 and the upload is FAILED.',
          params: Type.Object({ '*': Type.String({ minLength: 1, maxLength: 512 }) }),
          querystring: Type.Object({
            expires: Type.Integer({ minimum: 0, description: 'unix seconds' }),
            signature: Type.String({ minLength: 1, maxLength: 128 }),
          }),
          response: { 204: NO_CONTENT, 400: BAD_REQUEST, 403: FORBIDDEN, 404: NOT_FOUND, 409: CONFLICT },
        },
      },
      async (request, reply) => {
        await receiveUpload(deps, {
          key: request.params['*'],
          expires: request.query.expires,
          signature: request.query.signature,
          contentType: request.headers['content-type'] ?? '',
          body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
        return reply.code(204).send(null);
      },
    );
  };
  await app.register(rawBody);
};

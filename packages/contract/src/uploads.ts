/**
 * Uploads: POST /v1/upload/users/thumbnail returns a pre-signed PUT url and a key; the client PUTs the
 * file (with its Content-Type) and polls GET /v1/upload/state?key= every 200 ms until SUCEEDED or FAILED.
 */
import { type Static, Type } from 'typebox';
import { UploadStatusSchema } from './enums.ts';

export const GetUploadUrlRequest = Type.Object({
  fileType: Type.String({
    minLength: 1,
    maxLength: 128,
    description: 'MIME type of the file, e.g. image/png',
  }),
});
export type GetUploadUrlRequest = Static<typeof GetUploadUrlRequest>;

export const UploadUrlResponse = Type.Object({
  key: Type.String({ description: 'upload key for GET /v1/upload/state' }),
  url: Type.String({ description: 'pre-signed URL to PUT the file to' }),
});
export type UploadUrlResponse = Static<typeof UploadUrlResponse>;

export const UploadStateQuery = Type.Object({
  key: Type.String({ minLength: 1, description: 'key from UploadUrlResponse' }),
});
export type UploadStateQuery = Static<typeof UploadStateQuery>;

export const UploadStateResponse = Type.Object({
  url: Type.String({ description: 'final public URL of the file (when SUCEEDED; "" otherwise)' }),
  status: UploadStatusSchema,
});
export type UploadStateResponse = Static<typeof UploadStateResponse>;

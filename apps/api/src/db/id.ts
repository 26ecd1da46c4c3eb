import { randomBytes } from 'node:crypto';

/**
 * A new random, URL-safe identifier: 16 random bytes (128 bits) in base64url, 22 characters.
 * Used for every primary key except where a row is keyed by a natural value (order id = the
 * checkout's requestId, payment system = its method type, upload = its object key).
 */
export const newId = (): string => randomBytes(16).toString('base64url');

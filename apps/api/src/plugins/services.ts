import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: ObjectStorage;
  }
}

/** Makes the process-wide dependencies available to every module as `app.config`, `app.db`, `app.storage`. */
export const services = fp<{ config: Config; db: Database; storage: ObjectStorage }>(
  async (app: FastifyInstance, { config, db, storage }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('storage', storage);
  },
  { name: 'services' },
);

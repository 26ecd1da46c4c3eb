import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { restoreDemoFiles } from './db/seed/restore-files.ts';
import { databaseFault } from './lib/db-errors.ts';

const config = loadConfig();
const startedAt = performance.now();
const app = await buildApp(config);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
// A database connection's error that escaped every listener (a driver path not covered by
// db/client.ts) must not take the whole process down with the requests of every other connection:
// the connection is gone, the pool replaces it (docs/adr/0020). Any other uncaught error still
// ends the process, as Node would, since its state is unknown.
const onUncaught = (error: unknown, origin: string) => {
  if (databaseFault(error)) {
    app.log.error({ err: error, origin }, 'database connection error outside a request; process continues');
    return;
  }
  app.log.fatal({ err: error, origin }, 'uncaught error; exiting');
  process.exit(1);
};
process.on('uncaughtException', (error, origin) => onUncaught(error, origin));
process.on('unhandledRejection', (reason) => onUncaught(reason, 'unhandledRejection'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ readyInMs: Math.round(performance.now() - startedAt) }, 'API ready');

// A process with storage of its own (a fresh DATA_DIR, another machine) on a database seeded
// elsewhere puts the demo's pictures back, after listening so it answers meanwhile (docs/scaling.md).
if (config.seed) {
  restoreDemoFiles(app.db, app.storage, { concurrency: 2 })
    .then(({ drawn, media }) => {
      if (drawn > 0 || media) app.log.info({ drawn, media }, 'demo files restored to the storage');
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'restoring the demo files failed'));
}

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

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
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ readyInMs: Math.round(performance.now() - startedAt) }, 'API ready');

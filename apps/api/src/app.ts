import { randomUUID } from 'node:crypto';
import type { RequestListener } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import type { Config } from './config.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { authRoutes, createAccessTokenVerifier, resolveAuthSecret } from './modules/auth/index.ts';
import { cartRoutes, shippingEstimateRoutes } from './modules/carts/index.ts';
import {
  type CheckoutDeps,
  checkoutRoutes,
  expireUnpaidOrders,
  notificationRoutes,
} from './modules/checkouts/index.ts';
import { consoleOrderRoutes } from './modules/console-orders/index.ts';
import { consoleProducerRoutes } from './modules/console-producers/index.ts';
import { consoleProductRoutes } from './modules/console-products/index.ts';
import { contactRoutes } from './modules/contacts/index.ts';
import { coordinatorRoutes } from './modules/coordinators/index.ts';
import { experienceRoutes } from './modules/experiences/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { oauthRoutes } from './modules/oauth/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { homePageRoutes, shopPageRoutes } from './modules/pages/index.ts';
import { producerRoutes } from './modules/producers/index.ts';
import { productRoutes } from './modules/products/index.ts';
import { promotionRoutes } from './modules/promotions/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { type StreamLimits, scheduleRoutes, streamsOf } from './modules/schedules/index.ts';
import { spotRoutes } from './modules/spots/index.ts';
import { createStaffTokenVerifier, staffRoutes } from './modules/staff/index.ts';
import { statusRoutes } from './modules/statuses/index.ts';
import { uploadRoutes } from './modules/uploads/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { videoRoutes } from './modules/videos/index.ts';
import { volunteerRoutes } from './modules/volunteers/index.ts';
import { createPaymentProvider } from './payments/create-payment-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { type AccessTokenVerifier, bearerAuth } from './plugins/auth.ts';
import { consoleAuth } from './plugins/console-auth.ts';
import { corsPolicy } from './plugins/cors.ts';
import {
  clientErrorHandler,
  errorHandler,
  frameworkErrorResponse,
  setSecurityHeaders,
} from './plugins/error-handler.ts';
import { guestSession } from './plugins/guest-session.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { openApi } from './plugins/openapi.ts';
import { rateLimits } from './plugins/rate-limit.ts';
import { readCache } from './plugins/read-cache.ts';
import { loggerOptions, REQUEST_ID_HEADER, requestLog } from './plugins/request-log.ts';
import { services } from './plugins/services.ts';
import { validatorFor } from './plugins/validation.ts';
import type { EventBus } from './realtime/event-bus.ts';
import { realtime } from './realtime/plugin.ts';
import { createStorage } from './storage/create-storage.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

export type AppDependencies = {
  /** An open database; when absent buildApp opens the configured one, migrates and seeds it. */
  database?: DatabaseHandle;
  storage?: ObjectStorage;
  /** Resolves bearer tokens; by default the auth module's JWT verifier (valid token of a live session). */
  verifyAccessToken?: AccessTokenVerifier;
  /** Outgoing mail; by default built from the config (SMTP, or `.eml` files in the outbox). */
  mailer?: Mailer;
  /** The payment provider; by default the configured one (createPaymentProvider: the sandbox, or KOMOJU). */
  payments?: PaymentProvider;
  /** The realtime bus, shared by apps built in one process (tests of two API processes). */
  eventBus?: EventBus;
  /** Where log lines go instead of stdout (tests read them to prove what is never logged). */
  logStream?: { write(line: string): void };
  /**
   * Comment streams one client address and this process may hold open (docs/api.md "Limits");
   * by default MAX_STREAMS_PER_CLIENT and MAX_STREAMS. Tests lower them to reach the 503 over HTTP.
   */
  commentStreamLimits?: StreamLimits;
};

/**
 * Builds the API without listening: server.ts listens, tests use `inject`. Plugins are registered
 * in a fixed order: external concerns first (errors, logging ids, CORS, docs), then the app's own
 * cross-cutting plugins (services, auth, guest session), then the domain routes.
 */
export const buildApp = async (config: Config, dependencies: AppDependencies = {}) => {
  const storage = dependencies.storage ?? createStorage(config);
  const ownsDatabase = dependencies.database === undefined;
  const database = dependencies.database ?? (await openDatabase(config));
  if (ownsDatabase) {
    await migrateDatabase(database);
    // The Fastify logger does not exist yet: the seed's steps go through a logger of their own.
    const seedLog = pino({ level: config.logLevel }, dependencies.logStream ?? pino.destination(1));
    if (config.seed) await seedIfEmpty(database.db, storage, { progress: (step) => seedLog.info(step) });
  }

  const authSecret = await resolveAuthSecret(config.authSecret, config.authSecretFile);

  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, stream: dependencies.logStream }),
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: (error, request, reply) => frameworkErrorResponse(error, request, reply),
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorFor);
  // The comment streams' registry, made before the routes that count against it.
  streamsOf(app.server, dependencies.commentStreamLimits);

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    setSecurityHeaders(reply);
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  const mailer =
    dependencies.mailer ?? createMailer({ ...config, echoToConsole: !config.production }, app.log);
  if (dependencies.mailer === undefined) app.addHook('onClose', async () => mailer.close());

  // 1. External and cross-cutting concerns.
  await app.register(errorHandler);
  await app.register(requestLog);
  await app.register(inputGuard);
  await app.register(corsPolicy, {
    allowedOrigins: [new URL(config.publicUrl).origin, ...config.corsOrigins],
  });
  await app.register(openApi, { publicUrl: config.publicUrl });
  await app.register(rateLimits, { redisUrl: config.redisUrl });

  // 2. The application's own infrastructure.
  const payments = dependencies.payments ?? createPaymentProvider(config, { database: database.db });
  await app.register(services, { config, db: database.db, storage, mailer, payments, authSecret });
  // Live events (comments) between API processes: in process, or Redis pub/sub with REDIS_URL.
  await app.register(realtime, {
    redisUrl: config.redisUrl,
    ...(dependencies.eventBus ? { bus: dependencies.eventBus } : {}),
  });
  await app.register(bearerAuth, {
    verifyAccessToken: dependencies.verifyAccessToken ?? createAccessTokenVerifier(database.db, authSecret),
  });
  // The seller console's guard (app.requireStaff): console tokens only (docs/console.md).
  await app.register(consoleAuth, { verifyStaffToken: createStaffTokenVerifier(database.db, authSecret) });
  await app.register(guestSession, { secure: config.production });
  // Public reads reused for ≤ 1 s and dropped by every write, on every process (docs/adr/0015).
  await app.register(readCache, { maxAgeMs: config.readCacheMs });
  // Hits of the read cache are answered by the HTTP server before Fastify's handler
  // (plugins/read-cache-hits.ts): Fastify's server, settings and all, with its handler second.
  const answerHit = app.readCache.answerHit;
  const [fastifyHandler, ...others] = app.server.listeners('request') as RequestListener[];
  if (!fastifyHandler || others.length > 0) throw new Error('expected Fastify’s one request handler');
  app.server.removeListener('request', fastifyHandler);
  app.server.on('request', (request, response) => {
    if (!answerHit(request, response)) fastifyHandler(request, response);
  });

  // 3. Routes.
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(homePageRoutes, { prefix: '/v1' });
  await app.register(statusRoutes, { prefix: '/v1' });
  await app.register(productRoutes, { prefix: '/v1' });
  await app.register(coordinatorRoutes, { prefix: '/v1' });
  await app.register(shopPageRoutes, { prefix: '/v1' });
  await app.register(producerRoutes, { prefix: '/v1' });
  await app.register(experienceRoutes, { prefix: '/v1' });
  await app.register(reviewRoutes, { prefix: '/v1' });
  await app.register(spotRoutes, { prefix: '/v1' });
  await app.register(volunteerRoutes, { prefix: '/v1' });
  await app.register(promotionRoutes, { prefix: '/v1' });
  await app.register(cartRoutes, { prefix: '/v1' });
  await app.register(shippingEstimateRoutes, { prefix: '/v1' });
  await app.register(contactRoutes, { prefix: '/v1' });
  await app.register(authRoutes, { prefix: '/v1' });
  await app.register(userRoutes, { prefix: '/v1' });
  await app.register(oauthRoutes, { prefix: '/v1' });
  await app.register(addressRoutes, { prefix: '/v1' });
  await app.register(uploadRoutes, { prefix: '/v1' });
  const checkoutDeps = (instance: {
    db: CheckoutDeps['db'];
    payments: PaymentProvider;
    mailer: Mailer;
    log: CheckoutDeps['log'];
  }): CheckoutDeps => ({
    db: instance.db,
    payments: instance.payments,
    mailer: instance.mailer,
    log: instance.log,
    orderPaymentTimeoutSeconds: config.orderPaymentTimeoutSeconds,
    supportEmail: config.supportEmail,
  });
  await app.register(checkoutRoutes(checkoutDeps), { prefix: '/v1' });
  await app.register(notificationRoutes(checkoutDeps), { prefix: '/v1' });
  await app.register(orderRoutes, { prefix: '/v1' });
  await app.register(scheduleRoutes, { prefix: '/v1' });
  await app.register(videoRoutes, { prefix: '/v1' });
  // The seller console's API (/v1/console/*, tag `console`).
  await app.register(staffRoutes, { prefix: '/v1' });
  await app.register(consoleProductRoutes, { prefix: '/v1' });
  await app.register(consoleProducerRoutes, { prefix: '/v1' });
  await app.register(
    consoleOrderRoutes((instance) => ({
      db: instance.db,
      payments: instance.payments,
      mailer: instance.mailer,
      log: instance.log,
      supportEmail: config.supportEmail,
      publicUrl: config.publicUrl,
    })),
    { prefix: '/v1' },
  );

  // Unpaid orders past their time expire and give their stock back (docs/rules/orders.md); every
  // API process runs the job, which takes each order with SKIP LOCKED, so they never collide.
  if (config.orderExpiryIntervalSeconds > 0) {
    const expiryDeps = checkoutDeps(app);
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = expireUnpaidOrders(expiryDeps)
        .then((expired) => {
          if (expired === 0) return;
          // Their stock is back on sale: public reads must show it (docs/adr/0015).
          app.readCache.dataChanged();
          app.log.info({ expired }, 'unpaid orders expired');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'order expiry failed'))
        .finally(() => {
          running = null;
        });
    }, config.orderExpiryIntervalSeconds * 1000);
    timer.unref();
    // A run under way finishes before the app (and the database it opened) closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }

  await app.ready();
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;

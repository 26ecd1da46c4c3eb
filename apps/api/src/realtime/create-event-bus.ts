import type { EventBus } from './event-bus.ts';
import { InProcessEventBus } from './in-process-bus.ts';
import { type BusLog, RedisEventBus } from './redis-bus.ts';

export type EventBusLog = BusLog & { error(details: object, message: string): void };

/**
 * The bus the configuration names: through Redis when REDIS_URL is set (every API process hears
 * every other), else in this process. A listener that throws is logged with its channel.
 */
export const createEventBus = (options: { redisUrl: string; log: EventBusLog }): EventBus => {
  const { log } = options;
  const onDeliveryError = (error: unknown, channel: string) =>
    log.error({ err: error, channel }, 'realtime listener failed');
  if (options.redisUrl) return new RedisEventBus({ url: options.redisUrl, log, onDeliveryError });
  return new InProcessEventBus({ onDeliveryError });
};

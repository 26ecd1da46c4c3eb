import { headers } from 'next/headers';
import { userAgent } from 'next/server';

/** Whether the current request comes from a crawler (SPEC §2: bots do not see the error page). */
export async function isBotRequest(): Promise<boolean> {
  const requestHeaders = await headers();
  const agent = requestHeaders.get('user-agent') ?? '';
  return userAgent({ headers: requestHeaders }).isBot || BOT_PATTERN.test(agent);
}

// Crawlers `userAgent().isBot` misses (it knows the big search engines).
const BOT_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|preview/i;

import { headers } from 'next/headers';
import { userAgent } from 'next/server';
import { isBotUserAgent } from './bot-agent.ts';

/** Whether the current request comes from a crawler (docs/product.md#error-screen: bots do not see the error page). */
export async function isBotRequest(): Promise<boolean> {
  const requestHeaders = await headers();
  return (
    userAgent({ headers: requestHeaders }).isBot || isBotUserAgent(requestHeaders.get('user-agent') ?? '')
  );
}

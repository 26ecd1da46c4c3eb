/**
 * Crawlers and link-preview fetchers, by user agent: the generic words most of them use plus the
 * big names that avoid them (docs/product.md#error-screen: bots get the status code, not the error screen).
 */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|facebookcatalog|embedly|quora link preview|whatsapp|preview|mediapartners-google|adsbot|googleweblight|google-pagerenderer|baiduspider|yandex|sogou|duckduck|ia_archiver|vkshare|tumblr|bitly/i;

export const isBotUserAgent = (agent: string | undefined): boolean => BOT_PATTERN.test(agent ?? '');

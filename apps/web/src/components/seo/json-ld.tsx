import { type JsonLd as JsonLdData, serializeJsonLd } from '@/lib/seo/json-ld.ts';

/** Structured data for search engines, rendered on the server. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes `<`, so the data cannot close the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Languages the shop writes e-mail in; Japanese is the default (docs/product.md, "Languages"). */
export const MAIL_LOCALES = ['ja', 'en'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

const isMailLocale = (value: string): value is MailLocale =>
  (MAIL_LOCALES as readonly string[]).includes(value);

/**
 * The language of a reply: an explicit choice (`locale` field) wins; otherwise the most preferred
 * of ja/en in `Accept-Language` (`en-US,en;q=0.9,ja;q=0.8` → en); otherwise Japanese.
 */
export const pickMailLocale = (
  explicit: string | undefined,
  acceptLanguage: string | undefined,
): MailLocale => {
  const chosen = explicit?.trim().toLowerCase();
  if (chosen && isMailLocale(chosen)) return chosen;
  let best: { locale: MailLocale; quality: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isMailLocale(primary)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (best === undefined || quality > best.quality) best = { locale: primary, quality };
  }
  return best?.locale ?? 'ja';
};

import { getTranslations } from 'next-intl/server';
import type { Locale } from '../../../i18n/routing.ts';
import { ResponseError } from '../../api/errors.ts';
import type { CardContent } from './card.tsx';
import { cardResponse } from './card.tsx';
import type { CardLabels } from './content.ts';

/**
 * A share card route (`…/{id}/share-card`): the item from the API, drawn with the page's labels.
 * An unknown item is a bare 404 (a crawler asking for a removed item's card); any other failure
 * of the API is thrown, so the server answers 500 and the preview is tried again later.
 *
 * Why a route handler and not Next's `opengraph-image` file: inside the `(default)` route group Next
 * gives that file a hashed name and the Japanese `/ja/...` address, which redirects; this one lives
 * at the page's own address plus `/share-card` (lib/seo/og/card-text.ts `cardPath`).
 */
export async function shareCard<T>(
  locale: Locale,
  load: () => Promise<T>,
  content: (item: T, labels: CardLabels) => CardContent,
): Promise<Response> {
  let item: T;
  try {
    item = await load();
  } catch (error) {
    if (error instanceof ResponseError && error.status === 404) return new Response(null, { status: 404 });
    throw error;
  }
  const [meta, catalogue, experience] = await Promise.all([
    getTranslations({ locale, namespace: 'metadata' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'experience' }),
  ]);
  return cardResponse(
    content(item, {
      siteName: meta('siteName'),
      taxIncluded: catalogue('taxIncluded'),
      origin: catalogue('origin'),
      adult: experience('ageGroups.adult'),
    }),
  );
}

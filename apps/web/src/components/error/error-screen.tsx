import { localizedPath } from '@/i18n/routing.ts';

export type ErrorScreenText = { title: string; message: string; backToTop: string };

export const ERROR_TEXT = {
  ja: {
    title: 'エラーページ',
    notFound: '指定したページが見つかりません',
    generic: 'エラーが発生しました',
    backToTop: 'トップページに戻る',
  },
  en: {
    title: 'Error page',
    notFound: 'The page you were looking for was not found',
    generic: 'An error occurred',
    backToTop: 'Back to top page',
  },
} as const;

/**
 * docs/product.md#error-screen error screen: title エラーページ, a message by status (404 or any other), and a link back
 * to the top page of the current locale. A plain <a> so it works even when the router is broken.
 * One class per element (`.error-screen*` in globals.css): the not-found screens are in every
 * page's RSC payload, as the layouts' not-found boundaries.
 */
export function ErrorScreen({
  status,
  locale,
  documentTitle = true,
}: {
  status: number;
  locale: 'ja' | 'en';
  /** Render the <title> here (client error boundaries and nested not-found pages have no metadata). */
  documentTitle?: boolean;
}) {
  const text = ERROR_TEXT[locale];
  const message = status === 404 ? text.notFound : text.generic;
  return (
    <section aria-labelledby="error-heading" className="error-screen">
      {documentTitle ? <title>{`${text.title} | hatake`}</title> : null}
      <p className="error-screen-eyebrow">{text.title}</p>
      <p aria-hidden="true" className="error-screen-status">
        {status}
      </p>
      <h1 id="error-heading" className="error-screen-message">
        {message}
      </h1>
      <a href={localizedPath(locale, '/')} className="error-screen-home">
        {text.backToTop}
      </a>
    </section>
  );
}

/** What a bot gets instead of the error screen: the status and nothing to index. */
export function BotErrorBody({ status }: { status: number }) {
  return <p>{status === 404 ? '404 Not Found' : `${status} Error`}</p>;
}

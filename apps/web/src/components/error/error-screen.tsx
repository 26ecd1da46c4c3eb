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
    <section
      aria-labelledby="error-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      {documentTitle ? <title>{`${text.title} | hatake`}</title> : null}
      <p className="text-sm font-semibold tracking-widest text-persimmon-dark">{text.title}</p>
      <p aria-hidden="true" className="mt-4 font-bold text-7xl text-leaf/80 tabular-nums">
        {status}
      </p>
      <h1 id="error-heading" className="mt-4 font-bold text-2xl text-soil">
        {message}
      </h1>
      <a
        href={localizedPath(locale, '/')}
        className="mt-10 inline-flex items-center gap-2 rounded-full bg-leaf px-8 py-3 font-semibold text-white shadow-sm transition hover:bg-leaf-dark"
      >
        {text.backToTop}
      </a>
    </section>
  );
}

/** What a bot gets instead of the error screen: the status and nothing to index. */
export function BotErrorBody({ status }: { status: number }) {
  return <p>{status === 404 ? '404 Not Found' : `${status} Error`}</p>;
}

'use client';

import type { PrefectureCode } from '@hatake/contract';
import { findPrefecture, prefectureOptions } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { TruckIcon } from '@/components/catalogue/icons.tsx';
import type { Locale } from '@/i18n/routing.ts';
import { errorMessage, getShippingEstimate } from '@/lib/api/index.ts';
import type { ShippingEstimateResponse } from '@/lib/api/types.ts';
import { estimateView } from '@/lib/catalogue/shipping-estimate.ts';
import { formatYen } from '@/lib/format.ts';

type State =
  | { kind: 'ready'; estimate: ShippingEstimateResponse }
  | { kind: 'loading' }
  | { kind: 'error'; message: string };

/**
 * The product page's shipping estimate: a prefecture select and what one unit costs to ship there
 * (`GET /v1/products/{productId}/shipping-estimate`, the cart's own arithmetic). The server renders
 * the first estimate; choosing another prefecture asks the API again from the browser. The result
 * is a polite live region, so a screen reader hears the new fee.
 */
export function ShippingEstimate({
  productId,
  locale,
  prefecture: initialPrefecture,
  initial,
}: {
  productId: string;
  locale: Locale;
  prefecture: PrefectureCode;
  /** The server's estimate for `prefecture`, or the message of its failure. */
  initial: ShippingEstimateResponse | { error: string };
}) {
  const t = useTranslations('item.shipping');
  const selectId = useId();
  const headingId = useId();
  const [prefecture, setPrefecture] = useState<PrefectureCode>(initialPrefecture);
  const [state, setState] = useState<State>(
    'error' in initial ? { kind: 'error', message: initial.error } : { kind: 'ready', estimate: initial },
  );
  // Only the answer for the latest choice is shown, whatever order the answers arrive in.
  const latest = useRef(0);

  const choose = async (code: PrefectureCode) => {
    setPrefecture(code);
    const call = ++latest.current;
    setState({ kind: 'loading' });
    try {
      const estimate = await getShippingEstimate(productId, code);
      if (call === latest.current) setState({ kind: 'ready', estimate });
    } catch (error) {
      if (call === latest.current) setState({ kind: 'error', message: errorMessage(error, locale) });
    }
  };

  const prefectureName = (code: number) => {
    const entry = findPrefecture(code);
    return entry ? (locale === 'ja' ? entry.ja : entry.en) : '';
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="shipping-estimate"
      className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold text-soil">
        <TruckIcon className="size-4.5 shrink-0 text-leaf" />
        {t('heading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={selectId} className="text-sm text-soil">
          {t('prefecture')}
        </label>
        <select
          id={selectId}
          value={prefecture}
          onChange={(event) => void choose(Number(event.target.value) as PrefectureCode)}
          className="min-h-11 rounded-lg border border-line bg-white px-3 text-sm text-soil"
        >
          {prefectureOptions(locale).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" data-testid="shipping-estimate-result" className="mt-3 text-sm text-soil">
        {state.kind === 'loading' ? <p className="text-muted">{t('loading')}</p> : null}
        {state.kind === 'error' ? <p role="alert">{t('error', { message: state.message })}</p> : null}
        {state.kind === 'ready' ? (
          <EstimateLines
            estimate={state.estimate}
            prefecture={prefectureName(state.estimate.prefectureCode)}
          />
        ) : null}
      </div>
      <p className="mt-3 text-muted text-xs leading-relaxed">{t('note')}</p>
    </section>
  );
}

function EstimateLines({ estimate, prefecture }: { estimate: ShippingEstimateResponse; prefecture: string }) {
  const t = useTranslations('item.shipping');
  const view = estimateView(estimate);
  if (view.kind === 'unavailable') return <p>{t('noShipping', { prefecture })}</p>;
  const [box] = estimate.boxes;
  return (
    <>
      <p className="font-bold text-base" data-testid="shipping-estimate-fee">
        {t('fee', { prefecture, amount: view.kind === 'free' ? t('free') : formatYen(view.amount) })}
      </p>
      {box ? (
        <p className="mt-1 text-muted text-xs">
          {t('box', { size: t(`sizes.${box.size}`), type: t(`types.${box.type}`) })}
        </p>
      ) : null}
      {view.threshold !== null ? (
        <p className="mt-2 rounded-lg bg-leaf-light px-3 py-2 text-leaf-dark text-xs">
          {t('freeThreshold', { amount: formatYen(view.threshold) })}
        </p>
      ) : null}
    </>
  );
}

'use client';

import type { PrefectureCode } from '@hatake/contract';
import { findPrefecture, prefectureOptions } from '@hatake/contract/values';
import { useId, useRef, useState } from 'react';
import { TruckIcon } from '@/components/catalogue/icons.tsx';
import type { Locale } from '@/i18n/routing.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { getShippingEstimate } from '@/lib/api/shipping.ts';
import type { ShippingEstimateResponse } from '@/lib/api/types.ts';
import { estimateView } from '@/lib/catalogue/shipping-estimate.ts';
import { formatYen } from '@/lib/format.ts';
import { fillMessage } from '@/lib/i18n/fill.ts';

/**
 * The `item.shipping` messages as the catalogue writes them: text and plain `{name}` arguments,
 * filled here (lib/i18n/fill.ts) — no message formatter in the product page's JavaScript.
 */
export type ShippingTexts = {
  heading: string;
  prefecture: string;
  /** `{prefecture}`, `{amount}`. */
  fee: string;
  /** `{size}`, `{type}`. */
  box: string;
  sizes: Readonly<Record<string, string>>;
  types: Readonly<Record<string, string>>;
  free: string;
  /** `{amount}`. */
  freeThreshold: string;
  /** `{prefecture}`. */
  noShipping: string;
  note: string;
  loading: string;
  /** `{message}`. */
  error: string;
};

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
  texts,
}: {
  productId: string;
  locale: Locale;
  prefecture: PrefectureCode;
  /** The server's estimate for `prefecture`, or the message of its failure. */
  initial: ShippingEstimateResponse | { error: string };
  texts: ShippingTexts;
}) {
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
        {texts.heading}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={selectId} className="text-sm text-soil">
          {texts.prefecture}
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
        {state.kind === 'loading' ? <p className="text-muted">{texts.loading}</p> : null}
        {state.kind === 'error' ? (
          <p role="alert">{fillMessage(texts.error, { message: state.message })}</p>
        ) : null}
        {state.kind === 'ready' ? (
          <EstimateLines
            texts={texts}
            estimate={state.estimate}
            prefecture={prefectureName(state.estimate.prefectureCode)}
          />
        ) : null}
      </div>
      <p className="mt-3 text-muted text-xs leading-relaxed">{texts.note}</p>
    </section>
  );
}

function EstimateLines({
  texts,
  estimate,
  prefecture,
}: {
  texts: ShippingTexts;
  estimate: ShippingEstimateResponse;
  prefecture: string;
}) {
  const view = estimateView(estimate);
  if (view.kind === 'unavailable') return <p>{fillMessage(texts.noShipping, { prefecture })}</p>;
  const [box] = estimate.boxes;
  return (
    <>
      <p className="font-bold text-base" data-testid="shipping-estimate-fee">
        {fillMessage(texts.fee, {
          prefecture,
          amount: view.kind === 'free' ? texts.free : formatYen(view.amount),
        })}
      </p>
      {box ? (
        <p className="mt-1 text-muted text-xs">
          {fillMessage(texts.box, {
            size: texts.sizes[box.size] ?? String(box.size),
            type: texts.types[box.type] ?? String(box.type),
          })}
        </p>
      ) : null}
      {view.threshold !== null ? (
        <p className="mt-2 rounded-lg bg-leaf-light px-3 py-2 text-leaf-dark text-xs">
          {fillMessage(texts.freeThreshold, { amount: formatYen(view.threshold) })}
        </p>
      ) : null}
    </>
  );
}

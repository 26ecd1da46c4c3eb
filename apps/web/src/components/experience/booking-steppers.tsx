'use client';

import {
  AGE_GROUP_KEYS,
  type AgeGroupCounts,
  type AgeGroupKey,
  type AgeGroupPrices,
  clampCount,
  MAX_COUNT_PER_GROUP,
  NO_PARTICIPANTS,
  quoteBooking,
} from '@hatake/contract/values';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation.ts';
import { bookingSearch } from '@/lib/checkout/flow.ts';
import { formatYen } from '@/lib/format.ts';
import { fillMessage } from '@/lib/i18n/fill.ts';

/**
 * The steppers' texts, worded on the server (booking-panel.tsx) so the page carries no message
 * formatter (docs/storefront-speed.md, "JavaScript"): each group's labels with its name in them,
 * the subtotal as a template of `{amount}` (lib/i18n/fill.ts), and the participants line for
 * every total the steppers can reach — `participants[n]` is 「n名」 / "n participants", a plural
 * message formatted by next-intl itself.
 */
export type StepperTexts = {
  instructions: string;
  groups: Readonly<Record<AgeGroupKey, { count: string; decrease: string; increase: string }>>;
  /** `{amount}`. */
  subtotal: string;
  taxIncluded: string;
  total: string;
  /** Index = participants, 0 to every group at MAX_COUNT_PER_GROUP. */
  participants: readonly string[];
  chooseParticipants: string;
  apply: string;
};

/**
 * The booking panel's counts: a − / number / + stepper per age group (0–MAX_COUNT_PER_GROUP), each
 * group's subtotal, the live total (quoteBooking), and 申し込む to /experiences/purchase with the
 * counts once someone takes part.
 */
export function Steppers({
  experienceId,
  prices,
  labels,
  notes,
  headingId,
  text,
}: {
  experienceId: string;
  prices: AgeGroupPrices;
  labels: Record<AgeGroupKey, string>;
  notes: Record<AgeGroupKey, string>;
  headingId: string;
  text: StepperTexts;
}) {
  const id = useId();
  const [counts, setCounts] = useState<AgeGroupCounts>(NO_PARTICIPANTS);
  // What the shopper is typing into a count field (only while it is empty); the count itself is valid.
  const [drafts, setDrafts] = useState<Partial<Record<AgeGroupKey, string>>>({});
  const quote = quoteBooking(counts, prices);
  const noteId = `${id}-participants`;

  function set(group: AgeGroupKey, value: number | string) {
    setCounts((current) => ({ ...current, [group]: clampCount(value) }));
  }

  return (
    <>
      <p className="mt-2 text-muted text-xs">{text.instructions}</p>
      <ul aria-labelledby={headingId} className="mt-2 divide-y divide-dashed divide-line">
        {AGE_GROUP_KEYS.map((group) => {
          const count = counts[group];
          const labelId = `${id}-${group}`;
          const draft = drafts[group];
          return (
            <li key={group} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-soil">
                  <span id={labelId}>{labels[group]}</span>
                  {notes[group] ? (
                    <span className="ml-1.5 font-normal text-muted text-xs">{notes[group]}</span>
                  ) : null}
                </p>
                <p className="mt-0.5">
                  <span className="font-bold text-lg text-persimmon-dark tabular-nums">
                    {formatYen(prices[group])}
                  </span>
                  <span className="ml-0.5 text-muted text-xs">{text.taxIncluded}</span>
                </p>
                {count > 0 ? (
                  <p className="text-muted text-xs tabular-nums">
                    {fillMessage(text.subtotal, { amount: formatYen(quote.subtotals[group]) })}
                  </p>
                ) : null}
              </div>
              <fieldset aria-labelledby={labelId} className="flex shrink-0 items-center gap-1">
                <StepButton
                  label={text.groups[group].decrease}
                  disabled={count <= 0}
                  onClick={() => set(group, count - 1)}
                  icon="minus"
                />
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_COUNT_PER_GROUP}
                  step={1}
                  value={draft ?? String(count)}
                  aria-label={text.groups[group].count}
                  onChange={(event) => {
                    const raw = event.currentTarget.value;
                    setDrafts((current) => ({ ...current, [group]: raw === '' ? '' : undefined }));
                    set(group, raw);
                  }}
                  onBlur={() => setDrafts((current) => ({ ...current, [group]: undefined }))}
                  className="h-11 w-12 appearance-none rounded-lg border border-line bg-white text-center font-bold text-base text-soil tabular-nums [appearance:textfield] focus:border-leaf [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                />
                <StepButton
                  label={text.groups[group].increase}
                  disabled={count >= MAX_COUNT_PER_GROUP}
                  onClick={() => set(group, count + 1)}
                  icon="plus"
                />
              </fieldset>
            </li>
          );
        })}
      </ul>

      <div className="mt-1 flex items-end justify-between gap-3 border-line border-t pt-4">
        <p className="font-bold text-soil text-sm">
          {text.total}
          <span id={noteId} className="block font-normal text-muted text-xs">
            {quote.bookable ? text.participants[quote.participants] : text.chooseParticipants}
          </span>
        </p>
        <output
          aria-live="polite"
          className="font-bold text-3xl text-persimmon-dark tabular-nums tracking-tight"
        >
          <span className="sr-only">{text.total} </span>
          {formatYen(quote.total)}
        </output>
      </div>

      {quote.bookable ? (
        <Link
          href={`/experiences/purchase?${bookingSearch({ experienceId, counts })}`}
          className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-persimmon-dark px-6 font-bold text-base text-white shadow-sm transition hover:bg-persimmon"
        >
          {text.apply}
        </Link>
      ) : (
        <button
          type="button"
          disabled
          aria-describedby={noteId}
          className="mt-4 inline-flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-full bg-cream-dark px-6 font-bold text-base text-muted ring-1 ring-line"
        >
          {text.apply}
        </button>
      )}
    </>
  );
}

/**
 * − / + button. At the limit it is marked aria-disabled rather than disabled, so it keeps the focus
 * of a keyboard user who pressed it until the limit.
 */
function StepButton({
  label,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: 'minus' | 'plus';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      className={`flex size-11 items-center justify-center rounded-full border transition ${
        disabled
          ? 'cursor-not-allowed border-line text-muted/50'
          : 'border-leaf text-leaf-dark hover:bg-leaf hover:text-white'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor">
        <path strokeWidth="2.2" strokeLinecap="round" d={icon === 'plus' ? 'M4 10h12M10 4v12' : 'M4 10h12'} />
      </svg>
    </button>
  );
}

import {
  AGE_GROUP_KEYS,
  type AgeGroupKey,
  type AgeGroupPrices,
  ExperienceStatus,
  MAX_COUNT_PER_GROUP,
} from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { AgePriceTable } from './age-price-table.tsx';
import { Steppers, type StepperTexts } from './booking-steppers.tsx';

const STATUS_TONE: Record<number, string> = {
  0: 'bg-cream-dark text-muted',
  1: 'bg-sky-50 text-sky-900 ring-1 ring-sky-700/30',
  2: 'bg-leaf text-white',
  3: 'bg-soil text-white',
  4: 'bg-cream-dark text-muted',
};

type Props = {
  experienceId: string;
  prices: AgeGroupPrices;
  /** ExperienceStatus of the experience. */
  status: number;
  /** The booking period, already worded (「受付期間: …〜…」), or empty. */
  period?: string;
};

/**
 * Prices and booking of an experience. While it accepts bookings: a count stepper per age group and
 * the live total (quoteBooking) and 申し込む, which leads to /experiences/purchase with the counts
 * (disabled until a participant is chosen). Other statuses show the prices and why booking is closed.
 * A server component: only the steppers run in the browser, with their texts worded here
 * (StepperTexts), from `experience.{ageGroups,ageNotes,status,pricesCaption,booking}` and
 * `catalogue.taxIncluded`.
 */
export function BookingPanel({ experienceId, prices, status, period }: Props) {
  const t = useTranslations('experience');
  const c = useTranslations('catalogue');
  const id = useId();
  const headingId = `${id}-heading`;
  const known = status in STATUS_TONE ? status : 0;
  const labels = Object.fromEntries(AGE_GROUP_KEYS.map((g) => [g, t(`ageGroups.${g}`)])) as Record<
    AgeGroupKey,
    string
  >;
  const notes = Object.fromEntries(AGE_GROUP_KEYS.map((g) => [g, t(`ageNotes.${g}`)])) as Record<
    AgeGroupKey,
    string
  >;

  const statusBadge = (
    <p
      className={`inline-flex shrink-0 items-center rounded-full px-4 py-1.5 font-bold text-sm ${STATUS_TONE[known]}`}
    >
      {t(`status.${known}`)}
    </p>
  );

  if (status !== ExperienceStatus.ACCEPTING) {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="sr-only">
          {t('booking.heading')}
        </h2>
        <AgePriceTable
          prices={prices}
          caption={t('pricesCaption')}
          taxIncluded={c('taxIncluded')}
          labels={labels}
          notes={notes}
        />
        <div className="mt-4 border-line border-t pt-4">
          {statusBadge}
          <p className="mt-2 text-soil text-sm">{t(`booking.closed.${known}`)}</p>
          {period ? <p className="mt-1 text-muted text-xs">{period}</p> : null}
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-bold text-soil">
          {t('booking.heading')}
        </h2>
        {statusBadge}
      </div>
      {period ? <p className="mt-1 text-muted text-xs">{period}</p> : null}
      <Steppers
        experienceId={experienceId}
        prices={prices}
        labels={labels}
        notes={notes}
        headingId={headingId}
        text={{
          instructions: t('booking.instructions', { max: MAX_COUNT_PER_GROUP }),
          groups: Object.fromEntries(
            AGE_GROUP_KEYS.map((group) => [
              group,
              {
                count: t('booking.count', { group: labels[group] }),
                decrease: t('booking.decrease', { group: labels[group] }),
                increase: t('booking.increase', { group: labels[group] }),
              },
            ]),
          ) as StepperTexts['groups'],
          subtotal: t.raw('booking.subtotal') as string,
          taxIncluded: c('taxIncluded'),
          total: t('booking.total'),
          participants: Array.from({ length: AGE_GROUP_KEYS.length * MAX_COUNT_PER_GROUP + 1 }, (_, count) =>
            t('booking.participants', { count }),
          ),
          chooseParticipants: t('booking.chooseParticipants'),
          apply: t('booking.apply'),
        }}
      />
    </section>
  );
}

import { agePricesOf } from '@hatake/contract/values';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import type { Experience } from '@/lib/api/types.ts';
import { formatDate } from '@/lib/format.ts';
import { BookingPanel } from './booking-panel.tsx';

/**
 * The booking box of an experience page: the {@link BookingPanel} (its steppers run in the browser,
 * with their texts as props: docs/adr/0011) and the period the experience runs.
 */
export async function ExperienceBooking({ experience, locale }: { experience: Experience; locale: Locale }) {
  const t = await getTranslations('experience');
  const period =
    experience.startAt > 0 && experience.endAt > 0
      ? t('period', {
          from: formatDate(experience.startAt, locale),
          to: formatDate(experience.endAt, locale),
        })
      : '';
  return (
    <div className="mt-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <BookingPanel
        experienceId={experience.id}
        prices={agePricesOf(experience)}
        status={experience.status}
        period={period}
      />
    </div>
  );
}

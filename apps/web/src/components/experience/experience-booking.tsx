import { agePricesOf } from '@hatake/contract/values';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import type { Experience } from '@/lib/api/types.ts';
import { formatDate } from '@/lib/format.ts';
import { BookingPanel } from './booking-panel.tsx';

/**
 * The booking box of an experience page: the client-side {@link BookingPanel} with only the
 * messages it uses (docs/adr/0011) and the period the experience runs.
 */
export async function ExperienceBooking({ experience, locale }: { experience: Experience; locale: Locale }) {
  const [t, messages] = await Promise.all([getTranslations('experience'), getMessages()]);
  const experienceMessages = messages.experience as Record<string, unknown>;
  const catalogueMessages = messages.catalogue as Record<string, unknown>;
  const bookingMessages = {
    experience: {
      ageGroups: experienceMessages.ageGroups,
      ageNotes: experienceMessages.ageNotes,
      status: experienceMessages.status,
      pricesCaption: experienceMessages.pricesCaption,
      booking: experienceMessages.booking,
    },
    catalogue: { taxIncluded: catalogueMessages.taxIncluded, contactLink: catalogueMessages.contactLink },
  };
  const period =
    experience.startAt > 0 && experience.endAt > 0
      ? t('period', {
          from: formatDate(experience.startAt, locale),
          to: formatDate(experience.endAt, locale),
        })
      : '';
  return (
    <div className="mt-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <NextIntlClientProvider messages={bookingMessages}>
        <BookingPanel
          experienceId={experience.id}
          prices={agePricesOf(experience)}
          status={experience.status}
          period={period}
        />
      </NextIntlClientProvider>
    </div>
  );
}

import { useTranslations } from 'next-intl';
import { ContentSection } from '@/components/catalogue/content-section.tsx';
import { SpecTable } from '@/components/product/spec-table.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { ExperienceResponse } from '@/lib/api/types.ts';
import { hostAddress } from '@/lib/catalogue/experience-place.ts';
import { formatBusinessHours, formatDuration } from '@/lib/format.ts';
import { localizedName } from '@/lib/i18n/names.ts';

/** The 詳細 section of an experience page: type, duration, hours and address. */
export function ExperienceDetails({
  experience,
  experienceType,
  locale,
}: Pick<ExperienceResponse, 'experience' | 'experienceType'> & { locale: Locale }) {
  const t = useTranslations('experience');
  return (
    <ContentSection id="details" heading={t('details')}>
      <SpecTable
        rows={[
          { label: t('type'), value: localizedName(experienceType, locale) },
          {
            label: t('duration'),
            value: experience.duration > 0 ? formatDuration(experience.duration, locale) : '',
          },
          {
            label: t('hours'),
            value: formatBusinessHours(experience.businessOpenTime, experience.businessCloseTime, locale),
          },
          { label: t('address'), value: hostAddress(experience, locale) },
        ]}
      />
    </ContentSection>
  );
}

import { useTranslations } from 'next-intl';
import { ContentSection } from '@/components/catalogue/content-section.tsx';
import { ExternalIcon } from '@/components/catalogue/icons.tsx';
import { PinIcon } from '@/components/layout/icons.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { Experience } from '@/lib/api/types.ts';
import { hostAddress, mapsSearchUrl } from '@/lib/catalogue/experience-place.ts';
import { formatPostalCode } from '@/lib/format.ts';
import { LocationSketch } from './location-sketch.tsx';

/** The アクセス section of an experience page: postal code, address, directions and a maps link. */
export function ExperienceAccess({ experience, locale }: { experience: Experience; locale: Locale }) {
  const t = useTranslations('experience');
  const c = useTranslations('catalogue');
  const mapsUrl = mapsSearchUrl(experience);
  return (
    <ContentSection id="access" heading={t('access')} className="mt-12">
      <div className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6 md:grid-cols-2">
        <div>
          <LocationSketch />
        </div>
        <div className="text-sm">
          {experience.hostPostalCode ? (
            <p className="text-muted">
              {t('postalCode', { code: formatPostalCode(experience.hostPostalCode) })}
            </p>
          ) : null}
          <p className="mt-1 flex items-start gap-1.5 font-semibold text-base text-soil">
            <PinIcon className="mt-1 size-4 shrink-0 text-leaf" />
            {hostAddress(experience, locale)}
          </p>
          {experience.direction ? (
            <>
              <h3 className="mt-5 font-bold text-soil">{t('direction')}</h3>
              <p className="mt-1 whitespace-pre-line text-soil leading-relaxed">{experience.direction}</p>
            </>
          ) : null}
          {mapsUrl ? (
            <a
              href={mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full border border-leaf px-5 font-semibold text-leaf-dark transition hover:bg-leaf hover:text-white"
            >
              {t('openInMaps')}
              <ExternalIcon />
              <span className="sr-only">{c('newTab')}</span>
            </a>
          ) : null}
        </div>
      </div>
    </ContentSection>
  );
}

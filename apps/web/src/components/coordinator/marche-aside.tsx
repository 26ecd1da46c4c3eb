import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PromotionVideo } from '@/components/catalogue/promotion-video.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { CoordinatorResponse } from '@/lib/api/types.ts';
import { formatYen } from '@/lib/format.ts';
import { BusinessDays } from './business-days.tsx';
import { SocialLinks } from './social-links.tsx';

function AsideBox({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
    >
      <h2 id={`${id}-heading`} className="font-bold text-soil">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The side column of a marché page: profile, business days and free shipping, social links, video. */
export function MarcheAside({
  coordinator,
  shipping,
  locale,
}: Pick<CoordinatorResponse, 'coordinator' | 'shipping'> & { locale: Locale }) {
  const t = useTranslations('coordinator');
  const c = useTranslations('catalogue');
  const freeShipping = shipping?.hasFreeShipping && shipping.freeShippingRates > 0;
  return (
    <aside className="grid content-start gap-5">
      {coordinator.profile ? (
        <AsideBox id="profile" heading={t('profile')}>
          <p className="mt-3 whitespace-pre-line text-soil text-sm leading-relaxed">{coordinator.profile}</p>
        </AsideBox>
      ) : null}
      {coordinator.businessDays.length > 0 || freeShipping ? (
        <AsideBox id="days" heading={t('businessDays')}>
          <div className="mt-3">
            <BusinessDays days={coordinator.businessDays} locale={locale} label={t('businessDays')} />
          </div>
          {freeShipping ? (
            <p className="mt-4 rounded-xl bg-persimmon-light px-3 py-2 font-semibold text-persimmon-dark text-sm">
              {t('freeShipping', { amount: formatYen(shipping.freeShippingRates) })}
            </p>
          ) : null}
        </AsideBox>
      ) : null}
      {coordinator.instagramId || coordinator.facebookId ? (
        <AsideBox id="follow" heading={t('follow')}>
          <div className="mt-3">
            <SocialLinks
              instagramId={coordinator.instagramId}
              facebookId={coordinator.facebookId}
              text={{
                instagram: (value) => t('instagram', { id: value }),
                facebook: (value) => t('facebook', { id: value }),
                newTab: c('newTab'),
              }}
            />
          </div>
        </AsideBox>
      ) : null}
      {coordinator.promotionVideoUrl ? (
        <AsideBox id="video" heading={t('video')}>
          <PromotionVideo
            src={coordinator.promotionVideoUrl}
            label={t('video')}
            className="mt-3 rounded-xl"
          />
        </AsideBox>
      ) : null}
    </aside>
  );
}

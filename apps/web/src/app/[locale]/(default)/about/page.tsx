import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { CalendarIcon, TruckIcon } from '@/components/catalogue/icons.tsx';
import { ArrowRightIcon, CartIcon, PinIcon, PlayIcon, SproutIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';
import { isLocale, type Locale } from '@/i18n/routing.ts';
import { staticPageMetadata } from '@/lib/static-page.ts';

type Props = { params: Promise<{ locale: string }> };

type Feature = { title: string; body: string; link: string; href: string };
type Step = { title: string; body: string };

/** One icon per feature of the `about.features` messages, in their order. */
const FEATURE_ICONS = [CartIcon, PinIcon, SproutIcon, PlayIcon, CalendarIcon, TruckIcon];

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'about', '/about');
}

export default async function AboutPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const [t, c] = await Promise.all([getTranslations('about'), getTranslations('catalogue')]);
  const features = t.raw('features') as Feature[];
  const steps = t.raw('steps') as Step[];

  return (
    <>
      <section aria-labelledby="about-heading" className="relative overflow-hidden bg-leaf-dark text-white">
        <div className="mx-auto max-w-7xl px-4 pt-5 pb-14 sm:px-6 sm:pb-20 lg:px-8">
          <Breadcrumb
            tone="dark"
            label={c('breadcrumbLabel')}
            items={[{ label: c('top'), href: '/' }, { label: t('title') }]}
          />
          <p className="mt-10 font-bold text-white/80 text-xs tracking-[0.2em]">{t('eyebrow')}</p>
          <h1
            id="about-heading"
            className="mt-3 font-extrabold text-3xl leading-tight sm:text-5xl sm:leading-tight"
          >
            {t('lead1')}
          </h1>
          <p className="mt-3 font-semibold text-lg text-white/90 sm:text-xl">{t('lead2')}</p>
          <p className="mt-6 max-w-3xl text-white/90 leading-loose">{t('intro')}</p>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="features-heading" className="text-center font-bold text-2xl text-soil sm:text-3xl">
          {t('featuresHeading')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {features.map((feature, index) => {
            const Icon = FEATURE_ICONS[index % FEATURE_ICONS.length] ?? CartIcon;
            return (
              <li
                key={feature.title}
                className="flex gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8"
              >
                <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-leaf-light text-leaf-dark">
                  <Icon className="size-7" />
                </span>
                <div>
                  <p aria-hidden="true" className="font-bold text-persimmon-dark text-xs tracking-widest">
                    0{index + 1}
                  </p>
                  <h3 className="mt-1 font-bold text-lg text-soil">{feature.title}</h3>
                  <p className="mt-2 text-soil text-sm leading-relaxed">{feature.body}</p>
                  {feature.href ? (
                    <Link
                      href={feature.href}
                      className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-leaf-dark text-sm underline-offset-4 hover:underline"
                    >
                      {feature.link}
                      <ArrowRightIcon />
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="bg-cream-dark/60 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="steps-heading" className="text-center font-bold text-2xl text-soil sm:text-3xl">
            {t('stepsHeading')}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-line"
              >
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-12 items-center justify-center rounded-full bg-persimmon-dark font-bold text-lg text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-bold text-lg text-soil">{step.title}</h3>
                <p className="mt-2 text-soil text-sm leading-relaxed">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="oss-heading" className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="rounded-3xl border-2 border-leaf border-dashed bg-white p-6 sm:p-10">
          <h2 id="oss-heading" className="font-bold text-soil text-xl sm:text-2xl">
            {t('openSourceHeading')}
          </h2>
          <p className="mt-4 text-soil leading-loose">{t('openSourceBody')}</p>
        </div>
        <div className="mt-10 text-center">
          <p className="font-semibold text-soil">{t('contactCta')}</p>
          <Link
            href="/contact"
            className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-full bg-persimmon-dark px-8 font-bold text-white shadow-md transition hover:bg-persimmon"
          >
            {t('contactLink')}
            <ArrowRightIcon />
          </Link>
        </div>
      </section>
    </>
  );
}

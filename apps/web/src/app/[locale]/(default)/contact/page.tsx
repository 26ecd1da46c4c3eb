import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { PageHeader } from '@/components/catalogue/page-header.tsx';
import { ContactForm } from '@/components/contact/contact-form.tsx';
import { isLocale, type Locale, localizedPath } from '@/i18n/routing.ts';
import { staticPageMetadata } from '@/lib/static-page.ts';
import { type ContactState, submitContact } from './actions.ts';

type Props = { params: Promise<{ locale: string }> };

const INITIAL: ContactState = {
  status: 'idle',
  values: { name: '', email: '', phone: '', subject: '', message: '' },
  errors: {},
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'contact', '/contact');
}

export default async function ContactPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const [t, c, messages] = await Promise.all([
    getTranslations('contact'),
    getTranslations('catalogue'),
    getMessages(),
  ]);
  return (
    <>
      <PageHeader
        eyebrow="CONTACT"
        title={t('title')}
        lead={t('lead')}
        breadcrumb={
          <Breadcrumb
            label={c('breadcrumbLabel')}
            items={[{ label: c('top'), href: '/' }, { label: t('title') }]}
          />
        }
      />
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 lg:px-8">
        <NextIntlClientProvider messages={{ contact: messages.contact }}>
          <ContactForm
            action={submitContact}
            initialState={INITIAL}
            privacyHref={localizedPath(locale, '/privacy')}
            contactHref={localizedPath(locale, '/contact')}
            topHref={localizedPath(locale, '/')}
          />
        </NextIntlClientProvider>
      </div>
    </>
  );
}

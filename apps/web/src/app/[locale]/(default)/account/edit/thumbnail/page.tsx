import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EditCard } from '@/components/account/edit-card.tsx';
import { ThumbnailUpload } from '@/components/account/thumbnail-upload.tsx';
import { SPECIAL_MESSAGES } from '@/lib/api/error-messages.ts';
import { guardPage } from '@/lib/auth/page-guard.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { createThumbnailUploadAction, saveThumbnailAction } from '../../actions.ts';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.thumbnail' });
  return { title: t('title'), robots: { index: false } };
}

export default async function ThumbnailPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  // Signed out: sign in and come back here (lib/auth/page-access.ts).
  await guardPage(locale, { pathname: '/account/edit/thumbnail' });
  const t = await getTranslations('account.thumbnail');
  return (
    <EditCard title={t('title')} lead={t('lead')} back="/account/edit/thumbnail">
      {() => (
        <ThumbnailUpload
          createUpload={createThumbnailUploadAction}
          save={saveThumbnailAction}
          failedMessage={SPECIAL_MESSAGES.uploadFailed[locale]}
        />
      )}
    </EditCard>
  );
}

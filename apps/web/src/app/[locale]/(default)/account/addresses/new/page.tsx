import { prefectureOptions } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressForm } from '@/components/account/address-form.tsx';
import { EditCard } from '@/components/account/edit-card.tsx';
import { idleState } from '@/lib/auth/form-state.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { saveAddressAction } from '../../actions.ts';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.addresses' });
  return { title: t('newTitle'), robots: { index: false } };
}

export default async function NewAddressPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('account.addresses');
  return (
    <EditCard title={t('newTitle')} back="/account/addresses/new">
      {() => (
        <AddressForm
          action={saveAddressAction}
          initialState={idleState()}
          prefectures={prefectureOptions(locale)}
        />
      )}
    </EditCard>
  );
}

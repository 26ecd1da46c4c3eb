import type { AddressResponse } from '@hatake/contract';
import { prefectureOptions } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressForm } from '@/components/account/address-form.tsx';
import { EditCard } from '@/components/account/edit-card.tsx';
import { getAddress } from '@/lib/api/addresses.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { idleState } from '@/lib/auth/form-state.ts';
import { authedApi } from '@/lib/auth/session.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { saveAddressAction } from '../../actions.ts';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.addresses' });
  return { title: t('editTitle'), robots: { index: false } };
}

export default async function EditAddressPage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('account.addresses');
  const api = await authedApi(locale);
  let address: AddressResponse['address'] | undefined;
  if (api) {
    try {
      ({ address } = await getAddress(id, { client: api }));
    } catch (error) {
      if (error instanceof ResponseError && error.status === 404) notFound();
      if (!(error instanceof ResponseError && error.status === 401)) throw error;
    }
  }
  const values: Record<string, string> = address
    ? {
        lastname: address.lastname,
        firstname: address.firstname,
        lastnameKana: address.lastnameKana,
        firstnameKana: address.firstnameKana,
        postalCode: address.postalCode,
        prefectureCode: String(address.prefectureCode),
        city: address.city,
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2,
        phoneNumber: address.phoneNumber.startsWith('+81')
          ? `0${address.phoneNumber.slice(3)}`
          : address.phoneNumber,
        isDefault: address.isDefault ? 'on' : '',
      }
    : {};
  return (
    <EditCard title={t('editTitle')} back={`/account/addresses/${id}`}>
      {() => (
        <AddressForm
          action={saveAddressAction}
          initialState={idleState(values)}
          id={id}
          prefectures={prefectureOptions(locale)}
        />
      )}
    </EditCard>
  );
}

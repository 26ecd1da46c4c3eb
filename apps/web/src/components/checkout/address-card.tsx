import { prefectureLabel, prefectureName } from '@hatake/contract/values';
import type { Locale } from '@/i18n/routing.ts';
import { fromE164 } from '@/lib/auth/forms.ts';
import { formatPostalCode } from '@/lib/format.ts';

/** The fields of an address every card shows (a saved address, a guest's, an order's snapshot). */
export type ShownAddress = {
  lastname: string;
  firstname: string;
  lastnameKana: string;
  firstnameKana: string;
  postalCode: string;
  prefectureCode: number;
  city: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  phoneNumber: string;
};

/** Name (kana), postal code and address, phone: as a shop would write it on a box. */
export function AddressLines({
  address,
  locale,
  phoneLabel,
}: {
  address: ShownAddress;
  locale: Locale;
  phoneLabel: string;
}) {
  const prefecture = prefectureLabel(prefectureName(address.prefectureCode), locale);
  return (
    <div className="text-soil text-sm leading-relaxed">
      <p className="font-bold text-base">
        {address.lastname} {address.firstname}
        {address.lastnameKana || address.firstnameKana ? (
          <span className="ml-2 font-normal text-muted text-sm">
            （{address.lastnameKana} {address.firstnameKana}）
          </span>
        ) : null}
      </p>
      <p>
        〒{formatPostalCode(address.postalCode)} {prefecture} {address.city} {address.addressLine1}{' '}
        {address.addressLine2 ?? ''}
      </p>
      <p className="text-muted">
        {phoneLabel}: {fromE164(address.phoneNumber)}
      </p>
    </div>
  );
}

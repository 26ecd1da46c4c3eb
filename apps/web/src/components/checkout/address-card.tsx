import { addressLabel, prefectureName } from '@hatake/contract/values';
import type { Locale } from '@/i18n/routing.ts';
import { fromE164 } from '@/lib/auth/forms.ts';

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

/**
 * Name (kana), postal code and address, phone: as a shop would write it on a box (the address in the
 * page's language: `addressLabel`).
 */
export function AddressLines({
  address,
  locale,
  phoneLabel,
}: {
  address: ShownAddress;
  locale: Locale;
  phoneLabel: string;
}) {
  const place = addressLabel({ ...address, prefecture: prefectureName(address.prefectureCode) }, locale);
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
      <p>{place}</p>
      <p className="text-muted">
        {phoneLabel}: {fromE164(address.phoneNumber)}
      </p>
    </div>
  );
}

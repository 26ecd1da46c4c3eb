import type { AuthUserResponse } from '@hatake/contract';

/**
 * A Japanese number in E.164, as sign-up stores it (+819012345678), in the domestic form a Japanese
 * form shows (09012345678); any other number is left as it is (the address forms take E.164 too).
 */
export function domesticPhone(phone: string): string {
  const japanese = /^\+81([1-9]\d{8,9})$/.exec(phone);
  return japanese ? `0${japanese[1]}` : phone;
}

/**
 * What a signed-in member's new address starts with at checkout (docs/product.md, the member
 * checkout): the name, its reading and the phone number of the account, under the form's field
 * prefix (`billing.` on the booking form, none on the saved-address form). Fields the account has
 * no value for are left out, so the form shows them empty.
 */
export function memberAddressPrefill(
  user:
    | Pick<AuthUserResponse, 'lastname' | 'firstname' | 'lastnameKana' | 'firstnameKana' | 'phoneNumber'>
    | undefined,
  prefix = '',
): Record<string, string> {
  if (!user) return {};
  const values: Record<string, string> = {
    lastname: user.lastname,
    firstname: user.firstname,
    lastnameKana: user.lastnameKana,
    firstnameKana: user.firstnameKana,
    phoneNumber: domesticPhone(user.phoneNumber),
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== '')
      .map(([field, value]) => [`${prefix}${field}`, value]),
  );
}

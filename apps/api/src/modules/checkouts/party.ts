/**
 * Who checks out and where the goods go (docs/rules/checkout-and-payments.md, "Who" and "Guests"):
 * a member's own saved addresses or a guest's typed ones, as the snapshots the order keeps.
 */
import { hasVisibleText } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type AddressSnapshot, addresses } from '../../db/schema/index.ts';
import { invalidArgument, notFound } from '../../lib/domain-error.ts';
import type { Buyer } from './place-order.ts';

/** An address as a guest types it (GuestCheckoutAddress). */
export type AddressInput = {
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

/** Who checks out and where the goods go. */
export type CheckoutParty =
  | { kind: 'member'; userId: string; billingAddressId: string; shippingAddressId: string }
  | {
      kind: 'guest';
      email: string;
      billingAddress: AddressInput;
      isSameAddress: boolean;
      shippingAddress: AddressInput | undefined;
    };

const snapshotOf = (address: AddressInput, addressId = ''): AddressSnapshot => ({
  addressId,
  lastname: address.lastname.trim(),
  firstname: address.firstname.trim(),
  lastnameKana: address.lastnameKana,
  firstnameKana: address.firstnameKana,
  postalCode: address.postalCode,
  prefectureCode: address.prefectureCode,
  city: address.city.trim(),
  addressLine1: address.addressLine1.trim(),
  addressLine2: (address.addressLine2 ?? '').trim(),
  phoneNumber: address.phoneNumber,
});

const VISIBLE = ['lastname', 'firstname', 'city', 'addressLine1'] as const;

const assertAddressVisible = (address: AddressSnapshot, field: string) => {
  for (const name of VISIBLE) {
    if (!hasVisibleText(address[name])) throw invalidArgument(`${field}.${name} must not be blank`);
  }
};

/** A member's own saved address as a snapshot; another member's (or a deleted one) is 404. */
const ownAddress = async (db: Executor, userId: string, addressId: string): Promise<AddressSnapshot> => {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .limit(1);
  if (!row) throw notFound('address');
  return snapshotOf(row, row.id);
};

/** Billing and shipping snapshots and the buyer (docs: "Who" and "Guests"). */
export const resolveParty = async (
  db: Executor,
  party: CheckoutParty,
  needsShipping: boolean,
): Promise<{ buyer: Buyer; billing: AddressSnapshot; shipping: AddressSnapshot | null }> => {
  if (party.kind === 'member') {
    const billing = await ownAddress(db, party.userId, party.billingAddressId);
    const shipping = needsShipping ? await ownAddress(db, party.userId, party.shippingAddressId) : null;
    return { buyer: { kind: 'member', userId: party.userId }, billing, shipping };
  }
  const billing = snapshotOf(party.billingAddress);
  assertAddressVisible(billing, 'billingAddress');
  let shipping: AddressSnapshot | null = null;
  if (needsShipping) {
    if (party.isSameAddress) shipping = billing;
    else if (!party.shippingAddress)
      throw invalidArgument('shippingAddress is required unless isSameAddress is true');
    else {
      shipping = snapshotOf(party.shippingAddress);
      assertAddressVisible(shipping, 'shippingAddress');
    }
  }
  const buyer: Buyer = {
    kind: 'guest',
    email: party.email.trim().toLowerCase(),
    lastname: billing.lastname,
    firstname: billing.firstname,
    lastnameKana: billing.lastnameKana,
    firstnameKana: billing.firstnameKana,
    phoneNumber: billing.phoneNumber,
  };
  return { buyer, billing, shipping };
};

/** The shopper's identity for finding an existing order: the member, or the guest's session. */
export type Shopper = { userId: string } | { sessionId: string; email: string };
export const shopperOf = (party: CheckoutParty, sessionId: string): Shopper =>
  party.kind === 'member' ? { userId: party.userId } : { sessionId, email: party.email.trim().toLowerCase() };

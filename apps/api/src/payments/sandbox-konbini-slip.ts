import { createHash } from 'node:crypto';
import type { KonbiniStore } from '@hatake/contract';
import type { KonbiniSlip } from './payment-provider.ts';

/** The chains the sandbox issues slips for, and how long each one's numbers are. */
const SANDBOX_STORES: readonly { store: KonbiniStore; receipt: number; confirmation: number }[] = [
  // Seven-Eleven: one 13-digit 払込票番号, said at the till; no 確認番号.
  { store: 'seven-eleven', receipt: 13, confirmation: 0 },
  // Lawson and Ministop (Loppi), FamilyMart (マルチコピー機), Seicomart, Daily Yamazaki: a
  // 受付番号 (お客様番号) and a 確認番号 entered at the shop's terminal or given at the till.
  { store: 'lawson', receipt: 11, confirmation: 4 },
  { store: 'family-mart', receipt: 12, confirmation: 5 },
  { store: 'ministop', receipt: 11, confirmation: 4 },
  { store: 'seicomart', receipt: 11, confirmation: 4 },
  { store: 'daily-yamazaki', receipt: 11, confirmation: 4 },
];

/**
 * The slip the sandbox issues for a konbini session: a real provider lets the shopper pick the chain
 * and answers numbers of that chain's shape; the sandbox takes no money, so it derives the chain and
 * the numbers from the session id (the same session always shows the same slip, on every API
 * process and after a restart, without storing anything) and gives the session's own end as the
 * deadline: the order's payment time, ORDER_PAYMENT_TIMEOUT (docs/rules/checkout-and-payments.md).
 */
export const sandboxKonbiniSlip = (session: { id: string; expiresAt: Date }): KonbiniSlip => {
  const bytes = createHash('sha256').update(`konbini-slip:${session.id}`).digest();
  const shape = SANDBOX_STORES[(bytes[0] ?? 0) % SANDBOX_STORES.length] ?? SANDBOX_STORES[0];
  if (!shape) throw new Error('no sandbox store');
  // One decimal digit per byte after the first; 31 bytes cover the longest pair (13 + 0, 12 + 5).
  const digits = Array.from(bytes.subarray(1), (byte) => String(byte % 10)).join('');
  return {
    store: shape.store,
    receiptNumber: digits.slice(0, shape.receipt),
    confirmationNumber: digits.slice(shape.receipt, shape.receipt + shape.confirmation),
    deadline: session.expiresAt,
    instructionsUrl: '',
  };
};

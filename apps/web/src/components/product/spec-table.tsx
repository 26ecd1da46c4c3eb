'use client';

/*
 * A client component for its weight only: its payload is the rows' strings, not their markup a
 * second time (docs/storefront-speed.md).
 */

/**
 * Key facts of a product or experience as a definition list (rows without a value are left out).
 * A row's classes are one each (globals.css): every row is written twice, in the HTML and the RSC payload.
 */
export function SpecTable({ rows }: { rows: readonly { label: string; value: string }[] }) {
  const shown = rows.filter((row) => row.value);
  if (shown.length === 0) return null;
  return (
    <dl className="divide-y divide-dashed divide-line overflow-hidden rounded-2xl bg-white text-sm ring-1 ring-line">
      {shown.map((row) => (
        <div key={row.label} className="spec-row">
          <dt className="spec-label">{row.label}</dt>
          <dd className="spec-value">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

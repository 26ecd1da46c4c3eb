/** Key facts of a product or experience as a definition list (rows without a value are left out). */
export function SpecTable({ rows }: { rows: readonly { label: string; value: string }[] }) {
  const shown = rows.filter((row) => row.value);
  if (shown.length === 0) return null;
  return (
    <dl className="divide-y divide-dashed divide-line overflow-hidden rounded-2xl bg-white text-sm ring-1 ring-line">
      {shown.map((row) => (
        <div
          key={row.label}
          className="grid grid-cols-[7.5rem_1fr] gap-3 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:px-5"
        >
          <dt className="font-semibold text-muted">{row.label}</dt>
          <dd className="whitespace-pre-line text-soil">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

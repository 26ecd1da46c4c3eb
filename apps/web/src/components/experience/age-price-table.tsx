import { AGE_GROUP_KEYS, type AgeGroupKey, type AgeGroupPrices } from '@hatake/contract/values';
import { formatYen } from '@/lib/format.ts';

/** The five per-person prices (tax included) of an experience. */
export function AgePriceTable({
  prices,
  caption,
  taxIncluded,
  labels,
  notes,
}: {
  prices: AgeGroupPrices;
  caption: string;
  taxIncluded: string;
  labels: Record<AgeGroupKey, string>;
  notes: Record<AgeGroupKey, string>;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-bold text-soil">{caption}</caption>
      <tbody className="divide-y divide-dashed divide-line">
        {AGE_GROUP_KEYS.map((group) => (
          <tr key={group}>
            <th scope="row" className="py-2.5 pr-3 text-left font-semibold text-soil">
              {labels[group]}
              {notes[group] ? (
                <span className="block font-normal text-muted text-xs">{notes[group]}</span>
              ) : null}
            </th>
            <td className="py-2.5 text-right">
              <span className="font-bold text-lg text-persimmon-dark tabular-nums">
                {formatYen(prices[group])}
              </span>
              <span className="ml-0.5 text-muted text-xs">{taxIncluded}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { Experience } from '@/lib/api/types.ts';
import { formatYen } from '@/lib/format.ts';

export const AGE_GROUPS = [
  { key: 'adult', price: 'priceAdult' },
  { key: 'juniorHighSchool', price: 'priceJuniorHighSchool' },
  { key: 'elementarySchool', price: 'priceElementarySchool' },
  { key: 'preschool', price: 'pricePreschool' },
  { key: 'senior', price: 'priceSenior' },
] as const satisfies readonly { key: string; price: keyof Experience }[];

export type AgeGroupKey = (typeof AGE_GROUPS)[number]['key'];

/** The five per-person prices (tax included) of an experience. */
export function AgePriceTable({
  experience,
  caption,
  taxIncluded,
  labels,
  notes,
}: {
  experience: Experience;
  caption: string;
  taxIncluded: string;
  labels: Record<AgeGroupKey, string>;
  notes: Record<AgeGroupKey, string>;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-bold text-soil">{caption}</caption>
      <tbody className="divide-y divide-dashed divide-line">
        {AGE_GROUPS.map((group) => (
          <tr key={group.key}>
            <th scope="row" className="py-2.5 pr-3 text-left font-semibold text-soil">
              {labels[group.key]}
              {notes[group.key] ? (
                <span className="block font-normal text-muted text-xs">{notes[group.key]}</span>
              ) : null}
            </th>
            <td className="py-2.5 text-right">
              <span className="font-bold text-lg text-persimmon-dark tabular-nums">
                {formatYen(experience[group.price])}
              </span>
              <span className="ml-0.5 text-muted text-xs">{taxIncluded}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

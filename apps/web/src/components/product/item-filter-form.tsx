'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { filterFormHref, syncCategoryAndType } from '@/lib/catalogue/items-query.ts';

/**
 * The /items filter form: a plain GET form (it works without JavaScript). With JavaScript, choosing
 * a category clears a type of another category and choosing a type chooses its category, and
 * submitting goes to the list's canonical URL (blank fields left out) without a full page load.
 */
export function ItemFilterForm({
  action,
  label,
  categoryOfType,
  children,
}: {
  /** The localized path, e.g. `/en/items`. */
  action: string;
  label: string;
  /** Product type id → its category id. */
  categoryOfType: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <form
      action={action}
      method="get"
      aria-label={label}
      onChange={(event) => {
        const form = event.currentTarget;
        const field = event.target;
        if (!(field instanceof HTMLSelectElement) || (field.name !== 'category' && field.name !== 'type'))
          return;
        const category = form.elements.namedItem('category');
        const type = form.elements.namedItem('type');
        if (!(category instanceof HTMLSelectElement) || !(type instanceof HTMLSelectElement)) return;
        const next = syncCategoryAndType(
          field.name,
          { categoryId: category.value, productTypeId: type.value },
          categoryOfType,
        );
        category.value = next.categoryId;
        type.value = next.productTypeId;
      }}
      onSubmit={(event) => {
        event.preventDefault();
        router.push(filterFormHref(action, new FormData(event.currentTarget)));
      }}
    >
      {children}
    </form>
  );
}

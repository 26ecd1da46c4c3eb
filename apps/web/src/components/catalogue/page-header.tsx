import type { ReactNode } from 'react';

/** The heading block of a list page: eyebrow, h1, lead, optional breadcrumb above. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  breadcrumb,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  breadcrumb?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-line border-b bg-cream-dark/50">
      <div className="mx-auto max-w-7xl px-4 pt-5 pb-8 sm:px-6 sm:pb-10 lg:px-8">
        {breadcrumb}
        <p aria-hidden="true" className="mt-6 font-bold text-persimmon-dark text-xs tracking-[0.2em]">
          {eyebrow}
        </p>
        <h1 className="mt-1 font-bold text-3xl text-soil sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-muted leading-relaxed">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

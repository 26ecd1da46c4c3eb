'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/** Tailwind's `lg` breakpoint: from here on the filters are a sidebar, always open. */
const DESKTOP = '(min-width: 64rem)';

/**
 * The /items filters, rendered once: a closed disclosure on phones and tablets, an open sidebar card
 * on desktop. CSS shows the content on desktop before any script runs (`::details-content`); once
 * hydrated, the disclosure is also marked open there, so assistive technology hears "expanded", and
 * its summary does not close it. Without CSS support or JavaScript the summary still opens it.
 */
export function FilterDisclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const desktop = window.matchMedia(DESKTOP);
    const openOnDesktop = () => {
      if (desktop.matches) details.open = true;
    };
    openOnDesktop();
    desktop.addEventListener('change', openOnDesktop);
    // On desktop the sidebar stays open: a click on its summary opens it again at once.
    details.addEventListener('toggle', openOnDesktop);
    return () => {
      desktop.removeEventListener('change', openOnDesktop);
      details.removeEventListener('toggle', openOnDesktop);
    };
  }, []);

  return (
    <details
      ref={ref}
      className="group rounded-2xl bg-white shadow-sm ring-1 ring-line lg:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-5 font-bold text-soil lg:min-h-0 lg:cursor-default lg:pt-5 [&::-webkit-details-marker]:hidden">
        {summary}
      </summary>
      <div className="border-line border-t px-5 pt-4 pb-5 lg:border-t-0">{children}</div>
    </details>
  );
}

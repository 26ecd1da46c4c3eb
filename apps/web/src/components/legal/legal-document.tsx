import type { ReactNode } from 'react';

export type LegalSection = { heading: string; body?: string[]; list?: string[] };

/** A long-form legal text: numbered sections with paragraphs and lists, plus a table of contents. */
export function LegalDocument({
  intro,
  sections,
  tocLabel,
  footer,
}: {
  intro: string;
  sections: readonly LegalSection[];
  tocLabel: string;
  footer?: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-10">
      <p className="text-soil leading-loose">{intro}</p>
      <nav aria-label={tocLabel} className="mt-8 rounded-xl bg-cream px-5 py-4">
        <p className="font-bold text-sm text-soil">{tocLabel}</p>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#section-${index + 1}`}
                className="inline-flex min-h-8 items-center text-leaf-dark underline-offset-4 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 grid gap-9">
        {sections.map((section, index) => (
          <section key={section.heading} id={`section-${index + 1}`} className="scroll-mt-28">
            <h2 className="border-leaf border-l-4 pl-3 font-bold text-lg text-soil">{section.heading}</h2>
            {section.body?.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-soil leading-loose">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 grid list-disc gap-1.5 pl-6 text-soil leading-relaxed marker:text-leaf">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      {footer}
    </div>
  );
}

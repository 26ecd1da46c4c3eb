import { getTranslations } from 'next-intl/server';

const STEPS = ['cart', 'address', 'confirmation', 'complete'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** The checkout's progress: cart → address → confirmation → complete, the current one marked. */
export async function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = await getTranslations('checkout.steps');
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t('label')} className="mt-4">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm">
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={step} className="flex items-center gap-2">
              <span
                aria-current={state === 'current' ? 'step' : undefined}
                className={`inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 font-semibold ${
                  state === 'current'
                    ? 'bg-persimmon-dark text-white'
                    : state === 'done'
                      ? 'bg-leaf-light text-leaf-dark'
                      : 'bg-cream-dark text-muted'
                }`}
              >
                <span aria-hidden="true" className="tabular-nums">
                  {i + 1}
                </span>
                {t(step)}
                {state === 'done' ? <span className="sr-only"> ({t('done')})</span> : null}
              </span>
              {i < STEPS.length - 1 ? (
                <span aria-hidden="true" className="text-muted">
                  ›
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

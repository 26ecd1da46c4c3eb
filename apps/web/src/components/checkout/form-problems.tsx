/** The error summary at the top of a checkout form, focused when the server answers a problem. */
export function FormProblems({
  status,
  message,
  errorCount,
  summary,
}: {
  status: string;
  message: string;
  errorCount: number;
  summary: string;
}) {
  if (status === 'failed')
    return (
      <p
        role="alert"
        data-testid="checkout-error"
        className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
      >
        {message}
      </p>
    );
  if (errorCount > 0)
    return (
      <p
        role="alert"
        className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
      >
        {summary}
      </p>
    );
  return null;
}

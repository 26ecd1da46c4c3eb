/** An inline, announced error box for a failed API call (the page around it still renders). */
export function LoadError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-persimmon/40 bg-persimmon-light px-5 py-4 text-persimmon-dark"
    >
      {message}
    </p>
  );
}

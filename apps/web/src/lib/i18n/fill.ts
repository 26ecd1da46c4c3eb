/**
 * A catalogue message made only of text and plain `{name}` arguments, with its values put in — what
 * next-intl's formatter gives for such a message (fill.test.ts holds the messages that are filled
 * this way to it), a number written as it writes a plain argument: digits only, 「1200」. Client
 * components on catalogue pages take their texts from the server as such templates, so their
 * pages' JavaScript carries no message formatter.
 */
export function fillMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

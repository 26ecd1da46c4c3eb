/** Unix seconds for the wire (docs/api.md, "Shapes"); 0 means unset. */
export const toUnixSeconds = (date: Date | null | undefined): number =>
  date ? Math.floor(date.getTime() / 1000) : 0;

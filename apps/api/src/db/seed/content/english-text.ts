/** A demo record's English twin: its name and description. */
export type EnglishText = { name: string; description: string };

/** A text with every character a regular expression reads specially escaped, to match it literally. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** What is wrong with a name or a text the user typed, in words for the field (or null). */

/** Characters as the server counts them: code points, not UTF-16 units. */
export const textLength = (text: string) => [...text].length;

/** Longer than `max` characters. */
export const problemWithLength = (text: string, max: number): string | null =>
  textLength(text) > max ? `Use at most ${max} characters.` : null;

/**
 * A name (trimmed first) that is empty, longer than `max`, or one of `taken` in any case.
 * `subject` starts the sentences: "A channel", "The organization".
 */
export function problemWithName(
  name: string,
  subject: string,
  { max, taken = [] }: { max?: number; taken?: Iterable<string> } = {},
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return `${subject} needs a name.`;
  const tooLong = max === undefined ? null : problemWithLength(trimmed, max);
  if (tooLong) return tooLong;
  const lower = trimmed.toLowerCase();
  for (const t of taken) {
    if (t.toLowerCase() === lower) return `${subject} with this name already exists.`;
  }
  return null;
}

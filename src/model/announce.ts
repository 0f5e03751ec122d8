/**
 * What the feed's live region says when messages arrive in the view: who, where, and the start
 * of the text; a burst is summed up rather than read out one by one.
 */

export interface Arrival {
  sender: string;
  /** "Verona > lunch", or "direct message". */
  place: string;
  /** The message as plain text. */
  text: string;
}

const LONGEST = 140;
/** More than this many in one go are summed up. */
const BURST = 3;

/** The text cut at a word near `LONGEST` characters, whitespace folded. */
export function shortText(text: string, longest = LONGEST): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= longest) return folded;
  const cut = folded.slice(0, longest);
  const space = cut.lastIndexOf(' ');
  return `${(space > longest / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const one = (a: Arrival) => `${a.sender}, ${a.place}: ${shortText(a.text) || '(no text)'}`;

/** The lines to announce for messages that arrived together (oldest first). */
export function announcements(arrivals: readonly Arrival[]): string[] {
  if (arrivals.length <= BURST) return arrivals.map(one);
  const last = arrivals[arrivals.length - 1]!;
  return [`${arrivals.length} new messages. The last: ${one(last)}`];
}

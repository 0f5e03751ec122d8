/**
 * Long messages are condensed (Zulip's "Show more"): which ones the reader opened ("Show more")
 * or closed again, remembered in this browser per message, the latest few hundred.
 */
const KEY = 'parley.condensing';
const KEPT = 500;

type Choice = 'more' | 'less';

function read(): [number, Choice][] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as [number, Choice][]) : [];
  } catch {
    return [];
  }
}

let choices: Map<number, Choice> | undefined;

/** What the reader chose for this message, if anything. */
export function condensingChoice(message_id: number): Choice | undefined {
  choices ??= new Map(read());
  return choices.get(message_id);
}

export function rememberCondensing(message_id: number, choice: Choice): void {
  choices ??= new Map(read());
  choices.delete(message_id);
  choices.set(message_id, choice);
  const kept = [...choices].slice(-KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: remembered for this page only.
  }
}

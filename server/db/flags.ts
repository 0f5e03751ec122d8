/** Per-user message flags, stored as a bitmask in user_messages.flags. */
export const FLAG_BITS = {
  read: 1,
  starred: 2,
  collapsed: 4,
  mentioned: 8,
  stream_wildcard_mentioned: 16,
  topic_wildcard_mentioned: 32,
  has_alert_word: 64,
  historical: 128,
} as const;

export type FlagName = keyof typeof FLAG_BITS;

export const FLAG_NAMES = Object.keys(FLAG_BITS) as FlagName[];

export function flagsToBits(flags: Iterable<FlagName>): number {
  let bits = 0;
  for (const f of flags) bits |= FLAG_BITS[f];
  return bits;
}

/** The API's flag list; `wildcard_mentioned` is the deprecated union of the two wildcard flags. */
export function bitsToFlags(bits: number): string[] {
  const out: string[] = FLAG_NAMES.filter((f) => bits & FLAG_BITS[f]);
  if (bits & (FLAG_BITS.stream_wildcard_mentioned | FLAG_BITS.topic_wildcard_mentioned)) {
    out.push('wildcard_mentioned');
  }
  return out;
}

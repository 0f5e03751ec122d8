import type { TokenizerAndRendererExtension } from 'marked';
import { escapeText } from './escape';

/**
 * `<time:…>`: Zulip parses the text with `dateutil` (times without a zone are UTC), then as
 * a Unix timestamp, and renders `<time datetime="2017-06-05T22:30:00Z">text</time>`, or
 * `<span class="timestamp-error">Invalid time format: text</span>`. This parser covers ISO
 * 8601, Unix timestamps and the common written forms (`Jun 5th 2017, 10:30PM`,
 * `31 Dec 2017 5:30 am IST`); dateutil accepts a few more exotic ones.
 */

const TIME = /^<time:([^>]*?)>/;

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

// Offsets in minutes for the abbreviations people write (Zulip's `common_timezones`).
const ZONES: Record<string, number> = {
  utc: 0,
  gmt: 0,
  z: 0,
  ut: 0,
  wet: 0,
  bst: 60,
  cet: 60,
  cest: 120,
  eet: 120,
  eest: 180,
  msk: 180,
  ist: 330,
  pkt: 300,
  ict: 420,
  wib: 420,
  sgt: 480,
  hkt: 480,
  awst: 480,
  jst: 540,
  kst: 540,
  acst: 570,
  aest: 600,
  aedt: 660,
  nzst: 720,
  nzdt: 780,
  hst: -600,
  akst: -540,
  akdt: -480,
  pst: -480,
  pdt: -420,
  mst: -420,
  mdt: -360,
  cst: -360,
  cdt: -300,
  est: -300,
  edt: -240,
  ast: -240,
  adt: -180,
  nst: -210,
  ndt: -150,
  brt: -180,
  art: -180,
};

interface Fields {
  year?: number;
  month?: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
  micro?: number;
  ampm?: 'am' | 'pm';
  offset?: number;
}

// Each word of a written time is one of these; the first that matches and applies wins.
const WORD_PARSERS: Array<[RegExp, (m: RegExpExecArray, f: Fields) => boolean]> = [
  [/^(?:at|on|of|and|t)$|^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$/, () => true],
  [
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:t(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/,
    (m, f) => {
      [f.year, f.month, f.day] = [+m[1]!, +m[2]!, +m[3]!];
      if (m[4]) [f.hour, f.minute, f.second] = [+m[4], +m[5]!, +(m[6] ?? 0)];
      return true;
    },
  ],
  [
    /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
    (m, f) => {
      [f.month, f.day, f.year] = [+m[1]!, +m[2]!, +m[3]!];
      return true;
    },
  ],
  [
    /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?$/,
    (m, f) => {
      [f.hour, f.minute, f.second] = [+m[1]!, +m[2]!, +(m[3] ?? 0)];
      f.micro = m[4] ? +m[4].padEnd(6, '0') : 0;
      return true;
    },
  ],
  [
    /^([ap])\.?m\.?$/,
    (m, f) => {
      f.ampm = m[1] === 'a' ? 'am' : 'pm';
      return true;
    },
  ],
  [
    /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/,
    (m, f) => {
      f.month = MONTHS.indexOf(m[1]!) + 1;
      return true;
    },
  ],
  [
    /^(\d{1,2})(?:st|nd|rd|th)?$/,
    (m, f) => {
      if (f.day !== undefined) return false;
      f.day = +m[1]!;
      return true;
    },
  ],
  [
    /^\d{4}$/,
    (m, f) => {
      if (f.year !== undefined) return false;
      f.year = +m[0];
      return true;
    },
  ],
  [
    /^[a-z]+$/,
    (m, f) => {
      const offset = ZONES[m[0]];
      if (offset === undefined) return false;
      f.offset = offset;
      return true;
    },
  ],
  [
    /^(?:utc|gmt)?([+-])(\d{1,2}):?(\d{2})?$/,
    (m, f) => {
      f.offset = (m[1] === '-' ? -1 : 1) * (+m[2]! * 60 + +(m[3] ?? 0));
      return true;
    },
  ],
];

function parseWords(input: string): Fields | undefined {
  const f: Fields = {};
  const words = input
    .toLowerCase()
    .replace(/,/g, ' ')
    .replace(/(\d)(a\.?m\.?|p\.?m\.?)(?=\s|$)/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  for (const word of words) {
    const parsed = WORD_PARSERS.some(([re, apply]) => {
      const m = re.exec(word);
      return m !== null && apply(m, f);
    });
    if (!parsed) return undefined;
  }
  return f;
}

function fromFields(f: Fields, now: Date): number | undefined {
  let hour = f.hour ?? 0;
  if (f.ampm) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (f.ampm === 'pm' ? 12 : 0);
  }
  const year = f.year ?? now.getUTCFullYear();
  const month = f.month ?? now.getUTCMonth() + 1;
  const day = f.day ?? now.getUTCDate();
  const minute = f.minute ?? 0;
  const second = f.second ?? 0;
  if (hour > 23 || minute > 59 || second > 59 || month < 1 || month > 12 || day < 1) return;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(ms).getUTCDate() !== day) return undefined;
  return (ms - (f.offset ?? 0) * 60_000) * 1000 + (f.micro ?? 0);
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Microseconds since the epoch, or undefined when the text is no time Zulip would accept. */
export function parseTime(input: string, now = new Date()): number | undefined {
  const text = input.trim();
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, frac, zone] = iso;
    const offset = zone && zone.toUpperCase() !== 'Z' ? zoneMinutes(zone) : 0;
    return fromFields(
      {
        year: +y!,
        month: +mo!,
        day: +d!,
        hour: +(h ?? 0),
        minute: +(mi ?? 0),
        second: +(s ?? 0),
        micro: frac ? +frac.padEnd(6, '0') : 0,
        offset,
      },
      new Date(0),
    );
  }
  if (/^\d{8}$/.test(text)) {
    return fromFields(
      { year: +text.slice(0, 4), month: +text.slice(4, 6), day: +text.slice(6) },
      now,
    );
  }
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) {
    const micros = Math.round(Number(text) * 1e6);
    // Python's datetime stops at years 1 and 9999.
    return micros >= -62135596800e6 && micros <= 253402300799e6 ? micros : undefined;
  }
  const fields = parseWords(text);
  return fields ? fromFields(fields, now) : undefined;
}

function zoneMinutes(zone: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
  return (m[1] === '-' ? -1 : 1) * (+m[2]! * 60 + +m[3]!);
}

/** Python's `isoformat()` for a UTC time, with `Z`: microseconds only when non-zero. */
export function isoformat(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const rest = micros - ms * 1000;
  const date = new Date(ms);
  const base = date.toISOString().slice(0, 19);
  const fraction = date.getUTCMilliseconds() * 1000 + rest;
  return fraction ? `${base}.${String(fraction).padStart(6, '0')}Z` : `${base}Z`;
}

export const timestamp: TokenizerAndRendererExtension = {
  name: 'zulipTime',
  level: 'inline',
  tokenizer(src) {
    if (!src.startsWith('<time:')) return undefined;
    const m = TIME.exec(src);
    return m ? { type: 'zulipTime', raw: m[0], text: m[1]! } : undefined;
  },
  renderer(token) {
    const text = token.text as string;
    const micros = parseTime(text);
    if (micros === undefined) {
      return `<span class="timestamp-error">Invalid time format: ${escapeText(text)}</span>`;
    }
    return `<time datetime="${isoformat(micros)}">${escapeText(text)}</time>`;
  },
};

/**
 * Sorting names as people read them, by collators made once: `a.localeCompare(b, …)` builds a
 * collator on every call, which made sorting 10,000 people take most of a second.
 */
const exact = new Intl.Collator();
const base = new Intl.Collator(undefined, { sensitivity: 'base' });

/** What compareText compares by (the worker's People order says what it sorted by). */
export const TEXT_COLLATION = JSON.stringify(exact.resolvedOptions());

/** As `a.localeCompare(b)`. */
export const compareText = (a: string, b: string): number => exact.compare(a, b);

/** As `a.localeCompare(b, undefined, { sensitivity: 'base' })`: case and accents aside. */
export const compareFolded = (a: string, b: string): number => base.compare(a, b);

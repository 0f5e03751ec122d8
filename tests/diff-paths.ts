/** The paths at which two JSON-like values differ, for readable drift reports. */
export function diffPaths(
  a: unknown,
  b: unknown,
  path = '$',
  out: string[] = [],
  limit = 40,
): string[] {
  if (out.length >= limit) return out;
  if (Object.is(a, b)) return out;
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object';
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b)) {
    out.push(`${path}: ${JSON.stringify(a)?.slice(0, 160)} ≠ ${JSON.stringify(b)?.slice(0, 160)}`);
    return out;
  }
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  for (const k of keys) {
    diffPaths(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
      out,
      limit,
    );
  }
  return out;
}

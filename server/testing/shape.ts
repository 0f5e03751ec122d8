/** The shape of a JSON value (every path's key set and types), for snapshot tests of big answers. */

/**
 * Flattens a JSON value into `path → types`: `a.b` for keys, `a[]` for array elements,
 * `a.{id}` for numeric keys (IDs vary with data, shapes do not). An object key missing from
 * some elements of an array is marked `absent` there, so optional keys show as optional.
 */
export function shapeOf(value: unknown): Record<string, string> {
  const types = new Map<string, Set<string>>();
  const add = (path: string, type: string) => {
    let set = types.get(path);
    if (!set) {
      set = new Set();
      types.set(path, set);
    }
    set.add(type);
  };
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) {
      add(path, 'array');
      const keys = new Set<string>();
      for (const item of v) {
        if (isObject(item)) for (const k of Object.keys(item)) keys.add(normalKey(k));
      }
      for (const item of v) {
        walk(item, `${path}[]`);
        if (!isObject(item)) continue;
        const own = new Set(Object.keys(item).map(normalKey));
        for (const k of keys) if (!own.has(k)) add(`${path}[].${k}`, 'absent');
      }
      return;
    }
    if (isObject(v)) {
      add(path, 'object');
      for (const [k, child] of Object.entries(v)) walk(child, `${path}.${normalKey(k)}`);
      return;
    }
    add(path, v === null ? 'null' : typeof v);
  };
  walk(value, '$');
  return Object.fromEntries(
    [...types]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([path, set]) => [path, [...set].sort().join('|')]),
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const normalKey = (k: string) => (/^\d+$/.test(k) ? '{id}' : k);

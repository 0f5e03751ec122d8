/** Request parameters: the body, then the query string, JSON inside fields, checked with zod. */
import { z } from 'zod';
import { ApiError, badRequest, missingArgument } from '../domain/errors';

/**
 * Request parameters as the Zulip API reads them, for every route and method:
 * each name is looked up in the form body first, then in the query string.
 * Strings arrive raw; integers, booleans, arrays and objects arrive JSON-encoded
 * inside the field.
 */

/** How a raw field is decoded before its schema checks it. */
type Decoding = 'string' | 'json' | 'json-or-string';

export class Param<T> {
  constructor(
    readonly decoding: Decoding,
    readonly schema: z.ZodType<T>,
    readonly isRequired = true,
    readonly fallback: T | undefined = undefined,
    readonly aliases: readonly string[] = [],
  ) {}

  /** Absent means undefined. */
  optional(): Param<T | undefined> {
    return new Param<T | undefined>(this.decoding, this.schema, false, undefined, this.aliases);
  }

  /** Absent means `value`. */
  default(value: T): Param<T> {
    return new Param<T>(this.decoding, this.schema, false, value, this.aliases);
  }

  /** Other names the API accepts for this parameter (e.g. `subject` for `topic`). */
  alias(...names: string[]): Param<T> {
    return new Param<T>(this.decoding, this.schema, this.isRequired, this.fallback, [
      ...this.aliases,
      ...names,
    ]);
  }
}

export type ParamSpec = Record<string, Param<unknown>>;
export type ParamValues<S extends ParamSpec> = {
  [K in keyof S]: S[K] extends Param<infer T> ? T : never;
};

const integer = z.number().int().safe();

export const param = {
  /** A raw string field. */
  string: (schema: z.ZodType<string> = z.string()) => new Param('string', schema),
  /** A JSON-encoded integer (a bare `5` is valid JSON too). */
  int: (schema: z.ZodType<number> = integer) => new Param('json', schema),
  /** A JSON-encoded boolean. */
  bool: () => new Param('json', z.boolean()),
  /** Any JSON-encoded value checked by `schema` (arrays, objects, unions). */
  json: <T>(schema: z.ZodType<T>) => new Param<T>('json', schema),
  /** JSON when it parses, else the raw string: e.g. `to` as a channel name or ID. */
  jsonOrString: <T>(schema: z.ZodType<T>) => new Param<T>('json-or-string', schema),
};

/** A flat name → raw string view of a request's form body or query string. */
export type RawFields = Record<string, unknown>;

function decode(name: string, raw: unknown, decoding: Decoding): unknown {
  if (decoding === 'string' || typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    if (decoding === 'json-or-string') return raw;
    throw badRequest(`Argument "${name}" is not valid JSON.`, { var_name: name });
  }
}

function describeIssue(name: string, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${name}`;
  const where = issue.path.length ? `${name}[${issue.path.join('][')}]` : name;
  return `Invalid ${where}: ${issue.message}`;
}

export interface ParsedRequest<S extends ParamSpec> {
  values: ParamValues<S>;
  /** Fields the request sent that the endpoint does not know. */
  ignored: string[];
}

/** Reads `spec` from body-then-query; throws the API's errors for missing or malformed values. */
export function parseParams<S extends ParamSpec>(
  spec: S,
  body: RawFields,
  query: RawFields,
  pathParams: readonly string[] = [],
): ParsedRequest<S> {
  const values: Record<string, unknown> = {};
  const known = new Set<string>(pathParams);
  for (const [name, p] of Object.entries(spec)) {
    const names = [name, ...p.aliases];
    for (const n of names) known.add(n);
    let raw: unknown;
    for (const source of [body, query]) {
      for (const n of names) {
        if (raw === undefined && Object.hasOwn(source, n)) raw = source[n];
      }
    }
    if (Array.isArray(raw)) raw = raw[raw.length - 1];
    if (raw === undefined) {
      if (p.isRequired) throw missingArgument(name);
      values[name] = p.fallback;
      continue;
    }
    const decoded = decode(name, raw, p.decoding);
    const result = p.schema.safeParse(decoded);
    if (!result.success) throw badRequest(describeIssue(name, result.error), { var_name: name });
    values[name] = result.data;
  }
  const ignored = [...new Set([...Object.keys(body), ...Object.keys(query)])].filter(
    (n) => !known.has(n),
  );
  return { values: values as ParamValues<S>, ignored };
}

/** A path segment such as `{message_id}` that must be a positive integer. */
export function pathId(raw: string | undefined, name: string): number {
  const n = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || !Number.isSafeInteger(n)) {
    throw new ApiError(`Invalid ${name}`, 'BAD_REQUEST', 400, { var_name: name });
  }
  return n;
}

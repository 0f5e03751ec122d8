/**
 * Validates answers and events against the response and event schemas of Zulip's OpenAPI
 * description (feature level 330, tests/fixtures/zulip-openapi/schemas.json), with Ajv.
 *
 * The description is older than the feature level the server implements, so a property added
 * by a later level is no error where the description forbids unknown properties; each such
 * property is listed in NEWER_PROPERTIES with the level that added it (or, sent ahead of the
 * advertised level, in SENT_AHEAD_OF_LEVEL).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import schemas from './fixtures/zulip-openapi/schemas.json';

/** Properties the level-330 description does not know, and the level that added each. */
export const NEWER_PROPERTIES: Record<string, number> = {
  moderation_request_channel_id: 331,
  realm_moderation_request_channel_id: 331,
  server_min_deactivated_realm_deletion_days: 332,
  server_max_deactivated_realm_deletion_days: 332,
  can_send_message_group: 333,
  realm_empty_topic_display_name: 334,
  password_max_length: 338,
  can_add_subscribers_group: 341,
  realm_can_add_subscribers_group: 341,
  stream_ids: 343,
  can_create_bots_group: 344,
  can_create_write_only_bots_group: 344,
  realm_can_create_bots_group: 344,
  realm_can_create_write_only_bots_group: 344,
  enable_guest_user_dm_warning: 348,
  realm_enable_guest_user_dm_warning: 348,
  server_can_summarize_topics: 350,
  can_summarize_topics_group: 350,
  realm_can_summarize_topics_group: 350,
  hide_ai_features: 350,
  can_mention_many_users_group: 352,
  realm_can_mention_many_users_group: 352,
  ignored_because_not_subscribed_channels: 355,
  can_subscribe_group: 357,
  message_edit_history_visibility_policy: 358,
  realm_message_edit_history_visibility_policy: 358,
  can_manage_billing_group: 363,
  realm_can_manage_billing_group: 363,
  last_moved_timestamp: 365,
  can_resolve_topics_group: 367,
  realm_can_resolve_topics_group: 367,
  navigation_tour_video_url: 369,
  realm_billing: 363,
};

/**
 * Properties of a level later than the server advertises, sent ahead of it: each only adds a
 * field to objects clients already know, which clients that do not know it ignore, so the
 * server need not claim the level (and all the other changes up to it) to send it.
 */
export const SENT_AHEAD_OF_LEVEL: Record<string, string> = {
  subscriber_count: 'Zulip 11: non-deactivated subscribers of a channel, bots included',
};

/** Properties later levels added to one event type only (kept apart from the list above). */
export const NEWER_EVENT_PROPERTIES: Record<string, Record<string, number>> = {
  reaction: { user: 339 },
};

/** Events the level-330 description does not have, and the level that added each. */
export const NEWER_EVENTS: Record<string, number> = {
  'saved_snippets/update': 368,
};

type Schemas = typeof schemas & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  events: { type: string; op: string | null; schema: unknown }[];
};
const spec = schemas as Schemas;

/** OpenAPI 3.0's `nullable` beside `allOf`/`oneOf` (no `type`) in JSON Schema terms. */
function nullableAsAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsAnyOf);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = nullableAsAnyOf(v);
  if (out.nullable === true && !('type' in out)) {
    const { nullable: _n, ...rest } = out;
    return { anyOf: [{ type: 'null' }, rest] };
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addSchema(nullableAsAnyOf(spec) as object, 'zulip');

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export interface Problem {
  where: string;
  errors: string[];
}

function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message}${e.keyword === 'additionalProperties' ? `: ${(e.params as { additionalProperty: string }).additionalProperty}` : ''}`,
  );
}

/** Errors that remain once properties from later feature levels are allowed. */
function realErrors(
  errors: ErrorObject[] | null | undefined,
  alsoNewer: Record<string, number> = {},
): ErrorObject[] {
  const all = errors ?? [];
  const isNewer = (e: ErrorObject) => {
    if (e.keyword !== 'additionalProperties') return false;
    const name = (e.params as { additionalProperty: string }).additionalProperty;
    return (
      name in NEWER_PROPERTIES ||
      name in SENT_AHEAD_OF_LEVEL ||
      (e.instancePath === '' && name in alsoNewer)
    );
  };
  const remaining = all.filter((e) => !isNewer(e));
  // A oneOf/anyOf/allOf "must match" error caused only by newer properties goes too.
  if (remaining.every((e) => ['oneOf', 'anyOf', 'allOf', 'if'].includes(e.keyword))) return [];
  return remaining;
}

const compiled = new Map<string, ValidateFunction>();
function validatorAt(pointer: string): ValidateFunction {
  let v = compiled.get(pointer);
  if (!v) {
    v = ajv.getSchema(`zulip#${pointer}`);
    if (!v) throw new Error(`No schema at ${pointer}`);
    compiled.set(pointer, v);
  }
  return v;
}

/** The description's path template for a concrete path (`/messages/12` → `/messages/{message_id}`). */
export function templateFor(method: string, concrete: string): string | undefined {
  const m = method.toLowerCase();
  const candidates = Object.keys(spec.paths).filter((p) => spec.paths[p]?.[m]);
  const segments = concrete.split('/');
  let best: { path: string; literal: number } | undefined;
  for (const p of candidates) {
    const parts = p.split('/');
    if (parts.length !== segments.length) continue;
    let literal = 0;
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      if (part.startsWith('{')) {
        // IDs are digits; `{email}` is the one template that is not.
        const isId = part.endsWith('_id}');
        if (isId && !/^\d+$/.test(segments[i] as string)) ok = false;
        if (part === '{email}' && /^\d+$/.test(segments[i] as string)) ok = false;
      } else if (part === segments[i]) literal++;
      else ok = false;
      if (!ok) break;
    }
    if (ok && (!best || literal > best.literal)) best = { path: p, literal };
  }
  return best?.path;
}

export const isDocumented = (method: string, template: string): boolean =>
  Boolean(spec.paths[template]?.[method.toLowerCase()]);

/** Validates one answer; undefined when the description has no schema for it. */
export function checkResponse(
  method: string,
  template: string,
  status: number,
  body: unknown,
): Problem | undefined | null {
  const responses = spec.paths[template]?.[method.toLowerCase()];
  if (!responses?.[String(status)]) return undefined;
  const v = validatorAt(`/paths/${escapePointer(template)}/${method.toLowerCase()}/${status}`);
  v(body);
  const errors = realErrors(v.errors);
  return errors.length
    ? { where: `${method} ${template} ${status}`, errors: describeErrors(errors) }
    : null;
}

/** Validates one event against the schemas for its type (and op); one of them must accept it. */
export function checkEvent(event: { type: string; op?: string }): Problem | undefined | null {
  const candidates = spec.events
    .map((e, i) => ({ ...e, i }))
    .filter((e) => e.type === event.type && (e.op === null || e.op === event.op));
  if (!candidates.length) return undefined;
  const failures: string[] = [];
  for (const c of candidates) {
    const v = validatorAt(`/events/${c.i}/schema`);
    v(event);
    const errors = realErrors(v.errors, NEWER_EVENT_PROPERTIES[event.type]);
    if (!errors.length) return null;
    failures.push(...describeErrors(errors));
  }
  return { where: `event ${event.type}${event.op ? `/${event.op}` : ''}`, errors: failures };
}

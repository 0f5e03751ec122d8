/** The client_capabilities of POST /register this server understands, as bits of one number per queue. */
export const CAPABILITIES = [
  'notification_settings_null',
  'bulk_message_deletion',
  'user_avatar_url_field_optional',
  'stream_typing_notifications',
  'user_settings_object',
  'linkifier_url_template',
  'user_list_incomplete',
  'include_deactivated_groups',
  'archived_channels',
  'empty_topic_name',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

const BIT = new Map<string, number>(CAPABILITIES.map((c, i) => [c, 1 << i]));

export function capabilityMask(declared: Readonly<Record<string, unknown>>): number {
  let mask = 0;
  for (const [name, on] of Object.entries(declared)) {
    const bit = BIT.get(name);
    if (bit && on === true) mask |= bit;
  }
  return mask;
}

/** Whether `mask` declares `capability`; an unknown name is never declared. */
export function hasCapability(mask: number, capability: string): boolean {
  const bit = BIT.get(capability);
  return bit !== undefined && (mask & bit) !== 0;
}

/** A channel's privacy as one choice, and the PATCH /streams fields that set it. */
import type { UpdateStreamParams } from '../../api/endpoints/channels';
import type { BasicChannel } from '../../api/types/models';

export type Privacy = 'public' | 'web-public' | 'private-shared' | 'private-protected';

export const PRIVACY_CHOICES: readonly [Privacy, string, string][] = [
  [
    'web-public',
    'Web-public',
    'Anyone on the internet can read it; members of the organization can join.',
  ],
  ['public', 'Public', 'Members of the organization can read it and join.'],
  [
    'private-shared',
    'Private, shared history',
    'Only subscribers; new subscribers see the whole history.',
  ],
  [
    'private-protected',
    'Private, protected history',
    'Only subscribers; new subscribers see only messages sent after they joined.',
  ],
];

export function privacyOf(
  c: Pick<BasicChannel, 'invite_only' | 'is_web_public' | 'history_public_to_subscribers'>,
): Privacy {
  if (c.is_web_public) return 'web-public';
  if (!c.invite_only) return 'public';
  return c.history_public_to_subscribers ? 'private-shared' : 'private-protected';
}

export function privacyParams(p: Privacy): UpdateStreamParams {
  switch (p) {
    case 'web-public':
      return { is_private: false, is_web_public: true, history_public_to_subscribers: true };
    case 'public':
      return { is_private: false, is_web_public: false, history_public_to_subscribers: true };
    case 'private-shared':
      return { is_private: true, is_web_public: false, history_public_to_subscribers: true };
    case 'private-protected':
      return { is_private: true, is_web_public: false, history_public_to_subscribers: false };
  }
}

/** message_retention_days: null the organization's default, -1 forever, or days. */
export type Retention =
  | { kind: 'realm_default' }
  | { kind: 'unlimited' }
  | { kind: 'days'; days: number };

export function retentionOf(days: number | null): Retention {
  if (days === null) return { kind: 'realm_default' };
  if (days === -1) return { kind: 'unlimited' };
  return { kind: 'days', days };
}

export const retentionParam = (r: Retention): 'realm_default' | 'unlimited' | number =>
  r.kind === 'days' ? r.days : r.kind;

export const sameRetention = (a: Retention, b: Retention) =>
  retentionParam(a) === retentionParam(b);

/** How long the organization keeps messages, in words. */
export const realmRetentionText = (days: unknown) =>
  typeof days === 'number' && days > 0 ? `${days} days` : 'forever';

/** Test support for organization tests: one demo user per role, and their notices. */
import type { Notice } from '../domain/notices';
import type { TestClient, TestServer } from './test-server';

/** The demo users the permission tables walk, one per role (othello: not in Scotland). */
export const ROLE_USERS = {
  owner: 'desdemona@example.com',
  admin: 'iago@example.com',
  moderator: 'shiva@example.com',
  member: 'hamlet@example.com',
  guest: 'polonius@example.com',
  outsider: 'othello@example.com',
} as const;

export type RoleName = keyof typeof ROLE_USERS;
export const ROLE_NAMES = Object.keys(ROLE_USERS) as RoleName[];

export interface OrgHarness {
  t: TestServer;
  clients: Record<RoleName, TestClient>;
  /** Every notice published since the harness started. */
  notices: Notice[];
  userId(email: string): number;
  streamId(name: string): number;
  /** The ID of a system group such as `role:administrators`. */
  systemGroupId(name: string): number;
}

/** Logs every role in and records every notice the server publishes. */
export async function orgHarness(t: TestServer): Promise<OrgHarness> {
  const notices: Notice[] = [];
  const services = t.server.services;
  const sink = services.notices;
  services.notices = {
    publish(n) {
      notices.push(...n);
      sink.publish(n);
    },
  };
  const clients = {} as Record<RoleName, TestClient>;
  for (const role of ROLE_NAMES) clients[role] = await t.as(ROLE_USERS[role]);
  const db = services.db;
  return {
    t,
    clients,
    notices,
    userId: (email) =>
      (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id,
    streamId: (name) =>
      (db.prepare('SELECT id FROM streams WHERE name = ?').get(name) as { id: number }).id,
    systemGroupId: (name) =>
      (
        db
          .prepare('SELECT id FROM user_groups WHERE name = ? AND is_system_group = 1')
          .get(name) as { id: number }
      ).id,
  };
}

/** A refusal: the error envelope with a code and a message a person can read. */
export function isRefusal(body: { result?: string; code?: string; msg?: string }): boolean {
  return (
    body.result === 'error' &&
    typeof body.code === 'string' &&
    typeof body.msg === 'string' &&
    body.msg.length > 5
  );
}

/** Test support for organization tests: one demo user per role, and their notices. */
import type { Notice } from '../domain/notices';
import { spyNotices, startTestServer, type TestClient, type TestServer } from './test-server';

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
  const notices = spyNotices(t);
  const clients = {} as Record<RoleName, TestClient>;
  for (const role of ROLE_NAMES) clients[role] = await t.as(ROLE_USERS[role]);
  return {
    t,
    clients,
    notices,
    userId: t.userId,
    streamId: t.streamId,
    systemGroupId: t.systemGroupId,
  };
}

/** A fresh test server and its harness, for a file's beforeAll. */
export async function startOrgHarness(): Promise<{ t: TestServer; h: OrgHarness }> {
  const t = await startTestServer();
  return { t, h: await orgHarness(t) };
}

/** Which roles may do something, for the permission tables. */
export type Who = Record<RoleName, boolean>;

/** Only these roles may. */
export const only = (...roles: RoleName[]): Who =>
  Object.fromEntries(ROLE_NAMES.map((r) => [r, roles.includes(r)])) as Who;

/** Every role may. */
export const everyone = only(...ROLE_NAMES);

/** A refusal: the error envelope with a code and a message a person can read. */
export function isRefusal(body: { result?: string; code?: string; msg?: string }): boolean {
  return (
    body.result === 'error' &&
    typeof body.code === 'string' &&
    typeof body.msg === 'string' &&
    body.msg.length > 5
  );
}

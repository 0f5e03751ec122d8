/** Rate limits: per user, per address and per failed sign-in. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { ApiError } from '../domain/errors';
import type { Services } from '../domain/services';

/**
 * Zulip's rate limits, counted by @fastify/rate-limit's in-memory store: API requests per
 * user, unauthenticated requests (sign-ins) per address, failed sign-ins per username.
 * Past a limit the answer is 429 `RATE_LIMIT_HIT` with `Retry-After` and `retry-after`.
 */
export interface RateLimits {
  /** Counts an authenticated request by `userId`. */
  user(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  /** Counts an unauthenticated request by its address. */
  address(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Before a sign-in as `username`: refused while too many attempts have failed. */
  checkLogin(req: FastifyRequest, reply: FastifyReply, username: string): Promise<void>;
  /** A sign-in as `username` failed. */
  loginFailed(req: FastifyRequest, username: string): Promise<void>;
}

interface LimitResult {
  isAllowed: boolean;
  max?: number;
  remaining?: number;
  ttl?: number;
  isExceeded?: boolean;
}

type Limiter = (req: FastifyRequest, options?: { increment: boolean }) => Promise<LimitResult>;

const MINUTE = 60_000;
const LOGIN_WINDOW = 30 * MINUTE;

const limited = (ttlMs: number) =>
  new ApiError('API usage exceeded rate limit', 'RATE_LIMIT_HIT', 429, {
    'retry-after': ttlMs / 1000,
  });

/** The X-RateLimit headers Zulip sends with every limited response; throws past the limit. */
function answer(reply: FastifyReply, r: LimitResult, exceeded: boolean, headers = true): void {
  if (r.isAllowed || r.max === undefined) return;
  const ttl = r.ttl ?? 0;
  if (!headers && !exceeded) return;
  reply.header('X-RateLimit-Limit', r.max);
  reply.header('X-RateLimit-Remaining', exceeded ? 0 : (r.remaining ?? 0));
  reply.header('X-RateLimit-Reset', Math.ceil((Date.now() + ttl) / 1000));
  if (exceeded) {
    reply.header('Retry-After', Math.ceil(ttl / 1000));
    throw limited(ttl);
  }
}

const keys = new WeakMap<FastifyRequest, string>();
const keyOf = (req: FastifyRequest) => keys.get(req) ?? req.ip;

const OFF: RateLimits = {
  async user() {},
  async address() {},
  async checkLogin() {},
  async loginFailed() {},
};

export async function installRateLimits(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<RateLimits> {
  await app.register(rateLimit, { global: false, cache: 20_000 });
  const create = (max: number, timeWindow: number): Limiter | null =>
    max > 0
      ? (app.createRateLimit({ max, timeWindow, keyGenerator: keyOf }) as unknown as Limiter)
      : null;
  const perUser = create(config.rateLimitPerMinute, MINUTE);
  const perAddress = create(config.addressRateLimitPerMinute, MINUTE);
  const loginFailures = create(config.loginFailureLimit, LOGIN_WINDOW);
  if (!perUser && !perAddress && !loginFailures) return OFF;

  const count = async (
    limiter: Limiter | null,
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
  ) => {
    if (!limiter) return;
    keys.set(req, key);
    const r = await limiter(req);
    answer(reply, r, r.isExceeded === true);
  };
  const loginKey = (username: string) => `login:${username.trim().toLowerCase()}`;

  return {
    user: (req, reply, userId) => count(perUser, req, reply, `user:${userId}`),
    address: (req, reply) => count(perAddress, req, reply, `address:${req.ip}`),
    async checkLogin(req, reply, username) {
      if (!loginFailures) return;
      keys.set(req, loginKey(username));
      const r = await loginFailures(req, { increment: false });
      // Reading does not count: refused once the failures so far reach the limit.
      answer(reply, r, r.max !== undefined && (r.remaining ?? 0) <= 0, false);
    },
    async loginFailed(req, username) {
      if (!loginFailures) return;
      keys.set(req, loginKey(username));
      await loginFailures(req);
    },
  };
}

const installed = new WeakMap<Services, RateLimits>();

export function setRateLimits(services: Services, limits: RateLimits): void {
  installed.set(services, limits);
}

/** The server's rate limits (none for an app built without installRateLimits). */
export const rateLimitsOf = (services: Services): RateLimits => installed.get(services) ?? OFF;

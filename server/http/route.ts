/** Registering a route: parameters, authentication, the envelope and the notices. */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Outcome } from '../domain/notices';
import type { Services } from '../domain/services';
import type { UserRow } from '../domain/users';
import { authenticate } from './auth';
import { multipartFields } from './body';
import { JsonMembers, success, successJson } from './envelope';
import { bodyPieces, piecedBody } from './json-pieces';
import { type ParamSpec, type ParamValues, parseParams, type RawFields } from './params';
import { rateLimitsOf } from './rate-limits';

export interface RouteContext<S extends ParamSpec> {
  params: ParamValues<S>;
  /** Path segments such as `{message_id}`, as strings. */
  path: Record<string, string>;
  services: Services;
  req: FastifyRequest;
  reply: FastifyReply;
  /** Publishes an operation's notices and returns its result. */
  commit<T>(outcome: Outcome<T>): T;
}

export interface AuthedContext<S extends ParamSpec> extends RouteContext<S> {
  user: UserRow;
}

/** A handler's fields for the success envelope; JsonMembers when it serialized them itself. */
type Body = Record<string, unknown> | JsonMembers | undefined;

export interface RouteDef<S extends ParamSpec> {
  method: HTTPMethods;
  /** Below /api/v1, e.g. `/messages/:message_id`. */
  url: string;
  params: S;
  /** The handler reads a multipart file itself (uploads); form fields are not parsed for it. */
  takesFile?: boolean;
}

/** The base URL clients reach this server at, for realm_url and link rewriting. */
export function realmUrlOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

const registered = new WeakMap<FastifyInstance, RouteDef<ParamSpec>[]>();

/** Every `/api/v1` endpoint registered on `app`, for tests that exercise all of them. */
export function apiRoutes(app: FastifyInstance): readonly RouteDef<ParamSpec>[] {
  return registered.get(app) ?? [];
}

function register<S extends ParamSpec>(
  app: FastifyInstance,
  services: Services,
  def: RouteDef<S>,
  auth: boolean,
  handler: (ctx: AuthedContext<S>) => Promise<Body> | Body,
) {
  const defs = registered.get(app) ?? [];
  defs.push(def);
  registered.set(app, defs);
  app.route({
    method: def.method,
    url: `/api/v1${def.url}`,
    handler: async (req, reply) => {
      const limits = rateLimitsOf(services);
      const user = auth ? authenticate(services.db, req) : (undefined as unknown as UserRow);
      if (auth) await limits.user(req, reply, user.id);
      else await limits.address(req, reply);
      const path = (req.params ?? {}) as Record<string, string>;
      const form = def.takesFile
        ? {}
        : req.isMultipart()
          ? await multipartFields(req)
          : fields(req.body);
      const { values, ignored } = parseParams(
        def.params,
        form,
        fields(req.query),
        Object.keys(path),
      );
      const ctx: AuthedContext<S> = {
        params: values,
        path,
        services,
        req,
        reply,
        user,
        commit(outcome) {
          services.notices.publish(outcome.notices);
          return outcome.result;
        },
      };
      const body = await handler(ctx);
      if (reply.sent) return reply;
      if (body instanceof JsonMembers) {
        const { head, tail } = successJson(body, ignored);
        const payload = piecedBody(head, tail);
        const pieced = bodyPieces(payload);
        if (pieced && !pieced.later) reply.header('content-length', pieced.length);
        return reply.type('application/json; charset=utf-8').send(payload);
      }
      return success(body ?? {}, ignored);
    },
  });
}

function fields(source: unknown): RawFields {
  return source && typeof source === 'object' ? (source as RawFields) : {};
}

/** An endpoint that needs Basic auth. */
export function authedRoute<S extends ParamSpec>(
  app: FastifyInstance,
  services: Services,
  def: RouteDef<S>,
  handler: (ctx: AuthedContext<S>) => Promise<Body> | Body,
) {
  register(app, services, def, true, handler);
}

/** An endpoint anyone may call (server settings, login). */
export function openRoute<S extends ParamSpec>(
  app: FastifyInstance,
  services: Services,
  def: RouteDef<S>,
  handler: (ctx: RouteContext<S>) => Promise<Body> | Body,
) {
  register(app, services, def, false, handler);
}

/** Routes: /realm/linkifiers and /realm/filters. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addLinkifier,
  editLinkifier,
  linkifiersState,
  removeLinkifier,
  reorderRealmLinkifiers,
} from '../../domain/linkifiers';
import type { Services } from '../../domain/services';
import { param, pathId } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const linkifier = { pattern: param.string(), url_template: param.string() };
const filterId = (path: Record<string, string>) => pathId(path.filter_id, 'filter_id');

export function linkifierRoutes(app: FastifyInstance, services: Services) {
  // GET /realm/linkifiers
  authedRoute(app, services, { method: 'GET', url: '/realm/linkifiers', params: {} }, () => ({
    linkifiers: linkifiersState(services.db).realm_linkifiers,
  }));

  // POST /realm/filters
  authedRoute(app, services, { method: 'POST', url: '/realm/filters', params: linkifier }, (ctx) =>
    ctx.commit(
      addLinkifier(
        orgContext(services, ctx),
        ctx.user,
        ctx.params.pattern,
        ctx.params.url_template,
      ),
    ),
  );

  // PATCH /realm/filters/{filter_id}
  authedRoute(
    app,
    services,
    { method: 'PATCH', url: '/realm/filters/:filter_id', params: linkifier },
    (ctx) =>
      ctx.commit(
        editLinkifier(
          orgContext(services, ctx),
          ctx.user,
          filterId(ctx.path),
          ctx.params.pattern,
          ctx.params.url_template,
        ),
      ),
  );

  // DELETE /realm/filters/{filter_id}
  authedRoute(
    app,
    services,
    { method: 'DELETE', url: '/realm/filters/:filter_id', params: {} },
    (ctx) => ctx.commit(removeLinkifier(orgContext(services, ctx), ctx.user, filterId(ctx.path))),
  );

  // PATCH /realm/linkifiers
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/realm/linkifiers',
      params: { ordered_linkifier_ids: param.json(z.array(z.number().int())) },
    },
    (ctx) =>
      ctx.commit(
        reorderRealmLinkifiers(
          orgContext(services, ctx),
          ctx.user,
          ctx.params.ordered_linkifier_ids,
        ),
      ),
  );
}

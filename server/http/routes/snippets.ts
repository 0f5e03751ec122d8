/** Routes: /saved_snippets. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../domain/services';
import {
  createSnippet,
  editSnippet,
  removeSnippet,
  savedSnippetsState,
} from '../../domain/snippets';
import { param, pathId } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const snippetId = (path: Record<string, string>) =>
  pathId(path.saved_snippet_id, 'saved_snippet_id');

export function snippetRoutes(app: FastifyInstance, services: Services) {
  // GET /saved_snippets
  authedRoute(app, services, { method: 'GET', url: '/saved_snippets', params: {} }, ({ user }) =>
    savedSnippetsState(services.db, user),
  );

  // POST /saved_snippets
  authedRoute(
    app,
    services,
    {
      method: 'POST',
      url: '/saved_snippets',
      params: { title: param.string(), content: param.string() },
    },
    (ctx) =>
      ctx.commit(
        createSnippet(orgContext(services, ctx), ctx.user, ctx.params.title, ctx.params.content),
      ),
  );

  // PATCH /saved_snippets/{saved_snippet_id}
  authedRoute(
    app,
    services,
    {
      method: 'PATCH',
      url: '/saved_snippets/:saved_snippet_id',
      params: { title: param.string().optional(), content: param.string().optional() },
    },
    (ctx) =>
      ctx.commit(editSnippet(orgContext(services, ctx), ctx.user, snippetId(ctx.path), ctx.params)),
  );

  // DELETE /saved_snippets/{saved_snippet_id}
  authedRoute(
    app,
    services,
    { method: 'DELETE', url: '/saved_snippets/:saved_snippet_id', params: {} },
    (ctx) => ctx.commit(removeSnippet(orgContext(services, ctx), ctx.user, snippetId(ctx.path))),
  );
}

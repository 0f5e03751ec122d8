/** Routes: /drafts (drafts synchronized between a user's devices). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createDrafts, draftInput, editDraft, getDrafts, removeDraft } from '../../domain/drafts';
import type { Services } from '../../domain/services';
import { param, pathId } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const draftId = (path: Record<string, string>) => pathId(path.draft_id, 'draft_id');

export function draftRoutes(app: FastifyInstance, services: Services) {
  // GET /drafts
  authedRoute(app, services, { method: 'GET', url: '/drafts', params: {} }, ({ user }) =>
    getDrafts(services.db, user),
  );

  // POST /drafts
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/drafts', params: { drafts: param.json(z.array(draftInput)) } },
    (ctx) => ctx.commit(createDrafts(orgContext(services, ctx), ctx.user, ctx.params.drafts)),
  );

  // PATCH /drafts/{draft_id}
  authedRoute(
    app,
    services,
    { method: 'PATCH', url: '/drafts/:draft_id', params: { draft: param.json(draftInput) } },
    (ctx) =>
      ctx.commit(
        editDraft(orgContext(services, ctx), ctx.user, draftId(ctx.path), ctx.params.draft),
      ),
  );

  // DELETE /drafts/{draft_id}
  authedRoute(app, services, { method: 'DELETE', url: '/drafts/:draft_id', params: {} }, (ctx) =>
    ctx.commit(removeDraft(orgContext(services, ctx), ctx.user, draftId(ctx.path))),
  );
}

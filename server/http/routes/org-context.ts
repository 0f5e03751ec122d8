/** The organization context of one request. */
import type { OrgContext } from '../../domain/org-context';
import type { Services } from '../../domain/services';
import { type RouteContext, realmUrlOf } from '../route';

/** The organization context of one request. */
export const orgContext = (
  services: Services,
  ctx: Pick<RouteContext<Record<string, never>>, 'req'>,
): OrgContext => ({ db: services.db, now: services.now(), realmUrl: realmUrlOf(ctx.req) });

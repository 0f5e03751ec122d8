/** User groups by ID, with their direct members and direct subgroups. */
import type { UserGroupEvent } from '../api/types/event';
import type { UserGroup } from '../api/types/models';
import { sortedIds } from './from-register';
import type { ReduceContext } from './state';
import { wholeGroup } from './whole';

export function reduceGroups(
  groups: Record<number, UserGroup>,
  event: UserGroupEvent,
  ctx: ReduceContext,
): Record<number, UserGroup> {
  const d = ctx.draft;
  if (event.op === 'add') {
    const next = d.copy(groups);
    next[event.group.id] = wholeGroup(event.group);
    return next;
  }
  const group = groups[event.group_id];
  if (!group) return groups;
  const next = d.copy(groups);
  if (event.op === 'remove') {
    delete next[event.group_id];
    return next;
  }
  const edited = d.copy(group);
  next[event.group_id] = edited;
  switch (event.op) {
    case 'update':
      Object.assign(edited, event.data);
      break;
    case 'add_members':
      edited.members = sortedIds([...edited.members, ...event.user_ids]);
      break;
    case 'remove_members': {
      const gone = new Set(event.user_ids);
      edited.members = edited.members.filter((id) => !gone.has(id));
      break;
    }
    case 'add_subgroups':
      edited.direct_subgroup_ids = sortedIds([
        ...edited.direct_subgroup_ids,
        ...event.direct_subgroup_ids,
      ]);
      break;
    case 'remove_subgroups': {
      const gone = new Set(event.direct_subgroup_ids);
      edited.direct_subgroup_ids = edited.direct_subgroup_ids.filter((id) => !gone.has(id));
      break;
    }
  }
  return next;
}

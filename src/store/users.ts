/** Users by ID: active users, deactivated ones (is_active false) and cross-realm bots. */
import type { RealmUserEvent, RealmUserUpdatePerson } from '../api/types/event';
import type { User } from '../api/types/models';
import type { ParleyState, ReduceContext } from './state';

type Users = ParleyState['users'];

/** The role flags that /register derives from `role`, kept consistent on role changes. */
const roleFlags = (role: User['role']) => ({
  is_owner: role === 100,
  is_admin: role <= 200,
  is_guest: role === 600,
});

function applyUpdate(user: User & { is_active: boolean }, person: RealmUserUpdatePerson) {
  const { user_id: _id, custom_profile_field, new_email, ...fields } = person;
  Object.assign(user, fields);
  if (person.role !== undefined) Object.assign(user, roleFlags(person.role));
  if (new_email !== undefined) user.email = new_email;
  if (custom_profile_field) {
    const profile = { ...user.profile_data };
    const { id, value, rendered_value } = custom_profile_field;
    if (value === null || value === '') delete profile[id];
    else profile[id] = rendered_value === undefined ? { value } : { value, rendered_value };
    user.profile_data = profile;
  }
}

export function reduceUsers(users: Users, event: RealmUserEvent, ctx: ReduceContext): Users {
  const d = ctx.draft;
  switch (event.op) {
    case 'add': {
      const next = d.copy(users);
      next[event.person.user_id] = { ...event.person, is_active: event.person.is_active ?? true };
      return next;
    }
    case 'remove': {
      // A guest lost access to this user; a fresh register would not list them either.
      if (!(event.person.user_id in users)) return users;
      const next = d.copy(users);
      delete next[event.person.user_id];
      return next;
    }
    case 'update': {
      const user = users[event.person.user_id];
      if (!user) return users;
      const next = d.copy(users);
      const edited = d.copy(user);
      applyUpdate(edited, event.person);
      next[user.user_id] = edited;
      return next;
    }
  }
}

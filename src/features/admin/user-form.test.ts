import { expect, it } from 'vitest';
import { fieldOfError, type UserField } from './user-form';

it.each<[string, UserField]>([
  ["Email 'x@example.com' already in use", 'email'],
  ["Invalid email 'nope'", 'email'],
  ['The password is too weak (at least 6 characters).', 'password'],
  ['Name too long!', 'full_name'],
  ['Invalid characters in name!', 'full_name'],
  ['User not authorized to create users (needs the can_create_users permission).', 'form'],
])('%s → %s', (message, field) => expect(fieldOfError(message)).toBe(field));

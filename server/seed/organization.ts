/** Organization resources of the demo users: linkifier, emoji, snippets, profile fields. */
import { renderMarkdown } from '../../src/markdown';
import type { Db } from '../db/database';
import { insertLinkifier } from '../db/linkifiers';
import { insertProfileField, setProfileValue } from '../db/profile-fields';
import { insertRealmEmoji } from '../db/realm-emoji';
import { insertSavedSnippet } from '../db/saved-snippets';
import { getUserByEmail, setCanCreateUsers } from '../db/users';
import { FIELD_TYPE } from '../domain/profile-fields';
import { renderContext } from '../domain/render-context';

/**
 * Organization resources of the demo users: a linkifier, custom emoji, saved snippets, who may
 * create users, and filled-in profile fields.
 */
export function seedOrganization(db: Db, start: number): void {
  const uid = (email: string) => {
    const u = getUserByEmail(db, email);
    if (!u) throw new Error(`Unknown demo user ${email}`);
    return u.id;
  };
  insertLinkifier(db, '#(?P<id>[0-9]{2,8})', 'https://tracker.example.com/ticket/{id}');
  insertRealmEmoji(db, 'parley', 'parley.svg', uid('desdemona@example.com'));
  insertRealmEmoji(db, 'green_tick', 'green_tick.svg', uid('iago@example.com'));
  insertSavedSnippet(db, {
    user_id: uid('iago@example.com'),
    title: 'Meeting notes',
    content: '**Meeting notes**\n- Attendees:\n- Decisions:\n- Follow-ups:',
    date_created: start,
  });
  insertSavedSnippet(db, {
    user_id: uid('desdemona@example.com'),
    title: 'Welcome',
    content: 'Welcome to Parley Dev! Introduce yourself in #**general>welcome**.',
    date_created: start,
  });
  setCanCreateUsers(db, uid('desdemona@example.com'), true);

  const field = (type: number, name: string, hint: string, extra: Record<string, unknown> = {}) =>
    insertProfileField(db, {
      type,
      name,
      hint,
      field_data: extra.field_data ? JSON.stringify(extra.field_data) : '',
      display_in_profile_summary: extra.summary ? 1 : 0,
      required: 0,
      editable_by_user: extra.adminOnly ? 0 : 1,
    });
  const phone = field(FIELD_TYPE.SHORT_TEXT, 'Phone number', 'Including the country code');
  const bio = field(FIELD_TYPE.LONG_TEXT, 'Biography', 'What are you known for?');
  const pronouns = field(FIELD_TYPE.PRONOUNS, 'Pronouns', 'What pronouns should people use?', {
    summary: true,
  });
  const editor = field(FIELD_TYPE.SELECT, 'Favorite editor', 'Pick one', {
    field_data: { emacs: { text: 'Emacs', order: '1' }, vim: { text: 'Vim', order: '2' } },
  });
  const birthday = field(FIELD_TYPE.DATE, 'Birthday', '');
  const website = field(FIELD_TYPE.URL, 'Website', 'Your homepage');
  const mentor = field(FIELD_TYPE.USER, 'Mentor', 'Who to ask first', { adminOnly: true });

  const ctx = renderContext(db, '', null, { publicChannelsOnly: true });
  const set = (email: string, fieldId: number, value: string, rendered = false) =>
    setProfileValue(db, {
      user_id: uid(email),
      field_id: fieldId,
      value,
      rendered_value: rendered ? renderMarkdown(value, ctx).html : null,
    });
  set('hamlet@example.com', phone, '+45 555 0101', true);
  set('hamlet@example.com', bio, 'Prince of **Denmark**. Asks hard questions.', true);
  set('hamlet@example.com', pronouns, 'he/him');
  set('hamlet@example.com', editor, 'vim');
  set('hamlet@example.com', mentor, JSON.stringify([uid('iago@example.com')]));
  set('iago@example.com', bio, 'Administrator. Keeps the *lights* on.', true);
  set('iago@example.com', editor, 'emacs');
  set('iago@example.com', birthday, '1604-11-01');
  set('desdemona@example.com', bio, 'Owner of Parley Dev.', true);
  set('desdemona@example.com', pronouns, 'she/her');
  set('desdemona@example.com', website, 'https://example.com/desdemona');
  set('cordelia@example.com', phone, '+44 555 0199', true);
  set('cordelia@example.com', pronouns, 'she/her');
}

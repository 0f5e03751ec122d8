import { sanitizeHtml } from '../../model/sanitize';
import { type FieldDisplay, profileEntries } from '../../model/user-card';
import { personName } from '../../store/people-to-come';
import type { ParleyState } from '../../store/state';
import { useStoreValue } from '../common/app-context';
import { openUserCard } from '../common/user-card-state';

type Person = ParleyState['users'][number];

function Value({ value }: { value: FieldDisplay }) {
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
    case 'html':
      return (
        <div
          className="rendered-markdown user-card-markdown"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, through model/sanitize
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(value.html) }}
        />
      );
    case 'link':
      return (
        <a href={value.href} target="_blank" rel="noopener noreferrer">
          {value.text}
        </a>
      );
    case 'users':
      return (
        <>
          {value.user_ids.map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              <button
                type="button"
                className="link-button"
                aria-haspopup="dialog"
                onClick={(e) => openUserCard(id, e.currentTarget)}
              >
                {personName({ users, awaitingPeople }, id)}
              </button>
            </span>
          ))}
        </>
      );
  }
}

/** The person's custom profile fields, as the organization defined them. */
export function ProfileFields({ user }: { user: Person }) {
  const fields = useStoreValue((s) => s.customProfileFields);
  const entries = profileEntries(fields, user);
  if (entries.length === 0) return null;
  return (
    <dl className="user-card-fields">
      {entries.map((e) => (
        <div key={e.id} className="user-card-field">
          <dt>{e.name}</dt>
          <dd>
            <Value value={e.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

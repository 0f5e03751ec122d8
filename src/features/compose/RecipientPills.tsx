import { type Ref, useMemo, useState } from 'react';
import { userSuggestions } from '../../model/suggest';
import { useStoreValue } from '../common/app-context';
import { PresenceDot } from '../common/presence';
import { Combobox } from '../typeahead';

interface Props {
  to: number[];
  onTo(to: number[]): void;
  inputRef: Ref<HTMLInputElement>;
  onPicked(): void;
}

/** Direct-message recipients: a pill per person and `combobox` "To" to add more. */
export function RecipientPills({ to, onTo, inputRef, onPicked }: Props) {
  const users = useStoreValue((s) => s.users);
  const dmConversations = useStoreValue((s) => s.dmConversations);
  const [text, setText] = useState('');
  const options = useMemo(
    () => userSuggestions({ users, dmConversations }, text, { exclude: new Set(to) }),
    [users, dmConversations, text, to],
  );
  return (
    <div className="recipient-pills">
      {to.length > 0 && (
        <ul className="pills" aria-label="Recipients">
          {to.map((id) => {
            const name = users[id]?.full_name ?? `User ${id}`;
            return (
              <li key={id} className="pill">
                {users[id] && !users[id].is_bot && <PresenceDot user_id={id} name={name} />}
                <span>{name}</span>
                <button
                  type="button"
                  className="quiet pill-remove"
                  aria-label={`Remove ${name}`}
                  onClick={() => onTo(to.filter((x) => x !== id))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Combobox
        label="To"
        className="compose-to"
        inputRef={inputRef}
        value={text}
        placeholder={to.length ? 'Add another person' : 'Who to write to'}
        options={options}
        optionKey={(u) => String(u.user_id)}
        renderOption={(u) => (
          <span>
            {u.full_name} <span className="suggestion-detail">{u.email}</span>
          </span>
        )}
        onInput={setText}
        onPick={(u) => {
          setText('');
          onTo([...to, u.user_id]);
          onPicked();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Backspace' && text === '' && to.length > 0) onTo(to.slice(0, -1));
        }}
      />
    </div>
  );
}

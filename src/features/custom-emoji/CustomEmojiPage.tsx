/**
 * `#organization/emoji-settings`: the organization's custom emoji (image, name, author), adding
 * one (for those in can_add_custom_emoji_group) and deactivating one (its author or an
 * administrator). The list follows the store, which realm_emoji events keep current.
 */
import { useMemo, useState } from 'react';
import { addCustomEmojiVerdict } from '../../model/permissions-admin';
import { useStoreValue } from '../common/app-context';
import { useVerdict } from '../overlay';
import { AddEmojiForm } from './AddEmojiForm';
import { CustomEmojiRow } from './CustomEmojiRow';
import './custom-emoji.css';

export default function CustomEmojiPage() {
  const realmEmoji = useStoreValue((s) => s.realmEmoji);
  const verdict = useVerdict((s) => addCustomEmojiVerdict(s));
  const [adding, setAdding] = useState(false);
  // Deactivated emoji stay in old messages and reactions, but are no longer offered here.
  const active = useMemo(
    () =>
      Object.values(realmEmoji)
        .filter((e) => !e.deactivated)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [realmEmoji],
  );
  return (
    <div className="settings-section custom-emoji">
      <p className="setting-hint custom-emoji-intro">
        Custom emoji can be used in messages, reactions and statuses, by typing <code>:name:</code>{' '}
        or from the emoji picker.
      </p>
      {!verdict.allowed && <p className="setting-reason">{verdict.reason}</p>}
      {verdict.allowed &&
        (adding ? (
          <AddEmojiForm onDone={() => setAdding(false)} />
        ) : (
          <button type="button" className="primary" onClick={() => setAdding(true)}>
            Add a new emoji
          </button>
        ))}
      {active.length === 0 ? (
        <p className="empty-state">No custom emoji yet.</p>
      ) : (
        <table className="custom-emoji-list">
          <caption className="visually-hidden">Custom emoji</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Image</th>
              <th scope="col">Author</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {active.map((e) => (
              <CustomEmojiRow key={e.id} emoji={e} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

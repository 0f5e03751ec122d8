/** One custom emoji in the settings list: name, image, author, and Delete for those allowed. */
import { useState } from 'react';
import { deleteRealmEmoji } from '../../api/endpoints/settings';
import type { RealmEmoji } from '../../api/types/models';
import { removeCustomEmojiVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import { ConfirmDialog, useVerdict } from '../overlay';

export function CustomEmojiRow({ emoji }: { emoji: RealmEmoji }) {
  const app = useApp();
  const author = useStoreValue((s) =>
    emoji.author_id == null ? undefined : s.users[emoji.author_id]?.full_name,
  );
  const verdict = useVerdict((s) => removeCustomEmojiVerdict(s, emoji.author_id));
  const [deleting, setDeleting] = useState(false);
  return (
    <tr>
      <td className="custom-emoji-name">{emoji.name}</td>
      <td>
        <img
          className="custom-emoji-image"
          src={emoji.source_url}
          alt={`:${emoji.name}:`}
          width={32}
          height={32}
        />
      </td>
      <td>{author ?? <span className="custom-emoji-muted">Unknown author</span>}</td>
      <td className="custom-emoji-actions">
        {verdict.allowed && (
          <button
            type="button"
            className="danger"
            aria-label={`Delete ${emoji.name}`}
            onClick={() => setDeleting(true)}
          >
            Delete
          </button>
        )}
        {deleting && (
          <ConfirmDialog
            title="Delete this emoji?"
            confirmLabel="Delete"
            danger
            onConfirm={() => deleteRealmEmoji(app.conn, emoji.name)}
            onClose={() => setDeleting(false)}
          >
            <p>
              <code>:{emoji.name}:</code> can no longer be used. Messages and reactions that already
              use it keep it.
            </p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}

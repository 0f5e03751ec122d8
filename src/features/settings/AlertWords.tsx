/**
 * Words that notify this user of a message as a mention does (model/notify.ts: has_alert_word),
 * highlighted in the message (features/common/alert-words.ts).
 */
import { type FormEvent, useState } from 'react';
import { addAlertWords, removeAlertWords } from '../../api/endpoints/users';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { SaveStatus, useSave } from '../overlay';

const MAX_LENGTH = 100;

export function AlertWords() {
  const app = useApp();
  const words = useStoreValue((s) => s.alertWords);
  const [word, setWord] = useState('');
  const save = useSave();
  const text = word.trim();
  const problem =
    text === ''
      ? null
      : [...text].length > MAX_LENGTH
        ? `Use at most ${MAX_LENGTH} characters.`
        : words.some((w) => w.toLocaleLowerCase() === text.toLocaleLowerCase())
          ? 'That word is already on the list.'
          : null;
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!text || problem) return;
    void save.run(() => addAlertWords(app.conn, [text]), { onDone: () => setWord('') });
  };
  return (
    <section className="settings-section" aria-label="Alert words">
      <p className="setting-hint">
        You are notified of a message that uses one of these words or phrases as if you were
        @-mentioned, and they are highlighted in it. Case does not matter; only whole words count.
      </p>
      <form className="inline-form" onSubmit={add}>
        <input
          type="text"
          aria-label="New alert word"
          placeholder="Alert word"
          aria-invalid={problem !== null}
          value={word}
          onChange={(e) => setWord(e.target.value)}
        />
        <button type="submit" className="primary" disabled={!text || problem !== null}>
          Add alert word
        </button>
        <SaveStatus state={save.state} />
      </form>
      {problem && <p className="field-error">{problem}</p>}
      {words.length === 0 ? (
        <p className="empty-state">No alert words yet.</p>
      ) : (
        <ul className="alert-words" aria-label="Your alert words">
          {[...words]
            .sort((a, b) => a.localeCompare(b))
            .map((w) => (
              <li key={w}>
                <span>{w}</span>
                <button
                  type="button"
                  className="quiet"
                  aria-label={`Delete alert word ${w}`}
                  onClick={() =>
                    void attempt('delete the alert word', () => removeAlertWords(app.conn, [w]))
                  }
                >
                  Delete
                </button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

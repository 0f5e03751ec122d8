/**
 * Adding a custom emoji: a name (checked as it is typed by the server's own rule) and an image
 * file, previewed before it is sent; the server's refusal is shown in its words.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { uploadRealmEmoji } from '../../api/endpoints/settings';
import { customEmojiName, customEmojiNameError } from '../../markdown/custom-emoji-name';
import { useApp } from '../common/app-context';
import { SaveStatus, TextSetting, useSave, useTextField } from '../overlay';

// The types the server accepts; it checks the bytes, this only guides the file chooser.
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export function AddEmojiForm({ onDone }: { onDone(): void }) {
  const app = useApp();
  const id = useId();
  const name = useTextField();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const save = useSave();
  const stored = customEmojiName(name.value);
  const problem = customEmojiNameError(stored);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file || problem) return;
    void save.run(() => uploadRealmEmoji(app.conn, stored, file, file.name), { onDone });
  };
  return (
    <form className="custom-emoji-form" onSubmit={submit} aria-label="Add a new emoji">
      <TextSetting
        label="Emoji name"
        hint={
          stored && !problem && stored !== name.value ? (
            <>
              Saved as <code>:{stored}:</code>
            </>
          ) : (
            'Letters, digits, dashes and underscores; spaces become underscores.'
          )
        }
        field={name}
        problem={problem}
        onEdit={save.clear}
      />
      <div className="setting">
        <label htmlFor={`${id}-file`}>Image</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-file-hint`}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            save.clear();
          }}
        />
        <p id={`${id}-file-hint`} className="setting-hint">
          PNG, JPEG, GIF or WebP, at most 5 MiB; shown at most 64×64 pixels. An animated image stays
          animated.
        </p>
        {preview && (
          <img
            className="custom-emoji-preview"
            src={preview}
            alt="Preview of the new emoji"
            // A file the browser cannot show is no preview (the server says why on Add).
            onError={() => setPreview(null)}
          />
        )}
      </div>
      <div className="save-bar">
        <button
          type="submit"
          className="primary"
          disabled={save.state.status === 'saving' || !file || problem !== null}
        >
          Add emoji
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
        <SaveStatus state={save.state} />
      </div>
    </form>
  );
}

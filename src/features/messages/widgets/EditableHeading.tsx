/** A widget's heading (a poll's question, a to-do list's title) that its author may edit in place. */
import { useState } from 'react';
import { focusOnMount } from '../../common/focus-on-mount';

interface Props {
  text: string;
  /** Shown when the text is empty. */
  placeholder: string;
  /** The field's name while editing ("Question", "Title"). */
  field: string;
  /** Offered to the author only. */
  editable: boolean;
  onSave(text: string): Promise<unknown>;
}

export function EditableHeading({ text, placeholder, field, editable, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <div className="widget-heading">
        <h4 className={text ? undefined : 'widget-placeholder'}>{text || placeholder}</h4>
        {editable && (
          <button type="button" className="quiet" onClick={() => setDraft(text)}>
            Edit {field.toLowerCase()}
          </button>
        )}
      </div>
    );
  }
  const save = () => {
    const next = draft.trim();
    setDraft(null);
    if (next !== text) void onSave(next);
  };
  return (
    <form
      className="widget-heading widget-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <input
        aria-label={field}
        value={draft}
        // The author just asked to edit this field.
        ref={focusOnMount}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          // Esc cancels the edit only, not the layers around it.
          e.stopPropagation();
          setDraft(null);
        }}
      />
      <button type="submit" className="primary">
        Save
      </button>
      <button type="button" onClick={() => setDraft(null)}>
        Cancel
      </button>
    </form>
  );
}

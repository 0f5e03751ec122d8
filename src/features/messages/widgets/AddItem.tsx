/** The form under a widget that adds to it: a poll's new option, a to-do list's new task. */
import { useState } from 'react';

interface Props {
  /** The field's name ("New option", "New task"). */
  field: string;
  /** The button's name ("Add option", "Add task"). */
  action: string;
  /** A second, optional field ("Description"). */
  second?: string;
  /** Why the item cannot be added (a task already on the list), or undefined once sent. */
  onAdd(text: string, second: string): string | undefined;
}

export function AddItem({ field, action, second, onAdd }: Props) {
  const [text, setText] = useState('');
  const [more, setMore] = useState('');
  const [refusal, setRefusal] = useState<string>();
  return (
    <form
      className="widget-form"
      onSubmit={(e) => {
        e.preventDefault();
        const value = text.trim();
        if (!value) return;
        const why = onAdd(value, more.trim());
        setRefusal(why);
        if (why) return;
        setText('');
        setMore('');
      }}
    >
      <input
        aria-label={field}
        placeholder={field}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setRefusal(undefined);
        }}
      />
      {second && (
        <input
          aria-label={second}
          placeholder={second}
          value={more}
          onChange={(e) => setMore(e.target.value)}
        />
      )}
      <button type="submit" disabled={!text.trim()}>
        {action}
      </button>
      {refusal && (
        <p className="widget-refusal" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}

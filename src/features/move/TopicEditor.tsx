/**
 * Renaming a topic from its recipient bar: the new name (with the channel's topics as
 * suggestions), which messages (the three modes, the whole topic by default), Save and Cancel;
 * Esc cancels. A rename is a move within the channel, so the time limit's partial offer applies.
 */
import { useId, useState } from 'react';
import { featureLevel, useApp } from '../common/app-context';
import { setTopicEditing } from '../message-actions/ui-state';
import {
  type MoveRequest,
  moveMessages,
  type PartialMove,
  type PropagateMode,
} from './move-request';
import { PartialOffer } from './PartialOffer';
import { TopicInput } from './TopicInput';
import './move.css';

interface Props {
  stream_id: number;
  topic: string;
  /** The first message of the recipient bar's block: "this and following" starts there. */
  message_id: number;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function TopicEditor({ stream_id, topic, message_id }: Props) {
  const app = useApp();
  const id = useId();
  const [value, setValue] = useState(topic);
  const [mode, setMode] = useState<PropagateMode>('change_all');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [partial, setPartial] = useState<{ req: MoveRequest; p: PartialMove }>();
  const close = () => setTopicEditing(null);

  const send = async (req: MoveRequest) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await moveMessages(app, req, featureLevel(app.parley));
      if (result.moved) return close();
      setPartial({ req, p: result.partial });
    } catch (e) {
      setError(`Could not rename the topic: ${errorText(e)}`);
    }
    setBusy(false);
  };
  const save = () => {
    const name = value.trim();
    if (busy || name === topic) return close();
    void send({ message_id, topic: name, mode, notifyNew: false, notifyOld: false });
  };

  return (
    <form
      className="topic-editor"
      aria-label="Edit topic"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          close();
        }
      }}
    >
      <div className="topic-editor-row">
        <TopicInput stream_id={stream_id} value={value} onChange={setValue} autoFocus />
        <select
          aria-label="Which messages"
          id={`${id}-mode`}
          value={mode}
          onChange={(e) => setMode(e.target.value as PropagateMode)}
        >
          <option value="change_one">Move only this message</option>
          <option value="change_later">Move this and all following messages</option>
          <option value="change_all">Move all messages in this topic</option>
        </select>
        <button type="submit" className="primary" disabled={busy}>
          Save
        </button>
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {partial && (
        <PartialOffer
          partial={partial.p}
          request={partial.req}
          busy={busy}
          onMove={(req) => void send(req)}
        />
      )}
    </form>
  );
}

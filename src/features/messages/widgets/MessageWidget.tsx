/**
 * A message's widget in place of its text (its own chunk, loaded for the first message that
 * has submessages): a poll, a to-do list, or, for a widget Parley does not know, the text with
 * a note saying so.
 */
import { useMemo } from 'react';
import { widgetState } from '../../../model/widgets';
import type { StoredMessage } from '../../../store/state';
import { MessageContent } from '../MessageContent';
import { Poll } from './Poll';
import { Todo } from './Todo';
import './widgets.css';

export default function MessageWidget({ message: m }: { message: StoredMessage }) {
  // The store gives a message a new submessages array when one arrives.
  const state = useMemo(
    () => widgetState({ sender_id: m.sender_id, submessages: m.submessages }),
    [m.sender_id, m.submessages],
  );
  if (!state) return <MessageContent message={m} />;
  if ('other' in state) {
    return (
      <>
        <MessageContent message={m} />
        <p className="widget-unknown">
          This message has a widget ({state.widget_type}) that Parley cannot show.
        </p>
      </>
    );
  }
  if (state.widget_type === 'poll')
    return <Poll message_id={m.id} author={m.sender_id} poll={state} />;
  return <Todo message_id={m.id} author={m.sender_id} todo={state} />;
}

import { memo } from 'react';
import { rowLayout } from '../../model/message-list';
import { formatDay } from '../../model/time';
import { useStoreValue } from '../common/app-context';
import { MessageView } from './MessageView';
import { RecipientBar } from './RecipientBar';

interface Props {
  index: number;
  id: number;
  prevId: number | undefined;
  start: number;
  measure(el: HTMLDivElement | null): void;
  /** The message a link pointed at: highlighted. */
  target: boolean;
  /** The selected message (the hotkeys' cursor). */
  selected: boolean;
}

/** One row of the feed: a recipient bar or date line when the conversation or day changes, then the message. */
export const FeedRow = memo(function FeedRow({
  index,
  id,
  prevId,
  start,
  measure,
  target,
  selected,
}: Props) {
  const message = useStoreValue((s) => s.messages.byId.get(id));
  const prev = useStoreValue((s) =>
    prevId === undefined ? undefined : s.messages.byId.get(prevId),
  );
  const self = useStoreValue((s) => s.current_user_id);
  const style = { transform: `translateY(${start}px)` };
  if (!message) return <div className="feed-row" data-index={index} ref={measure} style={style} />;
  const layout = rowLayout(prev, message, self);
  return (
    <div className="feed-row" data-index={index} ref={measure} style={style}>
      {layout.recipientStart && <RecipientBar message={message} />}
      {layout.dayStart && (
        <div className="date-line">
          <span>{formatDay(message.timestamp, Date.now() / 1000)}</span>
        </div>
      )}
      <MessageView
        message={message}
        showSender={layout.senderStart}
        target={target}
        selected={selected}
      />
    </div>
  );
});

/**
 * A recipient bar's topic tools: "Mark as resolved" / "Mark as unresolved" (✔) and renaming
 * the topic in place, each for users who may; and the rename editor itself (loaded on use).
 */
import { lazy, Suspense } from 'react';
import { RESOLVED_TOPIC_PREFIX } from '../../api/constants';
import { canResolveTopic, hasRealmPermission } from '../../model/permissions';
import { useApp, useStoreValue } from '../common/app-context';
import { Icon } from '../common/icons';
import { setTopicEditing, topicEditKey, useMessageUi } from '../common/message-ui';
import { retrying } from '../common/retrying-import';
import { toggleResolved } from '../topics';

const TopicEditor = lazy(retrying(() => import('./TopicEditor')));

interface Props {
  stream_id: number;
  topic: string;
}

export const useTopicEditing = (stream_id: number, topic: string) =>
  useMessageUi((ui) => ui.topicEditing === topicEditKey(stream_id, topic));

export function TopicEditorSlot(props: Props & { message_id: number }) {
  return (
    <Suspense fallback={<span className="recipient-heading">Opening…</span>}>
      <TopicEditor {...props} />
    </Suspense>
  );
}

export function TopicBarTools({ stream_id, topic }: Props) {
  const app = useApp();
  const mayResolve = useStoreValue((s) => canResolveTopic(s, stream_id, topic));
  const mayRename = useStoreValue(
    (s) =>
      !s.channels[stream_id]?.is_archived &&
      hasRealmPermission(s, 'can_move_messages_between_topics_group'),
  );
  const resolved = topic.startsWith(RESOLVED_TOPIC_PREFIX);
  const label = resolved ? 'Mark as unresolved' : 'Mark as resolved';
  return (
    <>
      {mayRename && (
        <button
          type="button"
          className="quiet recipient-tool"
          aria-label="Edit topic"
          title="Edit topic"
          onClick={() => setTopicEditing(topicEditKey(stream_id, topic))}
        >
          <Icon name="pencil" size={14} />
        </button>
      )}
      {mayResolve && (
        <button
          type="button"
          className={resolved ? 'quiet recipient-tool resolved' : 'quiet recipient-tool'}
          aria-label={label}
          title={label}
          onClick={() => void toggleResolved(app, stream_id, topic)}
        >
          <Icon name="check" size={14} />
        </button>
      )}
    </>
  );
}

/**
 * "Move topic" from any topic menu (sidebar, Inbox, Recent, recipient bar): the move dialog for
 * the whole topic, in any view (Inbox and Recent have no feed to host it; the shell mounts this
 * once), by the topic's newest message, fetched when the client holds none.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { getMessages } from '../../../api/endpoints/messages';
import type { NarrowTerm } from '../../../api/types/narrow';
import { type AppServices, featureLevel, useApp } from '../../common/app-context';
import { closeTopicMove, useMessageUi } from '../../common/message-ui';
import { attempt } from '../../common/notices';
import { retrying } from '../../common/retrying-import';
import { loadMoveDialog } from '../../move';
import { useBackCloses } from './back-closes';

const MoveDialog = lazy(retrying(loadMoveDialog));

/** The newest message of the topic that the store holds, fetching it when it holds none. */
async function messageOfTopic(app: AppServices, stream_id: number, topic: string) {
  const state = app.parley.getState();
  const known = state.topics[stream_id]?.byName.get(topic.toLowerCase())?.max_id;
  if (known !== undefined && state.messages.byId.has(known)) return known;
  const narrow: NarrowTerm[] = [
    { operator: 'channel', operand: stream_id },
    { operator: 'topic', operand: topic },
  ];
  const page = await getMessages(
    app.conn,
    { anchor: 'newest', num_before: 1, num_after: 0, narrow, apply_markdown: true },
    featureLevel(app.parley),
  );
  const id = page.messages.at(-1)?.id;
  if (id === undefined) throw new Error('The topic has no messages.');
  app.parley.receiveMessages(narrow, {
    messages: page.messages,
    found_oldest: page.found_oldest,
    found_newest: page.found_newest,
  });
  return id;
}

export function TopicMoveHost() {
  const app = useApp();
  const target = useMessageUi((ui) => ui.topicMove);
  const [message_id, setMessageId] = useState<number | null>(null);
  useEffect(() => {
    setMessageId(null);
    if (!target) return;
    let live = true;
    void attempt('open the move dialog', async () => {
      const id = await messageOfTopic(app, target.stream_id, target.topic);
      if (live) setMessageId(id);
    }).then((ok) => {
      if (!ok) closeTopicMove();
    });
    return () => {
      live = false;
    };
  }, [target, app]);
  const open = target !== null && message_id !== null;
  useBackCloses(open, closeTopicMove);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MoveDialog message_id={message_id} mode="change_all" onClose={closeTopicMove} />
    </Suspense>
  );
}

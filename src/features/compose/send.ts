/**
 * Sending from the box: refused at once, in the box, for what the register data already tells
 * (compose-rules); otherwise handed to the outbox (shown at once, sent when it can be) and the
 * box emptied, its draft deleted.
 */
import { isEmptyTopic, sendRefusal } from '../../model/compose-rules';
import { type ComposeTarget, normalizeContent, normalizeTopic } from '../../model/compose-target';
import type { AppServices } from '../common/app-context';
import type { ComposeSession } from './compose-session';
import { composeStore, showComposeError } from './compose-state';
// Static, so the outbox's code is in this chunk and loadOutbox resolves at once.
import { newestKnownId } from './outbox-deps';

/** A message handed to the outbox: where it goes, and its local echo's local_id once shown. */
export interface Sent {
  to: ComposeTarget;
  echo: Promise<string | undefined>;
}

export function sendFromBox(app: AppServices, session: ComposeSession): Sent | undefined {
  const { target, content } = composeStore.getState();
  const state = app.parley.getState();
  const refusal = sendRefusal(state, target, content);
  if (refusal) {
    showComposeError(refusal);
    return undefined;
  }
  let sendTo = target;
  if (target.type === 'stream') {
    const topic = normalizeTopic(target.topic);
    sendTo = { ...target, topic: isEmptyTopic(state, topic) ? '' : topic };
  }
  const text = normalizeContent(content);
  const afterId = newestKnownId(state);
  session.sent(target);
  const echo = session.loadOutbox().then((outbox) => {
    const entry = outbox.enqueue(sendTo, text, afterId);
    return outbox.echoOf(entry.id);
  });
  return { to: sendTo, echo };
}

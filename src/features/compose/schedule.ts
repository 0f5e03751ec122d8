/**
 * Scheduling from the box: refused in the box for what the register data already tells, as
 * sending is; otherwise POST /scheduled_messages, and the box emptied and closed with a notice
 * saying when it will go.
 */

import { createScheduledMessage } from '../../api/endpoints/scheduled-messages';
import { channelMessageType, directMessageType, topicForServer } from '../../api/feature-level';
import { isEmptyTopic, sendRefusal } from '../../model/compose-rules';
import { normalizeContent, normalizeTopic } from '../../model/compose-target';
import { describeTime } from '../../model/schedule-times';
import type { AppServices } from '../common/app-context';
import { errorText } from '../common/error-text';
import { showNotice } from '../common/notices';
import type { ComposeSession } from './compose-session';
import { closeCompose, composeStore, showComposeError } from './compose-state';

/** Schedules the box's message for `timestamp` (seconds); false when refused. */
export async function scheduleFromBox(
  app: AppServices,
  session: ComposeSession,
  timestamp: number,
): Promise<boolean> {
  const { target, content } = composeStore.getState();
  const state = app.parley.getState();
  const refusal = sendRefusal(state, target, content);
  if (refusal) {
    showComposeError(refusal);
    return false;
  }
  const fl = state.server.zulip_feature_level;
  const text = normalizeContent(content);
  try {
    if (target.type === 'stream') {
      const topic = normalizeTopic(target.topic);
      await createScheduledMessage(app.conn, {
        type: channelMessageType(fl),
        to: target.stream_id as number,
        topic: topicForServer(isEmptyTopic(state, topic) ? '' : topic, fl),
        content: text,
        scheduled_delivery_timestamp: timestamp,
      });
    } else {
      await createScheduledMessage(app.conn, {
        type: directMessageType(fl),
        to: target.to,
        content: text,
        scheduled_delivery_timestamp: timestamp,
      });
    }
  } catch (e) {
    showComposeError(`Could not schedule the message: ${errorText(e)}`);
    return false;
  }
  session.sent(target);
  closeCompose();
  const twentyFour = state.userSettings.twenty_four_hour_time === true;
  showNotice({
    text: `Your message has been scheduled for ${describeTime(timestamp, new Date(), twentyFour)}.`,
    tone: 'info',
    link: { label: 'View scheduled messages', href: '#scheduled' },
  });
  return true;
}

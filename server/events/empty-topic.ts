/** Events for clients that cannot show the empty topic. */
import type { EventBody } from '../domain/notices';

/**
 * Clients without the `empty_topic_name` capability (feature level 334) never see the empty
 * topic "": every topic field of the events Zulip lists carries the realm's
 * `empty_topic_display_name` instead. Returns the event itself when it names no empty topic.
 */
export function withoutEmptyTopic(event: EventBody, displayName: string): EventBody {
  const shown = (t: unknown) => (t === '' ? displayName : t);
  switch (event.type) {
    case 'message': {
      const message = event.message as Record<string, unknown>;
      if (message.type !== 'stream' || message.subject !== '') return event;
      return { ...event, message: { ...message, subject: displayName } };
    }
    case 'delete_message':
    case 'typing':
      return event.topic === '' ? { ...event, topic: displayName } : event;
    case 'update_message':
      if (event.subject !== '' && event.orig_subject !== '') return event;
      return {
        ...event,
        ...('subject' in event ? { subject: shown(event.subject) } : {}),
        ...('orig_subject' in event ? { orig_subject: shown(event.orig_subject) } : {}),
      };
    case 'user_topic':
      return event.topic_name === '' ? { ...event, topic_name: displayName } : event;
    case 'typing_edit_message': {
      const recipient = event.recipient as Record<string, unknown>;
      if (recipient.topic !== '') return event;
      return { ...event, recipient: { ...recipient, topic: displayName } };
    }
    case 'update_message_flags': {
      const details = event.message_details as Record<string, Record<string, unknown>> | undefined;
      if (!details || !Object.values(details).some((d) => d.topic === '')) return event;
      const rewritten = Object.fromEntries(
        Object.entries(details).map(([id, d]) => [
          id,
          d.topic === '' ? { ...d, topic: displayName } : d,
        ]),
      );
      return { ...event, message_details: rewritten };
    }
    default:
      return event;
  }
}

/** Sending a widget event (a vote, a task checked) as a submessage; a refusal is shown with Retry. */
import { sendSubmessage } from '../../../api/endpoints/messages';
import type { AppServices } from '../../common/app-context';
import { attempt } from '../../common/notices';

export const submitWidgetEvent = (
  app: Pick<AppServices, 'conn'>,
  message_id: number,
  what: string,
  event: object,
) =>
  attempt(what, () =>
    sendSubmessage(app.conn, { message_id, msg_type: 'widget', content: JSON.stringify(event) }),
  );

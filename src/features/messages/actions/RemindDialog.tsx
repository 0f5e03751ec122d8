/** "Remind me about this": a reminder time (Zulip's choices or a custom one) and a note. */
import { createReminder } from '../../../api/endpoints/scheduled-messages';
import { describeTime, reminderChoices } from '../../../model/schedule-times';
import { useApp, useStoreValue } from '../../common/app-context';
import { showNotice } from '../../common/notices';
import TimeDialog from '../../common/TimeDialog';

export default function RemindDialog({
  message_id,
  onClose,
}: {
  message_id: number;
  onClose(): void;
}) {
  const app = useApp();
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  return (
    <TimeDialog
      title="Remind me about this"
      action="Set reminder"
      initial={Math.ceil(Date.now() / 1000 / 3600) * 3600 + 3600}
      choices={reminderChoices(new Date(), twentyFour)}
      withNote
      onSubmit={async (timestamp, note) => {
        await createReminder(app.conn, {
          message_id,
          scheduled_delivery_timestamp: timestamp,
          ...(note ? { note } : {}),
        });
        showNotice({
          text: `You will be reminded ${describeTime(timestamp, new Date(), twentyFour).replace(/^[A-Z]/, (c) => c.toLowerCase())}.`,
          tone: 'info',
        });
      }}
      onClose={onClose}
    />
  );
}

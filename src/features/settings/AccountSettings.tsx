/** What others learn of this user: typing, read receipts, presence. */
import { UserCheckbox } from './LiveUserSetting';

export function AccountSettings() {
  return (
    <section className="settings-section" aria-label="Privacy">
      <h3>Typing notifications</h3>
      <UserCheckbox
        setting="send_private_typing_notifications"
        label="Let recipients see when I'm typing direct messages"
      />
      <UserCheckbox
        setting="send_stream_typing_notifications"
        label="Let recipients see when I'm typing messages in channels"
      />
      <UserCheckbox
        setting="receives_typing_notifications"
        label="Show when other people are typing"
      />
      <h3>Privacy</h3>
      <UserCheckbox setting="send_read_receipts" label="Let others see when I've read messages" />
      <UserCheckbox setting="presence_enabled" label="Display my availability to other users" />
    </section>
  );
}

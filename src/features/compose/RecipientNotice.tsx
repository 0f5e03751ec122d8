import { channelRefusal, directMessageRefusal } from '../../model/compose-rules';
import type { ComposeTarget } from '../../model/compose-target';
import { useStoreValue } from '../common/app-context';

/**
 * Says up front, as the conversation is chosen, when the user may not write to it (the channel's
 * `can_send_message_group`, an archived or unsubscribed private channel, the realm's direct
 * message policy), instead of only when Send is pressed. Kept live: a permission changed by an
 * administrator shows at once.
 */
export function RecipientNotice({ target }: { target: ComposeTarget }) {
  const refusal = useStoreValue((s) => {
    if (target.type === 'stream') {
      return target.stream_id === undefined ? undefined : channelRefusal(s, target.stream_id);
    }
    return target.to.length === 0 ? undefined : directMessageRefusal(s, target.to);
  });
  if (!refusal) return null;
  return (
    <p className="compose-notice" role="status">
      {refusal}
    </p>
  );
}

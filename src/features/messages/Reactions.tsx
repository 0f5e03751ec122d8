import { ZULIP_EMOJI_URL } from '../../api/constants';
import {
  emojiCharacter,
  type ReactionChip,
  reactionChips,
  reactionSummary,
} from '../../model/reactions';
import { personName } from '../../store/people-to-come';
import type { StoredMessage } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import { toggleReaction } from './actions/lazy-actions';

/** One chip per emoji under a message; yours pressed; a click adds or takes back your reaction. */
export function Reactions({ message }: { message: StoredMessage }) {
  const self = useStoreValue((s) => s.current_user_id);
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
  if (message.reactions.length === 0) return null;
  const chips = reactionChips(message.reactions, self);
  const nameOf = (id: number) => personName({ users, awaitingPeople }, id);
  return (
    <div className="reactions">
      {chips.map((chip) => (
        <ReactionButton
          key={`${chip.reaction_type}:${chip.emoji_code}`}
          message_id={message.id}
          chip={chip}
          summary={reactionSummary(chip, nameOf, self)}
        />
      ))}
    </div>
  );
}

function ReactionButton({
  message_id,
  chip,
  summary,
}: {
  message_id: number;
  chip: ReactionChip;
  summary: string;
}) {
  const app = useApp();
  const count = chip.user_ids.length;
  const { emoji_name, emoji_code, reaction_type } = chip;
  return (
    <button
      type="button"
      className={chip.mine ? 'reaction reaction-mine' : 'reaction'}
      aria-pressed={chip.mine}
      aria-label={`${emoji_name.replace(/_/g, ' ')}, ${count}: ${summary}`}
      title={summary}
      onClick={() =>
        void toggleReaction(app, message_id, { emoji_name, emoji_code, reaction_type })
      }
    >
      <Emoji chip={chip} />
      <span className="reaction-count">{count}</span>
    </button>
  );
}

/** A reaction's emoji: the character, or the organization's image (even a deactivated one). */
function Emoji({ chip }: { chip: ReactionChip }) {
  const realm = useStoreValue((s) =>
    chip.reaction_type === 'realm_emoji' ? s.realmEmoji[chip.emoji_code] : undefined,
  );
  if (chip.reaction_type === 'unicode_emoji') {
    return (
      <span className="reaction-emoji">
        {emojiCharacter(chip.emoji_code) ?? `:${chip.emoji_name}:`}
      </span>
    );
  }
  const src =
    chip.reaction_type === 'zulip_extra_emoji'
      ? ZULIP_EMOJI_URL
      : (realm?.still_url ?? realm?.source_url);
  if (!src) return <span className="reaction-emoji">:{chip.emoji_name}:</span>;
  return <img className="reaction-emoji emoji" src={src} alt="" width={18} height={18} />;
}

import { useStoreValue } from '../common/app-context';
import { RecipientBar } from './RecipientBar';

/**
 * The recipient bar of the conversation at the top of the feed, kept in view while its own bar
 * is scrolled away (as Zulip's floating recipient bar): which topic am I reading?
 */
export function FloatingRecipientBar({ id }: { id: number }) {
  const message = useStoreValue((s) => s.messages.byId.get(id));
  if (!message) return null;
  return (
    <div className="floating-recipient">
      <RecipientBar message={message} floating />
    </div>
  );
}

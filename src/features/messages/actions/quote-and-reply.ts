/**
 * Quote and reply: the box opens on the message's conversation with the message quoted as
 * Zulip quotes it — a silent mention of the sender, a link to the message, the Markdown source
 * in a quote block — where the cursor is.
 */
import { getMessageSource } from '../../../api/endpoints/messages';
import { targetOfMessage } from '../../../model/compose-target';
import { messageHash } from '../../../model/message-link';
import type { StoredMessage } from '../../../store/state';
import { type AppServices, featureLevel } from '../../common/app-context';
import {
  composeStore,
  insertIntoCompose,
  openCompose,
  replaceInCompose,
  showComposeError,
} from '../../compose';

/** The quote: a fence longer than any run of backticks in the text, so it cannot end early. */
export function quoteText(sender: string, senderId: number, link: string, source: string): string {
  const longest = Math.max(2, ...[...source.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `@_**${sender}|${senderId}** [said](${link}):\n${fence}quote\n${source}\n${fence}\n`;
}

export async function quoteAndReply(
  app: Pick<AppServices, 'parley' | 'conn'>,
  m: StoredMessage,
): Promise<void> {
  const state = app.parley.getState();
  openCompose(targetOfMessage(m, state.current_user_id), { focus: 'content' });
  const content = composeStore.getState().content;
  const placeholder = `[Quoting ${m.sender_full_name}…]`;
  insertIntoCompose(`${content && !content.endsWith('\n') ? '\n' : ''}${placeholder}`);
  const replace = (text: string) => {
    const now = composeStore.getState().content;
    const at = now.indexOf(placeholder);
    if (at >= 0) replaceInCompose(at, at + placeholder.length, text);
    else if (text) insertIntoCompose(text);
  };
  try {
    const res = await getMessageSource(app.conn, m.id, featureLevel(app.parley));
    const channel = m.type === 'stream' ? state.channels[m.stream_id]?.name : undefined;
    const link = `${window.location.origin}/${messageHash(m, channel, state.current_user_id)}`;
    const sender = state.users[m.sender_id]?.full_name ?? m.sender_full_name;
    replace(quoteText(sender, m.sender_id, link, res.raw_content ?? res.message.content));
  } catch (e) {
    replace('');
    showComposeError(`Could not quote the message: ${e instanceof Error ? e.message : String(e)}`);
  }
}

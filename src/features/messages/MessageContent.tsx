import { useLayoutEffect, useMemo, useRef } from 'react';
import { isUserInGroupSetting } from '../../model/permissions';
import { sanitizeMessageHtml } from '../../model/sanitize';
import type { StoredMessage } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import {
  type EnhanceContext,
  enhanceContent,
  onContentClick,
  onContentKeyDown,
} from '../common/enhance-content';
import { temporaryUrl } from '../common/upload-urls';
import { useSearchMatch } from './search-match';

/** A message's rendered HTML, sanitized once per version, then made to show as Zulip's does. */
export function MessageContent({ message }: { message: StoredMessage }) {
  const app = useApp();
  const selfId = useStoreValue((s) => s.current_user_id);
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  // Zulip marks the reader's alert words in the messages the server flagged for them.
  const alerted = message.flags.includes('has_alert_word');
  const alertWords = useStoreValue((s) => (alerted ? s.alertWords : undefined));
  const ref = useRef<HTMLDivElement>(null);
  // In search results, the server's copy with the matched words highlighted.
  const match = useSearchMatch(message);
  const html = sanitizeMessageHtml(
    message.id,
    message.last_edit_timestamp ?? 0,
    match?.match_content ?? message.content,
  );
  const ctx: EnhanceContext = useMemo(
    () => ({
      selfId,
      senderId: message.sender_id,
      twentyFour,
      ...(alertWords ? { alertWords } : {}),
      inGroup: (id) => isUserInGroupSetting(id, app.parley.getState()),
      temporaryUrl: (path) => temporaryUrl(app.conn, path),
    }),
    [selfId, message.sender_id, twentyFour, alertWords, app],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the HTML changed, so enhance it again
  useLayoutEffect(() => {
    if (ref.current) enhanceContent(ref.current, ctx);
  }, [html, ctx]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks and keys on spoilers and links inside, which are focusable themselves
    <div
      ref={ref}
      className="message-content rendered-markdown"
      onClick={(e) => onContentClick(e, ctx)}
      onKeyDown={onContentKeyDown}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, through model/sanitize
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

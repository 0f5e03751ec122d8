/**
 * Zulip-flavoured Markdown → the HTML a Zulip server stores as `rendered_content`, and the
 * edit-history diff of two renderings. The one renderer: the server stores what it renders,
 * and the browser (which loads this module with import() the first time compose opens)
 * renders local echo and previews with it. It knows nothing of a database or a store: the
 * caller passes what a message may refer to (RenderContext; a client builds it from its
 * store with contextFromClientState). It uses no Node API, so it runs in both.
 */
export { encodeChannel, hashUtilEncode } from './channel-links';
export {
  type ClientRenderState,
  contextFromClientState,
  renderForClient,
  trimMessageContent,
} from './context';
export { customEmojiName, customEmojiNameError } from './custom-emoji-name';
export { htmlDiff } from './diff';
export { emojiCodeOfText, unicodeEmojiByName, unicodeEmojiNameByCode } from './emoji-data';
export { escapeAttr, escapeText } from './escape';
export { topicLinks, validateLinkifier } from './linkifiers';
export { renderMarkdown } from './render';
export type { Linkifier, RenderContext, Rendered } from './types';

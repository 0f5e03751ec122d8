/**
 * Zulip-flavoured Markdown → the HTML a Zulip server stores as `rendered_content`, and the
 * edit-history diff of two renderings. The renderer knows nothing of the database: the
 * caller passes what a message may refer to (see RenderContext).
 */
export { encodeChannel, hashUtilEncode } from './channel-links';
export { htmlDiff } from './diff';
export { emojiCodeOfText, unicodeEmojiByName, unicodeEmojiNameByCode } from './emoji-data';
export { escapeAttr, escapeText } from './escape';
export { topicLinks, validateLinkifier } from './linkifiers';
export { renderMarkdown } from './render';
export type { Linkifier, RenderContext, Rendered } from './types';

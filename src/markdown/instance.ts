import { Marked } from 'marked';
import { channelLink } from './channel-links';
import { emojiName } from './emoji';
import { fenceExtension, spoilerRenderer } from './fences';
import { inlineTex, mathBlock } from './math';
import { groupMention, userMention } from './mentions';
import { renderer, zulipLinkRenderer } from './renderer';
import { timestamp } from './timestamp';
import { tokenizer } from './tokenizer';

/** The one Marked instance, configured once: every message renders through it. */
export const md = new Marked({ gfm: true, breaks: true, async: false });

md.use({
  extensions: [
    fenceExtension,
    spoilerRenderer,
    mathBlock,
    timestamp,
    userMention,
    groupMention,
    channelLink,
    inlineTex,
    emojiName,
    zulipLinkRenderer,
  ],
  tokenizer,
  renderer,
});

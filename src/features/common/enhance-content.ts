/**
 * What a rendered message needs after it is in the page (the HTML itself comes sanitized from
 * model/sanitize): times in the reader's zone, the reader's own mentions and alert words marked, uploaded images
 * loaded through temporary URLs, and the stylesheets for math and code loaded the first time a
 * message needs them. Clicks (spoilers, upload links, @-mentions opening a user card) are handled by onContentClick.
 */
import { UPLOAD_PATH, uploadPath } from '../../model/sanitize';
import { formatFullTime, formatTimestamp } from '../../model/time';
import { highlightAlertWords } from './alert-words';
import { openUserCard } from './user-card-state';

export interface EnhanceContext {
  selfId: number;
  /** Whether the reader is in a user group (directly or through a subgroup). */
  inGroup?(groupId: number): boolean;
  /** Who wrote the message: one's own group mention is not a mention of oneself. */
  senderId?: number;
  twentyFour: boolean;
  /** The reader's alert words to mark: given for messages the server flagged has_alert_word. */
  alertWords?: readonly string[];
  temporaryUrl(path: string): Promise<string>;
}

let katexCss: Promise<unknown> | undefined;
let codeCss: Promise<unknown> | undefined;

export function enhanceContent(root: HTMLElement, ctx: EnhanceContext): void {
  highlightAlertWords(root, ctx.alertWords ?? []);
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[datetime]')) {
    const shown = formatTimestamp(time.dateTime, ctx.twentyFour);
    if (!shown) continue;
    time.textContent = shown;
    time.title = formatFullTime(Date.parse(time.dateTime) / 1000, ctx.twentyFour);
  }
  for (const mention of root.querySelectorAll<HTMLElement>('.user-mention[data-user-id]')) {
    const id = mention.dataset.userId;
    if (id === String(ctx.selfId) || id === '*') mention.classList.add('user-mention-me');
    // A person's mention opens their user card.
    if (id && /^\d+$/.test(id)) {
      mention.tabIndex = 0;
      mention.setAttribute('role', 'button');
      mention.setAttribute('aria-haspopup', 'dialog');
    }
  }
  // A (non-silent) mention of a group the reader is in is a mention of the reader, as in Zulip,
  // when someone else wrote it.
  const fromSelf = ctx.senderId === ctx.selfId;
  for (const mention of root.querySelectorAll<HTMLElement>(
    '.user-group-mention[data-user-group-id]:not(.silent)',
  )) {
    const id = Number(mention.dataset.userGroupId);
    if (!fromSelf && ctx.inGroup?.(id)) mention.classList.add('user-mention-me');
  }
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-upload-src]')) {
    const path = img.dataset.uploadSrc;
    if (!path || img.src) continue;
    img.alt ||= 'Uploaded image';
    ctx
      .temporaryUrl(path)
      .then((url) => {
        img.src = url;
      })
      .catch(() => img.classList.add('upload-unavailable'));
  }
  for (const header of root.querySelectorAll<HTMLElement>('.spoiler-header')) {
    header.tabIndex = 0;
    header.setAttribute('role', 'button');
    header.setAttribute(
      'aria-expanded',
      String(header.parentElement?.classList.contains('spoiler-open') ?? false),
    );
  }
  if (!katexCss && root.querySelector('.katex')) katexCss = import('katex/dist/katex.min.css');
  if (!codeCss && root.querySelector('.codehilite')) codeCss = import('./pygments.css');
}

/** The user an @-mention (of one person, not a group or everyone) names. */
function mentionedUser(el: HTMLElement): number | undefined {
  const id = el.classList.contains('user-mention') ? el.dataset.userId : undefined;
  return id && /^\d+$/.test(id) ? Number(id) : undefined;
}

function toggleSpoiler(header: Element) {
  const block = header.parentElement;
  const open = block?.classList.toggle('spoiler-open') ?? false;
  block?.querySelector('.spoiler-content')?.setAttribute('aria-hidden', String(!open));
  header.setAttribute('aria-expanded', String(open));
}

/** Enter or Space on a focused spoiler header opens or closes it. */
export function onContentKeyDown(event: React.KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if ((event.key === 'Enter' || event.key === ' ') && target.classList.contains('spoiler-header')) {
    event.preventDefault();
    toggleSpoiler(target);
  } else if ((event.key === 'Enter' || event.key === ' ') && mentionedUser(target) !== undefined) {
    event.preventDefault();
    openUserCard(mentionedUser(target)!, target);
  }
}

/** Clicks inside message content: spoilers open and close; upload links open their file. */
export function onContentClick(event: React.MouseEvent<HTMLElement>, ctx: EnhanceContext): void {
  const target = event.target as HTMLElement;
  const header = target.closest('.spoiler-header');
  if (header && !target.closest('a')) {
    toggleSpoiler(header);
    return;
  }
  const mention = target.closest<HTMLElement>('.user-mention[data-user-id]');
  if (mention && mentionedUser(mention) !== undefined) {
    openUserCard(mentionedUser(mention)!, mention);
    return;
  }
  const link = target.closest('a');
  const href = link?.getAttribute('href');
  if (link && href && UPLOAD_PATH.test(href)) {
    // The plain path needs credentials; open the file by a temporary URL instead.
    event.preventDefault();
    const opened = window.open('', '_blank', 'noopener');
    ctx
      .temporaryUrl(uploadPath(href))
      .then((url) => {
        if (opened) opened.location.href = url;
        else window.location.href = url;
      })
      .catch(() => opened?.close());
  }
}

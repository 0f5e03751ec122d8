import { useEffect, useMemo } from 'react';
import { useStoreValue } from '../features/common/app-context';
import { narrowTitle } from '../model/narrow-title';
import type { View } from '../model/route';
import { selectUnreadCounts } from '../store/unread-counts';

/** The view's title, and a one-line description for a channel (its description, as text). */
export function useViewTitle(view: View): { title: string; description?: string } {
  const title = useStoreValue((s) => {
    if (view.kind === 'inbox') return 'Inbox';
    if (view.kind === 'recent') return 'Recent conversations';
    if (view.kind === 'drafts') return 'Drafts';
    if (view.kind === 'scheduled') return 'Scheduled messages';
    return narrowTitle(s, view.narrow);
  });
  const description = useStoreValue((s) => {
    if (view.kind !== 'narrow' || view.narrow.length !== 1) return undefined;
    const [term] = view.narrow;
    if (term?.operator !== 'channel' || typeof term.operand !== 'number') return undefined;
    return s.channels[term.operand]?.rendered_description || undefined;
  });
  // The rendered description as plain text (no Markdown marks); parsing runs no scripts.
  const text = useMemo(
    () =>
      description &&
      (new DOMParser().parseFromString(description, 'text/html').body.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    [description],
  );
  return text ? { title, description: text } : { title };
}

/** "(12) Verona > lunch - Parley Dev": the page title with the unread count. */
export function useDocumentTitle(title: string): void {
  const unread = useStoreValue((s) => selectUnreadCounts(s).total);
  const realm = useStoreValue((s) => s.realm.name);
  useEffect(() => {
    document.title = `${unread > 0 ? `(${unread}) ` : ''}${title} - ${realm || 'Parley'}`;
  }, [unread, title, realm]);
}

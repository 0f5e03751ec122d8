/** Saved snippets by ID. */
import type { SavedSnippetsEvent } from '../api/types/event';
import type { SavedSnippet } from '../api/types/models';
import type { ReduceContext } from './state';

export function reduceSavedSnippets(
  snippets: Record<number, SavedSnippet>,
  event: SavedSnippetsEvent,
  ctx: ReduceContext,
): Record<number, SavedSnippet> {
  if (event.op === 'add' || event.op === 'update') {
    const next = ctx.draft.copy(snippets);
    next[event.saved_snippet.id] = event.saved_snippet;
    return next;
  }
  if (!(event.saved_snippet_id in snippets)) return snippets;
  const next = ctx.draft.copy(snippets);
  delete next[event.saved_snippet_id];
  return next;
}

/**
 * The server's search highlighting, kept per search narrow (not on the message, which every
 * other view shares): from GET /messages pages and GET /messages/matches_narrow answers.
 */
import type { ParleyState, SearchMatch, StoredMessage } from './state';

export interface MatchFields {
  match_content?: string;
  match_subject?: string;
}

/** The highlights a search window shows, with these added (none added: the same object). */
export function addSearchMatches(
  state: ParleyState,
  key: string,
  found: Iterable<[number, MatchFields]>,
): ParleyState['searchMatches'] {
  let map: Map<number, SearchMatch> | undefined;
  for (const [id, fields] of found) {
    const message = state.messages.byId.get(id);
    if (!message || fields.match_content === undefined) continue;
    map ??= new Map(state.searchMatches[key]);
    map.set(id, {
      match_content: fields.match_content,
      match_subject: fields.match_subject ?? message.subject,
      content: message.content,
      subject: message.subject,
    });
  }
  return map ? { ...state.searchMatches, [key]: map } : state.searchMatches;
}

/** A message's highlighting in a search narrow, if it still applies to what the message says. */
export function searchMatchOf(
  state: ParleyState,
  key: string,
  message: StoredMessage,
): SearchMatch | undefined {
  const match = state.searchMatches[key]?.get(message.id);
  if (!match || match.content !== message.content || match.subject !== message.subject) return;
  return match;
}

/**
 * The topic typeahead: a destination channel's topics matching what was typed, those starting
 * with it first, each group newest first; the topic typed exactly is not suggested again.
 */
import type { TopicSummary } from '../../store/state';

export function topicSuggestions(
  topics: Iterable<TopicSummary>,
  typed: string,
  limit = 8,
): string[] {
  const q = typed.trim().toLowerCase();
  const starts: TopicSummary[] = [];
  const contains: TopicSummary[] = [];
  for (const t of topics) {
    const name = t.name.toLowerCase();
    if (name === q) continue;
    if (name.startsWith(q)) starts.push(t);
    else if (name.includes(q)) contains.push(t);
  }
  const newest = (a: TopicSummary, b: TopicSummary) => b.max_id - a.max_id;
  return [...starts.sort(newest), ...contains.sort(newest)].slice(0, limit).map((t) => t.name);
}

/**
 * The message typeahead's code and data load with the compose box, not with the first page:
 * `loadTypeahead()` starts the import once and every caller shares it.
 */
import type { ReactNode } from 'react';
import type { ComposeTarget } from '../../model/compose-target';
import type { Replacement } from '../../model/typeahead';
import type { AppServices } from '../common/app-context';
import { retrying } from '../common/retrying-import';

/** What the text before the cursor asks for: the choices and the text each becomes. */
export interface Suggestions {
  /** The listbox's name ("Mention suggestions"). */
  label: string;
  /** The range of the message a choice replaces. */
  start: number;
  end: number;
  items: readonly unknown[];
  insert(item: unknown): string;
  render(item: unknown): ReactNode;
  /** Data still loading (a channel's topics, the emoji names): ask again when it is in. */
  pending?: Promise<unknown>;
  /**
   * What `>` makes of the highlighted choice, if it goes on to another list (a channel to its
   * topics, as Zulip's): the text it becomes, which the list then looks at.
   */
  chain?(item: unknown): string | undefined;
}

export interface TypeaheadEngine {
  suggest(
    app: AppServices,
    target: ComposeTarget,
    text: string,
    caret: number,
  ): Suggestions | undefined;
  /** `>` typed at `caret`, right after a channel's link: the link reopened for a topic. */
  topicJump(app: AppServices, text: string, caret: number): Replacement | undefined;
}

let loading: Promise<TypeaheadEngine> | undefined;

export function loadTypeahead(): Promise<TypeaheadEngine> {
  loading ??= retrying(() => import('./engine'))().then((m) => m.engine);
  return loading;
}

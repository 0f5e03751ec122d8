/**
 * The message typeahead for any textarea (the compose box, a message being edited): `@` people,
 * groups and wildcards (`@_` silently), `#` channels and `#**channel>topic**`, `:` emoji.
 * The engine and the list load on first use (`loadTypeahead`), never with the first page.
 */
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useState,
} from 'react';
import type { ComposeTarget } from '../../model/compose-target';
import { useApp } from '../common/app-context';
import { retrying } from '../common/retrying-import';
import { listKeys, optionId } from './Combobox';
import { loadTypeahead, type Suggestions, type TypeaheadEngine } from './lazy-typeahead';

const TypeaheadList = lazy(retrying(() => import('./TypeaheadList')));

export interface TextTypeaheadOptions {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The conversation the text is for (which wildcards it may use), read at each look. */
  target(): ComposeTarget;
  /** Puts a choice's text in place of `start`..`end` of the textarea's value. */
  replace(start: number, end: number, text: string): void;
}

export interface TextTypeahead {
  /** For the textarea: its ARIA attributes, and what closes or follows the list. */
  inputProps: {
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
    onSelect(e: { currentTarget: HTMLTextAreaElement }): void;
    onBlur(): void;
  };
  /** Call from the textarea's onChange: looks at the text before the cursor. */
  onInput(el: HTMLTextAreaElement): void;
  /**
   * Call first in the textarea's onKeyDown: arrows move, Enter and Tab pick, Esc closes the
   * list, `>` goes on from a channel to its topics. True if the key was used (and must do
   * nothing else: Enter picks, not sends or saves).
   */
  onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>): boolean;
  /** The list, to render beside the textarea inside a positioned element. */
  list: ReactNode;
}

export function useTextTypeahead({
  textareaRef,
  target,
  replace,
}: TextTypeaheadOptions): TextTypeahead {
  const app = useApp();
  const listId = useId();
  const [engine, setEngine] = useState<TypeaheadEngine>();
  const [found, setFound] = useState<Suggestions>();
  const [active, setActive] = useState(0);

  const look = (el: HTMLTextAreaElement, using = engine) => {
    if (!using) return;
    const next = using.suggest(app, target(), el.value, el.selectionStart);
    setFound(next);
    setActive(0);
    // Suggestions whose data was still loading: look again once it is in, if nothing moved.
    const { value, selectionStart } = el;
    void next?.pending?.then(() => {
      if (
        document.activeElement === el &&
        el.value === value &&
        el.selectionStart === selectionStart
      ) {
        look(el, using);
      }
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; `look` reads the latest text
  useEffect(() => {
    let live = true;
    void loadTypeahead().then((e) => {
      if (!live) return;
      setEngine(() => e);
      // What was typed while it loaded may already ask for suggestions.
      const el = textareaRef.current;
      if (el && document.activeElement === el) look(el, e);
    });
    return () => {
      live = false;
    };
  }, []);

  const items = found?.items ?? [];
  const open = found !== undefined && items.length > 0;
  const pick = (i: number) => {
    const item = found?.items[i];
    if (!found || !item) return;
    const text = found.insert(item);
    setFound(undefined);
    replace(found.start, found.end, text);
  };
  // `>` goes on from a channel to its topics, as in Zulip: it picks the highlighted channel, or
  // reopens the channel link just before the cursor. The new text's input event looks again.
  const goOn = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    const el = e.currentTarget;
    if (e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return false;
    if (el.selectionStart !== el.selectionEnd) return false;
    const item = open ? found.items[active] : undefined;
    const text = item === undefined ? undefined : found?.chain?.(item);
    if (found && text !== undefined) {
      setFound(undefined);
      replace(found.start, found.end, text);
      return true;
    }
    const jump = engine?.topicJump(app, el.value, el.selectionStart);
    if (!jump) return false;
    replace(jump.start, jump.end, jump.text);
    return true;
  };

  return {
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(listId, active) : undefined,
      onSelect: (e) => {
        if (found) look(e.currentTarget);
      },
      onBlur: () => setFound(undefined),
    },
    onInput: (el) => look(el),
    onKeyDown: (e) => {
      if (e.key === '>' && goOn(e)) {
        e.preventDefault();
        return true;
      }
      return listKeys(e, items.length, active, setActive, pick, () => setFound(undefined));
    },
    list: open && (
      <Suspense fallback={null}>
        <TypeaheadList
          id={listId}
          label={found.label}
          items={items}
          active={active}
          render={found.render}
          onPick={pick}
        />
      </Suspense>
    ),
  };
}

/**
 * Replaces `start`..`end` of a textarea's text through the browser's own editing where the user
 * is typing (so Undo takes it back); otherwise, or where that is missing (tests), by `setValue`.
 */
export function replaceInTextarea(
  el: HTMLTextAreaElement | null,
  start: number,
  end: number,
  text: string,
  setValue: (value: string) => void,
): void {
  if (el && document.activeElement === el) {
    el.setSelectionRange(start, end);
    if (document.execCommand?.('insertText', false, text)) return;
  }
  if (!el) return;
  setValue(el.value.slice(0, start) + text + el.value.slice(end));
  if (document.activeElement === el) {
    const caret = start + text.length;
    requestAnimationFrame(() => el.setSelectionRange(caret, caret));
  }
}

import { lazy, type RefObject, Suspense, useEffect, useId, useState } from 'react';
import { useApp, useStoreValue } from '../common/app-context';
import { listKeys, optionId } from './Combobox';
import { useComposeSession } from './compose-session';
import {
  composeStore,
  registerTextarea,
  replaceInCompose,
  setContent,
  useCompose,
} from './compose-state';
import { loadTypeahead, type Suggestions, type TypeaheadEngine } from './typeahead-loader';
import { uploadFiles } from './upload-loader';

const TypeaheadList = lazy(() => import('./typeahead/TypeaheadList'));

interface Props {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  enterSends: boolean;
  onSend(): void;
}

/**
 * `textbox` "Message": Enter or Ctrl+Enter sends (the user's `enter_sends`), the other adds a
 * line; @, # and : open suggestions (their code loads with the box); pasted files upload.
 */
export function MessageInput({ textareaRef, enterSends, onSend }: Props) {
  const app = useApp();
  const session = useComposeSession();
  const content = useCompose((s) => s.content);
  const maxLength = useStoreValue((s) => s.server.max_message_length);
  const listId = useId();
  const [engine, setEngine] = useState<TypeaheadEngine>();
  const [found, setFound] = useState<Suggestions>();
  const [active, setActive] = useState(0);

  const look = (el: HTMLTextAreaElement, using = engine) => {
    if (!using) return;
    const next = using.suggest(app, composeStore.getState().target, el.value, el.selectionStart);
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

  const pick = (i: number) => {
    const item = found?.items[i];
    if (!found || !item) return;
    const text = found.insert(item);
    setFound(undefined);
    replaceInCompose(found.start, found.end, text);
  };
  const items = found?.items ?? [];

  return (
    <div className="compose-input">
      <textarea
        ref={(el) => {
          textareaRef.current = el;
          registerTextarea(el);
        }}
        className="compose-textarea"
        aria-label="Message"
        aria-autocomplete="list"
        aria-controls={items.length ? listId : undefined}
        aria-activedescendant={items.length ? optionId(listId, active) : undefined}
        placeholder={enterSends ? 'Message (Enter to send)' : 'Message (Ctrl+Enter to send)'}
        value={content}
        rows={3}
        onChange={(e) => {
          setContent(e.target.value);
          session.typing.input(composeStore.getState().target, e.target.value);
          look(e.target);
        }}
        onSelect={(e) => found && look(e.currentTarget)}
        onBlur={() => setFound(undefined)}
        onPaste={(e) => {
          const files = [...e.clipboardData.files];
          if (files.length === 0) return;
          e.preventDefault();
          void uploadFiles(app, files);
        }}
        onKeyDown={(e) => {
          if (listKeys(e, items.length, active, setActive, pick, () => setFound(undefined))) return;
          if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.nativeEvent.isComposing) return;
          const modified = e.ctrlKey || e.metaKey;
          if (enterSends !== modified) {
            e.preventDefault();
            onSend();
          } else if (modified) {
            // Ctrl+Enter when Enter sends: a new line, as Shift+Enter.
            e.preventDefault();
            replaceInCompose(e.currentTarget.selectionStart, e.currentTarget.selectionEnd, '\n');
          }
        }}
      />
      {content.length > maxLength * 0.9 && (
        <span className="compose-count" aria-live="polite">
          {content.length} / {maxLength}
        </span>
      )}
      {found && items.length > 0 && (
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
      )}
    </div>
  );
}

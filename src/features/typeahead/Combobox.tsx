/**
 * An input with suggestions (WAI-ARIA combobox pattern): arrows move through the listbox,
 * Enter or Tab picks, Esc closes the list (a second Esc reaches the box or editor around it).
 * Focus stays in the input; the active option is announced through aria-activedescendant.
 */
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import './typeahead.css';

export interface ListboxProps<T> {
  id: string;
  label: string;
  options: readonly T[];
  active: number;
  optionKey(o: T): string;
  renderOption(o: T): ReactNode;
  onPick(o: T): void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export const optionId = (listId: string, i: number) => `${listId}-${i}`;

/** The list of suggestions; it never takes focus (mousedown is held back). */
export function Listbox<T>(props: ListboxProps<T>) {
  return (
    <div
      ref={props.ref}
      id={props.id}
      role="listbox"
      aria-label={props.label}
      className={`suggestions ${props.className ?? ''}`}
    >
      {props.options.map((o, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the input
        <div
          key={props.optionKey(o)}
          tabIndex={-1}
          id={optionId(props.id, i)}
          role="option"
          aria-selected={i === props.active}
          className={i === props.active ? 'suggestion active' : 'suggestion'}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => props.onPick(o)}
        >
          {props.renderOption(o)}
        </div>
      ))}
    </div>
  );
}

/** Arrow keys, Enter/Tab and Esc over a list of `count` options; true if the key was used. */
export function listKeys(
  e: KeyboardEvent,
  count: number,
  active: number,
  setActive: (i: number) => void,
  pick: (i: number) => void,
  close: () => void,
  /** Enter and Tab pick only once something was typed or chosen with the arrows. */
  canPick = true,
): boolean {
  if (count === 0) return false;
  switch (e.key) {
    case 'ArrowDown':
      setActive((active + 1) % count);
      break;
    case 'ArrowUp':
      setActive((active - 1 + count) % count);
      break;
    case 'Enter':
    case 'Tab':
      if (!canPick || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return false;
      if (e.nativeEvent.isComposing) return false;
      pick(active);
      break;
    case 'Escape':
      close();
      break;
    default:
      return false;
  }
  e.preventDefault();
  e.stopPropagation();
  return true;
}

interface ComboboxProps<T> {
  label: string;
  value: string;
  onInput(text: string): void;
  /** Suggestions for the current text. */
  options: readonly T[];
  optionKey(o: T): string;
  renderOption(o: T): ReactNode;
  onPick(o: T): void;
  placeholder?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Keys the list did not use (Backspace on an empty "To", say). */
  onKeyDown?(e: KeyboardEvent<HTMLInputElement>): void;
  onBlur?(): void;
  className?: string;
  invalid?: boolean;
}

export function Combobox<T>(props: ComboboxProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [navigated, setNavigated] = useState(false);
  const shown = open ? props.options : [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: new text, suggestions from the top
  useEffect(() => {
    setActive(0);
    setNavigated(false);
  }, [props.value]);
  const move = (i: number) => {
    setActive(i);
    setNavigated(true);
  };
  const pick = (i: number) => {
    const o = shown[i];
    if (o === undefined) return;
    props.onPick(o);
    setOpen(false);
  };
  return (
    <div className={`combobox ${props.className ?? ''}`}>
      <input
        ref={props.inputRef}
        role="combobox"
        aria-label={props.label}
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(listId, active) : undefined}
        aria-invalid={props.invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        value={props.value}
        onChange={(e) => {
          props.onInput(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          props.onBlur?.();
        }}
        onClick={() => setOpen(true)}
        onKeyDown={(e) => {
          const canPick = navigated || props.value.trim() !== '';
          const close = () => setOpen(false);
          if (listKeys(e, shown.length, active, move, pick, close, canPick)) return;
          if (e.key === 'ArrowDown' && !open) {
            setOpen(true);
            e.preventDefault();
            return;
          }
          props.onKeyDown?.(e);
        }}
      />
      {shown.length > 0 && (
        <Listbox
          id={listId}
          label={`${props.label} suggestions`}
          options={shown}
          active={active}
          optionKey={props.optionKey}
          renderOption={props.renderOption}
          onPick={(o) => {
            props.onPick(o);
            setOpen(false);
          }}
        />
      )}
      {shown.length === 0 && <span id={listId} hidden />}
    </div>
  );
}

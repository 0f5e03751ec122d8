/**
 * A `combobox` that finds users, user groups or channels as one types; Enter or a click picks
 * one. Arrow keys move through the `listbox`; Esc closes the list (and only then the overlay).
 */
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import {
  type Principal,
  type PrincipalKind,
  type PrincipalMatch,
  principalKey,
  searchPrincipals,
} from '../../model/principals';
import { useStoreValue } from '../common/app-context';

interface Props {
  label: string;
  kinds: readonly PrincipalKind[];
  exclude?(p: Principal): boolean;
  onPick(p: PrincipalMatch): void;
  disabled?: boolean;
  placeholder?: string;
  describedBy?: string;
}

export function PrincipalPicker({
  label,
  kinds,
  exclude,
  onPick,
  disabled,
  placeholder,
  describedBy,
}: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const users = useStoreValue((s) => s.users);
  const groups = useStoreValue((s) => s.groups);
  const channels = useStoreValue((s) => s.channels);
  const matches = useMemo(
    () =>
      open && query.trim() !== ''
        ? searchPrincipals({ users, groups, channels }, query, kinds, exclude)
        : [],
    [open, query, users, groups, channels, kinds, exclude],
  );
  const shown = open && matches.length > 0;
  const pick = (m: PrincipalMatch | undefined) => {
    if (!m) return;
    onPick(m);
    setQuery('');
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' && matches.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % matches.length);
    } else if (e.key === 'ArrowUp' && matches.length) {
      e.preventDefault();
      setActive((a) => (a - 1 + matches.length) % matches.length);
    } else if (e.key === 'Enter' && shown) {
      e.preventDefault();
      pick(matches[active]);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault(); // the list closes, not the overlay
      setOpen(false);
    }
  };
  return (
    <div className="principal-picker">
      <input
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${id}-${active}` : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className="picker-list"
        hidden={!shown}
      >
        {shown &&
          matches.map((m, i) => (
            <div
              key={principalKey(m)}
              id={`${id}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className="picker-option"
              // Before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(m);
              }}
            >
              <span>{m.label}</span>
              {m.detail && <span className="picker-detail">{m.detail}</span>}
            </div>
          ))}
      </div>
    </div>
  );
}

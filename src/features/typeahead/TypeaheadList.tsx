import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Listbox } from './Combobox';

interface Props {
  id: string;
  label: string;
  items: readonly unknown[];
  active: number;
  render(item: unknown): ReactNode;
  onPick(index: number): void;
}

/** The top of what clips `el`: its nearest scrolling ancestor, else the window. */
function clipTop(el: HTMLElement): number {
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (getComputedStyle(p).overflowY !== 'visible') return p.getBoundingClientRect().top;
  }
  return 0;
}

/**
 * The message typeahead's choices (the textarea keeps focus and the keys): above the text, or
 * below it where there is no room above (a message edited near the top of the feed).
 */
export default function TypeaheadList({ id, label, items, active, render, onPick }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [below, setBelow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !below && el.getBoundingClientRect().top < clipTop(el)) setBelow(true);
  });
  return (
    <Listbox
      ref={ref}
      id={id}
      label={label}
      className={below ? 'typeahead below' : 'typeahead'}
      options={items.map((item, i) => ({ item, i }))}
      active={active}
      optionKey={({ i }) => String(i)}
      renderOption={({ item }) => render(item)}
      onPick={({ i }) => onPick(i)}
    />
  );
}

import type { ReactNode } from 'react';
import { Listbox } from '../Combobox';

interface Props {
  id: string;
  label: string;
  items: readonly unknown[];
  active: number;
  render(item: unknown): ReactNode;
  onPick(index: number): void;
}

/** The message typeahead's choices, above the box (the textarea keeps focus and the keys). */
export default function TypeaheadList({ id, label, items, active, render, onPick }: Props) {
  return (
    <Listbox
      id={id}
      label={label}
      className="typeahead"
      options={items.map((item, i) => ({ item, i }))}
      active={active}
      optionKey={({ i }) => String(i)}
      renderOption={({ item }) => render(item)}
      onPick={({ i }) => onPick(i)}
    />
  );
}

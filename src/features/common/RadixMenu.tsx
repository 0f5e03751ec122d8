/**
 * The menu itself (Radix's accessible dropdown: arrow keys, type-ahead, Esc, focus returning to
 * the button). Loaded the first time any menu opens, so the first page does not carry it.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useId, useLayoutEffect, useRef } from 'react';
import type { ActionMenuProps, MenuChoices } from './ActionMenu';

export default function RadixMenu({
  label,
  actions,
  children,
  className,
  open,
  onOpenChange,
  align,
  onCloseAutoFocus,
  takeFocus,
}: ActionMenuProps & { open: boolean; onOpenChange(open: boolean): void; takeFocus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // In the commit itself: before the focus keeper, a frame later, finds the focus lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the plain button is replaced
  useLayoutEffect(() => {
    if (takeFocus) trigger.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Menu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger asChild ref={trigger}>
        <button type="button" className={className} aria-label={label} title={label}>
          {children}
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className="menu"
          align={align ?? 'end'}
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={onCloseAutoFocus}
          // Esc gives the focus back to the button at once: Radix does it only once the menu
          // is gone, after the focus keeper has seen the focus fall and moved it to the feed.
          onEscapeKeyDown={() => trigger.current?.focus({ preventScroll: true })}
        >
          {actions.map((a, i) =>
            a === 'separator' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity
              <Menu.Separator key={`sep-${i}`} className="menu-separator" />
            ) : 'choices' in a ? (
              <Choices key={a.group} {...a} />
            ) : (
              <Menu.Item
                key={a.label}
                className={a.danger ? 'menu-item danger' : 'menu-item'}
                disabled={a.disabled}
                onSelect={a.onSelect}
              >
                {a.label}
                {a.disabled && a.reason && <span className="menu-reason">{a.reason}</span>}
              </Menu.Item>
            ),
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** One labelled group of radio items, the checked one marked. */
function Choices({ group, choices }: MenuChoices) {
  const id = useId();
  const checked = choices.find((c) => c.checked)?.label ?? '';
  return (
    <div className="menu-choices">
      <Menu.Label id={id} className="menu-choices-label">
        {group}:
      </Menu.Label>
      <Menu.RadioGroup value={checked} aria-labelledby={id} className="menu-choices-items">
        {choices.map((c) => (
          <Menu.RadioItem
            key={c.label}
            value={c.label}
            className="menu-item menu-choice"
            onSelect={c.onSelect}
          >
            {c.label}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </div>
  );
}

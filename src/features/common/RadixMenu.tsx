/**
 * The menu itself (Radix's accessible dropdown: arrow keys, type-ahead, Esc, focus returning to
 * the button). Loaded the first time any menu opens, so the first page does not carry it.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ActionMenuProps } from './ActionMenu';

export default function RadixMenu({
  label,
  actions,
  children,
  className,
  open,
  onOpenChange,
  align,
  onCloseAutoFocus,
}: ActionMenuProps & { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Menu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger asChild>
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
        >
          {actions.map((a, i) =>
            a === 'separator' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity
              <Menu.Separator key={`sep-${i}`} className="menu-separator" />
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

import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { SUBSCRIPTION_COLORS } from '../../api/constants';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { setSubscriptionProperty } from './channel-actions';
import '../common/dialog.css';
import './color-picker.css';
import { useReturnFocus } from '../common/return-focus';

interface Props {
  stream_id: number;
  onClose(): void;
}

/** `dialog` "Change colour": the channel's colour for this user. */
export default function ColorPicker({ stream_id, onClose }: Props) {
  const app = useApp();
  const name = useStoreValue((s) => s.channels[stream_id]?.name ?? '');
  const current = useStoreValue((s) => s.subscriptions[stream_id]?.color ?? '#c2c2c2');
  const [color, setColor] = useState(current);
  const id = useId();
  const save = async () => {
    if (
      await attempt('change the colour', () =>
        setSubscriptionProperty(app, stream_id, 'color', color),
      )
    ) {
      onClose();
    }
  };
  // Opened from a menu or a button, not a Trigger: Radix would leave the focus on the page.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="dialog color-picker"
          aria-describedby={undefined}
        >
          <Dialog.Title>Change colour for #{name}</Dialog.Title>
          <fieldset className="swatches">
            <legend className="visually-hidden">Colours</legend>
            {SUBSCRIPTION_COLORS.map((c) => (
              <input
                key={c}
                type="radio"
                name={`${id}-palette`}
                aria-label={c}
                className="swatch"
                style={{ backgroundColor: c }}
                checked={c === color}
                onChange={() => setColor(c)}
              />
            ))}
          </fieldset>
          <label htmlFor={id} className="custom-colour">
            Custom colour{' '}
            <input id={id} type="color" value={color} onChange={(e) => setColor(e.target.value)} />
          </label>
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button">Cancel</button>
            </Dialog.Close>
            <button type="button" className="primary" onClick={() => void save()}>
              Save
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

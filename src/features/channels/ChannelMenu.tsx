import { lazy, Suspense, useState } from 'react';
import { ActionMenu } from '../common/ActionMenu';
import { useApp } from '../common/app-context';
import { retrying } from '../common/retrying-import';
import { channelActions } from './channel-actions';

interface Props {
  stream_id: number;
  /** The channel's name, from the row (a store subscription per row cost every update). */
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const ColorPicker = lazy(retrying(() => import('./ColorPicker')));

/** A subscribed channel's actions, built from the state when the menu opens. */
export function ChannelMenu({ stream_id, name, open, onOpenChange }: Props) {
  const app = useApp();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <ActionMenu
        label={`Channel actions for ${name}`}
        actions={open ? channelActions(app, stream_id, () => setPicking(true)) : []}
        open={open}
        onOpenChange={onOpenChange}
      />
      {picking && (
        <Suspense fallback={null}>
          <ColorPicker stream_id={stream_id} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}

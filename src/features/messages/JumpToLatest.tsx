import { useState } from 'react';
import { Icon } from '../common/icons';

/** Shown when the reader is above the newest message: back to the bottom in one click. */
export function JumpToLatest({ onJump }: { onJump(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="jump-to-latest"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        onJump().finally(() => setBusy(false));
      }}
    >
      <Icon name="arrowDown" /> Jump to latest
    </button>
  );
}

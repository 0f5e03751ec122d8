/** Shows the status dialog while it is open, loading its chunk the first time. */
import { lazy, Suspense } from 'react';
import { retrying } from '../common/retrying-import';
import { useStatusDialogOpen } from './status-dialog-state';

const StatusDialog = lazy(retrying(() => import('./StatusDialog')));

export function StatusDialogHost() {
  const open = useStatusDialogOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StatusDialog />
    </Suspense>
  );
}

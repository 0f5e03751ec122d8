import { lazy, Suspense } from 'react';
import { retrying } from '../common/retrying-import';

const ScheduledList = lazy(retrying(() => import('./ScheduledList')));

/** The Scheduled messages view (`#scheduled`); its code loads when it is first opened. */
export function ScheduledView() {
  return (
    <Suspense fallback={<p className="empty-state">Loading scheduled messages…</p>}>
      <ScheduledList />
    </Suspense>
  );
}

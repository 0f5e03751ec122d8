import { lazy, Suspense } from 'react';
import { retrying } from '../common/retrying-import';

const DraftList = lazy(retrying(() => import('./DraftList')));

/** The Drafts view (`#drafts`); its code loads when it is first opened. */
export function DraftsView() {
  return (
    <Suspense fallback={<p className="empty-state">Loading drafts…</p>}>
      <DraftList />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';

const DraftList = lazy(() => import('./DraftList'));

/** The Drafts view (`#drafts`); its code loads when it is first opened. */
export function DraftsView() {
  return (
    <Suspense fallback={<p className="empty-state">Loading drafts…</p>}>
      <DraftList />
    </Suspense>
  );
}

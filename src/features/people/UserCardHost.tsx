import { lazy, Suspense } from 'react';
import { retrying } from '../common/retrying-import';
import { useOpenUserCard } from '../common/user-card-state';

/** The card is a chunk of its own, fetched as it first opens. */
const UserCard = lazy(retrying(() => import('./UserCard').then((m) => ({ default: m.UserCard }))));

/** Shows the open user card, if any (see common/user-card-state.ts). */
export function UserCardHost() {
  const card = useOpenUserCard();
  if (!card) return null;
  return (
    <Suspense fallback={null}>
      <UserCard key={card.user_id} card={card} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { retrying } from '../common/retrying-import';
import { loadUserCard, useOpenUserCard } from './user-card-state';

const UserCard = lazy(retrying(() => loadUserCard().then((m) => ({ default: m.UserCard }))));

/** Shows the open user card, if any (see user-card-state.ts). */
export function UserCardHost() {
  const card = useOpenUserCard();
  if (!card) return null;
  return (
    <Suspense fallback={null}>
      <UserCard key={card.user_id} card={card} />
    </Suspense>
  );
}

import { useStoreValue } from './app-context';

interface Props {
  user_id: number;
  size?: number;
  /** The message's avatar_url when there is one (it may be newer than the user's). */
  url?: string | null;
}

/** A user's picture; `/avatar/{id}` when the server gave no URL (client_gravatar). */
export function Avatar({ user_id, size = 32, url }: Props) {
  const fromUser = useStoreValue((s) => s.users[user_id]?.avatar_url);
  const src = url ?? fromUser ?? `/avatar/${user_id}`;
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A channel's privacy as an icon, wherever a channel is named (sidebar, feed, channel browser). */
import './channel-icon.css';

interface Props {
  inviteOnly: boolean;
  webPublic: boolean;
}

/** The channel's privacy as an icon (#, lock, globe), with its meaning for screen readers. */
export function ChannelIcon({ inviteOnly, webPublic }: Props) {
  if (!inviteOnly && !webPublic) {
    return (
      <span className="channel-icon" aria-hidden>
        #
      </span>
    );
  }
  return (
    <span className="channel-icon" role="img" aria-label={inviteOnly ? 'private' : 'web-public'}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden focusable="false">
        {inviteOnly ? (
          <path
            d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z"
            fill="currentColor"
          />
        ) : (
          <path
            d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm4.9 6h-2.4a11 11 0 0 0-1-4.3A5 5 0 0 1 12.9 7zM8 3c.6.8 1.3 2.2 1.5 4h-3C6.7 5.2 7.4 3.8 8 3zM6.5 2.7A11 11 0 0 0 5.5 7H3.1a5 5 0 0 1 3.4-4.3zM3.1 9h2.4a11 11 0 0 0 1 4.3A5 5 0 0 1 3.1 9zM8 13c-.6-.8-1.3-2.2-1.5-4h3c-.2 1.8-.9 3.2-1.5 4zm1.5.3a11 11 0 0 0 1-4.3h2.4a5 5 0 0 1-3.4 4.3z"
            fill="currentColor"
          />
        )}
      </svg>
    </span>
  );
}

import { useStore } from 'zustand';
import { dismissNotice, noticeStore } from './notices';
import './notices.css';

/** The notices of notices.ts, announced to screen readers as they come. */
export function Notices() {
  const notices = useStore(noticeStore, (s) => s.notices);
  return (
    <div className="notices" role="status">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.tone}`}>
          <span>{n.text}</span>
          {/* Read as one sentence with what follows ("Sent! Scroll down to view…"). */}{' '}
          {n.link && (
            <a href={n.link.href} onClick={() => dismissNotice(n.id)}>
              {n.link.label}
            </a>
          )}
          {n.action && (
            <button
              type="button"
              onClick={() => {
                dismissNotice(n.id);
                n.action?.run();
              }}
            >
              {n.action.label}
            </button>
          )}
          {n.retry && (
            <button
              type="button"
              onClick={() => {
                dismissNotice(n.id);
                n.retry?.();
              }}
            >
              Retry
            </button>
          )}
          <button
            type="button"
            className="quiet"
            aria-label="Dismiss"
            onClick={() => dismissNotice(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

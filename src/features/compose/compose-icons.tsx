/** The compose box's own line icons (16×16, currentColor, decorative). */
import { Icon } from '../common/icons';

const STROKES = {
  paperclip:
    'M11 4.5 5.8 9.7a1.4 1.4 0 0 0 2 2l5.3-5.3a2.9 2.9 0 0 0-4.1-4.1L3.6 7.7a4.4 4.4 0 0 0 6.2 6.2l4.1-4.1',
  snippet: 'M3.5 1.5h6l3 3v10h-9zM9.5 1.5v3h3M5.5 8h5M5.5 10.5h5',
} as const;

export function ComposeIcon({ name }: { name: keyof typeof STROKES | 'eye' }) {
  if (name === 'eye') return <Icon name="eye" />;
  return (
    <svg
      className="icon"
      viewBox="0 0 16 16"
      width={16}
      height={16}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={STROKES[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

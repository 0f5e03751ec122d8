/** Small line icons drawn for Parley (16×16, currentColor), always decorative (aria-hidden). */
const PATHS = {
  inbox: 'M2 9.5 4 3h8l2 6.5V13H2V9.5zm1.6-.5H6l1 1.5h2L10 9h2.4l-1.5-4.5H5.1L3.6 9z',
  clock:
    'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm0 1.5a5 5 0 1 1 0 10A5 5 0 0 1 8 3zm-.75 1.5v4.1l3.1 1.9.8-1.3-2.4-1.4V4.5h-1.5z',
  feed: 'M2 3h12v1.6H2V3zm0 4.2h12v1.6H2V7.2zm0 4.2h8v1.6H2v-1.6z',
  at: 'M8 1.5a6.5 6.5 0 1 0 3.3 12.1l-.8-1.3A5 5 0 1 1 13 8v.6c0 .8-.5 1.4-1.1 1.4s-1.1-.6-1.1-1.4V5h-1.4v.5A3 3 0 1 0 10 10.4c.4.9 1.1 1.4 1.9 1.4 1.5 0 2.6-1.3 2.6-3.1V8A6.5 6.5 0 0 0 8 1.5zm0 5a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2z',
  star: 'm8 1.3 2 4.2 4.6.6-3.3 3.2.8 4.5L8 11.6l-4.1 2.2.8-4.5L1.4 6.1l4.6-.6L8 1.3z',
  pencil: 'm11 1.8 3.2 3.2-8.6 8.6L2 14.4l.8-3.6L11 1.8zm0 2.1-6.8 6.8-.4 1.5 1.5-.4L12 5l-1-1.1z',
  menu: 'M2 3.5h12V5H2V3.5zm0 3.8h12v1.5H2V7.3zm0 3.7h12v1.5H2V11z',
  people:
    'M5.5 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM1 13c0-2.5 2-4.5 4.5-4.5S10 10.5 10 13v.5H1V13zm10-6.5a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm.5 1.5c1.9.3 3.5 2 3.5 4v.5h-3.6A5.8 5.8 0 0 0 10 8.3c.4-.2 1-.3 1.5-.3z',
  search:
    'M7 1.5a5.5 5.5 0 0 1 4.4 8.8l3.3 3.3-1.1 1.1-3.3-3.3A5.5 5.5 0 1 1 7 1.5zM7 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  check: 'm6.3 10.6 6.9-6.9 1.1 1.1-8 8-4-4 1.1-1.1 2.9 2.9z',
  chevronDown: 'm3.5 5.5 4.5 4.5 4.5-4.5 1 1L8 12 2.5 6.5l1-1z',
  chevronRight: 'm5.5 3.5 4.5 4.5-4.5 4.5 1 1L12 8 6.5 2.5l-1 1z',
  arrowDown: 'M7.25 2h1.5v9.1l3.2-3.2 1.1 1.1L8 14.1 2.9 9l1.1-1.1 3.2 3.2V2z',
  bell: 'M8 1.5a4 4 0 0 1 4 4v3l1.5 2.5h-11L4 8.5v-3a4 4 0 0 1 4-4zM6.3 12.5h3.4a1.7 1.7 0 0 1-3.4 0z',
  mute: 'M8 1.5a4 4 0 0 1 4 4v3l1.5 2.5H5.3l6.3-6.3zM2.5 13.4 13.4 2.5l1.1 1.1L3.6 14.5l-1.1-1.1zM4 8.5v-3a4 4 0 0 1 .7-2.3L4 9.9z',
  eye: 'M8 3C4.4 3 1.7 5.6 1 8c.7 2.4 3.4 5 7 5s6.3-2.6 7-5c-.7-2.4-3.4-5-7-5zm0 1.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

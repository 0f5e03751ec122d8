import { KIND_LABELS } from '../../model/palette';
import { Avatar } from '../common/Avatar';
import { Icon, type IconName } from '../common/icons';
import type { PaletteResult } from './usePaletteResults';

/** Shapes of the kinds the shared icon set lacks: a topic's bubble, an action's bolt. */
const OWN_PATHS = {
  topic: 'M2 3h12v8H6.5L3.5 13.8V11H2V3zm1.5 1.5v5H5v1.2l1.2-1.2h6.3v-5h-9z',
  action: 'M9.5 1 3 9h4l-1 6 6.5-8h-4l1-6z',
} as const;

function KindIcon({ result }: { result: PaletteResult }) {
  const { item } = result;
  if (item.kind === 'person' && item.user_id !== undefined) {
    return <Avatar user_id={item.user_id} size={20} />;
  }
  if (item.kind === 'view') return <Icon name={(item.icon ?? 'feed') as IconName} />;
  if (item.kind === 'setting') return <Icon name="gear" />;
  if (item.kind === 'dm') return <Icon name="people" />;
  if (item.kind === 'channel') {
    return (
      <svg className="icon" viewBox="0 0 16 16" width={16} height={16} aria-hidden="true">
        <path
          d="M6.5 2 5 14M11 2 9.5 14M2.5 5.5h11M2 10.5h11"
          stroke="currentColor"
          strokeWidth={1.5}
          fill="none"
        />
      </svg>
    );
  }
  const path = item.kind === 'action' ? OWN_PATHS.action : OWN_PATHS.topic;
  return (
    <svg className="icon" viewBox="0 0 16 16" width={16} height={16} aria-hidden="true">
      <path d={path} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** The text with its matched characters in bold. */
function Highlighted({ text, positions }: { text: string; positions: readonly number[] }) {
  if (positions.length === 0) return <>{text}</>;
  const marked = new Set(positions);
  const parts: { text: string; hit: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const hit = marked.has(i);
    const last = parts.at(-1);
    if (last && last.hit === hit) last.text += text[i];
    else parts.push({ text: text[i]!, hit });
  }
  return (
    <>
      {parts.map((p, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}

/** What a screen reader says of an option: "Denmark, Channel, 3 unread". */
export function optionName({ item }: PaletteResult): string {
  const parts = [item.text];
  if (item.detail) parts.push(item.detail);
  parts.push(KIND_LABELS[item.kind]);
  if (item.unread > 0) parts.push(`${item.unread} unread`);
  return parts.join(', ');
}

interface Props {
  id: string;
  result: PaletteResult;
  active: boolean;
  onPoint(): void;
  onChoose(): void;
}

/** One result: kind icon, name (matched letters in bold), where it is, its kind, unread count. */
export function PaletteOption({ id, result, active, onPoint, onChoose }: Props) {
  const { item } = result;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      aria-label={optionName(result)}
      className="palette-option"
      onPointerMove={onPoint}
      // Keep the focus in the input.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
    >
      <span className="palette-icon" data-kind={item.kind}>
        <KindIcon result={result} />
      </span>
      <span className="palette-text">
        <span className="palette-name">
          <Highlighted text={item.text} positions={result.positions} />
        </span>
        {item.detail && <span className="palette-detail">{item.detail}</span>}
      </span>
      <span className="palette-kind">{KIND_LABELS[item.kind]}</span>
      {item.unread > 0 && <span className="count">{item.unread}</span>}
    </div>
  );
}

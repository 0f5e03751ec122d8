import { selectUnreadCounts } from '../../store/unread-counts';
import { useStoreValue } from '../common/app-context';
import { Icon } from '../common/icons';
import { useDrafts } from '../drafts';
import type { Selection } from './selection';

const label = (name: string, count: number, what = 'unread') =>
  count > 0 ? `${name}, ${count} ${what}` : name;

/** The views at the top of the left sidebar, in Zulip's order, with their counts. */
export function ViewLinks({ selected }: { selected: Selection['view'] }) {
  const total = useStoreValue((s) => selectUnreadCounts(s).total);
  const mentions = useStoreValue((s) => selectUnreadCounts(s).mentions);
  const starred = useStoreValue((s) => s.starred.length);
  const drafts = useDrafts().length;
  // Listed while there are some, as Zulip does (and while the list is open).
  const scheduled = useStoreValue((s) => Object.keys(s.scheduledMessages).length);
  const showScheduled = scheduled > 0 || selected === 'scheduled';
  const views = [
    { id: 'inbox', href: '#inbox', name: 'Inbox', icon: 'inbox', count: total },
    { id: 'recent', href: '#recent', name: 'Recent conversations', icon: 'clock', count: 0 },
    { id: 'feed', href: '#feed', name: 'Combined feed', icon: 'feed', count: total },
    { id: 'mentions', href: '#narrow/is/mentioned', name: 'Mentions', icon: 'at', count: mentions },
    {
      id: 'starred',
      href: '#narrow/is/starred',
      name: 'Starred messages',
      icon: 'star',
      count: starred,
      what: 'starred',
    },
    {
      id: 'drafts',
      href: '#drafts',
      name: 'Drafts',
      icon: 'pencil',
      count: drafts,
      what: drafts === 1 ? 'draft' : 'drafts',
    },
    ...(showScheduled
      ? ([
          {
            id: 'scheduled',
            href: '#scheduled',
            name: 'Scheduled messages',
            icon: 'calendar',
            count: scheduled,
            what: 'scheduled',
          },
        ] as const)
      : []),
  ] as const;
  return (
    <ul className="sidebar-views">
      {views.map((v) => (
        <li key={v.id}>
          <a
            href={v.href}
            className="sidebar-row"
            aria-current={selected === v.id ? 'page' : undefined}
            aria-label={label(v.name, v.count, 'what' in v ? v.what : 'unread')}
          >
            <span className="sidebar-icon">
              <Icon name={v.icon} />
            </span>
            <span className="sidebar-name">{v.name}</span>
            {v.count > 0 && (
              <span className={'what' in v ? 'count count-quiet' : 'count'} aria-hidden>
                {v.count}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

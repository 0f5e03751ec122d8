import { homeView, viewToHash } from '../../model/route';
import { useStoreValue } from '../common/app-context';

/** The organization's icon and name at the top of the left sidebar, leading to the home view. */
export function RealmHeader() {
  const name = useStoreValue((s) => s.realm.name);
  const icon = useStoreValue((s) => (typeof s.realm.icon_url === 'string' ? s.realm.icon_url : ''));
  const home = useStoreValue((s) => viewToHash(homeView(s.userSettings.web_home_view)));
  return (
    <a href={home} className="realm-header" aria-label={`${name}: home view`}>
      {icon ? (
        <img src={icon} alt="" width={24} height={24} className="realm-icon" />
      ) : (
        <span className="realm-icon realm-initial" aria-hidden>
          {name.slice(0, 1)}
        </span>
      )}
      <span className="realm-name">{name}</span>
    </a>
  );
}

/** The personal menu's status items: "Set status", and "Clear status" while one is set. */
import { updateStatus } from '../../api/endpoints/presence';
import { statusRequest } from '../../model/status-choices';
import type { MenuEntry } from '../common/ActionMenu';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { rememberExpiry } from './expiry';
import { openStatusDialog } from './status-dialog-state';

export function usePersonalMenuStatus(): MenuEntry[] {
  const { conn } = useApp();
  const self = useStoreValue((s) => s.current_user_id);
  const set = useStoreValue((s) => {
    const mine = s.userStatus[s.current_user_id];
    return Boolean(mine?.status_text || mine?.emoji_name);
  });
  const clear = () =>
    void attempt('clear your status', async () => {
      await updateStatus(conn, statusRequest('', null));
      rememberExpiry(conn.realm, self, null);
    });
  return [
    { label: 'Set status', onSelect: openStatusDialog },
    ...(set ? [{ label: 'Clear status', onSelect: clear }] : []),
  ];
}

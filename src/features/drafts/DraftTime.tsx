import { formatAgo, formatFullTime } from '../../model/time';
import { useStoreValue } from '../common/app-context';

/** When a draft last changed: "5 minutes ago", the full time on hover. */
export function DraftTime({ updated }: { updated: number }) {
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  const seconds = updated / 1000;
  return (
    <time dateTime={new Date(updated).toISOString()} title={formatFullTime(seconds, twentyFour)}>
      {formatAgo(seconds, Date.now() / 1000)}
    </time>
  );
}

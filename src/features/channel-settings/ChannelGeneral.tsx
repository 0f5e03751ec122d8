/** The General tab: what the channel is called, who can reach it, who can do what, archiving. */
import { ChannelArchive } from './ChannelArchive';
import { ChannelNameSection } from './ChannelNameSection';
import { ChannelPermissions } from './ChannelPermissions';
import { ChannelPrivacySection } from './ChannelPrivacySection';

export function ChannelGeneral({ stream_id }: { stream_id: number }) {
  return (
    <>
      <ChannelNameSection stream_id={stream_id} />
      <ChannelPrivacySection stream_id={stream_id} />
      <ChannelPermissions stream_id={stream_id} />
      <ChannelArchive stream_id={stream_id} />
    </>
  );
}

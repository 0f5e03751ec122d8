import { OverlayFrame, type OverlayScreenProps } from '../overlay/Overlay';

export default function GroupsOverlay({ onClose }: OverlayScreenProps) {
  return (
    <OverlayFrame title="User groups" onClose={onClose}>
      <div className="overlay-content">Coming.</div>
    </OverlayFrame>
  );
}

import { OverlayFrame, type OverlayScreenProps } from '../overlay/Overlay';

export default function OrganizationOverlay({ onClose }: OverlayScreenProps) {
  return (
    <OverlayFrame title="Organization settings" onClose={onClose}>
      <div className="overlay-content">Coming.</div>
    </OverlayFrame>
  );
}

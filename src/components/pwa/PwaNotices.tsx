import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';

/** The PWA's notices, stacked at the bottom of every screen. */
export function PwaNotices() {
  return (
    <div className="pwa-notices">
      <OfflineBanner />
      <UpdatePrompt />
    </div>
  );
}

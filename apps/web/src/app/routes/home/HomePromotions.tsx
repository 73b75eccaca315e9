import { Suspense } from 'react';
import { AdPopup, BannerCarousel } from '../../../features/promotions';
import { useSessionStore } from '../../../features/session';

/**
 * The home page's promotions: the banner carousel and the advertisement popups. A lazy chunk of
 * its own, loaded after the first paint, so the home route's initial JS does not grow.
 */
export default function HomePromotions() {
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.username ?? s.account);
  return (
    <Suspense fallback={null}>
      <BannerCarousel username={token ? username : null} />
      <AdPopup signedIn={token != null} />
    </Suspense>
  );
}

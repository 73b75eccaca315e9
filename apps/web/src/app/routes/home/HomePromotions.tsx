import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AdPopup, BannerCarousel, bannersQuery, closePopups, popupsClosed, usePopups } from '../../../features/promotions/home';
import { useSessionStore } from '../../../features/session';
import { getLanguage } from '../../../lib/i18n';
import { queryClient } from '../../query-client';

// The banners are the home page's largest paint: ask for them as soon as this chunk arrives (main.tsx
// fetches it with the shell on `/`), not once the page has rendered.
void queryClient.prefetchQuery(bannersQuery('home', getLanguage()));

/**
 * The home page's promotions: the banner carousel and the advertisement popups. A lazy chunk of
 * its own, loaded after the first paint. The popup's code (a modal and DOMPurify, ~35 KiB) loads
 * only when there is a popup to show, so the home route stays within its budget otherwise.
 */
export default function HomePromotions() {
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.username ?? s.account);
  const { i18n } = useTranslation();
  const popups = usePopups(token != null, i18n.language).data;
  const showPopup = !!popups?.length && !popupsClosed();
  return (
    <Suspense fallback={null}>
      <BannerCarousel username={token ? username : null} />
      {showPopup ? <AdPopup popups={popups} onClose={closePopups} /> : null}
    </Suspense>
  );
}

// The app itself, loaded by main.tsx (see there).
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { createRouter, firstPageCode } from './app/router';
import { bootLanguage, consolidatedSettingsQuery, statusQuery } from './features/system';
import { browserDeviceId } from './lib/device-id';
import { initI18n } from './lib/i18n';

browserDeviceId();
// The stored choice, else the merchant's default named in the page's HTML (issue 29: no flash of another language).
const language = bootLanguage();
// Sets the Language header's value at once (then loads the locale files): the first calls below
// must ask for the stored language's content (issue 29), not the default's under the stored key.
// The promotions page's own strings come with the shell's: its heading is that page's largest paint.
const firstPage = window.location.pathname === '/promotions' ? ['promotions'] : [];
const i18nReady = initI18n(language, firstPage).catch(() => undefined);
// Start the shell's first calls while the locale files load.
void queryClient.prefetchQuery(consolidatedSettingsQuery(language));
void queryClient.prefetchQuery(statusQuery(language));
// The pages visitors land on most start downloading with the shell, not after it has rendered, and
// the first render waits for them (it draws the page, not a fallback and then the page).
const pageCode = firstPageCode(window.location.pathname).catch(() => undefined);
if (window.location.pathname === '/') void import('./app/routes/home/HomePromotions');

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  // A transition: React renders the first page in slices and yields between them, instead of one
  // long task that blocks a phone's main thread (Lighthouse TBT), and keeps the HTML's early paint
  // on screen until the page can replace it (no blank fallback in between).
  const router = createRouter();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

/**
 * The page's HTML paints before the stylesheet has arrived and leaves it switched off (media
 * "print"; server spa.ts says why). Switch it on and wait for it, so the first render is styled.
 */
const stylesReady = () =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')].map(
      (link) =>
        new Promise<void>((resolve) => {
          const on = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) return on();
          // A failed stylesheet still lets the page render: unstyled is better than blank. One that
          // failed before this code ran fires no more events, hence the time limit.
          link.onload = link.onerror = on;
          setTimeout(on, 10_000);
        }),
    ),
  );

// Render even if a locale chunk failed: keys are better than a blank page.
Promise.all([i18nReady, stylesReady(), pageCode]).then(render);

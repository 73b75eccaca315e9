// The entry: the styles, then the app (boot.tsx). Its chunks are listed as modulepreloads in
// index.html (vite.config.ts, preloadApp), so they download with the page.
//
// Session 21 tried starting it only once the early paint's banner had been drawn (up to 1.5 s
// later): Lighthouse's mobile LCP on `/` was no better within the noise of a shared machine, and a
// phone on a slow network would wait that long before a tap did anything. It starts at once.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';

void import('./boot');

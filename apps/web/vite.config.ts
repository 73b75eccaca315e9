import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { paths } from './src/config/paths';

const api = 'http://127.0.0.1:3000';
/** Chunks index.html loads up front (see the framework group below and scripts/check-budget.mjs). */
const ALWAYS_LOADED =
  /(^|\/)(index|framework|api-client|headers|error-bus|rolldown-runtime|preload-helper|settings|session|payload-crypto|login-rules)-[\w-]+\.(js|css)$/;

/**
 * The app's pages, for the server: it answers 404 for a path that is none of them (server spa.ts),
 * from the one route table rather than a copy of it.
 */
const pageList = (): Plugin => ({
  name: 'arcadia-page-list',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'pages.json', source: JSON.stringify(Object.values(paths)) });
  },
});

export default defineConfig({
  plugins: [react(), pageList()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // Each lazy import carries the list of files to preload with it. Files that index.html
      // already loads on every page (the entry, the framework, the API client) are loaded by the
      // time any lazy import runs, so listing them again in every chunk only costs bytes: the home
      // route carried ~2.7 KiB gzip of such lists. Dropping them changes no load order.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => !ALWAYS_LOADED.test(d))),
    },
    rolldownOptions: {
      output: {
        // Measured (e2e/budget.spec.ts): left to itself the bundler split what every page shares into
        // 35 small files (203.7 KiB gzip for the logged-out home, over the 200 KiB budget); one
        // chunk for the framework and the Mantine pieces the shell always renders is 15 files and
        // 196.6 KiB. Only modules the first page needs anyway belong in this group. Session 3 (six
        // features merged, banners on home): 203.4 → 199.1 KiB with Stack, Title, the combobox
        // chevron and the preload helper here, preload lists without the always-loaded files, and
        // the promotions and system features' home-only entries. Session 7: the infinite-query
        // observer and hook (only the member's feedback list uses them) stay out of this group; in it
        // they put the home route at 200.3 KiB. Four tiny modules the home page loads anyway (the error
        // bus, the header names, two query-key tables) join the group instead of being four files.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?!@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](infiniteQueryObserver|useInfiniteQuery)\.)(react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next|zustand|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Input|InputBase|Transition|CloseButton|Group|Loader|UnstyledButton|SimpleGrid|Box|Stack|Title|Combobox[\\/](ComboboxChevron|get-parsed-combobox-data)|NativeSelect)))[\\/]|vite[\\/]preload-helper|src[\\/](lib[\\/](error-bus|zod-config)|common[\\/]headers|features[\\/](accounts|promotions)[\\/]api[\\/]keys)\.ts$/,
            },
            {
              // Six small contract modules every first page loads (error codes, session and login-rule
              // schemas, home banners, flag names) were six files, each with its own import preamble.
              // One file: home route 204.8 → 204.1 KB gzip (session 15, e2e/budget.spec.ts). Only these
              // modules, not what they import (that pulled lazily used zod code in: 205.2 KB); the
              // payload cipher stays out because it imports settings, which imports this chunk.
              name: 'shell-contract',
              includeDependenciesRecursively: false,
              test: /(packages[\\/]contract[\\/]src[\\/](accounts[\\/](errors|index)|session[\\/](index|login-rules)|promotions[\\/]home[\\/]index|system[\\/]flags))\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': api,
      '/lgw': api,
      // The console's API; `/ops` itself is the console page.
      '/ops/': api,
      '/ws': { target: api, ws: true },
      '/docs': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
});

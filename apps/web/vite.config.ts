import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { paths } from './src/config/paths';

const api = 'http://127.0.0.1:3000';
/** Chunks index.html loads up front (see the framework group below and scripts/check-budget.mjs). */
const ALWAYS_LOADED =
  /(^|\/)(index|boot|zod|framework|api-client|headers|error-bus|rolldown-runtime|preload-helper|settings|session|payload-crypto|login-rules)-[\w-]+\.(js|css)$/;

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

/**
 * The entry (main.tsx) imports the app (boot.tsx) dynamically, so Vite
 * would list none of the app's files in index.html and they would start downloading only then.
 * This lists the app chunk and every chunk it imports statically as modulepreloads, so they download
 * with the page as before (the server lowers their priority, spa.ts) instead of after the entry has run.
 */
const preloadApp = (): Plugin => ({
  name: 'arcadia-preload-app',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');
      const boot = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/boot.tsx')));
      if (!boot) return html;
      const files = new Set<string>();
      const visit = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(dep);
      };
      visit(boot.fileName);
      const links = [...files]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      // Beside the entry's own preloads, ahead of the stylesheet, where Vite puts an entry's imports.
      const last = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].at(-1);
      const at = last ? last.index + last[0].length : html.indexOf('</head>');
      return html.slice(0, at) + links + html.slice(at);
    },
  },
});

export default defineConfig({
  plugins: [react(), pageList(), preloadApp()],
  resolve: {
    alias: [
      // React Router's package points every import at its development build, whose warnings code
      // (ENABLE_DEV_WARNINGS) stays in the bundle; its production build is the same code without
      // it. Only for builds: `vite` in development keeps the warnings.
      ...(process.env.NODE_ENV === 'production' || process.argv.includes('build')
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
            },
          ]
        : []),
    ],
  },
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
            {
              // The password rules the contract's accounts module re-exports: the app chunk below takes
              // in what its modules import, used or not, and these 5 KB are for sign-in and register
              // forms only. A group of their own keeps them with those pages.
              name: 'password-rules',
              includeDependenciesRecursively: false,
              test: /packages[\\/]contract[\\/]src[\\/](lib[\\/]operator-pattern|accounts[\\/]change-password)\.ts$/,
            },
            {
              // Zod on its own: in the app's chunk below it formed a cycle with the contract's chunk
              // (which builds schemas with it as it loads), and the page failed to start.
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]/,
            },
            {
              // The app (boot.tsx, loaded by the entry once the early paint is shown) and everything it
              // imports, in one file as when it was the entry: left to itself the bundler split the
              // modules it shares with lazy pages into a dozen small files (+3.7 KiB gzip, 13 requests).
              name: 'boot',
              test: /src[\\/]boot\.tsx$/,
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

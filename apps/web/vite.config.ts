import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Measured (e2e/budget.spec.ts): left to itself the bundler split what every page shares into
        // 35 small files (203.7 KiB gzip for the logged-out home, over the 200 KiB budget); one
        // chunk for the framework and the Mantine pieces the shell always renders is 15 files and
        // 196.6 KiB. Only modules the first page needs anyway belong in this group.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next|zustand|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Input|InputBase|Transition|CloseButton|Group|Loader|UnstyledButton|SimpleGrid|Box)))[\\/]/,
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
      '/ws': { target: api, ws: true },
      '/docs': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
});

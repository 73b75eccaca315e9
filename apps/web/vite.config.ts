import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract is plain declarations (schemas, constants). Declaring that lets the bundler drop
        // modules the web never uses (e.g. big.js money helpers) from the home route budget.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
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

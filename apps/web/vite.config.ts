import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { pwaOptions } from './build/pwa.ts';

const api = 'http://localhost:3001';

export default defineConfig({
  // precompress runs last so the service worker it follows is compressed too.
  plugins: [react(), VitePWA(pwaOptions), precompress()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/trpc': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: what the first page loads, for the bundle budget (scripts/check-bundle.mjs).
    manifest: true,
    // No hand-made vendor chunks: a library chunk holds code for every screen, so the first page would
    // download all of it. The bundler's own split keeps each screen's libraries with that screen, except
    // for what the first page loads anyway: that is one chunk, since on a phone each extra request
    // costs a round trip before the first paint (the bundler alone made a dozen, some of 300 bytes).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
});

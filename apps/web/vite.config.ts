import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3001';

/**
 * The charting stack, used only by the lazily loaded exercise page. It gets its own chunk, fetched with
 * that page; the other groups exclude it, because a group also takes the dependencies of what it
 * matches and would otherwise pull the charts into the first load. (clsx, tiny-invariant and
 * use-sync-external-store are shared with the app, so they stay in vendor.)
 */
const CHART_LIBS =
  '(@mantine[\\\\/]charts|recharts|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\\.js-light|eventemitter3|victory-vendor|d3-[a-z-]+|internmap)[\\\\/]';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!charts)/ },
            { name: 'vendor', test: new RegExp(`node_modules[\\\\/](?!${CHART_LIBS})`) },
            { name: 'charts', test: new RegExp(`node_modules[\\\\/]${CHART_LIBS}`) },
          ],
        },
      },
    },
  },
});

/**
 * The installable app: a web manifest and a Workbox service worker that precaches the built shell
 * (every chunk, so any screen opens offline once the app was installed) and answers navigations with
 * index.html. Data is not cached here: the last-seen query results persist in IndexedDB
 * (src/app/query-persistence.ts), and offline writes wait in the outbox.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // Registered by src/app/service-worker.ts after the first paint; no helper script in the bundle.
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Pocket Coach',
    short_name: 'Coach',
    description: 'Your pocket strength coach: smart programs, progress tracking and a personal coach.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4f4ee8',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
    navigateFallback: '/index.html',
    // The API is never the app shell: its failures reach the page, which shows cached data instead.
    navigateFallbackDenylist: [/^\/api\//, /^\/trpc\//],
    cleanupOutdatedCaches: true,
    // A new worker takes over at once and controls the page that installed it, so the very first
    // visit is already available offline (the shell is hashed files; nothing is half-updated).
    skipWaiting: true,
    clientsClaim: true,
    // Hashed file names already version the chunks; no cache-busting query string needed.
    dontCacheBustURLsMatching: /\/assets\//,
  },
};

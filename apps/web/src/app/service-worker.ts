/**
 * Registers the Workbox service worker (built by vite-plugin-pwa, see build/pwa.ts) once the page has
 * loaded, so installing it never competes with the first screen. It precaches the app shell: from then
 * on a reload with no connection still opens the app. Production builds only: the dev server has none.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker (private mode, an old browser): the app works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

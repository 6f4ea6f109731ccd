/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. Vite reports that as
 * `vite:preloadError`; reloading fetches the new index.html. Only once per minute, so a chunk that is
 * truly broken shows the error screen instead of a reload loop.
 */
const KEY = 'chunk-reload-at';
const WINDOW_MS = 60_000;

export function reloadOnStaleChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(window.sessionStorage.getItem(KEY) ?? 0);
    } catch {
      return;
    }
    if (Date.now() - last < WINDOW_MS) return;
    event.preventDefault();
    window.sessionStorage.setItem(KEY, String(Date.now()));
    window.location.reload();
  });
}

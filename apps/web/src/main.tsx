import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './app/app.tsx';
import { reloadOnStaleChunks } from './app/preload-error.ts';
import { registerServiceWorker } from './app/service-worker.ts';

reloadOnStaleChunks();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The cached data first (a few ms from IndexedDB), so an offline start shows it rather than a spinner;
// never more than a moment, whatever the storage does.
const restored = Promise.race([appReady, new Promise((resolve) => setTimeout(resolve, 1000))]);
// A transition lets React yield every few milliseconds while it builds the first screen, instead of
// one long task that blocks input (Lighthouse's Total Blocking Time) on slow phones.
void restored.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

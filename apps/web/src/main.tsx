import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnStaleChunks } from './app/preload-error.ts';
import { registerServiceWorker } from './app/service-worker.ts';

reloadOnStaleChunks();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

/**
 * The API in a worker thread of the benchmark process (server-worker.ts), so autocannon in the main
 * thread and the server do not share an event loop.
 */
import { Worker } from 'node:worker_threads';

export interface WorkerServer {
  base: string;
  stop(): Promise<void>;
}

export async function startWorkerServer(databaseUrl: string): Promise<WorkerServer> {
  // Node 20 does not pass tsx's loader to workers: the worker registers it, then loads the server.
  const entry = new URL('./server-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: { databaseUrl } },
  );
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      worker.postMessage('stop');
      await new Promise((resolve) => {
        worker.once('message', resolve);
        setTimeout(resolve, 5000);
      });
      await worker.terminate();
    },
  };
}

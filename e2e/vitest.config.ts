import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A cold page (service worker install, lazy chunks) can take seconds on a loaded 2-core machine:
    // expect.poll's 1 s default made screens look missing when they were only slow.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // The wall clock only bounds a hang. CI runs every package's suite at once on shared cores, which
    // stretched CPU-heavy parser tests past vitest's default 5 s while each kept its CPU budget
    // (test-support/cpu-budget.ts bounds the CPU).
    testTimeout: 60_000,
  },
});

// happy-dom has no IndexedDB; browsers do. fake-indexeddb is a complete in-memory implementation of it.
import 'fake-indexeddb/auto';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

let errors: string[] = [];

// A console.error in a test (React act warnings included) is a failure, not noise.
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's toast must not show up in the next.
  cleanNotifications();
  window.localStorage.clear();
  expect(errors, 'console.error was called').toEqual([]);
});

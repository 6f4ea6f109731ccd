// happy-dom has no IndexedDB; browsers do. fake-indexeddb is a complete in-memory implementation of it.
import 'fake-indexeddb/auto';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// A page's first render imports its route and waits on its queries: well under a second alone, but CI
// runs the api suite and two test databases beside it on two cores, where 1 s (the default) was seen to
// run out (today-pages, 1.9 s). findBy* waits up to 5 s; a test still fails if the text never comes.
configure({ asyncUtilTimeout: 5000 });

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

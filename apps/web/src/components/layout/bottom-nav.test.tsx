import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { isActivePath } from './nav-items.ts';

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('bottom navigation', () => {
  it('has the five fixed entries in order', async () => {
    await renderAt(<BottomNav />, '/');
    expect(screen.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Workout', '/workout-journal'],
      ['History', '/workouts'],
      ['Progress', '/progress'],
      ['Profile', '/profile'],
    ]);
  });

  it.each([
    ['/', ['Home']],
    ['/workouts', ['History']],
    ['/workout-journal', ['Workout']],
    ['/profile', ['Profile']],
  ])('highlights only the exact path %s', async (path, expected) => {
    await renderAt(<BottomNav />, path);
    expect(current()).toEqual(expected);
  });

  it('highlights nothing on a deeper path', async () => {
    await renderAt(<BottomNav />, '/workouts/12');
    expect(current()).toEqual([]);
  });
});

describe('isActivePath', () => {
  it('matches exactly, ignoring one trailing slash', () => {
    expect(isActivePath('/progress/', '/progress')).toBe(true);
    expect(isActivePath('/progress', '/progress')).toBe(true);
    expect(isActivePath('/workout-journal/5', '/workout-journal')).toBe(false);
    expect(isActivePath('/programs', '/')).toBe(false);
  });
});

describe('bottom navigation while typing', () => {
  const withField = (
    <>
      <input aria-label="Goals" />
      <BottomNav />
    </>
  );
  const nav = () => screen.getByRole('navigation', { hidden: true });
  const focusField = async () => {
    await act(async () => {
      screen.getByRole('textbox', { name: 'Goals' }).focus();
    });
  };

  it('hides while a form field is focused on the generate screen', async () => {
    await renderAt(withField, '/programs/generate');
    expect(nav().hasAttribute('data-hidden')).toBe(false);
    await focusField();
    expect(nav().hasAttribute('data-hidden')).toBe(true);
    await act(async () => {
      screen.getByRole('textbox', { name: 'Goals' }).blur();
    });
    expect(nav().hasAttribute('data-hidden')).toBe(false);
  });

  it('stays put on other screens', async () => {
    await renderAt(withField, '/profile');
    await focusField();
    expect(nav().hasAttribute('data-hidden')).toBe(false);
  });
});

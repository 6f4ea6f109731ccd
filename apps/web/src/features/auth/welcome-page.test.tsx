import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { WelcomePage } from './welcome-page.tsx';

describe('welcome page', () => {
  it('greets a first-time visitor and remembers them once they press the register button', async () => {
    const { router } = await renderAt(<WelcomePage />, '/');
    expect(screen.getByRole('heading', { name: 'Ready to Start?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/login');
    for (const feature of ['Smart Programs', 'Progress Tracking', 'Personal Coach']) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
    expect(
      screen.getByText('Start your transformation today • No equipment required • Cancel anytime'),
    ).toBeTruthy();
    expect(window.localStorage.getItem('hasVisited')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Get Started Free' }));
    await act(async () => {});

    expect(window.localStorage.getItem('hasVisited')).toBe('true');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('welcomes a returning visitor back', async () => {
    window.localStorage.setItem('hasVisited', 'true');
    await renderAt(<WelcomePage />, '/');
    expect(screen.getByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText('Ready to Start?')).toBeNull();
    expect(screen.queryByText('Get Started Free')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

async function submit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  const emailInput = screen.getByRole('textbox', { name: 'Email' });
  const passwordInput = screen.getByLabelText('Password', { selector: 'input' });
  await user.clear(emailInput);
  if (email) await user.paste(email);
  await user.clear(passwordInput);
  if (password) await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.queryByRole('alert')?.textContent ?? null;
}

describe('login validation', () => {
  it('needs both fields, then an email with @', async () => {
    await renderAt(<LoginPage />, '/login');
    expect(await submit('', '')).toBe('Please enter both email and password');
    expect(await submit('sam@example.com', '')).toBe('Please enter both email and password');
    expect(await submit('', 'secret1')).toBe('Please enter both email and password');
    expect(await submit('sam.example.com', 'secret1')).toBe('Please enter a valid email address');
  });

  it('shows the footer and links to register', async () => {
    await renderAt(<LoginPage />, '/login');
    expect(screen.getByText('Secure login • Your data is protected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});

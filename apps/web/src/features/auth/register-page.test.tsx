import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

interface Fields {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

async function submit(fields: Fields) {
  const user = userEvent.setup({ delay: null });
  const type = async (label: RegExp, value?: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.paste(value);
  };
  await type(/^First name/, fields.firstName);
  await type(/^Last name/, fields.lastName);
  await type(/^Email/, fields.email);
  await type(/^Password/, fields.password);
  await type(/^Confirm password/, fields.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return screen.queryByRole('alert')?.textContent ?? null;
}

const valid = { firstName: 'Sam', email: 'sam@example.com', password: 'secret1', confirm: 'secret1' };

describe('register validation, in the spec order', () => {
  it('asks for the required fields first, whatever else is wrong', async () => {
    await renderAt(<RegisterPage />, '/register');
    expect(await submit({})).toBe('Please fill in all required fields');
    expect(await submit({ ...valid, firstName: '   ' })).toBe('Please fill in all required fields');
    expect(await submit({ ...valid, email: '' })).toBe('Please fill in all required fields');
    expect(await submit({ ...valid, password: '', confirm: 'x' })).toBe('Please fill in all required fields');
  });

  it('then checks the confirmation, then the length, then the email', async () => {
    await renderAt(<RegisterPage />, '/register');
    expect(await submit({ ...valid, email: 'no-at-sign', password: 'abc', confirm: 'abd' })).toBe(
      'Passwords do not match',
    );
    expect(await submit({ ...valid, email: 'no-at-sign', password: 'abc', confirm: 'abc' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(await submit({ ...valid, email: 'no-at-sign' })).toBe('Please enter a valid email address');
  });

  it('has show/hide toggles on both password fields and a way back', async () => {
    await renderAt(<RegisterPage />, '/register');
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    const toggles = screen.getAllByRole('button', { name: 'Toggle password visibility' });
    expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0] as HTMLElement);
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

describe('sign out everywhere', () => {
  it('asks first, and only the confirmation ends the sessions', async () => {
    const onConfirm = vi.fn(() => new Promise<void>(() => {}));
    renderUi(<SignOutEverywhere onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(screen.getByText('This signs you out on every device, including this one.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/every device/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says so when the call fails, and lets the member try again', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    renderUi(<SignOutEverywhere onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not log out everywhere/);
    expect(screen.getByRole('button', { name: 'Log out everywhere' })).toBeTruthy();
  });
});

import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { fakeApi, member } from '../../workouts/shared/fake-api.ts';
import { savedProgram } from '../shared/test-drafts.ts';
import { ProgramsPage } from './programs-page.tsx';

let programs = [savedProgram(1, 'Strength Base', true), savedProgram(2, 'Summer Shred', false)];
const { server, calls } = fakeApi({
  'auth.me': () => member(),
  'programs.list': () => programs,
  'workouts.dashboard': () => ({}),
  'programs.update': (input) => {
    const { id } = input as { id: number };
    programs = programs.map((p) => ({ ...p, isActive: p.id === id }));
    return programs.find((p) => p.id === id);
  },
  'programs.delete': (input) => {
    programs = programs.filter((p) => p.id !== (input as { id: number }).id);
    return { ok: true };
  },
});
const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.input);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  programs = [savedProgram(1, 'Strength Base', true), savedProgram(2, 'Summer Shred', false)];
});
afterAll(() => server.close());

const page = () =>
  renderAt(
    <>
      <Notifications />
      <ProgramsPage />
    </>,
    '/programs',
  );

describe('programs list', () => {
  it('invites a first program when there is none', async () => {
    programs = [];
    await page();
    expect(await screen.findByText('No Programs Yet')).toBeTruthy();
    expect(screen.getByText('Generate your first AI-powered workout program')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Generate Program' }).getAttribute('href')).toBe(
      '/programs/generate',
    );
  });

  it('shows the active program with a way to modify it, and Activate only on the others', async () => {
    await page();
    expect(await screen.findByText('Active Program')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modify This Program' }).getAttribute('href')).toBe(
      '/programs/modify?id=1',
    );
    expect(screen.getAllByRole('button', { name: 'Activate' })).toHaveLength(1);
    expect(screen.getAllByText('Active')).toHaveLength(1);
    expect(screen.getAllByText('6 weeks').length).toBe(3);
  });

  it('activates a program, celebrates for 2.5 s, then shows the refreshed list without a reload', async () => {
    await page();
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Program Activated!')).toBeTruthy();
    expect(screen.getByText('Summer Shred is now your active program')).toBeTruthy();
    expect(sent('programs.update')).toEqual([{ id: 2, isActive: true }]);
    await waitFor(() => expect(screen.queryByText('Program Activated!')).toBeNull(), { timeout: 4000 });
    const active = screen.getByText('Active Program').closest('.mantine-Card-root') as HTMLElement;
    expect(within(active).getByText('Summer Shred')).toBeTruthy();
    expect(sent('programs.list').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes a program after asking', async () => {
    await page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Summer Shred' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Program' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Summer Shred')).toBeNull());
    expect(sent('programs.delete')).toEqual([{ id: 2 }]);
  });
});

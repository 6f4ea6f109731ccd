import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { FakeApiError, fakeApi, member } from '../../workouts/shared/fake-api.ts';
import { draft, savedProgram } from '../shared/test-drafts.ts';
import { ModifyPage } from './modify-page.tsx';

const { server, calls } = fakeApi({
  'auth.me': () => member(),
  'programs.byId': (input) => {
    if ((input as { id: number }).id !== 3) throw new FakeApiError(404, 'NOT_FOUND', 'Program not found');
    return savedProgram(3, 'Strength Base', true);
  },
  'programs.modify': () => ({
    program: draft(),
    changes: ['Now 8 weeks long (was 6)'],
    summary: 'Now 8 weeks long (was 6).',
    saved: savedProgram(3, 'Strength Base', true),
  }),
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const page = (id: number) =>
  renderAt(
    <>
      <Notifications />
      <ModifyPage id={id} />
    </>,
    `/programs/modify?id=${id}`,
  );

describe('modify a saved program', () => {
  it('needs a change, then revises the program and returns to the list', async () => {
    const { router } = await page(3);
    expect(await screen.findByRole('heading', { name: 'Modify Program: Strength Base' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Modify Program' }));
    expect(await screen.findByText("Please describe what you'd like to change")).toBeTruthy();
    expect(calls.filter((c) => c.path === 'programs.modify')).toEqual([]);
    await userEvent.type(
      screen.getByRole('textbox', { name: /What would you like to change/ }),
      'make it 8 weeks',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Modify Program' }));
    expect(await screen.findByText('Program Updated')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/programs'));
    expect(calls.find((c) => c.path === 'programs.modify')?.input).toEqual({
      id: 3,
      feedback: 'make it 8 weeks',
    });
  });

  it('says when the program does not exist', async () => {
    await page(99);
    expect(await screen.findByText('Program not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/programs');
  });
});

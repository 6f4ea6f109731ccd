import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { FakeApiError, fakeApi, member } from '../../workouts/shared/fake-api.ts';
import { autosaveKey, saveDraft } from '../shared/autosave.ts';
import { draft } from '../shared/test-drafts.ts';
import { GENERATE_DRAFT, GeneratePage } from './generate-page.tsx';

let fail = false;
const { server, calls } = fakeApi({
  'auth.me': () => member(),
  'programs.generate': () => {
    if (fail) throw new FakeApiError(500, 'INTERNAL_SERVER_ERROR', 'boom');
    return draft();
  },
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  fail = false;
});
afterAll(() => server.close());

const page = (path = '/programs/generate', prefill?: string) =>
  renderAt(
    <>
      <Notifications />
      <GeneratePage prefillGoals={prefill} />
    </>,
    path,
  );

describe('generate program', () => {
  it('asks for goals before sending anything', async () => {
    await page();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate My Program' }));
    expect(await screen.findByText('Please describe your fitness goals')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'programs.generate')).toEqual([]);
  });

  it('sends goals, experience, days and equipment, then opens the draft for review', async () => {
    const { router } = await page();
    await userEvent.type(await screen.findByRole('textbox', { name: /fitness goals/ }), 'Build muscle');
    await userEvent.click(screen.getByRole('button', { name: /Optional Info/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Intermediate/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Days per week' }), '4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dumbbells' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bench' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate My Program' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/programs/confirm'));
    expect(calls.find((c) => c.path === 'programs.generate')?.input).toEqual({
      goals: 'Build muscle',
      experience: 'intermediate',
      availableDays: 4,
      equipment: ['dumbbells', 'bench'],
      isConfirmation: false,
    });
    expect((router.state.location.search as { data: { name: string } }).data.name).toBe('Dumbbell Builder');
  });

  it('says so when generation fails and keeps the form', async () => {
    fail = true;
    await page();
    await userEvent.type(await screen.findByRole('textbox', { name: /fitness goals/ }), 'Get strong');
    await userEvent.click(screen.getByRole('button', { name: 'Generate My Program' }));
    expect(await screen.findByText('Generation Failed')).toBeTruthy();
    expect(screen.getByText('Unable to generate program. Please try again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /fitness goals/ }) as HTMLTextAreaElement).value).toBe(
      'Get strong',
    );
  });

  it('offers a saved draft back and restores it', async () => {
    saveDraft(GENERATE_DRAFT, {
      goals: 'Run faster',
      experience: 'beginner',
      availableDays: 3,
      equipment: ['bodyweight'],
    });
    await page();
    expect(await screen.findByText('Restore Previous Progress?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Progress' }));
    expect(await screen.findByText('Data Restored')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /fitness goals/ }) as HTMLTextAreaElement).value).toBe(
      'Run faster',
    );
    expect(screen.getByRole('checkbox', { name: 'Bodyweight' }).getAttribute('aria-checked')).toBe('true');
  });

  it('forgets the draft on Start Fresh, and never offers one older than a day', async () => {
    saveDraft(GENERATE_DRAFT, { goals: 'Old goals' }, Date.now() - 25 * 60 * 60 * 1000);
    await page();
    await screen.findByRole('button', { name: 'Generate My Program' });
    expect(screen.queryByText('Restore Previous Progress?')).toBeNull();
    expect(window.localStorage.getItem(autosaveKey(GENERATE_DRAFT))).toBeNull();

    saveDraft(GENERATE_DRAFT, { goals: 'Fresh goals' });
    await page();
    await userEvent.click(await screen.findByRole('button', { name: 'Start Fresh' }));
    expect(window.localStorage.getItem(autosaveKey(GENERATE_DRAFT))).toBeNull();
  });

  it('starts from goals passed in the address without asking about an old draft', async () => {
    saveDraft(GENERATE_DRAFT, { goals: 'Old goals' });
    await page('/programs/generate', 'Build my chest and back');
    expect(
      ((await screen.findByRole('textbox', { name: /fitness goals/ })) as HTMLTextAreaElement).value,
    ).toBe('Build my chest and back');
    expect(screen.queryByText('Restore Previous Progress?')).toBeNull();
  });
});

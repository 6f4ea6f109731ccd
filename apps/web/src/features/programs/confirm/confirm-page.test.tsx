import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { FakeApiError, fakeApi, member } from '../../workouts/shared/fake-api.ts';
import { draft, savedProgram } from '../shared/test-drafts.ts';
import { ConfirmPage } from './confirm-page.tsx';
import { parseDraftParam } from './draft-param.ts';

let failConfirm = false;
const revised = draft({
  name: 'Three Day Builder',
  daysPerWeek: 1,
  schedule: { days: [draft().schedule.days[0]!] },
});
const { server, calls } = fakeApi({
  'auth.me': () => member({ weightUnit: 'kg', effortTrackingPreference: 'rir' }),
  'programs.modify': () => ({
    program: revised,
    changes: ['Now 1 days a week (was 2)', 'Removed Goblet Squat'],
    summary: 'Now 1 days a week (was 2). Removed Goblet Squat.',
    saved: null,
  }),
  'programs.confirm': () => {
    if (failConfirm) throw new FakeApiError(500, 'INTERNAL_SERVER_ERROR', 'boom');
    return savedProgram(9, 'Dumbbell Builder', false);
  },
});
const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.input);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  failConfirm = false;
});
afterAll(() => server.close());

const page = () =>
  renderAt(
    <>
      <Notifications />
      <ConfirmPage draft={draft()} />
    </>,
    '/programs/confirm',
  );

describe('confirm program', () => {
  it('shows the draft, its weekly schedule in the member’s effort scale, and why it is built that way', async () => {
    await page();
    expect(await screen.findByRole('heading', { name: 'Dumbbell Builder' })).toBeTruthy();
    expect(screen.getByText('6 weeks')).toBeTruthy();
    expect(screen.getByText('Intermediate')).toBeTruthy();
    expect(screen.getByText('2 days/week')).toBeTruthy();
    expect(screen.getByText('Day 1')).toBeTruthy();
    expect(screen.getByText('Dumbbell Bench Press')).toBeTruthy();
    expect(screen.getAllByText('3 x 8-12').length).toBeGreaterThan(0);
    expect(screen.getAllByText('90s rest · RIR 2').length).toBeGreaterThan(0);
    expect(screen.getByText('Control the lowering')).toBeTruthy();
    // the explanation: volume against the intermediate band, a rule per exercise, the deload
    expect(screen.getByText('Why this program works')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Chest: [\d.]+ sets a week, target 10-20$/ })).toBeTruthy();
    expect(screen.getByText('Deload')).toBeTruthy();
    expect(screen.getAllByText(/kg/).length).toBeGreaterThan(0);
    // An RIR member reads each rule in reps in reserve; nothing on the page says RPE.
    expect(
      screen.getAllByText(/^Add 2\.5 kg once you hit 3×12 at 2 reps in reserve or easier/).length,
    ).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/RPE/);
  });

  it('refuses whitespace feedback, then revises the draft and says what changed', async () => {
    const { router } = await page();
    const modify = await screen.findByRole('button', { name: 'Modify Program' });
    expect(modify.hasAttribute('disabled')).toBe(true);
    const box = screen.getByRole('textbox', { name: /Want something different/ });
    await userEvent.type(box, '   ');
    await userEvent.click(modify);
    expect(await screen.findByText('Feedback Required')).toBeTruthy();
    expect(sent('programs.modify')).toEqual([]);

    await userEvent.type(box, ' only 3 days please ');
    await userEvent.click(modify);
    expect(await screen.findByText('Program Modified')).toBeTruthy();
    expect(screen.getByText('Removed Goblet Squat')).toBeTruthy();
    expect((sent('programs.modify')[0] as { feedback: string }).feedback).toBe('only 3 days please');
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() =>
      expect((router.state.location.search as { data: { name: string } }).data.name).toBe(
        'Three Day Builder',
      ),
    );
  });

  it('creates the program and goes to the list', async () => {
    const { router } = await page();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm & Create Program' }));
    expect(await screen.findByText('Program Created!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/programs'));
    expect((sent('programs.confirm')[0] as { program: { name: string } }).program.name).toBe(
      'Dumbbell Builder',
    );
  });

  it('says so when creation fails and stays on the draft', async () => {
    failConfirm = true;
    const { router } = await page();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm & Create Program' }));
    expect(await screen.findByText('Creation Failed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/programs/confirm');
  });
});

describe('the data parameter', () => {
  it('reads a draft as JSON text or as the router’s parsed object, and nothing else', () => {
    expect(parseDraftParam(JSON.stringify(draft()))?.name).toBe('Dumbbell Builder');
    expect(parseDraftParam(draft())?.name).toBe('Dumbbell Builder');
    expect(parseDraftParam(undefined)).toBeNull();
    expect(parseDraftParam('{not json')).toBeNull();
    expect(parseDraftParam({ name: 'no schedule' })).toBeNull();
  });
});

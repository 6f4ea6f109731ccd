import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { fakeApi, member } from '../shared/fake-api.ts';
import { CoachEntry } from './coach-entry.tsx';

const record = (id: number) => ({
  id,
  workoutId: 5,
  name: 'barbell bench press',
  sets: 1,
  reps: 8,
  weight: 185,
  rpe: 8,
  restTime: null,
  notes: null,
  muscleGroups: ['chest'],
  isBodyweight: false,
  baseWeight: 0,
  totalWeight: 185,
  isCompleted: true,
  position: id,
  createdAt: '2026-03-02T10:00:00.000Z',
});
let parsed = [record(11), record(12), record(13)];
const { server, calls } = fakeApi({
  'auth.me': () => member(),
  'workouts.journal': () => ({
    sets: parsed,
    note: parsed.length ? null : 'felt great',
    notInCatalogue: [],
    summary: parsed.length ? 'Logged 3 sets of Barbell Bench Press' : '',
    provider: 'offline',
  }),
  'exercises.deleteMany': (input) => ({ deleted: (input as { ids: number[] }).ids.length }),
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // happy-dom has no FontFaceSet; the autosizing textarea listens to it for font loads.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(() => {
  calls.length = 0;
  parsed = [record(11), record(12), record(13)];
});
afterAll(() => server.close());

const setup = () =>
  renderAt(
    <>
      <Notifications />
      <CoachEntry workoutId={5} />
    </>,
    '/workout-journal/5',
  );
const sendButton = () => screen.getByRole('button', { name: /Send to AI|Sending/ }) as HTMLButtonElement;

describe('logging with the coach', () => {
  it('needs some text, sends it trimmed, then offers Undo for exactly the sets it created', async () => {
    await setup();
    const box = screen.getByRole('textbox', { name: 'Journal entry' });
    expect(sendButton().disabled).toBe(true);
    await userEvent.type(box, '   ');
    expect(sendButton().disabled).toBe(true);
    await userEvent.type(box, 'bench 3x8 @185 rpe 8 ');
    await userEvent.click(sendButton());
    expect(await screen.findByText('Logged 3 sets of Barbell Bench Press')).toBeTruthy();
    expect(calls.find((c) => c.path === 'workouts.journal')?.input).toMatchObject({
      id: 5,
      content: 'bench 3x8 @185 rpe 8',
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'exercises.deleteMany')?.input).toEqual({ ids: [11, 12, 13] }),
    );
  });

  it('says kindly when an entry had no sets in it', async () => {
    parsed = [];
    await setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'felt great');
    await userEvent.click(sendButton());
    expect(await screen.findByText(/No sets found in that entry — try "bench 3x8 @185"/)).toBeTruthy();
  });
});

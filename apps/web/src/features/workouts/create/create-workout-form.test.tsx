import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { startPayload } from './create-payload.ts';
import { CreateWorkoutForm } from './create-workout-form.tsx';

const TODAY = '2026-03-02';

function setup(pending = false) {
  const sent: unknown[] = [];
  renderUi(<CreateWorkoutForm today={TODAY} pending={pending} onStart={(p) => sent.push(p)} />);
  return sent;
}
const start = () => screen.getByRole('button', { name: /Start Workout|Creating/ }) as HTMLButtonElement;

describe('create workout form', () => {
  it('defaults to today and asks the coach for a name', async () => {
    const sent = setup();
    expect(screen.getByText("Today's workout")).toBeTruthy();
    await userEvent.click(start());
    expect(sent).toEqual([
      { name: 'Unnamed Workout', aiGenerateName: true, idempotencyKey: expect.any(String) },
    ]);
  });

  it('needs a name once Custom name is ticked, and sends it trimmed', async () => {
    const sent = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: /Custom name/ }));
    expect(start().disabled).toBe(true);
    const name = screen.getByPlaceholderText('Push Day - Chest & Shoulders');
    await userEvent.type(name, '   ');
    expect(start().disabled).toBe(true);
    await userEvent.type(name, 'Leg Day ');
    expect(start().disabled).toBe(false);
    await userEvent.click(start());
    expect(sent).toEqual([{ name: 'Leg Day', aiGenerateName: false, idempotencyKey: expect.any(String) }]);
  });

  it('sends another day as a backfill', async () => {
    const sent = setup();
    const date = screen.getByLabelText(/Workout Date/) as HTMLInputElement;
    await userEvent.clear(date);
    await userEvent.type(date, '2026-02-27');
    expect(screen.getByText('Backfilling workout')).toBeTruthy();
    await userEvent.click(start());
    expect(sent).toEqual([
      {
        name: 'Unnamed Workout',
        aiGenerateName: true,
        date: '2026-02-27',
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it("is disabled and reads 'Creating...' while the workout is being created", () => {
    setup(true);
    expect(start().textContent).toBe('Creating...');
    expect(start().disabled).toBe(true);
  });
});

describe('the /workout start route payload', () => {
  it('asks the coach for a name when the name is blank or the default', () => {
    expect(startPayload({}, TODAY, 'k-12345678')).toEqual({
      name: 'Quick Workout',
      aiGenerateName: true,
      idempotencyKey: 'k-12345678',
    });
    expect(startPayload({ name: 'Quick Workout', date: TODAY }, TODAY, 'k-12345678').aiGenerateName).toBe(
      true,
    );
  });

  it('keeps a given name and passes the program and a backfilled date', () => {
    expect(startPayload({ name: 'Upper A', date: '2026-03-01', programId: 4 }, TODAY, 'k-12345678')).toEqual({
      name: 'Upper A',
      aiGenerateName: false,
      date: '2026-03-01',
      programId: 4,
      idempotencyKey: 'k-12345678',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { type AddSetsInput, createOutbox, OUTBOX_PREFIX, replayOutbox } from './outbox.ts';

const add = (key: string, name = 'bench press'): AddSetsInput & { idempotencyKey: string } => ({
  workoutId: 7,
  name,
  sets: [{ reps: 8, weight: 185, rpe: 8 }],
  idempotencyKey: key,
});

const offline = Object.assign(new TypeError('Failed to fetch'), { final: false });
const refused = Object.assign(new Error('This workout is completed'), { final: true });
const isFinal = (e: unknown) => e instanceof Error && 'final' in e && e.final === true;

describe('the offline outbox', () => {
  it('queues in order under an autosave_outbox key and survives a reload', () => {
    const outbox = createOutbox(window.localStorage, 1);
    outbox.enqueue(add('key-aaaa-1'));
    outbox.enqueue(add('key-aaaa-2', 'squat'));
    outbox.enqueue(add('key-aaaa-1'));
    expect(outbox.storageKey.startsWith(OUTBOX_PREFIX)).toBe(true);

    const reloaded = createOutbox(window.localStorage, 1);
    expect(reloaded.list().map((i) => i.id)).toEqual(['key-aaaa-1', 'key-aaaa-2']);
    expect(reloaded.list()[1]?.input.name).toBe('squat');
    expect(createOutbox(window.localStorage, 2).list()).toEqual([]);
  });

  it('replays oldest first and drops each item once the server saved it', async () => {
    const outbox = createOutbox(window.localStorage, 1);
    for (const k of ['key-1-aaaa', 'key-2-aaaa', 'key-3-aaaa']) outbox.enqueue(add(k));
    const sent: string[] = [];
    const result = await replayOutbox(
      outbox,
      async (input) => {
        sent.push(input.idempotencyKey);
      },
      isFinal,
    );
    expect(sent).toEqual(['key-1-aaaa', 'key-2-aaaa', 'key-3-aaaa']);
    expect(result.stopped).toBe(false);
    expect(outbox.list()).toEqual([]);
  });

  it('keeps the failed item and everything after it when the network fails', async () => {
    const outbox = createOutbox(window.localStorage, 1);
    for (const k of ['key-1-aaaa', 'key-2-aaaa', 'key-3-aaaa']) outbox.enqueue(add(k));
    const sent: string[] = [];
    const result = await replayOutbox(
      outbox,
      async (input) => {
        if (input.idempotencyKey === 'key-2-aaaa') throw offline;
        sent.push(input.idempotencyKey);
      },
      isFinal,
    );
    expect(sent).toEqual(['key-1-aaaa']);
    expect(result.stopped).toBe(true);
    expect(outbox.list().map((i) => i.id)).toEqual(['key-2-aaaa', 'key-3-aaaa']);
  });

  it('drops an item the server refused and carries on with the rest', async () => {
    const outbox = createOutbox(window.localStorage, 1);
    for (const k of ['key-1-aaaa', 'key-2-aaaa']) outbox.enqueue(add(k));
    const result = await replayOutbox(
      outbox,
      async (input) => {
        if (input.idempotencyKey === 'key-1-aaaa') throw refused;
      },
      isFinal,
    );
    expect(result.rejected.map((r) => r.item.id)).toEqual(['key-1-aaaa']);
    expect(result.sent.map((i) => i.id)).toEqual(['key-2-aaaa']);
    expect(outbox.list()).toEqual([]);
  });

  it('sends items queued while a replay runs, after the ones before them', async () => {
    const outbox = createOutbox(window.localStorage, 1);
    outbox.enqueue(add('key-1-aaaa'));
    const sent: string[] = [];
    await replayOutbox(
      outbox,
      async (input) => {
        sent.push(input.idempotencyKey);
        if (input.idempotencyKey === 'key-1-aaaa') outbox.enqueue(add('key-2-aaaa'));
      },
      isFinal,
    );
    expect(sent).toEqual(['key-1-aaaa', 'key-2-aaaa']);
  });

  it('ignores a corrupted store instead of crashing', () => {
    window.localStorage.setItem(`${OUTBOX_PREFIX}_1`, '{not json');
    expect(createOutbox(window.localStorage, 1).list()).toEqual([]);
  });
});

import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createOutbox, LEGACY_PREFIX, type OutboxWrite, replayOutbox } from './outbox.ts';

const sets = (name = 'bench press'): OutboxWrite => ({
  kind: 'addSets',
  input: { workoutId: 7, name, sets: [{ reps: 8, weight: 185, rpe: 8 }], idempotencyKey: 'k' },
});
const entry = (content: string): OutboxWrite => ({
  kind: 'journal',
  input: { id: 7, content, idempotencyKey: 'k' },
});

const offline = Object.assign(new TypeError('Failed to fetch'), { final: false });
const refused = Object.assign(new Error('This workout is completed'), { final: true });
const isFinal = (e: unknown) => e instanceof Error && 'final' in e && e.final === true;

/** A fresh IndexedDB per test: the outbox is read back through the real IndexedDB API. */
async function filled(ids: string[], factory = new IDBFactory()) {
  const outbox = createOutbox(1, { factory });
  for (const id of ids) await outbox.enqueue(sets(), id);
  return { outbox, factory };
}

describe('the offline outbox', () => {
  it('keeps writes of every kind in order, once per key, and still has them after a reload', async () => {
    const factory = new IDBFactory();
    const outbox = createOutbox(1, { factory });
    await outbox.enqueue(sets(), 'key-aaaa-1');
    await outbox.enqueue(entry('bench 3x8 @185'), 'key-aaaa-2');
    await outbox.enqueue(sets('squat'), 'key-aaaa-1');
    await outbox.enqueue({ kind: 'complete', input: { id: 7 } }, 'key-aaaa-3');

    const reloaded = createOutbox(1, { factory });
    await reloaded.ready;
    expect(reloaded.list().map((i) => [i.id, i.kind])).toEqual([
      ['key-aaaa-1', 'addSets'],
      ['key-aaaa-2', 'journal'],
      ['key-aaaa-3', 'complete'],
    ]);
    const first = reloaded.list()[0];
    expect(first?.kind === 'addSets' && first.input.name).toBe('bench press');
    const other = createOutbox(2, { factory });
    await other.ready;
    expect(other.list()).toEqual([]);
  });

  it('moves the old localStorage outbox into IndexedDB, once', async () => {
    const factory = new IDBFactory();
    const old = [
      {
        id: 'old-key-1',
        queuedAt: 5,
        input: { workoutId: 7, name: 'dips', sets: [], idempotencyKey: 'old-key-1' },
      },
    ];
    window.localStorage.setItem(`${LEGACY_PREFIX}_1`, JSON.stringify(old));
    const outbox = createOutbox(1, { factory, legacy: window.localStorage });
    await outbox.ready;
    expect(outbox.list().map((i) => [i.id, i.kind])).toEqual([['old-key-1', 'addSets']]);
    expect(window.localStorage.getItem(`${LEGACY_PREFIX}_1`)).toBeNull();
    const again = createOutbox(1, { factory, legacy: window.localStorage });
    await again.ready;
    expect(again.list()).toHaveLength(1);
  });

  it('ignores a corrupted old outbox instead of crashing', async () => {
    window.localStorage.setItem(`${LEGACY_PREFIX}_1`, '{not json');
    const outbox = createOutbox(1, { factory: new IDBFactory(), legacy: window.localStorage });
    await outbox.ready;
    expect(outbox.list()).toEqual([]);
  });

  it('replays oldest first and drops each item once the server saved it, for good', async () => {
    const { outbox, factory } = await filled(['key-1-aaaa', 'key-2-aaaa', 'key-3-aaaa']);
    const sent: string[] = [];
    const result = await replayOutbox(outbox, async (item) => sent.push(item.id), isFinal);
    expect(sent).toEqual(['key-1-aaaa', 'key-2-aaaa', 'key-3-aaaa']);
    expect(result.stopped).toBe(false);
    expect(outbox.list()).toEqual([]);
    const reloaded = createOutbox(1, { factory });
    await reloaded.ready;
    expect(reloaded.list()).toEqual([]);
  });

  it('keeps the failed item and everything after it when the network fails', async () => {
    const { outbox, factory } = await filled(['key-1-aaaa', 'key-2-aaaa', 'key-3-aaaa']);
    const sent: string[] = [];
    const result = await replayOutbox(
      outbox,
      async (item) => {
        if (item.id === 'key-2-aaaa') throw offline;
        sent.push(item.id);
      },
      isFinal,
    );
    expect(sent).toEqual(['key-1-aaaa']);
    expect(result.stopped).toBe(true);
    const reloaded = createOutbox(1, { factory });
    await reloaded.ready;
    expect(reloaded.list().map((i) => i.id)).toEqual(['key-2-aaaa', 'key-3-aaaa']);
  });

  it('drops an item the server refused and carries on with the rest', async () => {
    const { outbox } = await filled(['key-1-aaaa', 'key-2-aaaa']);
    const result = await replayOutbox(
      outbox,
      async (item) => {
        if (item.id === 'key-1-aaaa') throw refused;
      },
      isFinal,
    );
    expect(result.rejected.map((r) => r.item.id)).toEqual(['key-1-aaaa']);
    expect(result.sent.map((i) => i.id)).toEqual(['key-2-aaaa']);
    expect(outbox.list()).toEqual([]);
  });

  it('sends items queued while a replay runs, after the ones before them', async () => {
    const { outbox } = await filled(['key-1-aaaa']);
    const sent: string[] = [];
    await replayOutbox(
      outbox,
      async (item) => {
        sent.push(item.id);
        if (item.id === 'key-1-aaaa') await outbox.enqueue(entry('dips 3x12'), 'key-2-aaaa');
      },
      isFinal,
    );
    expect(sent).toEqual(['key-1-aaaa', 'key-2-aaaa']);
  });
});

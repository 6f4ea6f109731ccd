/** The checks every LimitStore passes (memory, PostgreSQL, Redis); `make` answers a fresh store. */
import { describe, expect, it } from 'vitest';
import { type LimitStore, LOGIN_BACKOFF } from './rate-limit.ts';

export function limitStoreContract(name: string, make: () => LimitStore) {
  const rule = { max: 3, windowMs: 60_000 };
  let n = 0;
  const fresh = () => `k${Date.now()}-${n++}`;

  describe(`${name} limit store`, () => {
    it('allows max hits per window, then answers the seconds left', async () => {
      const store = make();
      const k = fresh();
      const hits = [];
      for (let i = 0; i < 3; i++) hits.push(await store.hit(k, rule, 1_000));
      expect(hits).toEqual([0, 0, 0]);
      expect(await store.hit(k, rule, 31_000)).toBe(30);
      expect(await store.hit(fresh(), rule, 31_000)).toBe(0);
    });

    it('opens again when the window ends or the key is reset', async () => {
      const store = make();
      const [k, j] = [fresh(), fresh()];
      for (let i = 0; i < 4; i++) await store.hit(k, rule, 0);
      expect(await store.hit(k, rule, 60_000)).toBe(0);
      for (let i = 0; i < 4; i++) await store.hit(j, rule, 0);
      await store.reset(j);
      expect(await store.hit(j, rule, 1)).toBe(0);
    });

    it('backs off exponentially after the free failures, up to the cap, and forgets on reset', async () => {
      const store = make();
      const k = fresh();
      const t0 = 1_000_000;
      for (let i = 0; i < 4; i++) await store.fail(k, LOGIN_BACKOFF, t0);
      expect(await store.blocked(k, t0)).toBe(0);
      const waits: number[] = [];
      let now = t0;
      for (let i = 0; i < 7; i++) {
        await store.fail(k, LOGIN_BACKOFF, now);
        const wait = await store.blocked(k, now);
        waits.push(wait);
        now += wait * 1000; // the attacker waits it out, then fails again
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
      expect(await store.blocked(k, now)).toBe(0);
      await store.reset(k);
      expect(await store.blocked(k, t0)).toBe(0);
    });

    it('counts concurrent hits exactly once each', async () => {
      const store = make();
      const k = fresh();
      const waits = await Promise.all(Array.from({ length: 10 }, () => store.hit(k, rule, 5_000)));
      expect(waits.filter((w) => w === 0)).toHaveLength(3);
    });
  });
}

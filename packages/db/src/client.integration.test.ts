import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { muscleGroups, users } from './schema/index.ts';
import { BODY_MAP_GROUPS } from './seed.ts';
import { createTestDb } from './testing.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('createDb', () => {
  it('applies the migrations and seeds the six body-map groups', async () => {
    const rows = await handle.db.select().from(muscleGroups).orderBy(muscleGroups.id);
    expect(rows).toEqual(BODY_MAP_GROUPS.map((g) => ({ ...g })));
  });

  it('keeps emails unique case-insensitively', async () => {
    await handle.db.insert(users).values({ email: 'a@b.co', passwordHash: 'x', firstName: 'A' });
    await expect(
      handle.db.insert(users).values({ email: 'A@B.CO', passwordHash: 'x', firstName: 'A' }),
    ).rejects.toThrow();
  });

  it('round-trips decimal weights as numbers', async () => {
    const [row] = await handle.db
      .insert(users)
      .values({ email: 'w@b.co', passwordHash: 'x', firstName: 'W', weight: 180.437 })
      .returning();
    expect(row?.weight).toBe(180.437);
  });
});

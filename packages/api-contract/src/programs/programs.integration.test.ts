import { programs, workouts } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createAppCoach } from '../coach/factory.ts';
import { fieldErrorsOf } from '../errors.ts';
import { callerFor, signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

const GENERATE = {
  goals: 'build muscle and get stronger',
  experience: 'intermediate' as const,
  availableDays: 4,
  equipment: ['dumbbells' as const, 'bench' as const],
};

async function member() {
  const m = await signedInCaller(t.db);
  return { ...m, caller: await callerFor(t.db, m.token, { coach: createAppCoach(t.db) }) };
}

async function confirmed(caller: Awaited<ReturnType<typeof member>>['caller'], goals = GENERATE.goals) {
  const draft = await caller.programs.generate({ ...GENERATE, goals });
  return caller.programs.confirm({ program: draft });
}

const rowsOf = (userId: number) => t.db.select().from(programs).where(eq(programs.userId, userId));

describe('programs: generate, modify, confirm', () => {
  it('drafts from the form, revises from feedback saying what changed, creates it inactive', async () => {
    const { caller, user } = await member();
    const draft = await caller.programs.generate({ ...GENERATE, isConfirmation: false });
    expect(draft.daysPerWeek).toBe(4);
    expect(draft.schedule.days).toHaveLength(4);
    expect(draft.difficulty).toBe('intermediate');
    expect(await rowsOf(user.id)).toEqual([]);

    const revised = await caller.programs.modify({ program: draft, feedback: 'only 3 days please' });
    expect(revised.program.schedule.days).toHaveLength(3);
    expect(revised.changes.join(' ')).toMatch(/3 days a week \(was 4\)/);
    expect(revised.saved).toBeNull();

    const created = await caller.programs.confirm({ program: revised.program });
    expect(created).toMatchObject({
      isActive: false,
      aiGenerated: true,
      daysPerWeek: 3,
      name: revised.program.name,
    });
    expect(created.progression).toBe(revised.program.progression);
    expect(await caller.programs.byId({ id: created.id })).toEqual(created);
    expect((await caller.programs.list()).map((p) => p.id)).toEqual([created.id]);
  });

  it('accepts reps as a number or a range in a draft', async () => {
    const { caller } = await member();
    const draft = await caller.programs.generate(GENERATE);
    const day = draft.schedule.days[0]!;
    const edited = {
      ...draft,
      schedule: {
        ...draft.schedule,
        days: [
          {
            ...day,
            exercises: [
              { ...day.exercises[0]!, reps: 10 },
              { ...day.exercises[0]!, reps: '8-12' },
            ],
          },
        ],
      },
    };
    const created = await caller.programs.confirm({ program: edited });
    expect(created.schedule.days[0]!.exercises.map((x) => x.reps)).toEqual(['10', '8-12']);
  });

  it('revises a saved program in place by id', async () => {
    const { caller } = await member();
    const program = await confirmed(caller);
    const out = await caller.programs.modify({ id: program.id, feedback: 'make it 8 weeks' });
    expect(out.saved?.durationWeeks).toBe(8);
    expect((await caller.programs.byId({ id: program.id })).durationWeeks).toBe(8);
  });

  it("answers the spec's messages as 400 with field errors, and creates nothing", async () => {
    const { caller, user } = await member();
    const bad = [
      [{ goals: '   ' }, 'Please describe your fitness goals', 'goals'],
      [{ goals: 'x', availableDays: 8 }, 'Days per week must be a whole number from 1 to 7', 'availableDays'],
      [{ goals: 'x', availableDays: 0 }, 'Days per week must be a whole number from 1 to 7', 'availableDays'],
      [
        { goals: 'x', equipment: ['rowing machine'] },
        /^Choose equipment from: dumbbells, barbell/,
        'equipment.0',
      ],
      [
        { goals: 'x', experience: 'expert' },
        'Experience must be beginner, intermediate or advanced',
        'experience',
      ],
    ] as const;
    for (const [input, message, field] of bad) {
      const error = await caller.programs.generate(input as never).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', message });
      // The same field errors the REST body carries (errors.ts maps them from the zod cause).
      const cause = (error as { cause?: unknown }).cause;
      expect(cause).toBeInstanceOf(ZodError);
      expect(Object.keys(fieldErrorsOf((cause as ZodError).issues))).toContain(field);
    }
    const draft = await caller.programs.generate(GENERATE);
    await expect(caller.programs.modify({ program: draft, feedback: ' ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "Please describe what you'd like to change",
    });
    await expect(
      caller.programs.confirm({ program: { ...draft, schedule: { days: [] } } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('programs: activate, edit, delete', () => {
  it('activating one deactivates the previous in the same step; false deactivates', async () => {
    const { caller } = await member();
    const a = await confirmed(caller, 'get stronger');
    const b = await confirmed(caller, 'bigger arms');
    expect(await caller.programs.active()).toBeNull();
    await caller.programs.update({ id: a.id, isActive: true });
    expect((await caller.programs.active())?.id).toBe(a.id);
    const now = await caller.programs.update({ id: b.id, isActive: true });
    expect(now.isActive).toBe(true);
    expect((await caller.programs.byId({ id: a.id })).isActive).toBe(false);
    expect((await caller.programs.list()).map((p) => [p.id, p.isActive])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await caller.programs.update({ id: b.id, isActive: false });
    expect(await caller.programs.active()).toBeNull();
  });

  it('two activations at once queue: one program ends active, neither call fails', async () => {
    const { caller } = await member();
    const a = await confirmed(caller, 'get stronger');
    const b = await confirmed(caller, 'bigger arms');
    const c = await confirmed(caller, 'lose fat');
    await Promise.all([a, b, c].map((p) => caller.programs.update({ id: p.id, isActive: true })));
    const active = (await caller.programs.list()).filter((p) => p.isActive);
    expect(active).toHaveLength(1);
  });

  it('starting the same day twice at once opens one workout', async () => {
    const { caller, user } = await member();
    const p = await confirmed(caller);
    const [x, y] = await Promise.all([
      caller.workouts.create({ name: 'Day 1', programId: p.id }),
      caller.workouts.create({ name: 'Day 1', programId: p.id }),
    ]);
    expect(x.id).toBe(y.id);
    expect([x.resumed, y.resumed].sort()).toEqual([false, true]);
    const rows = await t.db.select().from(workouts).where(eq(workouts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('renames and re-describes; a blank name is a 400 that changes nothing', async () => {
    const { caller } = await member();
    const p = await confirmed(caller);
    const renamed = await caller.programs.update({ id: p.id, name: ' My Block ', description: 'Winter' });
    expect(renamed).toMatchObject({ name: 'My Block', description: 'Winter' });
    await expect(caller.programs.update({ id: p.id, name: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a program name',
    });
    await expect(caller.programs.update({ id: p.id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await caller.programs.byId({ id: p.id })).name).toBe('My Block');
  });

  it('deletes a program; workouts logged from it stay', async () => {
    const { caller } = await member();
    const p = await confirmed(caller);
    const w = await caller.workouts.create({ name: 'Day 1', programId: p.id });
    expect(await caller.programs.delete({ id: p.id })).toEqual({ ok: true });
    await expect(caller.programs.byId({ id: p.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.workouts.byId({ id: w.id })).programId).toBeNull();
  });

  it("answers another member's program exactly like a missing one, on every call, changing nothing", async () => {
    const owner = await member();
    const p = await confirmed(owner.caller);
    await owner.caller.programs.update({ id: p.id, isActive: true });
    const other = await member();
    const missing = { code: 'NOT_FOUND', message: 'Program not found' };
    for (const id of [p.id, 2_000_000_000]) {
      await expect(other.caller.programs.byId({ id })).rejects.toMatchObject(missing);
      await expect(other.caller.programs.today({ programId: id })).rejects.toMatchObject(missing);
      await expect(other.caller.programs.update({ id, isActive: false })).rejects.toMatchObject(missing);
      await expect(other.caller.programs.update({ id, name: 'Mine' })).rejects.toMatchObject(missing);
      await expect(other.caller.programs.delete({ id })).rejects.toMatchObject(missing);
      await expect(other.caller.programs.modify({ id, feedback: 'more arms' })).rejects.toMatchObject(
        missing,
      );
      await expect(other.caller.workouts.create({ name: 'x', programId: id })).rejects.toMatchObject(missing);
    }
    for (const id of ['abc', -1, 0, 3_000_000_000] as never[]) {
      await expect(other.caller.programs.byId({ id })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Invalid id',
      });
      await expect(other.caller.programs.today({ programId: id })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
      await expect(other.caller.programs.delete({ id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(other.caller.programs.update({ id: p.id, isActive: 'yes' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'isActive must be true or false',
    });
    expect(await other.caller.programs.list()).toEqual([]);
    expect(await other.caller.programs.active()).toBeNull();
    expect(await other.caller.programs.activeToday()).toBeNull();
    expect(await owner.caller.programs.byId({ id: p.id })).toEqual({ ...p, isActive: true });
  });
});

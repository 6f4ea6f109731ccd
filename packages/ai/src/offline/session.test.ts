import { describe, expect, it } from 'vitest';
import { SessionInsights } from '../schemas.ts';
import { designProgram } from './program-design.ts';
import { describeSession, estimateMinutes, workSeconds } from './session.ts';

describe('describeSession', () => {
  it('estimates time from sets, work and rest', () => {
    expect(workSeconds('5')).toBe(30);
    expect(workSeconds('30-45s')).toBe(52.5);
    // 3 sets × (30 s + 120 s) = 450 s, plus 5 min warm-up and 1 min to set up
    expect(
      estimateMinutes([
        {
          name: 'barbell back squat',
          sets: 3,
          reps: '5',
          restTime: 120,
          notes: null,
          rpe: null,
          weight: null,
          muscleGroups: [],
        },
      ]),
    ).toBe(14);
  });

  it('describes a strength day with focus, challenges and PR chances', () => {
    const p = designProgram({ goals: 'get stronger', experience: 'advanced', availableDays: 4 });
    const day = p.schedule.days[1];
    if (!day) throw new Error('no day');
    const out = SessionInsights.parse(describeSession(p.name, day, 'advanced'));
    expect(out.focusAreas[0]).toBe('Legs');
    expect(out.estimatedTime).toBeGreaterThan(40);
    expect(out.estimatedTime).toBeLessThan(120);
    expect(out.difficulty).toBeGreaterThanOrEqual(4);
    expect(out.challenges.join(' ')).toMatch(/barbell back squat/);
    expect(out.prOpportunities.join(' ')).toMatch(/barbell back squat/);
    expect(out.encouragement.length).toBeGreaterThan(10);
  });

  it('rates a short beginner day as easier', () => {
    const p = designProgram({ goals: 'get fit', availableDays: 3, equipment: ['bodyweight'] });
    const day = p.schedule.days[0];
    if (!day) throw new Error('no day');
    expect(describeSession(p.name, day, 'beginner').difficulty).toBeLessThanOrEqual(3);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BODY_GROUPS } from '../schemas.ts';
import {
  CATALOGUE,
  canonicalName,
  findExercise,
  lookupKey,
  muscleGroupsFor,
  searchExercises,
} from './index.ts';

describe('catalogue data', () => {
  it('has at least 150 exercises with lower-case unique names and valid fields', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(150);
    const keys = new Set<string>();
    for (const e of CATALOGUE) {
      expect(e.name).toBe(e.name.toLowerCase().trim());
      expect(keys.has(lookupKey(e.name)), e.name).toBe(false);
      keys.add(lookupKey(e.name));
      expect(e.primary.length, e.name).toBeGreaterThan(0);
      expect(e.muscles.length, e.name).toBeGreaterThan(0);
      expect(e.equipment.length, e.name).toBeGreaterThan(0);
      for (const g of [...e.primary, ...e.secondary]) expect(BODY_GROUPS).toContain(g);
    }
  });

  it('covers every kind of equipment', () => {
    const kinds = new Set(CATALOGUE.flatMap((e) => e.equipment));
    for (const q of [
      'barbell',
      'dumbbells',
      'cables',
      'machines',
      'bodyweight',
      'kettlebell',
      'resistance_bands',
      'pullup_bar',
      'bench',
    ])
      expect(kinds).toContain(q);
  });

  it('no alias points at two exercises', () => {
    const owner = new Map<string, string>();
    for (const e of CATALOGUE) {
      for (const a of [e.name, ...e.aliases]) {
        const k = lookupKey(a);
        const prev = owner.get(k);
        expect(prev === undefined || prev === e.name, `'${a}' is claimed by ${prev} and ${e.name}`).toBe(
          true,
        );
        owner.set(k, e.name);
      }
    }
  });

  it('stays browser-safe: no node or SDK imports in the catalogue or the schemas', () => {
    const dir = import.meta.dirname;
    const files = [
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => join(dir, f)),
      join(dir, '../schemas.ts'),
    ];
    for (const f of files) {
      const imports = [...readFileSync(f, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const i of imports) expect(i === 'zod' || i?.startsWith('.'), `${f} imports ${i}`).toBe(true);
    }
  });
});

describe('findExercise', () => {
  it.each([
    ['bench', 'barbell bench press'],
    ['Bench Press', 'barbell bench press'],
    ['bp', 'barbell bench press'],
    ['RDL', 'romanian deadlift'],
    ['ohp', 'overhead press'],
    ['db bench', 'dumbbell bench press'],
    ['pullups', 'pull-up'],
    ['Pull-Ups', 'pull-up'],
    ['pull ups', 'pull-up'],
    ['chins', 'chin-up'],
    ['  Squats  ', 'barbell back squat'],
    ['skull-crushers', 'skull crusher'],
    ['Lat Pull Downs', 'lat pulldown'],
    ['weighted dips', 'dip'],
    ["farmer's walks", "farmer's carry"],
    ['kb swings', 'kettlebell swing'],
  ])('%s → %s', (input, name) => {
    expect(findExercise(input)?.name).toBe(name);
  });

  it('returns undefined for names it does not know', () => {
    expect(findExercise('underwater basket weaving')).toBeUndefined();
    expect(findExercise('')).toBeUndefined();
  });
});

describe('lookups', () => {
  it('canonicalName falls back to the trimmed name as written', () => {
    expect(canonicalName('Pull-Ups')).toBe('pull-up');
    expect(canonicalName('  Sled Push ')).toBe('Sled Push');
  });

  it('muscleGroupsFor lists primary then secondary groups, deduplicated', () => {
    expect(muscleGroupsFor('bench')).toEqual(['chest', 'arms', 'shoulders']);
    expect(muscleGroupsFor('deadlift')).toEqual(['legs', 'back', 'core']);
    expect(muscleGroupsFor('nope')).toEqual([]);
  });

  it('searchExercises ranks exact, then prefix, then substring matches', () => {
    expect(searchExercises('bench')[0]?.name).toBe('barbell bench press');
    expect(searchExercises('incl', 5).every((e) => e.name.includes('incline'))).toBe(true);
    expect(searchExercises('curl', 3).map((e) => e.name)).toHaveLength(3);
    expect(searchExercises('curl').every((e) => e.name.includes('curl'))).toBe(true);
    expect(searchExercises('leg pr')[0]?.name).toBe('leg press');
    expect(searchExercises('')).toEqual([]);
  });
});

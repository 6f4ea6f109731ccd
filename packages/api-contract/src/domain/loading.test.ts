import { describe, expect, it } from 'vitest';
import { loadable, loadKindOf, rungsFor, stepLoad } from './loading.ts';
import { fromPounds } from './units.ts';

const kg = (lb: number) => Math.round(fromPounds(lb, 'kg') * 100) / 100;

describe('loadable weights', () => {
  it('rounds barbell loads to 5 lb, or to 2.5 kg for kg members, never below the empty bar', () => {
    expect(loadable(187, 'barbell', 'lb')).toBe(185);
    expect(loadable(188, 'barbell', 'lb')).toBe(190);
    expect(loadable(188, 'barbell', 'lb', 'down')).toBe(185);
    expect(kg(loadable(225, 'barbell', 'kg'))).toBe(102.5);
    expect(loadable(20, 'barbell', 'lb')).toBe(45);
    expect(kg(loadable(10, 'barbell', 'kg'))).toBe(20);
  });

  it('follows the dumbbell ladder in each unit', () => {
    expect(loadable(11, 'dumbbell', 'lb')).toBe(10);
    expect(loadable(13.6, 'dumbbell', 'lb')).toBe(15);
    expect(loadable(43, 'dumbbell', 'lb', 'down')).toBe(40);
    expect(kg(loadable(25, 'dumbbell', 'kg'))).toBe(12);
    expect(kg(loadable(47, 'dumbbell', 'kg'))).toBe(22.5);
  });

  it('steps up and down whole rungs, so a step never rounds back to the same load', () => {
    expect(stepLoad(185, 'barbell', 'lb', 1)).toBe(190);
    expect(stepLoad(185, 'barbell', 'lb', 2)).toBe(195);
    expect(kg(stepLoad(220.462, 'barbell', 'kg', 1))).toBe(102.5);
    expect(stepLoad(25, 'dumbbell', 'lb', 1)).toBe(30);
    expect(stepLoad(12, 'dumbbell', 'lb', -1)).toBe(10);
    expect(stepLoad(3, 'dumbbell', 'lb', -1)).toBe(3);
    expect(stepLoad(45, 'barbell', 'lb', -1)).toBe(45);
  });

  it('turns a pound step into rungs of the member unit', () => {
    expect(rungsFor(10, 'barbell', 'lb')).toBe(2);
    expect(rungsFor(5, 'barbell', 'kg')).toBe(1);
    expect(rungsFor(10, 'barbell', 'kg')).toBe(2);
    expect(rungsFor(5, 'dumbbell', 'kg')).toBe(1);
  });

  it('reads the kind of load from the catalogue equipment', () => {
    expect(loadKindOf(['barbell', 'bench'], false)).toBe('barbell');
    expect(loadKindOf(['dumbbells', 'bench'], false)).toBe('dumbbell');
    expect(loadKindOf(['cables'], false)).toBe('machine');
    expect(loadKindOf(['pullup_bar'], true)).toBe('bodyweight');
    expect(loadKindOf(undefined, false)).toBe('machine');
  });
});

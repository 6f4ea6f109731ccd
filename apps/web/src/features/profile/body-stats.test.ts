import { describe, expect, it } from 'vitest';
import {
  parseHeightInput,
  parseWeightInput,
  weightConversionNote,
  weightFieldValue,
  weightRangeIn,
} from './body-stats.ts';

describe('height (whole inches, 36-96)', () => {
  it('accepts the range ends and whole numbers inside', () => {
    expect(parseHeightInput('36')).toEqual({ kind: 'set', value: 36 });
    expect(parseHeightInput(' 70 ')).toEqual({ kind: 'set', value: 70 });
    expect(parseHeightInput('96')).toEqual({ kind: 'set', value: 96 });
  });

  it('clears when empty', () => {
    expect(parseHeightInput('')).toEqual({ kind: 'clear' });
    expect(parseHeightInput('   ')).toEqual({ kind: 'clear' });
  });

  it.each(['35', '97', '70.5', '-70', 'abc', '5\'10"', '1e2'])('ignores %s', (raw) => {
    expect(parseHeightInput(raw)).toEqual({ kind: 'ignore' });
  });
});

describe('weight (50-500 lb, step 0.1)', () => {
  it('accepts pounds in range with at most one decimal', () => {
    expect(parseWeightInput('50', 'lb')).toEqual({ kind: 'set', value: 50 });
    expect(parseWeightInput('180.5', 'lb')).toEqual({ kind: 'set', value: 180.5 });
    expect(parseWeightInput('500', 'lb')).toEqual({ kind: 'set', value: 500 });
  });

  it('clears when empty', () => {
    expect(parseWeightInput('', 'lb')).toEqual({ kind: 'clear' });
    expect(parseWeightInput('', 'kg')).toEqual({ kind: 'clear' });
  });

  it.each(['49.9', '500.1', '180.25', 'heavy', '-180', '0'])('ignores %s lb', (raw) => {
    expect(parseWeightInput(raw, 'lb')).toEqual({ kind: 'ignore' });
  });

  it('takes kilograms from kg members and sends pounds', () => {
    expect(parseWeightInput('80', 'kg')).toEqual({ kind: 'set', value: 176.37 });
    expect(parseWeightInput('80,5', 'kg')).toEqual({ kind: 'set', value: 177.472 });
  });

  it('holds kg members to the same 50-500 lb', () => {
    expect(weightRangeIn('kg')).toEqual({ min: 22.7, max: 226.7 });
    expect(parseWeightInput('22.6', 'kg')).toEqual({ kind: 'ignore' });
    expect(parseWeightInput('226.8', 'kg')).toEqual({ kind: 'ignore' });
    const low = parseWeightInput('22.7', 'kg');
    const high = parseWeightInput('226.7', 'kg');
    expect(low.kind === 'set' && low.value >= 50).toBe(true);
    expect(high.kind === 'set' && high.value <= 500).toBe(true);
  });

  it('round-trips a kg entry to the same field value', () => {
    const saved = parseWeightInput('81.3', 'kg');
    expect(saved.kind).toBe('set');
    if (saved.kind === 'set') expect(weightFieldValue(saved.value, 'kg')).toBe('81.3');
  });

  it('shows the other unit: kg by the spec divisor 2.205, lbs for kg members', () => {
    expect(weightConversionNote(180, 'lb')).toBe('81.6 kg');
    expect(weightConversionNote(176.37, 'kg')).toBe('176.4 lbs');
    expect(weightConversionNote(null, 'lb')).toBeNull();
    expect(weightFieldValue(180, 'lb')).toBe('180');
    expect(weightFieldValue(null, 'kg')).toBe('');
  });
});

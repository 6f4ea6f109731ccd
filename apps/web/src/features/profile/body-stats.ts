/**
 * The profile's height and weight rules (spec 1 §5): height a whole number of inches from 36 to 96,
 * weight 50-500 lb in steps of 0.1; empty clears; anything else is ignored (the stored value stays).
 * Members who chose kg type kilograms; the API always gets pounds.
 */

import { fromPounds, PROFILE_KG_DIVISOR, toPounds, type WeightUnitName } from '@coach/api-contract/domain';
import { HEIGHT_RANGE, WEIGHT_RANGE } from '@coach/api-contract/schemas';

export type StatEdit = { kind: 'clear' } | { kind: 'set'; value: number } | { kind: 'ignore' };

const NUMBER = /^\d+(\.\d+)?$/;

export function parseHeightInput(raw: string): StatEdit {
  const text = raw.trim();
  if (text === '') return { kind: 'clear' };
  if (!/^\d+$/.test(text)) return { kind: 'ignore' };
  const inches = Number(text);
  return inches >= HEIGHT_RANGE.min && inches <= HEIGHT_RANGE.max
    ? { kind: 'set', value: inches }
    : { kind: 'ignore' };
}

/** The accepted range in the member's unit, one decimal, rounded inwards so both ends convert inside 50-500 lb. */
export function weightRangeIn(unit: WeightUnitName) {
  if (unit === 'lb') return { min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max };
  return {
    min: Math.ceil(fromPounds(WEIGHT_RANGE.min, 'kg') * 10) / 10,
    max: Math.floor(fromPounds(WEIGHT_RANGE.max, 'kg') * 10) / 10,
  };
}

/** A typed weight in `unit` → pounds for the API. */
export function parseWeightInput(raw: string, unit: WeightUnitName): StatEdit {
  const text = raw.trim().replace(',', '.');
  if (text === '') return { kind: 'clear' };
  if (!NUMBER.test(text)) return { kind: 'ignore' };
  const value = Number(text);
  // step 0.1: at most one decimal place
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) return { kind: 'ignore' };
  const { min, max } = weightRangeIn(unit);
  if (value < min || value > max) return { kind: 'ignore' };
  return { kind: 'set', value: toPounds(value, unit) };
}

const oneDecimal = (n: number) => {
  const v = Math.round(n * 10) / 10;
  return Number.isInteger(v) ? v.toFixed(0) : v.toFixed(1);
};

/** What the weight field shows for a stored weight in pounds. */
export function weightFieldValue(pounds: number | null, unit: WeightUnitName): string {
  return pounds === null ? '' : oneDecimal(fromPounds(pounds, unit));
}

/** The line under the weight field: the other unit, kg by the spec's ÷ 2.205. */
export function weightConversionNote(pounds: number | null, unit: WeightUnitName): string | null {
  if (pounds === null) return null;
  return unit === 'lb' ? `${oneDecimal(pounds / PROFILE_KG_DIVISOR)} kg` : `${oneDecimal(pounds)} lbs`;
}

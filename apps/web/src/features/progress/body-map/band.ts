/** This week's hard sets against the member's band: the words and colours the body map uses. */
import type { BandStatus } from '@coach/ai/training';

export type { BandStatus };

/** Mantine colour names, readable on both light and dark backgrounds. */
export const BAND_COLOR: Record<BandStatus, string> = {
  none: 'gray',
  under: 'yellow',
  within: 'teal',
  over: 'red',
};

export const BAND_LABEL: Record<BandStatus, string> = {
  none: 'Not trained',
  under: 'Under',
  within: 'On target',
  over: 'Over',
};

const SPOKEN: Record<BandStatus, string> = {
  none: 'not trained',
  under: 'under target',
  within: 'on target',
  over: 'over target',
};

/** The dialog's badge: 'Under target', 'On target'. */
export const bandLong = (status: BandStatus) => SPOKEN[status].replace(/^./, (c) => c.toUpperCase());

/** Sets read as people say them: '8 sets', '1 set', '4.5 sets' (secondary work counts half). */
export function setsText(sets: number): string {
  const n = Math.round(sets * 10) / 10;
  return `${n} ${n === 1 ? 'set' : 'sets'}`;
}

export interface Band {
  min: number;
  max: number;
}

/** '8 of 10-20 weekly sets, under target': what a screen reader hears for a region or card. */
export function bandSentence(name: string, sets: number, band: Band, status: BandStatus): string {
  return `${name}: ${setsText(sets)} this week, target ${band.min}-${band.max}, ${SPOKEN[status]}`;
}

/** Share of the band's upper edge reached, for a progress bar (0-100; past the band shows full). */
export function bandPercent(sets: number, band: Band): number {
  if (band.max <= 0) return 0;
  return Math.min(100, Math.round((sets / band.max) * 100));
}

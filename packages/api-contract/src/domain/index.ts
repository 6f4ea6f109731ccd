/** Browser-safe pure domain math shared by the server and the web. */
export * from './calendar.ts';
export * from './calories.ts';
export * from './duration.ts';
export * from './effort.ts';
export * from './loading.ts';
export * from './percent.ts';
export * from './prescription.ts';
export * from './progression.ts';
export * from './starting-load.ts';
export * from './streak.ts';
export * from './text.ts';
export * from './training.ts';
export * from './units.ts';
export * from './volume.ts';

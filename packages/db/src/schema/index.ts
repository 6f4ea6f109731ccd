export * from './achievements.ts';
export * from './ai-calls.ts';
export * from './goals.ts';
export * from './muscles.ts';
export * from './programs.ts';
export * from './rate-limits.ts';
export * from './users.ts';
export * from './workouts.ts';

/** Browser-safe: every domain's zod schemas and rules, for forms and typed responses. */

export * from './achievements/schemas.ts';
export * from './auth/schemas.ts';
export * from './coach/schemas.ts';
export * from './common.ts';
export * from './exercises/schemas.ts';
export * from './goals/schemas.ts';
export * from './programs/schemas.ts';
export * from './progress/schemas.ts';
export * from './workouts/schemas.ts';

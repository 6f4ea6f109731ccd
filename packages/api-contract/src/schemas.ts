/** Browser-safe: every domain's zod schemas and rules, for forms and typed responses. */
export * from './auth/schemas.ts';
export * from './common.ts';

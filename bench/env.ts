/** The benchmarks' settings, read once. */
export const benchEnv = {
  /** the server the workouts benchmark creates its own database on */
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  /** seconds per measured case */
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  /** measured rounds of the progress benchmark (cases interleaved within each round) */
  progressRounds: Number(process.env.BENCH_ROUNDS ?? 3),
  /** requests per layer in profile.ts */
  profileRequests: Number(process.env.PROFILE_N ?? 200),
};

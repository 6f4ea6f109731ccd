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
  /** Lighthouse: the Chromium to drive (Debian's by default) and the port the app is served on */
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  lighthousePort: Number(process.env.LIGHTHOUSE_APP_PORT ?? 3501),
  lighthouseRuns: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  /** `default`: Lighthouse's own mobile setting (4x CPU slowdown); `calibrated`: scaled to this host (see run.ts) */
  lighthouseCpu: process.env.LIGHTHOUSE_CPU ?? 'default',
  /** a folder to write each run's full Lighthouse report (JSON) into, for digging into a score */
  lighthouseDump: process.env.LIGHTHOUSE_DUMP,
  /** only these pages (comma-separated: welcome,home,history); all when unset */
  lighthousePages: process.env.LIGHTHOUSE_PAGES?.split(','),
};

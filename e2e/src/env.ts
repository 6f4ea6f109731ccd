/** The end-to-end tests' settings, read once. */
export const e2eEnv = {
  /** a Chromium binary other than Debian's */
  chromiumPath: process.env.CHROMIUM_PATH,
  /** `1`: use the npm package's Chromium even when the system has one (to check the fallback) */
  preferPackagedChromium: process.env.E2E_PACKAGED_CHROMIUM === '1',
  /** what a launched browser inherits, plus what it needs (see chromium.ts) */
  inherited: process.env,
};

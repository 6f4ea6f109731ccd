/** The end-to-end tests' settings, read once. */
export const e2eEnv = {
  /** a Chromium binary other than Debian's */
  chromiumPath: process.env.CHROMIUM_PATH,
};

// Screenshots of the main screens at phone size, light and dark: `npx tsx e2e/scripts/account-screenshots.mjs`
// with the API serving the built web on BASE_URL (default http://localhost:3001). Writes to /screenshots.
import { screenshotSession } from './shots.mjs';

const { base, out, phone, finish } = await screenshotSession();

const email = `shots-${Date.now()}@example.com`;
const password = 'lift-heavy-123';
for (const scheme of ['light', 'dark']) {
  const { context, page } = await phone(scheme);
  const shot = (name) => page.screenshot({ path: `${out}${name}-${scheme}.png`, fullPage: true });

  await page.goto(`${base}/`);
  await page.getByText('Smart Programs').waitFor();
  await shot('welcome');
  if (scheme === 'dark') {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${out}welcome-desktop-${scheme}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  await page.goto(`${base}/register`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Please fill in all required fields').waitFor();
  await shot('register-error');

  await page.goto(`${base}/login`);
  await page.getByText('Secure login').waitFor();
  await shot('login');

  if (scheme === 'light') {
    await page.goto(`${base}/register`);
    await page.getByLabel(/^First name/).fill('Alex');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Creating Your Account').waitFor();
    await shot('register-loading');
    await page.getByText('Welcome back!').waitFor({ timeout: 10_000 });
  } else {
    // A wrong password shows the server's message.
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[autocomplete="current-password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await shot('login-error');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!').waitFor({ timeout: 10_000 });
  }
  await page.waitForTimeout(300);
  await shot('home');

  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByText('Sign Out').waitFor();
  await page.waitForTimeout(300);
  if (scheme === 'light') {
    // Saved settings survive a reload: height, weight, effort scale, then kg display.
    await page.getByRole('textbox', { name: 'Height' }).fill('70');
    await page.getByRole('textbox', { name: 'Weight' }).fill('180');
    await page.getByRole('textbox', { name: 'Height' }).focus();
    await page.getByText('≈ 81.6 kg').waitFor();
    await page.getByRole('radio', { name: 'RIR' }).click();
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByText('5\'10"').waitFor();
    await page.getByText('≈ 81.6 kg').waitFor();
    if (!(await page.getByRole('radio', { name: 'RIR' }).isChecked())) throw new Error('RIR not saved');
    await page.getByText('Kilograms (kg)').click();
    await page.getByText('≈ 180 lbs').waitFor();
    await shot('profile-kg');
  }
  await shot('profile');
  // The fixed nav must never cover the end of a page: look at the bottom as a phone shows it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${out}profile-bottom-${scheme}.png` });

  // Signed in, the visitor screens show home (spec 2 §2).
  await page.goto(`${base}/login`);
  await page.getByText('Welcome back!').waitFor();

  if (scheme === 'light') {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base}/`);
    await page.getByText('Welcome back!').waitFor();
    await page.screenshot({ path: `${out}home-desktop-${scheme}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  await page.goto(`${base}/no-such-page`);
  await page.getByText('Page Not Found').waitFor();
  await shot('not-found');
  await context.close();
}

await finish();

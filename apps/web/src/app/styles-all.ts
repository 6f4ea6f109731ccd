/**
 * Every Mantine style, for the screens past the first ones. Layered (`@layer mantine`), like the first
 * screens' subset in first-styles.ts, so the app's own CSS wins whatever order the files arrive in.
 */
import '@mantine/core/styles.layer.css';

import { IconBarbell, IconChartLine, IconHistory, IconHome, IconUser } from '@tabler/icons-react';

/** The five fixed entries (spec 1 §2). Paths are plain strings so a screen can be added later. */
export const NAV_ITEMS = [
  { label: 'Home', to: '/', Icon: IconHome },
  { label: 'Workout', to: '/workout-journal', Icon: IconBarbell },
  { label: 'History', to: '/workouts', Icon: IconHistory },
  { label: 'Progress', to: '/progress', Icon: IconChartLine },
  { label: 'Profile', to: '/profile', Icon: IconUser },
] as const;

/** Exact path match, ignoring one trailing slash: /workouts/12 does not light up History. */
export function isActivePath(pathname: string, to: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return normalise(pathname) === normalise(to);
}

/** The nav hides while a form field is focused here, so the keyboard has room (spec 1 §2). */
export const HIDE_NAV_WHILE_TYPING_ON = ['/programs/generate'];

import type { ReactNode } from 'react';
import { OfflineNote } from '../feedback/offline-note.tsx';
import classes from './app-layout.module.css';
import { BottomNav } from './bottom-nav.tsx';

/** The signed-in frame: a centred, mobile-width column above the bottom navigation. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main className={classes.main}>
        <OfflineNote />
        {children}
      </main>
      <BottomNav />
    </>
  );
}

/** Toasts, one at a time (spec: toast limit 1): a new one replaces whatever is showing or queued. */
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  message: ReactNode;
  tone?: 'info' | 'success' | 'warning' | 'error';
  icon?: ReactNode;
  /** ms; false keeps it until dismissed */
  autoClose?: number | false;
}

const COLORS = { info: 'brand', success: 'teal', warning: 'yellow', error: 'red' } as const;

export function toast({ title, message, tone = 'info', icon, autoClose = 4000 }: ToastOptions) {
  notifications.clean();
  notifications.show({
    title,
    message,
    color: COLORS[tone],
    icon,
    autoClose,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}

/** Where toasts render: its own chunk, loaded once the first screen is up (see providers.tsx). */
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

export default function ToastsHost() {
  return <Notifications limit={1} position="top-center" zIndex={1000} />;
}

import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useOnlineStatus } from '../../lib/connectivity.tsx';

/**
 * Above every signed-in screen while there is no connection: what is shown is the data last seen on
 * this device (restored from IndexedDB), and changes wait in the outbox.
 */
export function OfflineNote() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert
      role="status"
      variant="light"
      color="yellow"
      icon={<IconCloudOff size={20} aria-hidden />}
      title="You're offline"
      mb="md"
    >
      Showing what was saved on this device. Changes you make are kept here and sync when you're back online.
    </Alert>
  );
}

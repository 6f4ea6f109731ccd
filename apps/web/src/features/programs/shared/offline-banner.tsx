import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnlineStatus } from '../../../lib/connectivity.tsx';

/** 'Offline - Changes saved locally' (spec 2 §2), shown only while the browser is offline. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconWifiOff size={18} />} py="xs">
      Offline - Changes saved locally
    </Alert>
  );
}

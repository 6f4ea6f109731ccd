/** Follows the browser's online/offline state and tells the member when it changes (spec 1 §8). */
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { toast } from './toast.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Renders nothing; shows a toast on each change after the first render (not on page load). */
export function ConnectivityToasts() {
  const online = useOnlineStatus();
  const previous = useRef(online);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    if (online) {
      toast({
        title: 'Back Online',
        message: 'Your connection has been restored.',
        tone: 'success',
        icon: <IconWifi size={18} />,
      });
    } else {
      toast({
        title: 'Connection Lost',
        message: "You're now offline. Your changes will be saved locally.",
        tone: 'warning',
        icon: <IconWifiOff size={18} />,
        autoClose: false,
      });
    }
  }, [online]);

  return null;
}

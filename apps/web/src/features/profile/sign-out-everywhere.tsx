import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * 'Log out everywhere' (not "Sign out …", which would share the Sign Out button's accessible name):
 * ends every session the member has (a lost phone, a shared computer), this one included. Asks once
 * before doing it, since it signs this device out too.
 */
export function SignOutEverywhere({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!asking)
    return (
      <Button variant="subtle" color="red" fullWidth onClick={() => setAsking(true)}>
        Log out everywhere
      </Button>
    );

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" ta="center">
        This signs you out on every device, including this one.
      </Text>
      {failed && (
        <Text size="sm" c="red" ta="center" role="alert">
          Could not log out everywhere. Check your connection and try again.
        </Text>
      )}
      <Button color="red" size="md" fullWidth loading={pending} onClick={confirm}>
        Log out everywhere
      </Button>
      <Button variant="default" size="md" fullWidth onClick={() => setAsking(false)} disabled={pending}>
        Cancel
      </Button>
    </Stack>
  );
}

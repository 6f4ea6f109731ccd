import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The one message a form shows: the first rule broken, or what the server said. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" py="sm">
      {message}
    </Alert>
  );
}

import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The subtle "← Back" link at the top of a screen that has a fixed place to go back to. */
export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} />}
      w="fit-content"
      px={4}
    >
      {children}
    </Button>
  );
}

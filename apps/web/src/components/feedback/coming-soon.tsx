import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from '../layout/page-header.tsx';

/** A screen that exists in the navigation but not yet in the app. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconTools size={30} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            Coming soon
          </Text>
          <Text c="dimmed" maw={300}>
            This part of your coach is on its way.
          </Text>
        </Stack>
      </Card>
    </>
  );
}

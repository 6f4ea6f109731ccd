import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card on the profile page. */
export function SettingsSection({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <div>
            <Text fw={700} lh={1.3}>
              {title}
            </Text>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { User } from '../../lib/trpc.ts';

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(new Date(iso));

/** Avatar initial, name, email and the 'Member' label with the month they joined. */
export function ProfileHeader({ user }: { user: User }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const initial = (user.firstName || user.email).charAt(0).toUpperCase();
  return (
    <Card padding="lg">
      <Group wrap="nowrap" gap="md">
        <Avatar
          size={72}
          radius="xl"
          variant="gradient"
          gradient={{ from: 'brand.5', to: 'ember.5', deg: 135 }}
          alt={name}
        >
          <Text fz={30} fw={800} c="white" span>
            {initial}
          </Text>
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={800} fz="xl" lh={1.2} truncate>
            {name}
          </Text>
          <Text c="dimmed" size="sm" truncate>
            {user.email}
          </Text>
          <Group gap={6}>
            <Badge variant="light" radius="sm">
              Member
            </Badge>
            <Text size="xs" c="dimmed">
              since {memberSince(user.createdAt)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

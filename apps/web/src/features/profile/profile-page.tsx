import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { SignOutButton } from './sign-out-button.tsx';

export function ProfilePage() {
  const trpc = useTRPC();
  const { data: user } = useSuspenseQuery(trpc.auth.me.queryOptions());
  return (
    <Stack gap="lg">
      <PageHeader title="Profile" subtitle={user.email} />
      <SignOutButton />
    </Stack>
  );
}

import type { UpdatePreferencesInput } from '@coach/api-contract/schemas';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BodyStatsSetting } from './body-stats-setting.tsx';
import { EffortSetting } from './effort-setting.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileStats, ProfileStatsSkeleton } from './profile-stats.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';
import { ThemeSetting } from './theme-setting.tsx';
import { useUpdatePreferences } from './use-update-preferences.ts';

export function ProfilePage() {
  const trpc = useTRPC();
  const { data: user } = useSuspenseQuery(trpc.auth.me.queryOptions());
  const update = useUpdatePreferences();
  const queryClient = useQueryClient();
  const logoutAll = useMutation(trpc.auth.logoutAll.mutationOptions());
  const signOutEverywhere = async () => {
    await logoutAll.mutateAsync();
    queryClient.clear();
    window.location.assign('/');
  };

  const save = async (patch: UpdatePreferencesInput) => {
    try {
      return await update.mutateAsync(patch);
    } catch (error) {
      toast({
        title: 'Not saved',
        message: errorMessage(error, 'Could not save your changes.'),
        tone: 'error',
      });
      throw error;
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title="Profile" />
      <ProfileHeader user={user} />
      <Suspense fallback={<ProfileStatsSkeleton />}>
        <ProfileStats timeZone={user.timeZone} />
      </Suspense>
      <ThemeSetting />
      <EffortSetting
        value={user.effortTrackingPreference}
        onSave={(effortTrackingPreference) => update.mutateAsync({ effortTrackingPreference })}
      />
      <BodyStatsSetting
        height={user.height}
        weight={user.weight}
        weightUnit={user.weightUnit}
        onSave={save}
      />
      <SignOutButton />
      <SignOutEverywhere onConfirm={signOutEverywhere} />
    </Stack>
  );
}

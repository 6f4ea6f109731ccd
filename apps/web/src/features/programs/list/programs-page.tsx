import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { ActivatedScreen } from './activated-screen.tsx';
import { DeleteProgramDialog } from './delete-program-dialog.tsx';
import { ActiveProgramCard, type ProgramItem, ProgramListCard } from './program-cards.tsx';

/** /programs (spec 2 §2): the active program, every program, activation and deletion. */
export function ProgramsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.programs.list.queryOptions());
  const [activated, setActivated] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProgramItem | null>(null);

  // Activating or deleting changes Home's Quick Start and today's workout too, not just this list.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.programs.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.workouts.dashboard.queryKey() }),
    ]);
  const activate = useMutation(
    trpc.programs.update.mutationOptions({
      onSuccess: (program) => setActivated(program.name),
      onError: () =>
        toast({
          title: 'Activation Failed',
          message: 'Unable to activate program. Please try again.',
          tone: 'error',
        }),
    }),
  );
  const remove = useMutation(
    trpc.programs.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        toast({ title: 'Program Deleted', message: 'Workouts you logged from it stay in your history.' });
        await refresh();
      },
      onError: () =>
        toast({
          title: 'Delete Failed',
          message: 'Unable to delete program. Please try again.',
          tone: 'error',
        }),
    }),
  );

  if (activated !== null)
    return (
      <ActivatedScreen
        name={activated}
        onDone={() => {
          void refresh().then(() => setActivated(null));
        }}
      />
    );

  const header = (
    <PageHeader
      title="Programs"
      action={
        <Button component={Link} to="/programs/generate" leftSection={<IconSparkles size={18} />}>
          Generate
        </Button>
      }
    />
  );
  if (list.isPending)
    return (
      <>
        {header}
        <LoadingScreen message="Loading your workout programs..." />
      </>
    );
  if (list.isError)
    return (
      <>
        {header}
        <LoadError retry={() => list.refetch()} />
      </>
    );

  const programs = list.data;
  const active = programs.find((p) => p.isActive) ?? null;
  return (
    <Stack gap="lg">
      {header}
      {programs.length === 0 ? (
        <EmptyPrograms />
      ) : (
        <>
          {active && <ActiveProgramCard program={active} />}
          <section>
            <Title order={2} fz={20} mb="sm">
              Your Programs
            </Title>
            <Stack gap="sm">
              {programs.map((program) => (
                <ProgramListCard
                  key={program.id}
                  program={program}
                  activating={activate.isPending && activate.variables?.id === program.id}
                  onActivate={() => activate.mutate({ id: program.id, isActive: true })}
                  onDelete={() => setDeleting(program)}
                />
              ))}
            </Stack>
          </section>
        </>
      )}
      <DeleteProgramDialog
        name={deleting?.name ?? null}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </Stack>
  );
}

function EmptyPrograms() {
  return (
    <Card padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconSparkles size={34} />
        </ThemeIcon>
        <Title order={2}>No Programs Yet</Title>
        <Text c="dimmed" maw={300}>
          Generate your first AI-powered workout program
        </Text>
        <Button component={Link} to="/programs/generate" size="md" mt="xs">
          Generate Program
        </Button>
      </Stack>
    </Card>
  );
}

function LoadError({ retry }: { retry: () => void }) {
  return (
    <Card padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={2}>Could not load your programs</Title>
        <Text c="dimmed">Please check your connection and try again.</Text>
        <Button onClick={retry}>Try again</Button>
      </Stack>
    </Card>
  );
}

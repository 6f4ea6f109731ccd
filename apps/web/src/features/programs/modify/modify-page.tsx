import { FEEDBACK_REQUIRED } from '@coach/api-contract/schemas';
import { Button, Card, List, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconWand } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { errorStatus, fieldErrorsOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { ProgramBadges } from '../shared/program-badges.tsx';

type Program = RouterOutputs['programs']['byId'];

/** /programs/modify?id= (spec 2 §2): revise a saved program by written feedback, then back to the list. */
export function ModifyPage({ id }: { id: number }) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.programs.byId.queryOptions({ id }), retry: false });
  if (query.data) return <ModifyForm program={query.data} />;
  if (query.isError) return <Missing notFound={errorStatus(query.error) === 404} />;
  return <LoadingScreen message="Loading your program..." />;
}

function ModifyForm({ program }: { program: Program }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const modify = useMutation(
    trpc.programs.modify.mutationOptions({
      onSuccess: async (answer) => {
        toast({
          title: 'Program Updated',
          message:
            `Your program has been modified based on your feedback. ${answer.changes.length ? answer.summary : ''}`.trim(),
          tone: 'success',
          autoClose: 7000,
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.programs.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.workouts.dashboard.queryKey() }),
        ]);
        void navigate({ to: '/programs' });
      },
      onError: (e) => {
        const message = fieldErrorsOf(e)?.feedback;
        if (message) setError(message);
        else
          toast({
            title: 'Modification Failed',
            message: 'Unable to modify program. Please try again.',
            tone: 'error',
          });
      },
    }),
  );
  const submit = () => {
    const text = feedback.trim();
    if (!text) {
      setError(FEEDBACK_REQUIRED);
      return;
    }
    setError(null);
    modify.mutate({ id: program.id, feedback: text });
  };

  return (
    <Stack gap="md">
      <BackLink to="/programs">Back</BackLink>
      <Title order={1} fz={26}>
        Modify Program: {program.name}
      </Title>
      <Card padding="md">
        {program.description && (
          <Text size="sm" c="dimmed" mb="xs">
            {program.description}
          </Text>
        )}
        <ProgramBadges
          weeks={program.durationWeeks}
          difficulty={program.difficulty}
          daysPerWeek={program.schedule.days.length}
        />
        <List size="sm" mt="sm" spacing={2}>
          {program.schedule.days.map((d) => (
            <List.Item key={d.dayNumber}>
              Day {d.dayNumber}: {d.name} ({d.exercises.length} exercises)
            </List.Item>
          ))}
        </List>
      </Card>
      <Card
        padding="md"
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="What would you like to change?"
            description='For example "only 3 days", "no barbell", "more arms", "make it 8 weeks" or "my knee hurts on squats"'
            required
            autosize
            minRows={4}
            maxLength={2000}
            value={feedback}
            error={error}
            onChange={(e) => {
              setFeedback(e.currentTarget.value);
              if (error && e.currentTarget.value.trim()) setError(null);
            }}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            leftSection={<IconWand size={18} />}
            disabled={modify.isPending}
          >
            {modify.isPending ? 'Modifying your program...' : 'Modify Program'}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

function Missing({ notFound }: { notFound: boolean }) {
  return (
    <Stack gap="md">
      <BackLink to="/programs">Back</BackLink>
      <Card padding="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color={notFound ? 'gray' : 'red'} variant="light" aria-hidden>
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={2}>{notFound ? 'Program not found' : 'Could not load this program'}</Title>
          <Text c="dimmed">
            {notFound
              ? 'It may have been deleted, or the link is wrong.'
              : 'Please check your connection and try again.'}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

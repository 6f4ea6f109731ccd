import { explainProgram } from '@coach/ai/programs';
import type { ProgramDraft } from '@coach/ai/schemas';
import { Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconWand } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../../workouts/shared/member.ts';
import { newIdempotencyKey } from '../../workouts/shared/text.ts';
import { ProgramBadges } from '../shared/program-badges.tsx';
import { DayCard } from './day-card.tsx';
import { ExplanationCard } from './explanation-card.tsx';

export const FEEDBACK_TOAST = "Please describe what changes you'd like to make.";

/**
 * /programs/confirm?data= (spec 2 §2): review the draft and why it looks that way, revise it by
 * feedback as often as wanted (each revision replaces `data`, so a reload keeps it), then create it.
 */
export function ConfirmPage({ draft }: { draft: ProgramDraft }) {
  const trpc = useTRPC();
  const member = useMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState('');
  // One key per reviewed draft: a double tap on Confirm creates one program.
  const [confirmKey, setConfirmKey] = useState(newIdempotencyKey);
  // Recomputed here rather than trusting the coach's copy, so it reads in the member's unit and effort scale.
  const explanation = useMemo(
    () => explainProgram(draft, { unit: member.weightUnit, effort: member.effortTrackingPreference }),
    [draft, member.weightUnit, member.effortTrackingPreference],
  );
  const progressionOf = (name: string) =>
    explanation.exercises.find((x) => x.name.toLowerCase() === name.toLowerCase())?.progression;

  const modify = useMutation(
    trpc.programs.modify.mutationOptions({
      onSuccess: (answer) => {
        setFeedback('');
        setConfirmKey(newIdempotencyKey());
        void navigate({ to: '/programs/confirm', search: { data: answer.program }, replace: true });
        toast({
          title: 'Program Modified',
          message: (
            <>
              Your program has been updated based on your feedback.
              {answer.changes.length > 0 && <Changes changes={answer.changes} />}
            </>
          ),
          tone: 'success',
          autoClose: 7000,
        });
      },
      onError: () =>
        toast({
          title: 'Modification Failed',
          message: 'Unable to modify program. Please try again.',
          tone: 'error',
        }),
    }),
  );
  const create = useMutation(
    trpc.programs.confirm.mutationOptions({
      onSuccess: async () => {
        toast({
          title: 'Program Created!',
          message: 'Your personalized workout program is ready to use.',
          tone: 'success',
        });
        await queryClient.invalidateQueries({ queryKey: trpc.programs.pathKey() });
        void navigate({ to: '/programs' });
      },
      onError: () =>
        toast({
          title: 'Creation Failed',
          message: 'Unable to create program. Please try again.',
          tone: 'error',
        }),
    }),
  );

  const submitFeedback = () => {
    const text = feedback.trim();
    if (!text) {
      toast({ title: 'Feedback Required', message: FEEDBACK_TOAST, tone: 'warning' });
      return;
    }
    modify.mutate({ program: draft, feedback: text });
  };
  const busy = modify.isPending || create.isPending;

  return (
    <Stack gap="md">
      <BackLink to="/programs/generate">Back to Generator</BackLink>

      <Card padding="lg">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
          Review your program
        </Text>
        <Title order={1} fz={26}>
          {draft.name}
        </Title>
        <Text c="dimmed" mt={6} mb="sm">
          {draft.description}
        </Text>
        <ProgramBadges
          weeks={draft.durationWeeks}
          difficulty={draft.difficulty}
          daysPerWeek={draft.daysPerWeek}
        />
      </Card>

      {modify.isPending ? (
        <ScheduleSkeleton />
      ) : (
        <>
          <ExplanationCard explanation={explanation} />
          <section>
            <Title order={2} fz={20} mb="sm">
              Weekly Schedule
            </Title>
            <Stack gap="sm">
              {draft.schedule.days.map((day) => (
                <DayCard
                  key={day.dayNumber}
                  day={day}
                  unit={member.weightUnit}
                  preference={member.effortTrackingPreference}
                  progression={progressionOf}
                />
              ))}
            </Stack>
          </section>
        </>
      )}

      <Card
        padding="md"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submitFeedback();
        }}
      >
        <Textarea
          label="Want something different?"
          description="Tell your coach what to change: days, equipment, exercises, session length..."
          placeholder="e.g. Only 3 days please, and no dumbbell flyes"
          autosize
          minRows={3}
          maxLength={2000}
          value={feedback}
          onChange={(e) => setFeedback(e.currentTarget.value)}
        />
        <Button
          type="submit"
          mt="sm"
          fullWidth
          variant="light"
          leftSection={<IconWand size={18} />}
          disabled={feedback === '' || busy}
          loading={modify.isPending}
        >
          Modify Program
        </Button>
      </Card>

      <Button
        size="lg"
        fullWidth
        color="teal"
        leftSection={<IconCheck size={20} />}
        disabled={busy}
        loading={create.isPending}
        onClick={() => create.mutate({ program: draft, idempotencyKey: confirmKey })}
      >
        Confirm & Create Program
      </Button>
    </Stack>
  );
}

function Changes({ changes }: { changes: string[] }) {
  return (
    <Stack component="ul" gap={2} mt={6} pl="md" m={0}>
      {changes.map((c) => (
        <Text component="li" key={c} size="sm">
          {c}
        </Text>
      ))}
    </Stack>
  );
}

/** The schedule's stand-in while a draft loads or is being revised. */
export function ScheduleSkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading program" aria-busy>
      <Skeleton height={220} radius="lg" />
      <Skeleton height={28} width="50%" radius="md" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={160} radius="lg" />
      ))}
    </Stack>
  );
}

export function ConfirmSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={28} width={160} radius="md" />
      <Group>
        <Skeleton height={140} radius="lg" />
      </Group>
      <ScheduleSkeleton />
    </Stack>
  );
}

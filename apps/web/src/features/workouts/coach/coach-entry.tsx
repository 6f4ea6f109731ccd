import { Button, Card, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceMobileCheck, IconSparkles } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useOfflineWrite, useOutboxItems } from '../offline/use-outbox.ts';
import { useMember } from '../shared/member.ts';
import { newIdempotencyKey } from '../shared/text.ts';
import { UndoToastMessage } from './undo-toast.tsx';

/** Spec 2 §4/§9: progress rises 10 every 100 ms up to 90, 100 on the answer, cleared after 500 ms. */
const STEP = 10;
const STEP_MS = 100;
const CEILING = 90;
const CLEAR_MS = 500;

/** The free-text box: the coach turns what the member writes into logged sets, with Undo. */
export function CoachEntry({ workoutId }: { workoutId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const journal = useMutation(trpc.workouts.journal.mutationOptions());
  const undo = useMutation(trpc.exercises.deleteMany.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
  const member = useMember();
  const write = useOfflineWrite(member.id);
  const waiting = useOutboxItems(member.id).flatMap((i) =>
    i.kind === 'journal' && i.input.id === workoutId ? [i] : [],
  );
  useEffect(() => () => clearInterval(timer.current), []);

  const sending = journal.isPending || (progress > 0 && progress < 100);
  const send = async () => {
    const text = content.trim();
    if (!text || sending) return;
    setProgress(STEP);
    timer.current = setInterval(() => setProgress((p) => Math.min(CEILING, p + STEP)), STEP_MS);
    const key = newIdempotencyKey();
    const input = { id: workoutId, content: text, idempotencyKey: key };
    try {
      const outcome = await write({ kind: 'journal', input }, key, () => journal.mutateAsync(input));
      clearInterval(timer.current);
      if (outcome.status === 'queued') {
        // No connection: the entry waits on this device (listed below the box) instead of a spinner.
        setProgress(0);
        setContent('');
        toast({
          title: 'Saved on this device',
          message: 'Your coach will log it as soon as you are back online.',
          tone: 'warning',
        });
        return;
      }
      const result = outcome.result;
      setProgress(100);
      setTimeout(() => {
        setContent('');
        setProgress(0);
        void refresh();
      }, CLEAR_MS);
      const ids = result.sets.map((s) => s.id);
      if (ids.length === 0) {
        toast({
          title: result.note ? 'Noted' : 'Nothing to log',
          message: result.note
            ? 'Added to your workout notes. No sets found in that entry — try "bench 3x8 @185"'
            : 'No sets found in that entry — try "bench 3x8 @185"',
          tone: 'info',
        });
        return;
      }
      toast({
        title: 'Logged',
        message: (
          <UndoToastMessage
            summary={result.summary}
            onUndo={async () => {
              try {
                await undo.mutateAsync({ ids });
                toast({ title: 'Undone', message: 'Those sets were removed.', tone: 'info' });
              } catch (error) {
                toast({
                  title: 'Could not undo',
                  message: errorMessage(error, 'Please try again.'),
                  tone: 'error',
                });
              }
              await refresh();
            }}
          />
        ),
        tone: 'success',
        autoClose: 8000,
      });
    } catch (error) {
      clearInterval(timer.current);
      setProgress(0);
      if (error instanceof DOMException) {
        toast({
          title: 'Auto-save Warning',
          message: 'Unable to save your entry on this device. Your text is still here.',
          tone: 'error',
        });
        return;
      }
      toast({
        title: 'Could not log that',
        message: errorMessage(error, 'Please check your connection and try again. Your text is still here.'),
        tone: 'error',
      });
    }
  };

  return (
    <Card padding="md">
      <Stack gap="sm">
        <Group gap={6}>
          <IconSparkles size={18} color="var(--mantine-color-brand-5)" aria-hidden />
          <Text fw={700}>Log with your coach</Text>
        </Group>
        <Textarea
          aria-label="Journal entry"
          placeholder="How's your workout going? Log exercises, sets, reps, or just your thoughts..."
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
          value={content}
          disabled={sending}
          onChange={(e) => setContent(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void send();
          }}
        />
        {progress > 0 && <Progress value={progress} size="sm" animated aria-label="Sending to AI" />}
        <Button
          onClick={send}
          disabled={!content.trim() || sending}
          leftSection={<IconSparkles size={18} />}
          fullWidth
        >
          {sending ? 'Sending...' : 'Send to AI'}
        </Button>
        {waiting.length > 0 && (
          <Stack gap={4} role="status">
            <Group gap={6}>
              <IconDeviceMobileCheck size={16} aria-hidden />
              <Text size="sm" fw={700}>
                Saved on this device
              </Text>
            </Group>
            {waiting.map((entry) => (
              <Text key={entry.id} size="sm" c="dimmed" lineClamp={2}>
                “{entry.input.content}” will be logged when you're back online.
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

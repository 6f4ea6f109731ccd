import { Button, Card, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
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
  useEffect(() => () => clearInterval(timer.current), []);

  const sending = journal.isPending || (progress > 0 && progress < 100);
  const send = async () => {
    const text = content.trim();
    if (!text || sending) return;
    setProgress(STEP);
    timer.current = setInterval(() => setProgress((p) => Math.min(CEILING, p + STEP)), STEP_MS);
    try {
      const result = await journal.mutateAsync({
        id: workoutId,
        content: text,
        idempotencyKey: newIdempotencyKey(),
      });
      clearInterval(timer.current);
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
      </Stack>
    </Card>
  );
}

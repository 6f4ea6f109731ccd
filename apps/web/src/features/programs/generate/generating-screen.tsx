import { Card, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const STEPS = [
  'Understanding your goals',
  'Selecting optimal exercises',
  'Structuring your program',
  'Finalizing your plan',
] as const;
const STEP_MS = 1200;

/**
 * The full wait shown only while a generation request is in flight (spec 2 §2). Steps advance on a
 * timer because the server does not stream progress; the last step stays current until the answer.
 */
export function GeneratingScreen() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), STEP_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Stack gap="lg" align="center" ta="center" py="xl" role="status" aria-live="polite">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconSparkles size={40} />
      </ThemeIcon>
      <div>
        <Title order={2}>Creating Your Program</Title>
        <Text c="dimmed" maw={320} mx="auto" mt={6}>
          Analyzing your goals and designing a personalized workout program
        </Text>
      </div>
      <Card w="100%" maw={360} padding="md">
        <Stack gap="sm">
          {STEPS.map((label, i) => (
            <Step key={label} label={label} state={i < step ? 'done' : i === step ? 'current' : 'next'} />
          ))}
        </Stack>
      </Card>
      <Text size="sm" c="dimmed">
        This usually takes 10-15 seconds
      </Text>
    </Stack>
  );
}

function Step({ label, state }: { label: string; state: 'done' | 'current' | 'next' }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, opacity: state === 'next' ? 0.5 : 1 }}>
      <ThemeIcon
        size={28}
        radius="xl"
        color={state === 'done' ? 'teal' : 'brand'}
        variant={state === 'next' ? 'default' : 'light'}
        aria-hidden
      >
        {state === 'done' ? <IconCheck size={16} /> : state === 'current' ? <Loader size={14} /> : null}
      </ThemeIcon>
      <Text fw={state === 'current' ? 700 : 500} ta="left">
        {label}
      </Text>
    </div>
  );
}

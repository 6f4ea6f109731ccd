import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrain, IconChartLine, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BrandMark } from '../../components/brand-mark.tsx';
import classes from './auth.module.css';
import { hasVisited, markVisited } from './visited-flag.ts';

const FEATURES = [
  {
    title: 'Smart Programs',
    text: 'Training plans designed around your goals, schedule and equipment.',
    Icon: IconSparkles,
    color: 'brand',
  },
  {
    title: 'Progress Tracking',
    text: 'Every set, streak and personal record, adding up over time.',
    Icon: IconChartLine,
    color: 'teal',
  },
  {
    title: 'Personal Coach',
    text: 'Log workouts in plain words and get feedback after every session.',
    Icon: IconBrain,
    color: 'ember',
  },
] as const;

/** The landing screen for signed-out visitors (spec 1 §2). */
export function WelcomePage() {
  const [returning] = useState(hasVisited);

  return (
    <main className={classes.screen}>
      <Stack gap="xl" pt="xl">
        <Stack align="center" ta="center" gap="sm" className={classes.hero}>
          <BrandMark size={72} />
          <Title order={1} fz={36}>
            Pocket <span className={classes.gradientText}>Coach</span>
          </Title>
          <Text c="dimmed" size="lg" maw={340}>
            Your AI strength coach. Train smarter, see progress, stay consistent.
          </Text>
        </Stack>

        <Stack gap="sm">
          {FEATURES.map(({ title, text, Icon, color }) => (
            <Card key={title} padding="md">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon
                  size={44}
                  radius="md"
                  variant="light"
                  color={color}
                  className={classes.featureIcon}
                >
                  <Icon size={24} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </Stack>

        <Card className={classes.cta} padding="xl">
          {returning ? <ReturningCta /> : <FirstTimeCta />}
        </Card>
      </Stack>

      <Text className={classes.footer} size="xs" c="dimmed" ta="center">
        Start your transformation today • No equipment required • Cancel anytime
      </Text>
    </main>
  );
}

function FirstTimeCta() {
  return (
    <Stack align="center" ta="center" gap="md">
      <div>
        <Title order={2}>Ready to Start?</Title>
        <Text opacity={0.85} mt={4}>
          Join free and get your first program in minutes.
        </Text>
      </div>
      <Button
        component={Link}
        to="/register"
        onClick={markVisited}
        fullWidth
        size="lg"
        color="white"
        c="brand.7"
      >
        Get Started Free
      </Button>
      <Text size="sm" opacity={0.9}>
        Already have an account?{' '}
        <Anchor component={Link} to="/login" c="white" fw={700} underline="always">
          Sign in here
        </Anchor>
      </Text>
    </Stack>
  );
}

function ReturningCta() {
  return (
    <Stack align="center" ta="center" gap="md">
      <div>
        <Title order={2}>Welcome Back!</Title>
        <Text opacity={0.85} mt={4}>
          Pick up where you left off.
        </Text>
      </div>
      <Stack gap="sm" w="100%">
        <Button component={Link} to="/login" fullWidth size="lg" color="white" c="brand.7">
          Sign In
        </Button>
        <Button
          component={Link}
          to="/register"
          onClick={markVisited}
          fullWidth
          size="lg"
          variant="outline"
          color="white"
        >
          Create Account
        </Button>
      </Stack>
    </Stack>
  );
}

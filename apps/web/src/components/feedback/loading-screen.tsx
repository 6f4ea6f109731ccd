import { Loader, Stack, Text, Title } from '@mantine/core';
import { IconBarbell, IconFlame, IconHeartbeat, IconTrophy } from '@tabler/icons-react';
import { BrandMark } from '../brand-mark.tsx';
import classes from './loading-screen.module.css';

export interface LoadingScreenProps {
  /** spec default 'Loading...' */
  message?: string;
  /** a bolder heading above the message, for long waits ('Creating Your Account') */
  title?: string;
  /** drifting fitness icons in the background */
  floatingIcons?: boolean;
}

const FLOATERS = [
  { Icon: IconBarbell, style: { top: '14%', left: '12%', animationDelay: '0s' } },
  { Icon: IconFlame, style: { top: '22%', right: '14%', animationDelay: '1.2s' } },
  { Icon: IconHeartbeat, style: { bottom: '20%', left: '18%', animationDelay: '2.1s' } },
  { Icon: IconTrophy, style: { bottom: '14%', right: '16%', animationDelay: '0.6s' } },
];

/** A full-screen wait: the brand mark, a message, and optionally drifting icons. */
export function LoadingScreen({ message = 'Loading...', title, floatingIcons = false }: LoadingScreenProps) {
  return (
    <div className={classes.root} role="status" aria-live="polite">
      {floatingIcons &&
        FLOATERS.map(({ Icon, style }) => (
          <Icon key={style.animationDelay} className={classes.floating} style={style} size={40} aria-hidden />
        ))}
      <div className={classes.pulse}>
        <BrandMark size={72} />
      </div>
      <Stack gap={6} align="center">
        {title && <Title order={2}>{title}</Title>}
        <Text c="dimmed" size={title ? 'md' : 'lg'} fw={title ? 400 : 600} maw={320}>
          {message}
        </Text>
      </Stack>
      <Loader type="dots" />
    </div>
  );
}

/** The spec's wait while the sign-in check runs. */
export const StartingLoader = () => (
  <LoadingScreen message="Starting your fitness journey..." floatingIcons />
);

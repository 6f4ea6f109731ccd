import { ActionIcon, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark.tsx';
import classes from './auth.module.css';

/** The frame of the login and register screens: back to /, the brand, a heading, the form, a footer. */
export function AuthScreen({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={classes.screen}>
      <ActionIcon
        component={Link}
        to="/"
        variant="subtle"
        color="gray"
        size="xl"
        radius="xl"
        aria-label="Back"
        ml={-8}
      >
        <IconArrowLeft size={22} />
      </ActionIcon>
      <Stack gap="xl" mt="sm">
        <Stack gap="xs" className={classes.hero}>
          <BrandMark size={52} />
          <Title order={1} mt="sm">
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {children}
      </Stack>
      <Text className={classes.footer} size="xs" c="dimmed" ta="center">
        {footer}
      </Text>
    </main>
  );
}

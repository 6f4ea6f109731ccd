import { registrationError } from '@coach/api-contract/schemas';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { LoadingScreen } from '../../components/feedback/loading-screen.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { type User, useTRPC } from '../../lib/trpc.ts';
import { AuthScreen } from './auth-screen.tsx';
import { FormError } from './form-error.tsx';
import { startSession } from './session.ts';
import { browserTimeZone } from './use-time-zone-sync.ts';

/** Spec 1 §9: the welcome moment before home. */
export const REGISTER_REDIRECT_MS = 1500;

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

export function RegisterPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<User | null>(null);

  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: (user) => setRegistered(user),
      onError: (err) => setError(errorMessage(err, 'Registration failed')),
    }),
  );

  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(() => {
      startSession(queryClient, trpc, registered);
      void navigate({ to: '/', replace: true });
    }, REGISTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [registered, queryClient, trpc, navigate]);

  const field = (name: Field) => ({
    value: form[name],
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = registrationError(form);
    setError(problem);
    if (problem) return;
    register.mutate({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim() || undefined,
      email: form.email.trim(),
      password: form.password,
      timeZone: browserTimeZone(),
    });
  };

  if (register.isPending || registered) {
    return (
      <LoadingScreen
        title="Creating Your Account"
        message={
          registered
            ? `Welcome, ${registered.firstName}! Getting things ready...`
            : 'Setting up your personal coach...'
        }
        floatingIcons
      />
    );
  }

  return (
    <AuthScreen
      title="Create your account"
      subtitle="Start training with a coach that adapts to you."
      footer="By creating an account you agree to our Terms of Service and Privacy Policy."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" gap="sm">
            <TextInput label="First name" autoComplete="given-name" withAsterisk {...field('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
          </Group>
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            withAsterisk
            {...field('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters"
            withAsterisk
            {...field('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            {...field('confirmPassword')}
          />
          <FormError message={error} />
          <Button type="submit" size="lg" fullWidth mt="xs">
            Create Account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" fw={700}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthScreen>
  );
}

import { loginError } from '@coach/api-contract/schemas';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { AuthScreen } from './auth-screen.tsx';
import { FormError } from './form-error.tsx';
import { startSession } from './session.ts';

export function LoginPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (user) => {
        startSession(queryClient, trpc, user);
        await navigate({ to: '/', replace: true });
      },
      onError: (err) => setError(errorMessage(err, 'Invalid email or password')),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = loginError({ email, password });
    setError(problem);
    if (!problem) login.mutate({ email: email.trim(), password });
  };

  return (
    <AuthScreen
      title="Welcome back"
      subtitle="Sign in to continue your training."
      footer="Secure login • Your data is protected"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            leftSection={<IconMail size={18} />}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            leftSection={<IconLock size={18} />}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <FormError message={error} />
          <Button type="submit" size="lg" fullWidth loading={login.isPending} mt="xs">
            Sign In
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            New here?{' '}
            <Anchor component={Link} to="/register" fw={700}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthScreen>
  );
}

import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { fieldErrorsOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { clearDraft, loadDraft } from '../shared/autosave.ts';
import { OfflineBanner } from '../shared/offline-banner.tsx';
import { useAutosave } from '../shared/use-autosave.ts';
import { GenerateForm } from './generate-form.tsx';
import {
  EMPTY_FORM,
  type GenerateFormValues,
  generateRequest,
  isBlank,
  parseStoredForm,
} from './generate-form-values.ts';
import { GeneratingScreen } from './generating-screen.tsx';
import { RestoreDialog } from './restore-dialog.tsx';

/** The draft's name under the `autosave_` prefix. */
export const GENERATE_DRAFT = 'program_generate';

/**
 * /programs/generate (spec 2 §2). `prefillGoals` comes from `?goals=` (the Progress page opens it with
 * the muscles the member picked); an explicit prefill wins over an old draft, so no restore offer then.
 */
export function GeneratePage({ prefillGoals }: { prefillGoals?: string }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [saved] = useState(() => (prefillGoals ? null : loadDraft(GENERATE_DRAFT, parseStoredForm)));
  const [asking, setAsking] = useState(saved !== null);
  const [values, setValues] = useState<GenerateFormValues>(
    prefillGoals ? { ...EMPTY_FORM, goals: prefillGoals } : EMPTY_FORM,
  );
  const [goalsError, setGoalsError] = useState<string | null>(null);

  const generate = useMutation(
    trpc.programs.generate.mutationOptions({
      onSuccess: (draft) => {
        clearDraft(GENERATE_DRAFT);
        void navigate({ to: '/programs/confirm', search: { data: draft } });
      },
      onError: (error) => {
        const goals = fieldErrorsOf(error)?.goals;
        if (goals) {
          setGoalsError(goals);
          return;
        }
        toast({
          title: 'Generation Failed',
          message: 'Unable to generate program. Please try again.',
          tone: 'error',
        });
      },
    }),
  );
  // Saving stops while the restore question is open (the blank form would overwrite the draft) and
  // once the program is generated (the draft is done with).
  useAutosave(GENERATE_DRAFT, values, { enabled: !asking && !generate.isSuccess, blank: isBlank });

  const submit = () => {
    const request = generateRequest(values);
    if ('error' in request) {
      setGoalsError(request.error ?? null);
      return;
    }
    setGoalsError(null);
    generate.mutate(request.input);
  };

  if (generate.isPending) return <GeneratingScreen />;

  return (
    <Stack gap="md">
      <BackLink to="/programs">Programs</BackLink>
      <PageHeader
        title="Generate Custom Program"
        subtitle="Describe what you want and your coach designs the weeks, sets and progression."
      />
      <OfflineBanner />
      <GenerateForm
        values={values}
        onChange={(next) => {
          setValues(next);
          if (goalsError && next.goals.trim()) setGoalsError(null);
        }}
        goalsError={goalsError}
        pending={generate.isPending}
        onSubmit={submit}
      />
      <RestoreDialog
        opened={asking}
        onFresh={() => {
          clearDraft(GENERATE_DRAFT);
          setAsking(false);
        }}
        onRestore={() => {
          if (saved) setValues(saved);
          setAsking(false);
          toast({
            title: 'Data Restored',
            message: 'Your previous progress has been restored.',
            tone: 'success',
          });
        }}
      />
    </Stack>
  );
}

import type { EffortPreference } from '@coach/api-contract/schemas';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { EFFORT_OPTIONS, storeEffort } from './effort-preference.ts';
import classes from './effort-setting.module.css';
import { SettingsSection } from './settings-section.tsx';

/**
 * Spec 1 §4: the choice shows at once, is saved to the server, and on failure goes back to the
 * server's value. The local copy always mirrors what is showing.
 */
export function EffortSetting({
  value,
  onSave,
}: {
  /** the server's value */
  value: EffortPreference;
  onSave: (value: EffortPreference) => Promise<unknown>;
}) {
  const [optimistic, setOptimistic] = useState<EffortPreference | null>(null);
  const shown = optimistic ?? value;

  useEffect(() => storeEffort(shown), [shown]);

  const choose = (next: string) => {
    const option = EFFORT_OPTIONS.find((o) => o.value === next);
    if (!option || option.value === shown) return;
    setOptimistic(option.value);
    onSave(option.value).then(
      () => setOptimistic(null),
      (error: unknown) => {
        console.warn('Effort preference not saved', error);
        setOptimistic(null);
        toast({
          title: 'Not saved',
          message: 'Your effort tracking choice could not be saved.',
          tone: 'error',
        });
      },
    );
  };

  return (
    <SettingsSection
      title="Effort tracking"
      description="How you rate how hard a set felt."
      icon={<IconGauge size={20} />}
    >
      <Radio.Group value={shown} onChange={choose} aria-label="Effort tracking">
        <Stack gap="xs">
          {EFFORT_OPTIONS.map((option) => (
            <Radio.Card
              key={option.value}
              value={option.value}
              p="md"
              radius="md"
              aria-label={option.label}
              className={classes.card}
            >
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={700}>{option.label}</Text>
                  <Text size="sm" c="dimmed">
                    {option.description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </SettingsSection>
  );
}

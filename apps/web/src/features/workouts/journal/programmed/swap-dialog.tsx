import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { titleCase } from '../../shared/text.ts';
import type { Planned, SwapScope } from './use-programmed-actions.ts';

/** 'Swap Exercise': the coach picks a replacement, for today only or for the rest of the program. */
export function SwapDialog({
  exercise,
  swapping,
  onCancel,
  onSwap,
}: {
  exercise: Planned | null;
  swapping: boolean;
  onCancel: () => void;
  onSwap: (scope: SwapScope) => void;
}) {
  const [scope, setScope] = useState<SwapScope>('today');
  useEffect(() => {
    if (exercise) setScope('today');
  }, [exercise]);

  return (
    <Modal opened={exercise !== null} onClose={onCancel} title="Swap Exercise" centered>
      <Stack gap="sm">
        <Text size="sm">
          Your coach will replace <b>{exercise ? titleCase(exercise.name) : ''}</b> with a movement for the
          same muscles that fits your equipment.
        </Text>
        <Radio.Group value={scope} onChange={(v) => setScope(v === 'program' ? 'program' : 'today')}>
          <Stack gap="xs">
            <Radio.Card value="today" radius="md" p="sm">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    Today only
                  </Text>
                  <Text size="xs" c="dimmed">
                    The program stays as it is
                  </Text>
                </div>
              </Group>
            </Radio.Card>
            <Radio.Card value="program" radius="md" p="sm">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    For the rest of the program
                  </Text>
                  <Text size="xs" c="dimmed">
                    Every later session uses the new exercise
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={swapping}>
            Cancel
          </Button>
          <Button onClick={() => onSwap(scope)} loading={swapping}>
            Swap
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

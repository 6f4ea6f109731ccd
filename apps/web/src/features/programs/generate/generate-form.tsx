import {
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { EQUIPMENT_OPTIONS, EXPERIENCE_OPTIONS, type GenerateFormValues } from './generate-form-values.ts';

/** The generate form's fields (spec 2 §2): goals, then experience, days and equipment under 'Optional Info'. */
export function GenerateForm({
  values,
  onChange,
  goalsError,
  pending,
  onSubmit,
}: {
  values: GenerateFormValues;
  onChange: (values: GenerateFormValues) => void;
  goalsError: string | null;
  pending: boolean;
  onSubmit: () => void;
}) {
  const hasOptional =
    values.experience !== null || values.availableDays !== null || values.equipment.length > 0;
  const [optionalOpen, setOptionalOpen] = useState(hasOptional);
  const open = optionalOpen || hasOptional;
  const set = (patch: Partial<GenerateFormValues>) => onChange({ ...values, ...patch });

  return (
    <Card
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="lg">
        <Textarea
          label="What are your fitness goals?"
          description="Say what you want to achieve, what you enjoy, and anything to work around"
          placeholder="e.g. Build muscle and get stronger on the big lifts. I can train 4 days a week for about an hour."
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={2000}
          value={values.goals}
          error={goalsError}
          onChange={(e) => set({ goals: e.currentTarget.value })}
        />

        <div>
          <UnstyledButton
            onClick={() => setOptionalOpen(!open)}
            aria-expanded={open}
            aria-controls="optional-info"
            w="100%"
          >
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={700}>Optional Info</Text>
                <Text size="sm" c="dimmed">
                  Experience, days per week and equipment
                </Text>
              </div>
              <IconChevronDown
                size={20}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </Group>
          </UnstyledButton>
          <Collapse expanded={open} id="optional-info">
            <Stack gap="lg" pt="md">
              <Radio.Group
                label="Experience level"
                value={values.experience ?? ''}
                onChange={(v) =>
                  set({ experience: EXPERIENCE_OPTIONS.find((o) => o.value === v)?.value ?? null })
                }
              >
                <Stack gap="xs" mt="xs">
                  {EXPERIENCE_OPTIONS.map((o) => (
                    <Radio.Card key={o.value} value={o.value} radius="md" p="sm">
                      <Group wrap="nowrap" gap="sm">
                        <Radio.Indicator />
                        <div>
                          <Text fw={600} size="sm">
                            {o.label}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {o.detail}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>

              <NumberInput
                label="Days per week"
                placeholder="Let AI decide"
                min={1}
                max={7}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={values.availableDays ?? ''}
                onChange={(v) => set({ availableDays: typeof v === 'number' ? v : null })}
              />

              <Checkbox.Group
                label="Available equipment"
                value={values.equipment}
                onChange={(v) =>
                  set({ equipment: EQUIPMENT_OPTIONS.filter((o) => v.includes(o.value)).map((o) => o.value) })
                }
              >
                <SimpleGrid cols={2} spacing="xs" mt="xs">
                  {EQUIPMENT_OPTIONS.map((o) => (
                    <Checkbox.Card key={o.value} value={o.value} radius="md" p="sm">
                      <Group wrap="nowrap" gap="xs">
                        <Checkbox.Indicator size="sm" />
                        <Text size="sm" fw={500}>
                          {o.label}
                        </Text>
                      </Group>
                    </Checkbox.Card>
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </Stack>
          </Collapse>
        </div>

        <Button type="submit" size="lg" fullWidth disabled={pending} leftSection={<IconSparkles size={20} />}>
          {pending ? 'Creating your personalized program...' : 'Generate My Program'}
        </Button>
      </Stack>
    </Card>
  );
}

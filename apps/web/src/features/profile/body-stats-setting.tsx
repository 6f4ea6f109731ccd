import { formatHeight } from '@coach/api-contract/domain';
import { HEIGHT_RANGE, type UpdatePreferencesInput, type WeightUnit } from '@coach/api-contract/schemas';
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRuler2 } from '@tabler/icons-react';
import {
  parseHeightInput,
  parseWeightInput,
  weightConversionNote,
  weightFieldValue,
  weightRangeIn,
} from './body-stats.ts';
import { SettingsSection } from './settings-section.tsx';
import { StatField } from './stat-field.tsx';

/** Height in inches (shown as feet/inches), weight in the member's unit, and that unit. */
export function BodyStatsSetting({
  height,
  weight,
  weightUnit,
  onSave,
}: {
  /** inches */
  height: number | null;
  /** pounds */
  weight: number | null;
  weightUnit: WeightUnit;
  /** rejects when the server refused; the fields then show the stored values again */
  onSave: (patch: UpdatePreferencesInput) => Promise<unknown>;
}) {
  const range = weightRangeIn(weightUnit);
  const unitLabel = weightUnit === 'kg' ? 'kg' : 'lbs';
  const conversion = weightConversionNote(weight, weightUnit);

  return (
    <SettingsSection
      title="Physical stats"
      description="Used for bodyweight exercises and calorie estimates."
      icon={<IconRuler2 size={20} />}
    >
      <SimpleGrid cols={2} spacing="sm">
        <StatField
          label="Height"
          unit="in"
          stored={height === null ? '' : String(height)}
          parse={parseHeightInput}
          onCommit={(value) => onSave({ height: value })}
          hint={`Whole inches, ${HEIGHT_RANGE.min}-${HEIGHT_RANGE.max}`}
          description={height === null ? 'Not set' : formatHeight(height)}
        />
        <StatField
          label="Weight"
          unit={unitLabel}
          decimal
          stored={weightFieldValue(weight, weightUnit)}
          parse={(raw) => parseWeightInput(raw, weightUnit)}
          onCommit={(value) => onSave({ weight: value })}
          hint={`${range.min}-${range.max} ${unitLabel}`}
          description={conversion ? `≈ ${conversion}` : 'Not set'}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Weight unit
        </Text>
        <SegmentedControl
          fullWidth
          radius="md"
          value={weightUnit}
          onChange={(v) => {
            if ((v === 'kg' || v === 'lb') && v !== weightUnit) onSave({ weightUnit: v }).catch(() => {});
          }}
          aria-label="Weight unit"
          data={[
            { value: 'lb', label: 'Pounds (lb)' },
            { value: 'kg', label: 'Kilograms (kg)' },
          ]}
        />
      </Stack>
    </SettingsSection>
  );
}

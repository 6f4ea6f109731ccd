import { Center, type MantineColorScheme, SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconPalette, IconSun } from '@tabler/icons-react';
import { SettingsSection } from './settings-section.tsx';

const OPTIONS = [
  { value: 'light', label: 'Light', Icon: IconSun },
  { value: 'dark', label: 'Dark', Icon: IconMoon },
  { value: 'auto', label: 'System', Icon: IconDeviceDesktop },
] as const;

const isScheme = (v: string): v is MantineColorScheme => OPTIONS.some((o) => o.value === v);

/** Light, dark or system; system follows the OS live (Mantine's 'auto'). Stored under `theme`. */
export function ThemeSetting() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SettingsSection title="Appearance" icon={<IconPalette size={20} />}>
      <SegmentedControl
        fullWidth
        radius="md"
        size="md"
        value={colorScheme}
        onChange={(v) => isScheme(v) && setColorScheme(v)}
        aria-label="Theme"
        data={OPTIONS.map(({ value, label, Icon }) => ({
          value,
          label: (
            <Center style={{ gap: 8 }}>
              <Icon size={16} aria-hidden />
              <span>{label}</span>
            </Center>
          ),
        }))}
      />
    </SettingsSection>
  );
}

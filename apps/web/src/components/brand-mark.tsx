import { ThemeIcon } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';

/** The app's logo: a barbell on the brand gradient. */
export function BrandMark({ size = 56 }: { size?: number }) {
  return (
    <ThemeIcon
      size={size}
      radius={size * 0.3}
      variant="gradient"
      gradient={{ from: 'brand.5', to: 'ember.5', deg: 135 }}
      aria-hidden
    >
      <IconBarbell size={size * 0.58} stroke={2} />
    </ThemeIcon>
  );
}

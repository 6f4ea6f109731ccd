import type { UpdatePreferencesInput } from '@coach/api-contract/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { BodyStatsSetting } from './body-stats-setting.tsx';

function setup(props: { height: number | null; weight: number | null; weightUnit: 'lb' | 'kg' }) {
  const saved: UpdatePreferencesInput[] = [];
  renderUi(
    <BodyStatsSetting
      {...props}
      onSave={async (patch) => {
        saved.push(patch);
      }}
    />,
  );
  return saved;
}

async function enter(label: string, value: string) {
  const user = userEvent.setup({ delay: null });
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  if (value) await user.paste(value);
  await user.tab();
  return input as HTMLInputElement;
}

describe('physical stats on the profile', () => {
  it('shows height as feet and inches and saves whole inches', async () => {
    const saved = setup({ height: 70, weight: null, weightUnit: 'lb' });
    expect(screen.getByText('5\'10"')).toBeTruthy();
    await enter('Height', '72');
    expect(saved).toEqual([{ height: 72 }]);
  });

  it('ignores an out-of-range height: nothing is saved and the stored value comes back', async () => {
    const saved = setup({ height: 70, weight: null, weightUnit: 'lb' });
    const input = await enter('Height', '120');
    expect(saved).toEqual([]);
    expect(input.value).toBe('70');
    expect(screen.getByText('Whole inches, 36-96')).toBeTruthy();
  });

  it('clears height and weight when emptied', async () => {
    const saved = setup({ height: 70, weight: 180, weightUnit: 'lb' });
    await enter('Height', '');
    await enter('Weight', '');
    expect(saved).toEqual([{ height: null }, { weight: null }]);
  });

  it('saves pounds and shows the kg value', async () => {
    const saved = setup({ height: null, weight: 180, weightUnit: 'lb' });
    expect(screen.getByText('≈ 81.6 kg')).toBeTruthy();
    await enter('Weight', '185.5');
    expect(saved).toEqual([{ weight: 185.5 }]);
  });

  it('ignores a weight with more than one decimal', async () => {
    const saved = setup({ height: null, weight: 180, weightUnit: 'lb' });
    const input = await enter('Weight', '180.25');
    expect(saved).toEqual([]);
    expect(input.value).toBe('180');
  });

  it('lets kg members type kilograms and sends pounds', async () => {
    const saved = setup({ height: null, weight: 176.37, weightUnit: 'kg' });
    expect((screen.getByRole('textbox', { name: 'Weight' }) as HTMLInputElement).value).toBe('80');
    expect(screen.getByText('≈ 176.4 lbs')).toBeTruthy();
    await enter('Weight', '90');
    expect(saved).toEqual([{ weight: 198.416 }]);
  });

  it('switches the display unit', async () => {
    const saved = setup({ height: null, weight: 180, weightUnit: 'lb' });
    await userEvent.click(screen.getByText('Kilograms (kg)'));
    expect(saved).toEqual([{ weightUnit: 'kg' }]);
  });
});

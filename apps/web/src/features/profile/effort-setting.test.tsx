import type { EffortPreference } from '@coach/api-contract/schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { readStoredEffort } from './effort-preference.ts';
import { EffortSetting } from './effort-setting.tsx';

const checked = () =>
  (screen.getByRole('radio', { checked: true }) as HTMLElement).getAttribute('aria-label');

/** Stands in for the profile page: the server value changes only when a save succeeds. */
function Harness({ save }: { save: (v: EffortPreference) => Promise<unknown> }) {
  const [server, setServer] = useState<EffortPreference>('rpe');
  return <EffortSetting value={server} onSave={(v) => save(v).then(() => setServer(v))} />;
}

describe('effort tracking choice', () => {
  it('lists the three scales with their descriptions', () => {
    renderUi(<EffortSetting value="rpe" onSave={async () => {}} />);
    expect(screen.getByText('Rate of Perceived Exertion, scale 1-10')).toBeTruthy();
    expect(screen.getByText('Reps in Reserve, 0 to 15')).toBeTruthy();
    expect(screen.getByText('Track weight and reps only')).toBeTruthy();
    expect(checked()).toBe('RPE');
    expect(readStoredEffort()).toBe('rpe');
  });

  it('shows the new choice at once and keeps it when the save succeeds', async () => {
    let finish = () => {};
    renderUi(<Harness save={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await userEvent.click(screen.getByRole('radio', { name: 'RIR' }));
    expect(checked()).toBe('RIR');
    expect(readStoredEffort()).toBe('rir');
    await act(async () => finish());
    expect(checked()).toBe('RIR');
  });

  it('goes back to the server value when the save fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = () => {};
    renderUi(
      <Harness save={() => new Promise<void>((_, reject) => (fail = () => reject(new Error('down'))))} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    expect(checked()).toBe('None');
    await act(async () => fail());
    expect(checked()).toBe('RPE');
    expect(readStoredEffort()).toBe('rpe');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the stored effort scale', () => {
  it('is accepted only if it is rpe, rir or none', () => {
    for (const ok of ['rpe', 'rir', 'none'] as const) {
      window.localStorage.setItem('effortTrackingPreference', ok);
      expect(readStoredEffort()).toBe(ok);
    }
    for (const bad of ['RPE', 'borg', '', '"rpe"']) {
      window.localStorage.setItem('effortTrackingPreference', bad);
      expect(readStoredEffort()).toBeNull();
    }
  });
});

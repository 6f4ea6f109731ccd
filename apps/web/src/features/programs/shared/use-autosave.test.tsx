import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { autosaveKey } from './autosave.ts';
import { AUTOSAVE_INTERVAL_MS, useAutosave } from './use-autosave.ts';

function Form({ value }: { value: string }) {
  useAutosave('test_form', { value }, { enabled: true, blank: (v) => v.value === '' });
  return <Notifications />;
}
const stored = () => window.localStorage.getItem(autosaveKey('test_form'));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('autosave', () => {
  it('saves the latest values every 5 seconds with the time, and clears a blank form', async () => {
    const { rerender } = renderUi(<Form value="squat more" />);
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS - 100));
    expect(stored()).toBeNull();
    rerender(<Form value="squat more often" />);
    await act(async () => vi.advanceTimersByTime(200));
    const saved = JSON.parse(stored() ?? 'null') as { savedAt: number; data: { value: string } };
    expect(saved.data).toEqual({ value: 'squat more often' });
    expect(Math.abs(saved.savedAt - Date.now())).toBeLessThan(1000);
    rerender(<Form value="" />);
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    expect(stored()).toBeNull();
  });

  it('warns once when the browser refuses to store the draft', async () => {
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderUi(<Form value="bench twice a week" />);
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS * 2));
    expect(await screen.findAllByText('Auto-save Warning')).toHaveLength(1);
    expect(
      screen.getByText('Unable to save your progress locally. Your data may be lost if you leave the page.'),
    ).toBeTruthy();
  });
});

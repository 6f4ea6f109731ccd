import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityToasts } from './connectivity.tsx';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  act(() => {
    vi.runOnlyPendingTimers();
  });
  vi.useRealTimers();
});

describe('connectivity toasts', () => {
  it('says when the connection drops and when it returns, one toast at a time', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider env="test">
        <Notifications limit={1} />
        <ConnectivityToasts />
      </MantineProvider>,
    );
    expect(screen.queryByText('Connection Lost')).toBeNull();

    goOnline(false);
    expect(screen.getByText('Connection Lost')).toBeTruthy();
    expect(screen.getByText("You're now offline. Your changes will be saved locally.")).toBeTruthy();

    goOnline(true);
    // the replaced toast leaves through its exit transition
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Back Online')).toBeTruthy();
    expect(screen.getByText('Your connection has been restored.')).toBeTruthy();
    expect(screen.queryByText('Connection Lost')).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { OfflineBanner } from './offline-banner.tsx';

afterEach(() => vi.restoreAllMocks());

describe('offline banner', () => {
  it('shows only while the browser is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderUi(<OfflineBanner />);
    expect(screen.queryByText('Offline - Changes saved locally')).toBeNull();
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Offline - Changes saved locally')).toBeTruthy();
  });
});

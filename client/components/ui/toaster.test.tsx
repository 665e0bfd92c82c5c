// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { Toaster } from './toaster.tsx';
import { showToast, toastDurationMs, useToastStore } from './toast-store.ts';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    useToastStore.setState({ toasts: [] });
  });

  it('closes a toast by itself after 5 seconds (spec: 5000 ms)', () => {
    expect(toastDurationMs).toBe(5000);
    renderWithProviders(<Toaster />);
    act(() => {
      showToast({ title: 'Bilde er slettet.', tone: 'success' });
    });
    expect(screen.getByText('Bilde er slettet.')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.queryByText('Bilde er slettet.')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Bilde er slettet.')).toBeNull();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('shows the stack in the top-right corner', () => {
    renderWithProviders(<Toaster />);
    const viewport = document.querySelector('ol');
    expect(viewport?.className).toMatch(/\btop-0\b/);
    expect(viewport?.className).toMatch(/\bright-0\b/);
  });
});

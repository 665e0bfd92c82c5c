// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures.ts';
import { useAuthStore } from './store.ts';

describe('auth store (spec §3)', () => {
  it('starts signed out as a private customer in the customer view', () => {
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ user: null, email: null, newAccount: false, asBusiness: false, mode: 'consumer' });
  });

  it('remembers only the chosen view across reloads, never who is signed in', () => {
    useAuthStore.getState().setUser(aUser());
    useAuthStore.getState().setMode('provider');
    useAuthStore.getState().setReturnTo('/konto');

    const saved = JSON.parse(localStorage.getItem('auth') ?? '{}') as { state?: Record<string, unknown> };
    expect(saved.state).toEqual({ mode: 'provider' });
  });

  it('starts in the view chosen before the reload, and in the customer view when nothing usable is kept', async () => {
    localStorage.setItem('auth', JSON.stringify({ state: { mode: 'provider' }, version: 1 }));
    vi.resetModules();
    expect((await import('./store.ts')).useAuthStore.getState().mode).toBe('provider');
    localStorage.setItem('auth', '{ikke json');
    vi.resetModules();
    expect((await import('./store.ts')).useAuthStore.getState().mode).toBe('consumer');
  });

  it('marks a new account from a login link and clears it once a user is known', () => {
    useAuthStore.getState().setNewAccount('ny@example.no');
    expect(useAuthStore.getState()).toMatchObject({ email: 'ny@example.no', newAccount: true });
    useAuthStore.getState().setUser(aUser({ firstName: 'Ola' }));
    expect(useAuthStore.getState().newAccount).toBe(false);
  });
});

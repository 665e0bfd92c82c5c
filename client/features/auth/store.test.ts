// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
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

  it('marks a new account from a login link and clears it once a user is known', () => {
    useAuthStore.getState().setNewAccount('ny@example.no');
    expect(useAuthStore.getState()).toMatchObject({ email: 'ny@example.no', newAccount: true });
    useAuthStore.getState().setUser(aUser({ firstName: 'Ola' }));
    expect(useAuthStore.getState().newAccount).toBe(false);
  });
});

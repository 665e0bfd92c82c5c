import { describe, expect, it } from 'vitest';
import { type IceSettings, iceServersFor, turnPassword } from './ice-servers.ts';

const stun = { urls: 'stun:stun.l.google.com:19302' };
const secret = 'coturn-shared-secret-for-tests-0123456789';
const userId = '6f1c1d52-3c1e-4b8e-9a53-2f4c8d0e7b11';
const turn = { urls: ['turn:turn.example.no:3478?transport=udp', 'turns:turn.example.no:5349?transport=tcp'], secret, credentialTtlSeconds: 43_200 };

describe('ICE servers for a user', () => {
  it('makes the TURN password coturn expects from its static-auth-secret', () => {
    // printf %s "$username" | openssl dgst -binary -sha1 -hmac "$secret" | base64
    expect(turnPassword(secret, `1798761600:${userId}`)).toBe('8LHCWOdLzHeQdvaEuZdbegRBkzU=');
  });

  it('adds one TURN entry whose username expires the configured time from now', () => {
    const settings: IceSettings = { iceServers: [stun], turn };
    // Twelve hours before 2027-01-01T00:00:00Z (1798761600); the milliseconds are dropped.
    const answer = iceServersFor(settings, userId, new Date('2026-12-31T12:00:00.750Z'));
    expect(answer).toEqual({
      iceServers: [stun, { urls: turn.urls, username: `1798761600:${userId}`, credential: '8LHCWOdLzHeQdvaEuZdbegRBkzU=' }],
      expiresAt: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('follows the configured lifetime and the user', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const { iceServers, expiresAt } = iceServersFor({ iceServers: [], turn: { ...turn, credentialTtlSeconds: 600 } }, 'other-user', now);
    const expected = now.getTime() / 1000 + 600;
    expect(expiresAt).toEqual(new Date(expected * 1000));
    expect(iceServers).toHaveLength(1);
    expect(iceServers[0]?.username).toBe(`${expected}:other-user`);
    expect(iceServers[0]?.credential).toBe(turnPassword(secret, `${expected}:other-user`));
  });

  it('answers the STUN servers alone and no expiry when TURN is not configured', () => {
    expect(iceServersFor({ iceServers: [stun], turn: null }, userId, new Date())).toEqual({ iceServers: [stun], expiresAt: null });
    expect(iceServersFor({ iceServers: [], turn: null }, userId, new Date())).toEqual({ iceServers: [], expiresAt: null });
  });

  it('hands out copies, so an answer never changes the configuration', () => {
    const settings: IceSettings = { iceServers: [{ urls: ['stun:a.example.no'] }], turn };
    const first = iceServersFor(settings, userId, new Date());
    (first.iceServers[0]?.urls as string[]).push('stun:b.example.no');
    (first.iceServers[1]?.urls as string[]).length = 0;
    expect(settings.iceServers[0]?.urls).toEqual(['stun:a.example.no']);
    expect(turn.urls).toHaveLength(2);
  });
});

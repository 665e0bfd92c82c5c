import { describe, expect, it } from 'vitest';
import { type CallEvent, type CallStatus, callActions, nextCallState } from './call-status.ts';

describe('nextCallState', () => {
  const cases: Array<[CallStatus, CallEvent, ReturnType<typeof nextCallState>]> = [
    ['calling', { type: 'accept' }, { status: 'connecting', outcome: null, reason: null }],
    ['calling', { type: 'decline' }, { status: 'ended', outcome: 'declined', reason: 'user_declined' }],
    ['calling', { type: 'timeout' }, { status: 'ended', outcome: 'missed', reason: 'invite_timeout' }],
    ['calling', { type: 'hangup', by: 'caller', reason: 'user_hangup' }, { status: 'ended', outcome: 'cancelled', reason: 'user_hangup' }],
    ['calling', { type: 'hangup', by: 'callee', reason: 'user_hangup' }, null],
    ['calling', { type: 'connected' }, null],
    ['connecting', { type: 'connected' }, { status: 'ongoing', outcome: null, reason: null }],
    ['connecting', { type: 'timeout' }, { status: 'ended', outcome: 'failed', reason: 'ice_timeout' }],
    ['connecting', { type: 'hangup', by: 'callee', reason: 'user_hangup' }, { status: 'ended', outcome: 'cancelled', reason: 'user_hangup' }],
    ['connecting', { type: 'hangup', by: 'caller', reason: 'user_media_failed' }, { status: 'ended', outcome: 'failed', reason: 'user_media_failed' }],
    ['connecting', { type: 'accept' }, null],
    ['ongoing', { type: 'hangup', by: 'callee', reason: 'user_hangup' }, { status: 'ended', outcome: 'completed', reason: 'user_hangup' }],
    ['ongoing', { type: 'hangup', by: 'caller', reason: 'ice_failed' }, { status: 'ended', outcome: 'failed', reason: 'ice_failed' }],
    ['ongoing', { type: 'fail', reason: 'connection_lost' }, { status: 'ended', outcome: 'failed', reason: 'connection_lost' }],
    ['ongoing', { type: 'timeout' }, null],
    ['ongoing', { type: 'connected' }, null],
    ['ended', { type: 'hangup', by: 'caller', reason: 'user_hangup' }, null],
    ['ended', { type: 'fail', reason: 'connection_lost' }, null],
    ['ended', { type: 'accept' }, null],
  ];
  it.each(cases)('%s + %o → %o', (status, event, expected) => {
    expect(nextCallState(status, event)).toEqual(expected);
  });
});

describe('callActions', () => {
  it('lets only the callee answer a ringing call, and either side hang up once it is answered', () => {
    expect(callActions('calling', 'callee')).toEqual({ accept: true, decline: true, hangUp: false });
    expect(callActions('calling', 'caller')).toEqual({ accept: false, decline: false, hangUp: true });
    expect(callActions('ongoing', 'callee')).toEqual({ accept: false, decline: false, hangUp: true });
    expect(callActions('ended', 'caller')).toEqual({ accept: false, decline: false, hangUp: false });
  });
});

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../lib/live-connection.ts';
import { CallSession, type CallRequest, type CallSessionView, idleCallView } from './lib/call-session.ts';
import { makePartyId } from './lib/party-id.ts';

export type UseCall = CallSessionView & {
  /** Cancels, declines or hangs up, whichever fits the call now. */
  end: () => void;
  /** Starts over after a refused microphone or camera. */
  retry: () => void;
  muted: boolean;
  toggleMute: () => void;
  cameraOff: boolean;
  toggleCamera: () => void;
};

/**
 * The one call of the call page. Nothing is asked of the browser (microphone, camera) until the
 * page places or answers a call; leaving the page, or the tab going away, ends the call. Give the
 * component a `key` per request: another chat or call is another call.
 */
export function useCall(request: CallRequest | null): UseCall {
  const [partyId] = useState(makePartyId);
  const [view, setView] = useState<CallSessionView>(idleCallView);
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const session = useRef<CallSession | null>(null);

  useLiveEvent('call:updated', (call) => session.current?.update(call), { enabled: request !== null, onReconnect: () => session.current?.refresh() });
  useLiveEvent('call:signal', (event) => session.current?.signal(event), { enabled: request !== null });

  const kind = request?.kind ?? null;
  const target = request ? (request.kind === 'place' ? request.chatId : request.callId) : null;
  const video = request?.kind === 'place' ? request.video : false;

  useEffect(() => {
    if (!kind || !target) return undefined;
    const current = new CallSession(kind === 'place' ? { kind, chatId: target, video } : { kind, callId: target }, partyId, setView);
    session.current = current;
    void current.start();
    const leave = () => current.dispose();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      current.dispose();
      if (session.current === current) session.current = null;
    };
  }, [kind, target, video, partyId, attempt]);

  const local = view.local;
  useEffect(() => {
    for (const track of local?.getAudioTracks() ?? []) track.enabled = !muted;
  }, [local, muted]);
  useEffect(() => {
    for (const track of local?.getVideoTracks() ?? []) track.enabled = !cameraOff;
  }, [local, cameraOff]);

  return {
    ...view,
    end: useCallback(() => session.current?.end(), []),
    retry: useCallback(() => {
      setView(idleCallView);
      setAttempt((value) => value + 1);
    }, []),
    muted,
    toggleMute: useCallback(() => setMuted((value) => !value), []),
    cameraOff,
    toggleCamera: useCallback(() => setCameraOff((value) => !value), []),
  };
}

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/navigation.tsx';
import { Phone, PhoneOff, Video } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { CallView } from '#shared/calls/call.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useLiveEvent } from '../../../lib/live-connection.ts';
import { makePartyId } from '../lib/party-id.ts';
import { startRingTone } from '../lib/ring-tone.ts';
import { sendCallEvent } from '../lib/send-call-event.ts';
import { RoundButton } from './round-button.tsx';

/** The call page's address that answers `callId`. */
export const answerPath = (callId: string) => `${paths.call}?call=${encodeURIComponent(callId)}`;

/**
 * "Kari ringer deg": a modal alert while a call rings this person, on every page of a signed-in
 * person. Answer opens the call page, Decline (or Escape) says no; it rings with a tone made in
 * the browser and goes away by itself when the call stops ringing (taken on another device,
 * cancelled, missed). Mount it once per page.
 */
export function IncomingCallPrompt() {
  const { t } = useTranslation('calls');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [invite, setInvite] = useState<CallView | null>(null);
  const [partyId] = useState(makePartyId);
  const answerButton = useRef<HTMLButtonElement>(null);

  useLiveEvent('call:invite', (call) => {
    if (call.status === 'calling') setInvite(call);
  }, { enabled: true });
  useLiveEvent('call:updated', (call) => {
    if (!invite || call.id !== invite.id || call.status === 'calling') return;
    setInvite(null);
    if (call.status !== 'ended') showToast({ title: t('incoming.answeredElsewhere') });
  }, { enabled: true });

  // The call page answering this very call shows it already.
  const onItsPage = invite !== null && pathname === paths.call && new URLSearchParams(search).get('call') === invite.id;
  const ringing = invite !== null && !onItsPage;

  useEffect(() => {
    if (!ringing) return undefined;
    return startRingTone();
  }, [ringing]);

  // An invite rings for a limited time; if its end is not heard of, the prompt still goes.
  const expiresAt = invite?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = setTimeout(() => setInvite(null), Math.max(0, Date.parse(expiresAt) - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [expiresAt]);

  if (!invite || onItsPage) return null;

  const answer = () => {
    setInvite(null);
    void navigate(answerPath(invite.id));
  };
  const decline = () => {
    setInvite(null);
    sendCallEvent('call:decline', { callId: invite.id, partyId }).catch(() => {});
  };

  return (
    // Only Escape closes it from within (a click outside does not): that declines.
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : decline())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/60 animate-fade-in" />
        <AlertDialog.Content
          className="fixed inset-x-3 top-1/2 z-50 mx-auto flex max-w-sm -translate-y-1/2 flex-col items-center gap-5 rounded-3xl bg-ink px-6 py-8 text-center text-white shadow-lg animate-slide-in"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            answerButton.current?.focus();
          }}
          data-testid="incoming-call"
        >
          <span aria-hidden="true" className="inline-flex size-16 animate-pulse items-center justify-center rounded-full bg-white/15">
            {invite.video ? <Video className="size-7" /> : <Phone className="size-7" />}
          </span>
          <AlertDialog.Title className="text-2xl font-semibold">{t('incoming.title', { name: invite.callerName })}</AlertDialog.Title>
          <AlertDialog.Description className="text-primary-100">{invite.video ? t('incoming.video') : t('incoming.audio')}</AlertDialog.Description>
          <div className="flex justify-center gap-10">
            <RoundButton tone="danger" icon={<PhoneOff />} label={t('incoming.decline')} onClick={decline} />
            <RoundButton ref={answerButton} tone="accept" icon={invite.video ? <Video /> : <Phone />} label={t('incoming.answer')} onClick={answer} />
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

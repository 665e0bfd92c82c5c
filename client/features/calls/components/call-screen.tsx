import { useRef } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callActions } from '#shared/calls/call-status.ts';
import type { CallView } from '#shared/calls/call.schema.ts';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Avatar } from '../../../components/media/avatar.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import type { CallRequest, CallRole } from '../lib/call-session.ts';
import type { UseCall } from '../use-call.ts';
import { CallControls } from './call-controls.tsx';
import { CallEnded } from './call-ended.tsx';
import { CallNotice } from './call-notice.tsx';
import { LocalPreview, RemoteMedia } from './call-media.tsx';
import { ElapsedTimer } from './elapsed-timer.tsx';
import { MediaProblemScreen } from './media-problem.tsx';

const backLinkClasses =
  'inline-flex min-h-touch items-center gap-2 rounded-lg px-3 font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-primary-300';

/** The name of the person at the other end, as the call names them. */
function otherNameOf(call: CallView, role: CallRole): string {
  return role === 'caller' ? call.calleeName : call.callerName;
}

/** The other person as the conversation knows them, and the way back to it. */
export type CallCounterpart = { name: string; picture: string | null; backTo: string };

export type CallScreenProps = {
  request: CallRequest;
  /** The call of this page (`useCall`). */
  session: UseCall;
  counterpart: CallCounterpart;
};

/**
 * The full-screen call: ringing, connecting, talking and how it ended, with the controls that
 * apply. The status is a live region, so a screen reader hears "Kobler til …" and the rest.
 */
export function CallScreen({ request, session, counterpart }: CallScreenProps) {
  const { t } = useTranslation('calls');
  const errorText = useErrorText();
  const remoteMedia = useRef<HTMLMediaElement>(null);
  const { call, role, problem, error } = session;
  const { backTo } = counterpart;
  const name = call && role ? otherNameOf(call, role) : counterpart.name;
  const video = call?.video ?? (request.kind === 'place' ? request.video : false);

  const backLink = (
    <Link to={backTo} className={backLinkClasses} data-testid="call-back">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t('back')}
    </Link>
  );

  let body;
  if (problem) {
    body = <MediaProblemScreen problem={problem} onRetry={session.retry} />;
  } else if (error) {
    body = <Refused text={isApiError(error, 404) ? t('notFound') : errorText(error)} />;
  } else if (call?.status === 'ended' && role) {
    body = <CallEnded call={call} role={role} name={name} />;
  }
  if (body) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-ink p-6 text-white">
        <PageTitle title={t('title')} />
        {body}
        {backLink}
      </main>
    );
  }

  const status = call?.status ?? null;
  const statusWord =
    status === 'ongoing'
      ? t('status.ongoing')
      : status === 'connecting' || (role === 'callee' && status === 'calling')
        ? t('status.connecting')
        : role === 'caller'
          ? t('status.calling')
          : t('status.starting');
  const actions = call && role ? callActions(call.status, role) : null;
  const end = actions?.hangUp ? ({ label: 'hangUp', onClick: session.end } as const) : actions?.decline ? ({ label: 'decline', onClick: session.end } as const) : null;
  const showPicture = !video || !session.remote;

  return (
    <main className="flex min-h-dvh flex-col bg-ink text-white" data-testid="call-screen">
      <PageTitle title={t('title')} />
      <div className="relative flex flex-1 flex-col items-center justify-center overflow-hidden">
        <RemoteMedia stream={session.remote} video={video} label={t('remoteVideo', { name })} mediaRef={remoteMedia} />
        {video ? <LocalPreview stream={session.local} label={t('localVideo')} hidden={session.cameraOff} /> : null}
        <div className="relative z-10 flex flex-col items-center gap-3 p-6 text-center [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
          {showPicture ? <Avatar src={counterpart.picture} name={name || '?'} size="lg" className="ring-4 ring-white/20" /> : null}
          <StatusHeading word={statusWord} name={name} />
          <p className="text-sm text-primary-100">{video ? t('videoCall') : t('audioCall')}</p>
          {status === 'ongoing' && call?.connectedAt ? <ElapsedTimer since={call.connectedAt} /> : null}
        </div>
        <div className="absolute top-3 left-3 z-10">{backLink}</div>
      </div>
      <CallControls
        hasMedia={Boolean(session.local)}
        video={video}
        muted={session.muted}
        onToggleMute={session.toggleMute}
        cameraOff={session.cameraOff}
        onToggleCamera={session.toggleCamera}
        end={end}
        remoteMedia={remoteMedia}
      />
    </main>
  );
}

/** "Ringer … Kari Vask": the status word (read out when it changes) over the other person's name. */
function StatusHeading({ word, name }: { word: string; name: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      <h1 className="flex flex-col items-center gap-1">
        <span className="text-lg font-medium text-primary-100" data-testid="call-status">
          {word}
        </span>
        {name ? <span className="text-3xl font-semibold">{name}</span> : null}
      </h1>
    </div>
  );
}

/** The server refused the call (busy, chat closed, answered elsewhere) or it could not be loaded. */
function Refused({ text }: { text: string }) {
  const { t } = useTranslation('calls');
  return (
    <CallNotice role="alert" title={t('refused')} testId="call-refused-screen">
      <p className="text-base text-primary-100" data-testid="call-refused">
        {text}
      </p>
    </CallNotice>
  );
}

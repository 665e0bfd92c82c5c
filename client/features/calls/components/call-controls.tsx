import type { RefObject } from 'react';
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RoundButton } from './round-button.tsx';
import { SpeakerSelect } from './speaker-select.tsx';
import { callShortcuts, useCallShortcuts } from '../lib/use-call-shortcuts.ts';

export type CallControlsProps = {
  /** Microphone and camera are open: muting and the camera switch apply. */
  hasMedia: boolean;
  video: boolean;
  muted: boolean;
  onToggleMute: () => void;
  cameraOff: boolean;
  onToggleCamera: () => void;
  /** The red button and what it does now (hang up, or decline a call not yet taken); none when nothing can be ended. */
  end: { label: 'hangUp' | 'decline'; onClick: () => void } | null;
  remoteMedia: RefObject<HTMLMediaElement | null>;
};

/** The row of big buttons under a call. */
export function CallControls({ hasMedia, video, muted, onToggleMute, cameraOff, onToggleCamera, end, remoteMedia }: CallControlsProps) {
  const { t } = useTranslation('calls');
  useCallShortcuts(hasMedia, { mute: onToggleMute, camera: video ? onToggleCamera : undefined });
  return (
    <div role="group" aria-label={t('controls.label')} className="relative z-10 flex flex-wrap items-start justify-center gap-x-6 gap-y-4 bg-ink/80 px-4 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      {hasMedia ? (
        <RoundButton aria-pressed={muted} onClick={onToggleMute} icon={muted ? <MicOff /> : <Mic />} label={t('controls.mute')} aria-keyshortcuts={callShortcuts.mute.toUpperCase()} title={t('controls.shortcut', { key: callShortcuts.mute.toUpperCase() })} data-testid="call-mute" />
      ) : null}
      {hasMedia && video ? (
        <RoundButton aria-pressed={cameraOff} onClick={onToggleCamera} icon={cameraOff ? <VideoOff /> : <Video />} label={t('controls.camera')} aria-keyshortcuts={callShortcuts.camera.toUpperCase()} title={t('controls.shortcut', { key: callShortcuts.camera.toUpperCase() })} data-testid="call-camera" />
      ) : null}
      {end ? <RoundButton tone="danger" onClick={end.onClick} icon={<PhoneOff />} label={t(`controls.${end.label}`)} data-testid="call-hangup" /> : null}
      <SpeakerSelect mediaRef={remoteMedia} ready={hasMedia} />
    </div>
  );
}

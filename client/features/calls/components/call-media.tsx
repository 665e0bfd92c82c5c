import type { RefObject } from 'react';
import { cn } from '../../../lib/class-names.ts';

/** Plays a stream in a media element (React has no attribute for `srcObject`); the same stream again is left playing. */
function play(media: HTMLMediaElement | null, stream: MediaStream | null): void {
  if (media && media.srcObject !== stream) media.srcObject = stream;
}

/** The other person: their video filling the screen, or for a voice call only their sound. */
export function RemoteMedia({ stream, video, label, mediaRef }: { stream: MediaStream | null; video: boolean; label: string; mediaRef: RefObject<HTMLMediaElement | null> }) {
  const attach = (media: HTMLMediaElement | null) => {
    mediaRef.current = media;
    play(media, stream);
  };
  if (!video) return <audio ref={attach} autoPlay data-testid="call-remote-audio" />;
  return (
    <video
      ref={attach}
      autoPlay
      playsInline
      aria-label={label}
      className={cn('absolute inset-0 size-full bg-black object-contain', !stream && 'hidden')}
      data-testid="call-remote-video"
    />
  );
}

/** This device's camera as a small mirrored picture in the corner; muted, so nobody hears themselves. */
export function LocalPreview({ stream, label, hidden }: { stream: MediaStream | null; label: string; hidden: boolean }) {
  return (
    <video
      ref={(media) => play(media, stream)}
      autoPlay
      playsInline
      muted
      aria-label={label}
      className={cn('absolute right-3 bottom-3 z-10 aspect-[3/4] w-24 -scale-x-100 rounded-xl bg-black object-cover shadow-lg sm:w-40', (hidden || !stream) && 'hidden')}
      data-testid="call-local-video"
    />
  );
}

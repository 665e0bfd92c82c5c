/** Why the microphone or camera could not be used; each has its own screen. */
export type MediaProblem = 'permission_denied' | 'no_device' | 'unavailable';

/** Asks for the microphone, and the camera for a video call. */
export function openCallMedia(video: boolean): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('No media devices', 'NotSupportedError'));
  return navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true }, video: video ? { facingMode: 'user' } : false });
}

/** Sorts a `getUserMedia` refusal into what the person can do about it. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission_denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_device';
  return 'unavailable';
}

export function stopTracks(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

import { type RefObject, useEffect, useId, useState } from 'react';
import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type SinkElement = HTMLMediaElement & { setSinkId?: (deviceId: string) => Promise<void> };

/** Browsers that can send a page's sound to a chosen speaker (not Safari or Firefox on phones). */
const canChooseSpeaker = () => typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

/**
 * Where the other person's voice plays, among the speakers and headsets the browser lists. The
 * list has names only once the microphone was allowed, so it is read when the call has media.
 */
export function SpeakerSelect({ mediaRef, ready }: { mediaRef: RefObject<HTMLMediaElement | null>; ready: boolean }) {
  const { t } = useTranslation('calls');
  const id = useId();
  const [speakers, setSpeakers] = useState<MediaDeviceInfo[]>([]);
  const [chosen, setChosen] = useState('');

  useEffect(() => {
    if (!ready || !canChooseSpeaker() || !navigator.mediaDevices?.enumerateDevices) return undefined;
    let live = true;
    const read = () =>
      navigator.mediaDevices.enumerateDevices().then(
        (devices) => live && setSpeakers(devices.filter((device) => device.kind === 'audiooutput')),
        () => {},
      );
    void read();
    navigator.mediaDevices.addEventListener?.('devicechange', read);
    return () => {
      live = false;
      navigator.mediaDevices.removeEventListener?.('devicechange', read);
    };
  }, [ready]);

  if (speakers.length < 2) return null;

  const choose = (deviceId: string) => {
    setChosen(deviceId);
    const media = mediaRef.current as SinkElement | null;
    void media?.setSinkId?.(deviceId).catch(() => {});
  };

  return (
    <div className="flex w-full flex-col items-center gap-1 sm:w-auto">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <Volume2 aria-hidden="true" className="size-5" />
        {t('controls.speaker')}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => choose(event.target.value)}
        className="min-h-touch max-w-64 rounded-lg border border-white/30 bg-ink px-3 text-base text-white focus-visible:outline-3 focus-visible:outline-primary-300"
      >
        {speakers.map((speaker, index) => (
          <option key={speaker.deviceId || index} value={speaker.deviceId === 'default' ? '' : speaker.deviceId}>
            {speaker.label || `${t('controls.speaker')} ${index + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}

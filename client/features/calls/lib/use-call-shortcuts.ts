import { useEffect, useEffectEvent } from 'react';

/** The call page's keys: M mutes or unmutes, V turns the camera off or on (video calls). */
export const callShortcuts = { mute: 'm', camera: 'v' } as const;

/**
 * Listens for the call page's single-key shortcuts while `enabled`; a key typed into a field or
 * pressed with a modifier is left alone, so the shortcuts never get in the way of typing.
 */
export function useCallShortcuts(enabled: boolean, actions: { mute?: () => void; camera?: () => void }): void {
  const run = useEffectEvent((key: string) => {
    if (key === callShortcuts.mute) actions.mute?.();
    else if (key === callShortcuts.camera) actions.camera?.();
    else return false;
    return true;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (run(event.key.toLowerCase())) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/**
 * The ring of an incoming call, made with the Web Audio API (no sound file to download): two
 * short tones, then a pause, repeated until `stop`. Browsers may keep audio silent until the page
 * was used; the prompt shows either way.
 */
export function startRingTone(): () => void {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return () => {};
  let context: AudioContext;
  try {
    context = new AudioContextClass();
  } catch {
    return () => {};
  }
  const gain = context.createGain();
  gain.gain.value = 0;
  gain.connect(context.destination);
  const tone = context.createOscillator();
  tone.type = 'sine';
  tone.frequency.value = 440;
  tone.connect(gain);
  tone.start();

  const ring = () => {
    const now = context.currentTime;
    for (const offset of [0, 0.5]) {
      gain.gain.setValueAtTime(0, now + offset);
      gain.gain.linearRampToValueAtTime(0.15, now + offset + 0.02);
      gain.gain.setValueAtTime(0.15, now + offset + 0.38);
      gain.gain.linearRampToValueAtTime(0, now + offset + 0.4);
    }
  };
  ring();
  const timer = setInterval(ring, 3000);
  void context.resume().catch(() => {});

  return () => {
    clearInterval(timer);
    try {
      tone.stop();
    } catch {
      // Already stopped.
    }
    void context.close().catch(() => {});
  };
}

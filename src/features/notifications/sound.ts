/** A short two-tone chime made with WebAudio: no sound file to fetch. */
let context: AudioContext | undefined;

export function beep(): void {
  const Ctx = window.AudioContext;
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    // A context created without a user gesture may start suspended; resume if allowed.
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    for (const [freq, at] of [
      [880, 0],
      [1320, 0.12],
    ] as const) {
      const osc = context.createOscillator();
      osc.type = 'sine';
      osc.frequency.value = freq;
      osc.connect(gain);
      osc.start(start + at);
      osc.stop(start + 0.35);
    }
  } catch {
    // No audio output: the sound is optional.
  }
}

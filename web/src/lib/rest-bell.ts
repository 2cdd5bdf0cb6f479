/**
 * The end of a rest, said where the browser allows: a short double beep (Web Audio, no sound file to fetch or
 * cache) and a vibration on phones that have one. Browsers only play sound after the user has touched the page,
 * which logging a set is; anything the browser refuses is skipped silently: the timer on screen still says 0:00.
 */
export function ringRestBell(win: Window = window) {
  try {
    win.navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Some browsers throw instead of returning false when vibration is not allowed.
  }
  const AudioContextCtor = (win as Window & { AudioContext?: typeof AudioContext }).AudioContext;
  if (!AudioContextCtor) return;
  try {
    const audio = new AudioContextCtor();
    for (const [index, at] of [0, 0.3].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = index === 0 ? 880 : 1175;
      gain.gain.setValueAtTime(0.25, audio.currentTime + at);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.25);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + at);
      tone.stop(audio.currentTime + at + 0.25);
    }
    window.setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio device, or the browser refused to start audio: the screen still shows the rest is over.
  }
}

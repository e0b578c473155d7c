/**
 * Watches this process's event loop with a timer every 5 ms: a gap over 25 ms means the loop
 * was held (by code, GC or a lack of CPU). Calls `onHold` with the hold's start (ms since the
 * epoch) and length; returns a function that stops watching. Used by the servers' probe and
 * the client workers, to line slow actions up with their cause.
 */
export function watchLoopHolds(onHold: (at: number, ms: number) => void): () => void {
  let lastTick = performance.now();
  const timer = setInterval(() => {
    const t = performance.now();
    if (t - lastTick > 25) onHold(performance.timeOrigin + lastTick, t - lastTick);
    lastTick = t;
  }, 5);
  timer.unref();
  return () => clearInterval(timer);
}

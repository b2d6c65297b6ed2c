import { readFileSync } from 'node:fs';

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
};

/**
 * Samples the resident memory of process `pid` (or of the process a function answers at each sample) every `everyMs`; `peak()` is the largest seen (MB), `phase()` the
 * largest since the previous `phase()`.
 */
export function watchRss(pid, everyMs = 100) {
  const current = typeof pid === 'function' ? pid : () => pid;
  const sample = () => {
    const now = current();
    return now ? rssMb(now) : 0;
  };
  let peak = sample();
  let phase = peak;
  const timer = setInterval(() => {
    try {
      const now = sample();
      peak = Math.max(peak, now);
      phase = Math.max(phase, now);
    } catch {
      // the process ended
    }
  }, everyMs);
  return {
    peak: () => peak,
    phase: () => {
      const seen = phase;
      phase = 0;
      return seen;
    },
    stop: () => clearInterval(timer),
  };
}

import { readFileSync } from 'node:fs';

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
};

/**
 * Samples the resident memory of process `pid` every `everyMs`; `peak()` is the largest seen (MB), `phase()` the
 * largest since the previous `phase()`.
 */
export function watchRss(pid, everyMs = 100) {
  let peak = rssMb(pid);
  let phase = peak;
  const timer = setInterval(() => {
    try {
      const now = rssMb(pid);
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

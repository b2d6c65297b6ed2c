import { readFileSync } from 'node:fs';

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
};

/** Samples the resident memory of process `pid` every `everyMs`; `peak()` is the largest seen (MB). */
export function watchRss(pid, everyMs = 100) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process ended
    }
  }, everyMs);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}

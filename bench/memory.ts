import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  /** Resident set size now, and its high-water mark since the process started (MB = 10^6 bytes). */
  rssMb: number;
  hwmMb: number;
}

/** Another process's memory, from /proc/<pid>/status (Linux): the server runs in its own process. */
export function readMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return (Number(match[1]) * 1024) / 1e6;
  };
  return { rssMb: kb('VmRSS'), hwmMb: kb('VmHWM') };
}

/** Samples a process's RSS every `intervalMs` until stopped; reports the level before and the peak. */
export function sampleMemory(pid: number, intervalMs = 100) {
  const before = readMemory(pid);
  let peak = before.rssMb;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, readMemory(pid).rssMb);
    } catch {
      // The process went away; the caller finds out from its request.
    }
  }, intervalMs);
  return {
    before,
    stop() {
      clearInterval(timer);
      const after = readMemory(pid);
      peak = Math.max(peak, after.rssMb);
      // VmHWM (the peak since the process started) catches a peak between two samples.
      return { before, after, peakMb: peak, hwmMb: after.hwmMb };
    },
  };
}

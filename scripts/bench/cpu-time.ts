// CPU time (user + system) a process and its children have used so far, from /proc (Linux; undefined elsewhere). Per
// request it is a cost that, unlike requests per second, hardly depends on what else the machine is doing.
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Milliseconds of CPU used by `pid` and its child processes (nginx's workers), or undefined without /proc. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return [pid, ...children(pid)].reduce((sum, p) => sum + ticks(p), 0) * TICK_MS;
  } catch {
    return undefined;
  }
}

// One build of the build-scale bench, timed, in a copy of the project (change-review/scratch-build.ts): a run of its
// `npm run build` with BUILD_TIMINGS=1, whose stage lines are collected, while the resident memory of the whole process
// tree (the build, Vike's build and their helpers) is sampled from /proc.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildRun {
  /** Wall time of the whole build process, from spawn to exit. */
  totalMs: number;
  /** Each stage the build reported, in order. */
  stages: Record<string, number>;
  /** The highest sum of the resident memory of the build's processes seen (sampled every 100 ms). */
  peakRssBytes: number;
  /** User and system CPU time of the build and all its processes, and the largest one's peak memory (GNU time). */
  cpuMs?: number;
  largestRssBytes?: number;
}

const GNU_TIME = '/usr/bin/time';

/** The resident bytes of `pid` and all its descendants, read from /proc (0 once they are gone). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid ... rss is the 24th field overall.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended while being read
    }
  }
  let total = 0;
  const visit = (id: number) => {
    total += rss.get(id) ?? 0;
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

/** CPU seconds and the largest process's peak memory, as GNU time wrote them ("user system maxKB"), if it ran. */
function gnuTimeFigures(file: string): Pick<BuildRun, 'cpuMs' | 'largestRssBytes'> {
  if (!existsSync(file)) return {};
  const [user, system, maxKb] = readFileSync(file, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  rmSync(file);
  return { cpuMs: (user! + system!) * 1000, largestRssBytes: maxKb! * 1024 };
}

/** Runs the copy's build; rejects with the end of its output when it fails. */
export function timedBuild(root: string, cache: string): Promise<BuildRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BUILD_TIMINGS: '1',
    SITE_BUILD_CACHE: cache,
  };
  for (const name of ['SITE_MANIFEST', 'DOWNLOADS_DIR', 'BUILT_DOWNLOADS_DIR', 'CLIENT_DIR']) delete env[name];
  const build = [process.execPath, '--import', 'tsx', 'scripts/build.ts'];
  // CPU time does not grow when other work shares the machine, as wall time does: it tells a slow run from a busy one.
  const timeFile = join(root, '.build-time');
  const [command, ...args] = existsSync(GNU_TIME) ? [GNU_TIME, '-f', '%U %S %M', '-o', timeFile, ...build] : build;
  const start = performance.now();
  const child = spawn(command!, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakRssBytes = 0;
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, treeRss(child.pid!))), 100);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(sampler);
      const totalMs = performance.now() - start;
      if (code !== 0) return reject(new Error(`The build failed (exit ${code}):\n${output.slice(-3000)}`));
      const stages: Record<string, number> = {};
      for (const [, name, ms] of output.matchAll(/^build stage (.+) (\d+) ms$/gm)) stages[name!] = Number(ms);
      resolve({ totalMs, stages, peakRssBytes, ...gnuTimeFigures(timeFile) });
    });
  });
}

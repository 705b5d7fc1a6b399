// Whether nginx's worker processes can read the built site. The master runs as root, the workers as another user
// (the `user` directive; nobody when there is none, www-data in Debian's nginx.conf), and a build inside a private
// folder (mode 0700, as `mktemp -d` makes, or a home folder) is out of their reach: every page would be a 403 or 404.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';

/** Who nginx's workers run as, by name; the group as nginx's `user NAME GROUP` gives it, when it does. */
export interface WorkerUserName {
  name: string;
  group?: string;
}

interface WorkerUser {
  name: string;
  uid: number;
  gids: number[];
}

const READ = 4;
const EXECUTE = 1;

function output(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The user's id and groups on this machine (nginx's workers take the user's groups too); undefined when there is no such user. */
function lookUp({ name, group }: WorkerUserName): WorkerUser | undefined {
  const uid = output('id', ['-u', name]);
  const gids = output('id', ['-G', name]);
  if (uid === undefined || gids === undefined) return undefined;
  const groupId = group ? output('getent', ['group', group])?.split(':')[2] : undefined;
  return { name, uid: Number(uid), gids: [...gids.split(/\s+/), ...(groupId ? [groupId] : [])].map(Number) };
}

/**
 * Who nginx runs its workers as with the configuration printed: `--user` when given; for a server block, the `user` of
 * the nginx.conf it goes into; for an unprivileged nginx (`--prefix`, not root) the user who starts it; else nobody.
 */
export function workerUserName(
  options: { user?: WorkerUserName; serverBlock: boolean; prefix?: string },
  mainConf = '/etc/nginx/nginx.conf',
): WorkerUserName {
  if (options.user) return options.user;
  if (options.serverBlock && existsSync(mainConf)) {
    const [name, group] =
      /^\s*user\s+([^\s;]+)(?:\s+([^\s;]+))?\s*;/m.exec(readFileSync(mainConf, 'utf8'))?.slice(1) ?? [];
    if (name) return { name, group };
  }
  const uid = process.getuid?.();
  if (options.prefix && uid !== undefined && uid !== 0) return { name: output('id', ['-nu']) ?? 'nobody' };
  return { name: 'nobody' };
}

function allows(stats: Stats, user: WorkerUser, bit: number): boolean {
  if (user.uid === 0) return true;
  if (stats.uid === user.uid) return ((stats.mode >> 6) & bit) !== 0;
  if (user.gids.includes(stats.gid)) return ((stats.mode >> 3) & bit) !== 0;
  return (stats.mode & bit) !== 0;
}

/** The folders from / down to `dir`, outermost first. */
function foldersDownTo(dir: string): string[] {
  const folders = [dir];
  while (dirname(folders[0]!) !== folders[0]) folders.unshift(dirname(folders[0]!));
  return folders;
}

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');

/**
 * One line saying that nginx's workers cannot read the built site at `clientDir`, and what to do; undefined when they
 * can, when the folder is not built yet, or when the worker user does not exist on this machine (nothing to check).
 */
export function nginxAccessProblem(clientDir: string, workerName: WorkerUserName): string | undefined {
  const page = join(clientDir, 'index.html');
  const user = existsSync(page) ? lookUp(workerName) : undefined;
  if (!user) return undefined;
  const closed = foldersDownTo(clientDir).filter((folder) => !allows(statSync(folder), user, EXECUTE));
  const unreadable = !allows(statSync(page), user, READ);
  if (closed.length === 0 && !unreadable) return undefined;
  const owner = output('id', ['-nu', String(statSync(clientDir).uid)]) ?? `uid ${statSync(clientDir).uid}`;
  const what =
    closed.length > 0
      ? `cannot enter ${closed.map((f) => `${f} (mode ${mode(f)})`).join(', ')}`
      : `cannot read ${page} (mode ${mode(page)})`;
  const chmod = [
    ...(closed.length > 0 ? [`chmod o+x ${closed.join(' ')}`] : []),
    ...(unreadable ? [`chmod -R o+rX ${clientDir}`] : []),
  ].join(' && ');
  return (
    `nginx cannot read the site: its workers run as ${user.name}, who ${what}. Open the way with \`${chmod}\`, ` +
    `or run the workers as the files' owner (--user ${owner}, or \`user ${owner};\` in nginx.conf), ` +
    `or copy the build to a folder nginx can read (e.g. /var/www/site) and pass --client-dir.`
  );
}

// Who publishes from `npm run edit`: the developer at the keyboard, named by the repository's git identity, with a
// publisher's rights (the machine and the repository are theirs already).
import { simpleGit } from 'simple-git';
import type { Person } from './publishing.ts';

/** The git identity configured for the project, or undefined when it is not a repository or has no identity. */
export async function localDeveloper(projectRoot: string): Promise<Person | undefined> {
  try {
    const git = simpleGit(projectRoot);
    if (!(await git.checkIsRepo())) return undefined;
    const name = (await git.getConfig('user.name')).value?.trim();
    const email = (await git.getConfig('user.email')).value?.trim();
    return name && email ? { name, email, role: 'publisher' } : undefined;
  } catch {
    return undefined;
  }
}

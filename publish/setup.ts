// Publishing as a server runs it: the project's git repository (with GIT_REMOTE, optional), its releases in dist/,
// the publications in the store, and the worker that publishes them. Both front doors start it the same way.
import { join } from 'node:path';
import { checkSiteText } from '../site/node.ts';
import { readHandMadeDownloads, readImagesFolder } from '../model/node/load.ts';
import { handMadeDownloadsDir } from '../model/node/paths.ts';
import type { Logger } from '../server/log.ts';
import type { Store } from '../server/store/store.ts';
import { ProjectRepository } from './git.ts';
import { Publishing } from './publishing.ts';
import { attachPictures } from './pictures.ts';
import { Releases } from './releases.ts';
import { PublishWorker } from './worker.ts';

export interface PublishingSettings {
  /** The project's folder, a git repository (PROJECT_DIR; default the working folder). */
  projectRoot: string;
  /** Where a published version is pushed (GIT_REMOTE: a URL or a path; none by default). */
  remote?: string;
  /** The branch pushed to (GIT_BRANCH; default the branch checked out). */
  branch?: string;
}

export function publishingSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PublishingSettings {
  return {
    projectRoot: env.PROJECT_DIR || process.cwd(),
    remote: env.GIT_REMOTE || undefined,
    branch: env.GIT_BRANCH || undefined,
  };
}

export interface RunningPublishing {
  publishing: Publishing;
  worker: PublishWorker;
  releases: Releases;
  repository: ProjectRepository;
}

export interface PublishingParts {
  settings: PublishingSettings;
  store: Store;
  log: Logger;
  /** Tells this process's server that the live link moved (resolves when it serves the new release). */
  liveChanged(): void | Promise<void>;
  /** Tests give a fake clock and a short lease. */
  now?: () => number;
  leaseMs?: number;
}

/** The same check as `npm run lint`, with the project's downloads and pictures folders as they are now. */
function siteCheck(projectRoot: string) {
  return (text: string) =>
    checkSiteText(text, {
      downloads: readHandMadeDownloads(handMadeDownloadsDir({ DOWNLOADS_DIR: join(projectRoot, 'downloads') })),
      images: readImagesFolder(join(projectRoot, 'public', 'images')),
    });
}

export function startPublishing({
  settings,
  store,
  log,
  liveChanged,
  now,
  leaseMs,
}: PublishingParts): RunningPublishing {
  const { projectRoot } = settings;
  const repository = new ProjectRepository({ root: projectRoot, remote: settings.remote, branch: settings.branch });
  const releases = new Releases({ projectRoot, distDir: join(projectRoot, 'dist') });
  const worker = new PublishWorker({
    store,
    repository,
    releases,
    liveChanged,
    log,
    check: siteCheck(projectRoot),
    now,
    leaseMs,
  });
  const publishing = new Publishing({
    store,
    repository,
    wake: () => worker.wake(),
    live: () => releases.live()?.key,
    now,
  });
  attachPictures(publishing, worker.pictures);
  worker.start();
  return { publishing, worker, releases, repository };
}

// Before/after pictures of each publication, as the review queue and History show them: a waiting change's proposal is
// built into a release in the background (the approval then reuses that build) and pictured against the live site; a
// published one is pictured from the release before it to its own. One picture job at a time in this process, each
// after any publish under way here (publishing goes first); no lease, since a lost job is simply made again when
// asked. A failure (no Chromium, a page that does not load) is logged and leaves the publication without pictures.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Publication } from '../model/publications.ts';
import type { Logger } from '../server/log.ts';
import type { Store } from '../server/store/store.ts';
import type { PicturesIndex, PagePicture } from './pictures-job.ts';
import type { Publishing } from './publishing.ts';
import type { Release, Releases } from './releases.ts';

export interface PicturesAnswer {
  state: 'ready' | 'making' | 'none';
  pages: PagePicture[];
  /** How many pages show differently (pictures are of the first few); with state ready. */
  reached?: number;
}

export interface PicturesOptions {
  store: Store;
  releases: Releases;
  log: Logger;
  /** Where the pictures go: <DATA_DIR>/pictures, a folder per publication. */
  dir: string;
  /** True while this process publishes: a picture job waits for it. */
  publishing(): boolean;
}

/** Publications not yet live, pictured as their proposal against the live site. */
const PROPOSED: Publication['state'][] = ['waiting', 'scheduled', 'queued', 'publishing'];
const PICTURE_FILE = /^[a-z0-9-]{1,120}-\d{3,4}-(before|after)\.jpg$/i;
const IDLE_CHECK_MS = 250;

export class PublicationPictures {
  private readonly queue: number[] = [];
  private current: number | undefined;
  private running: Promise<void> | undefined;
  /** Publications whose pictures failed in this process: not tried again until it restarts. */
  private readonly failed = new Set<number>();
  private proposalBuild: { text: string; done: Promise<unknown> } | undefined;
  private stopped = false;

  constructor(private readonly options: PicturesOptions) {}

  start(): void {
    this.stopped = false;
  }

  /** Starts no more jobs and waits for the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    await this.running;
  }

  /** What the app shows for a publication's pictures; asks for them when they could be made and are not. */
  answer(publication: Publication): PicturesAnswer {
    const { id } = publication;
    if (this.current === id || this.queue.includes(id)) return { state: 'making', pages: [] };
    const index = this.index(id);
    if (index) return { state: 'ready', pages: index.pages, reached: index.reached };
    if (this.failed.has(id) || !this.picturable(publication)) return { state: 'none', pages: [] };
    this.add(id);
    return { state: this.stopped ? 'none' : 'making', pages: [] };
  }

  /** The file of one of a publication's pictures, when its index names it. */
  fileOf(id: number, name: string): string | undefined {
    if (!PICTURE_FILE.test(name)) return undefined;
    const named = this.index(id)?.pages.some((page) => page.before === name || page.after === name);
    return named ? join(this.folderOf(id), 'images', name) : undefined;
  }

  /** A publication went live: picture it from the release before it (unless its pictures already show that). */
  afterPublished(id: number): void {
    this.add(id, true);
  }

  /** Changes waiting for review get their pictures (and their build) before anyone asks. */
  async noticeWaiting(): Promise<void> {
    for (const publication of await this.options.store.publications.list(['waiting'], 20))
      if (!this.failed.has(publication.id) && !this.index(publication.id)) this.add(publication.id);
  }

  /** Resolves once the proposal build a picture job runs for `text`, if any, has ended (then a publish reuses it). */
  async buildUnderWay(text: string): Promise<void> {
    const build = this.proposalBuild;
    if (build?.text === text) await build.done.catch(() => undefined);
  }

  private folderOf(id: number): string {
    return join(this.options.dir, String(id));
  }

  private index(id: number): PicturesIndex | undefined {
    try {
      return JSON.parse(readFileSync(join(this.folderOf(id), 'index.json'), 'utf8')) as PicturesIndex;
    } catch {
      return undefined;
    }
  }

  private picturable(publication: Publication): boolean {
    if (PROPOSED.includes(publication.state)) return true;
    const { releases } = this.options;
    return (
      publication.state === 'published' &&
      !!publication.previousRelease &&
      !!publication.release &&
      !!releases.get(publication.previousRelease) &&
      !!releases.get(publication.release)
    );
  }

  /** Queues a job (again, when `again` and one is under way: what it pictures may be out of date by its end). */
  private add(id: number, again = false): void {
    if (this.stopped || this.queue.includes(id) || (this.current === id && !again)) return;
    this.queue.push(id);
    this.kick();
  }

  private kick(): void {
    if (this.running || this.stopped || this.queue.length === 0) return;
    this.running = this.runQueue().finally(() => {
      this.running = undefined;
      this.kick();
    });
  }

  private async runQueue(): Promise<void> {
    for (let id = this.queue.shift(); id !== undefined && !this.stopped; id = this.queue.shift()) {
      this.current = id;
      try {
        await this.picture(id);
      } catch (error) {
        this.failed.add(id);
        this.options.log.warn('publication pictures failed', { id, error: (error as Error).message });
      } finally {
        this.current = undefined;
      }
    }
  }

  /** Waits while this process publishes. */
  private async idle(): Promise<void> {
    while (this.options.publishing() && !this.stopped)
      await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_MS));
  }

  private async picture(id: number): Promise<void> {
    await this.idle();
    const waiting = await this.options.store.publications.get(id);
    if (waiting && PROPOSED.includes(waiting.state)) await this.proposal(waiting.proposedText);
    await this.idle();
    // Read again: it may have gone live while its proposal was built.
    const publication = await this.options.store.publications.get(id);
    const pair = publication && !this.stopped ? await this.pairOf(publication) : undefined;
    if (!pair) return;
    const made = this.index(id);
    if (made?.before === pair.before.key && made.after === pair.after.key) return;
    this.touch(pair.before, pair.after);
    const started = performance.now();
    const { makePictures } = await import('./pictures-job.ts');
    const scratch = join(this.options.dir, `.making-${id}-${randomBytes(4).toString('hex')}`);
    mkdirSync(scratch, { recursive: true });
    try {
      const index = await makePictures(id, pair.before, pair.after, scratch);
      writeFileSync(join(scratch, 'index.json'), JSON.stringify(index, null, 2) + '\n');
      rmSync(this.folderOf(id), { recursive: true, force: true });
      renameSync(scratch, this.folderOf(id));
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      this.options.log.info('publication pictures made', { id, pages: index.pages.length, seconds });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** Builds a proposal into its release (kept: an approval reuses it), telling a publish that waits for it. */
  private async proposal(text: string): Promise<Release> {
    const done = this.options.releases.build(text);
    this.proposalBuild = { text, done };
    try {
      return await done;
    } finally {
      if (this.proposalBuild?.done === done) this.proposalBuild = undefined;
    }
  }

  /** The two releases to compare: a published one's before and its own; a proposal's live site and its build. */
  private async pairOf(publication: Publication): Promise<{ before: Release; after: Release } | undefined> {
    const { releases } = this.options;
    if (publication.state === 'published') {
      const before = publication.previousRelease ? releases.get(publication.previousRelease) : undefined;
      const after = publication.release ? releases.get(publication.release) : undefined;
      return before && after ? { before, after } : undefined;
    }
    if (!PROPOSED.includes(publication.state)) return undefined;
    const before = releases.live() ?? (await this.proposal(publication.baseText));
    return { before, after: await this.proposal(publication.proposedText) };
  }

  /** Marks both releases as used now, so a tidy() meanwhile keeps them. */
  private touch(...used: Release[]): void {
    const now = new Date();
    for (const release of used) if (existsSync(release.dir)) utimesSync(release.dir, now, now);
  }
}

const attached = new WeakMap<Publishing, PublicationPictures>();

/** Links a front door's Publishing to the pictures its worker makes (publish/setup.ts). */
export function attachPictures(publishing: Publishing, pictures: PublicationPictures): void {
  attached.set(publishing, pictures);
}

export function picturesOf(publishing: Publishing): PublicationPictures | undefined {
  return attached.get(publishing);
}

/** <DATA_DIR>/pictures, as both front doors place DATA_DIR (default: the project's data folder). */
export function defaultPicturesDir(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(env.DATA_DIR || join(projectRoot, 'data'), 'pictures');
}

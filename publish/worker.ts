// Runs publications one at a time, in whichever process claims them first: queued ones at once, scheduled ones at
// their time. A claim is a lease in the database, renewed while a publication runs, so a second process never runs
// the same one (one that loses its lease stops: held-lease.ts); a process killed mid-publish leaves a lease that
// expires (at once, when its process is known dead on this machine), and the next claim finishes the publication from
// the step it reached.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Publication } from '../model/publications.ts';
import type { Store } from '../server/store/store.ts';
import { HeldLease } from './held-lease.ts';
import { LeaseLost, runPublication, type PipelineParts } from './pipeline.ts';
import { defaultPicturesDir, PublicationPictures } from './pictures.ts';

export interface WorkerOptions extends PipelineParts {
  store: Store;
  /** The clock (tests give a fake one); epoch ms. */
  now?: () => number;
  leaseMs?: number;
  /** How often to look for due work when nothing woke the worker (a scheduled time, another process's queue). */
  pollMs?: number;
  /** Where publications' pictures go (default <DATA_DIR>/pictures). */
  picturesDir?: string;
}

const LEASE_MS = 60_000;
const POLL_MS = 1_000;
const HOST = hostname();

/**
 * A lease owner's name says where it runs (host and pid), so a dead process on this machine is known dead at once,
 * whichever database holds the lease; a lease of another host is left to expire.
 */
const ownerName = () => `${HOST}:${process.pid}:${randomUUID().slice(0, 8)}`;

function isDeadHere(owner: string): boolean {
  const [host, pid] = owner.split(':');
  if (host !== HOST || !pid || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export class PublishWorker {
  readonly owner = ownerName();
  /** Before/after pictures of each publication, made in the background between publishes. */
  readonly pictures: PublicationPictures;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private firstReleaseWanted = false;
  /** The publication this process is publishing now. */
  private publishing: number | undefined;
  private readonly now: () => number;
  private readonly leaseMs: number;

  constructor(private readonly options: WorkerOptions) {
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.pictures = new PublicationPictures({
      store: options.store,
      releases: options.releases,
      log: options.log,
      dir: options.picturesDir ?? defaultPicturesDir(options.releases.projectRoot),
      publishing: () => this.publishing !== undefined,
    });
  }

  /** Finishes what a killed process left (its build folders, a stale git lock), then runs due work as it comes. */
  start(): void {
    this.options.releases.tidy();
    try {
      this.options.repository.clearStaleLock();
    } catch (error) {
      this.options.log.warn('publishing is off: the project is not a git repository', {
        error: (error as Error).message,
      });
    }
    this.stopped = false;
    this.pictures.start();
    this.wake();
  }

  /** Looks for due work now (after a publication is queued). */
  wake(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.running ??= this.runDue({ untilStopped: true })
      .then(() => (this.stopped ? undefined : this.pictures.noticeWaiting()))
      .catch((error: unknown) =>
        // The database did not answer (restarting?): the next look, a poll later, tries again.
        this.options.log.warn('publishing: could not look for due work', { error: (error as Error).message }),
      )
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? POLL_MS);
      });
  }

  /** Waits for the publication under way, then stops looking for more. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all([this.running, this.pictures.stop()]);
  }

  /**
   * Runs every publication that is due now, one after another; the worker's own loop (`untilStopped`) ends after the
   * one under way when it is stopped. Tests call it, with a fake clock, on a stopped worker.
   */
  async runDue({ untilStopped = false } = {}): Promise<number> {
    if (this.firstReleaseWanted) await this.makeFirstRelease();
    let count = 0;
    for (;;) {
      const publication = await this.claim();
      if (!publication) return count;
      await this.run(publication);
      count++;
      if (untilStopped && this.stopped) return count;
    }
  }

  /**
   * Before anything is published from here, the live link does not exist yet (the server serves dist/client). This
   * makes the published version (HEAD) the first release, so the live link, which nginx serves too, is there from the
   * first start of `npm run admin`. A publish that got there first wins.
   */
  wantFirstRelease(): void {
    this.firstReleaseWanted = true;
    this.wake();
  }

  private async makeFirstRelease(): Promise<void> {
    this.firstReleaseWanted = false;
    const { releases, repository, log } = this.options;
    if (releases.live()) return;
    try {
      const release = await releases.build(await repository.manifestAt('HEAD'));
      if (releases.live()) return;
      releases.switchTo(release.key);
      await this.options.liveChanged();
      log.info('the published version is live from its own release', { release: release.key });
    } catch (error) {
      log.warn('no first release: the site is served from dist/client until the first publish', {
        error: (error as Error).message,
      });
    }
  }

  private async claim(): Promise<Publication | undefined> {
    const { publications } = this.options.store;
    for (const held of await publications.list(['publishing'], 20))
      if (held.leaseOwner && isDeadHere(held.leaseOwner)) await publications.expireLease(held.id, held.leaseOwner);
    return publications.claimNext(this.owner, this.leaseMs, this.now());
  }

  private async run(publication: Publication): Promise<void> {
    const { store, log } = this.options;
    const { id } = publication;
    const lease = new HeldLease({ store, log, id, owner: this.owner, leaseMs: this.leaseMs, now: this.now });
    this.publishing = id;
    try {
      // A waiting change's pictures may be building its proposal now: that build is this publish's, once done.
      await this.pictures.buildUnderWay(publication.proposedText);
      log.info('publishing', { id, kind: publication.kind, step: publication.step ?? 'start' });
      const outcome = await runPublication(this.options, publication, (fields) => lease.record(fields));
      if (!(await lease.release({ state: outcome.state, message: outcome.message }))) return;
      log.info('publish finished', { id, state: outcome.state });
      if (outcome.state === 'published' && !this.stopped) this.pictures.afterPublished(id);
    } catch (error) {
      // Logged by the lease; the process that holds it now finishes the publication.
      if (!(error instanceof LeaseLost)) throw error;
    } finally {
      this.publishing = undefined;
      lease.stopRenewing();
    }
  }
}

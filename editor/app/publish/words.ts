// Publishing in words: the step a publication is at, its state, when it is due, and the speed a change publishes at.
import type { Publication, PublicationState, PublishStep } from '../../../model/publications.ts';
import type { PublishCheck } from './publish-api.ts';

export const STEP_WORDS: Record<PublishStep, string> = {
  lint: 'Checking…',
  commit: 'Saving the version…',
  build: 'Building the site…',
  switch: 'Switching the live site…',
  push: 'Sending to the shared repository…',
};

export const STATE_WORDS: Record<PublicationState, string> = {
  waiting: 'Waiting for review',
  'sent-back': 'Sent back',
  scheduled: 'Scheduled',
  queued: 'Waiting its turn',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
  held: 'Held',
  withdrawn: 'Withdrawn',
};

/** Still on its way: the app asks again every second. */
export const isRunning = (state: PublicationState): boolean => state === 'queued' || state === 'publishing';

/** What the top bar says while a publication runs and when it ends. */
export function progressWords(publication: Pick<Publication, 'state' | 'step' | 'message' | 'kind'>): string {
  const { state, step, message } = publication;
  if (state === 'queued') return 'Waiting its turn to publish…';
  if (state === 'publishing') return step ? STEP_WORDS[step] : 'Publishing…';
  if (state === 'published')
    return publication.kind === 'rollback'
      ? 'Live: the site is back to that version.'
      : 'Live: your change is on the site.';
  if (state === 'failed') return `Not published. ${message ?? 'Publishing failed.'}`;
  if (state === 'held') return `Held, not published. ${message ?? 'It no longer applies to the site as it is now.'}`;
  return message ?? STATE_WORDS[state];
}

/** "24 Nov 2026, 14:05" in the reader's own time zone. */
export function shortWhen(iso: string | number | undefined): string {
  if (iso === undefined) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** "1 Jan 2027, 00:00 (Europe/Dublin)": a scheduled time in the zone it was chosen in. */
export function dueWords(dueAt: number | undefined, timeZone: string | undefined): string {
  if (dueAt === undefined) return 'No time set';
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    const words = new Date(dueAt).toLocaleString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
    });
    return `${words} (${zone})`;
  } catch {
    return shortWhen(dueAt);
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const SMALL_GROUP_WORDS: Record<string, string> = {
  texts: 'texts',
  facts: 'facts',
  blocks: 'list items or the order of blocks',
};

/** "Goes live at once: it changes only texts." or "Needs a publisher’s approval: it changes a price: …". */
export function speedWords(check: Pick<PublishCheck, 'speed' | 'reasons' | 'changes'>): string {
  if (check.speed === 'review') return `Needs a publisher’s approval: ${lowerFirst(check.reasons.join(' '))}`;
  const groups = [...new Set(check.changes.map((change) => SMALL_GROUP_WORDS[change.group] ?? change.group))];
  const listed = groups.length > 1 ? `${groups.slice(0, -1).join(', ')} and ${groups.at(-1)}` : groups[0];
  return `Goes live at once: it changes only ${listed ?? 'texts'}.`;
}

/** The time zones a person can schedule in: the browser's own list, with theirs and Europe/Dublin always in it. */
export function timeZones(own: string): string[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    // an older browser: the two below, and UTC
  }
  return [...new Set([own, 'Europe/Dublin', 'UTC', ...known])].sort();
}

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

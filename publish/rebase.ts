// A change put on top of what is published now: the draft's own changes (from the version it started from) merged
// into the published manifest's text, told in words, with the speed it publishes at. At submission a conflict is a 409
// for the person to resolve; at publishing time (a scheduled change, an approval that waited) it holds the change.
import { blockDefinitions } from '../blocks/definitions.ts';
import { describeChanges, type Change } from '../model/changes.ts';
import type { Json } from '../model/json-pointer.ts';
import { mergeManifests } from '../model/merge-conflicts.ts';
import { conflictsInWords } from '../model/merge-words.ts';
import type { Problem } from '../model/problems.ts';
import type { Publication, PublicationChange } from '../model/publications.ts';
import { publishSpeed, type PublishDecision } from '../model/publishing.ts';
import type { SiteManifest } from '../schema/site.types.ts';
import { PublishRefused } from './refused.ts';

export interface Checked {
  problems: Problem[];
}

export interface Proposal {
  text: string;
  changes: Change[];
  decision: PublishDecision;
}

const parsed = (text: string) => JSON.parse(text) as SiteManifest;

export function changesBetween(beforeText: string, afterText: string): Change[] {
  return describeChanges(parsed(beforeText), parsed(afterText), blockDefinitions);
}

/** The changes in words; a long text's change with its word diff ("…reply within [-24-]{+48+} hours…"). */
export function describeInWords(beforeText: string, afterText: string): PublicationChange[] {
  return changesBetween(beforeText, afterText).map(({ group, text, diff }) => ({
    group,
    text: diff && text.endsWith('text changed') ? `${text}: ${diff}` : text,
  }));
}

class Conflict extends Error {}

function merged(publishedText: string, base: Json, value: Json): string {
  const result = mergeManifests(JSON.stringify(base), JSON.stringify(value), publishedText);
  if (result.text !== undefined) return result.text;
  const words = conflictsInWords(result.conflicts, JSON.parse(publishedText) as Json, 'the published version');
  throw new Conflict(`Someone published a change to the same place meanwhile: ${words}`);
}

/** The draft (`value`, made on `base`) on top of the published text, in words and with its speed; 409 on a conflict. */
export function proposalOn(publishedText: string, base: Json, value: Json): Proposal {
  let text: string;
  try {
    text = merged(publishedText, base, value);
  } catch (error) {
    if (error instanceof Conflict)
      throw new PublishRefused(409, `${error.message} Open the editor again to start from the published version.`);
    throw error;
  }
  const changes = changesBetween(publishedText, text);
  return { text, changes, decision: publishSpeed(changes) };
}

/** The commit message: the first change as the subject, every change in the body. */
function messageFor(publication: Publication, changes: Change[], rollbackOf?: string): string {
  const first = changes[0]?.text ?? 'No visible change';
  const subject = rollbackOf
    ? `Roll back to version ${rollbackOf.slice(0, 7)}`
    : `${first.length > 68 ? `${first.slice(0, 67)}…` : first}${changes.length > 1 ? ` (+${changes.length - 1} more)` : ''}`;
  const body = changes.map((change) => `- ${change.text}`).join('\n');
  const approved =
    publication.publisher && publication.publisher.email !== publication.author.email
      ? `\n\nApproved by ${publication.publisher.name}.`
      : '';
  return `${subject}\n\n${body}${approved}`.trim();
}

/**
 * What to commit for a publication, on what is published now: a rollback's version as it was; a change merged onto
 * the published text. Held, in words, when it no longer merges or no longer passes the check.
 */
export function textToPublish(
  publication: Publication,
  publishedText: string,
  check: (text: string) => Checked,
): { text: string; message: string; commit?: undefined } | { held: string } {
  let text = publication.proposedText;
  if (publication.kind === 'publish' && publication.baseText !== publishedText) {
    try {
      text = merged(
        publishedText,
        JSON.parse(publication.baseText) as Json,
        JSON.parse(publication.proposedText) as Json,
      );
    } catch (error) {
      if (error instanceof Conflict)
        return { held: `Held: ${error.message} Open it in the editor to redo it on the published version.` };
      throw error;
    }
  }
  const errors = check(text).problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0)
    return {
      held: `Held: with what was published meanwhile, the change no longer passes the check (${errors.length} problem${errors.length === 1 ? '' : 's'}): ${errors[0]!.message}`,
    };
  return { text, message: messageFor(publication, changesBetween(publishedText, text), publication.rollbackOf) };
}

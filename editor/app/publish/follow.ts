// Following one publication until it ends: asks the server every second while it is queued or publishing, and tells
// the caller each answer (the top bar shows its step in words). A lost answer is asked again, not taken as a failure.
import { publishApi, type Publication } from './publish-api.ts';
import { isRunning } from './words.ts';

const EVERY_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with the publication as it ended (published, failed, held, ...), or as last seen when `stopped()` says the
 * page no longer wants it.
 */
export async function followPublication(
  start: Publication,
  onAnswer: (publication: Publication) => void,
  stopped: () => boolean = () => false,
): Promise<Publication> {
  let latest = start;
  onAnswer(latest);
  while (isRunning(latest.state) && !stopped()) {
    await pause(EVERY_MS);
    try {
      latest = await publishApi.get(latest.id);
      if (!stopped()) onAnswer(latest);
    } catch (error) {
      // Only a lost answer (the server restarting) is asked again; a refusal in words goes to the caller.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  return latest;
}

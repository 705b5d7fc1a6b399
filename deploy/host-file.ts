// What a host-file writer receives and returns.
import type { AliasPath } from '../model/serving.ts';

export interface HostSettings {
  /** The site's aliases (for hosts that would redirect them). */
  aliases: readonly AliasPath[];
  /** Where /api goes (API_ORIGIN, a build setting); undefined when the API shares the pages' origin by other means. */
  apiOrigin: string | undefined;
}

export interface HostFile {
  /** The file name, relative to the folder it belongs in. */
  name: string;
  text: string;
}

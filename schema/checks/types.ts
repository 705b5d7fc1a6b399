// What a check of schema/checks receives, and how it reports a problem.
import type { SiteManifest } from '../site.types.ts';
import type { Site } from '../../renderer/site/site.ts';

export interface Finding {
  /** The check's name, shown to tests and tools ("links", "faq", …). */
  rule: string;
  severity: 'error' | 'warning';
  /** JSON pointer of the value to fix; line, column and the place in words are worked out from it. */
  pointer: string;
  message: string;
}

export interface CheckContext {
  manifest: SiteManifest;
  site: Site;
  /** The folder the files of "downloads" are served from. */
  downloadsDir: string;
  /** The line of a value in the file, to mention another place in a message ("also on line 40"). */
  lineOf(pointer: string): number | undefined;
  report(finding: Finding): void;
}

export interface Check {
  /** Rule names this check reports under. */
  rules: string[];
  /** What it makes sure of, in one sentence (listed in docs/editing-the-site.md). */
  description: string;
  run(ctx: CheckContext): void;
}

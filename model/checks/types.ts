// What a check of model/checks receives, and how it reports a problem.
import type { SiteManifest } from '../../schema/site.types.ts';
import type { Site } from '../site.ts';

export interface Finding {
  /** The check's name, shown to tests and tools ("links", "faq", …). */
  rule: string;
  severity: 'error' | 'warning';
  /** JSON pointer of the value to fix; line, column and the place in words are worked out from it. */
  pointer: string;
  message: string;
  /** What kind of problem it is, the value concerned and what it could be instead (see Problem). */
  code?: string;
  value?: unknown;
  candidates?: string[];
}

/** The files of the downloads folder, as the caller found them. */
export interface DownloadsFolder {
  /** The folder as messages show it ("downloads/"). */
  shown: string;
  /** The file names in it; undefined when the folder does not exist. */
  files: readonly string[] | undefined;
  /** Slugs of the downloads the build generates (they need no file in the folder); ZIPs are always generated. */
  generated?: readonly string[];
}

/** The picture files the manifest may name ("/images/founder.jpg"), as the caller found them. */
export interface ImagesFolder {
  /** The folder as messages show it ("public/images/"). */
  shown: string;
  /** Paths of the files in it, relative to it ("founder.jpg", "cases/site.png"); undefined when it does not exist. */
  files: readonly string[] | undefined;
  /** The text of each SVG file in it, by the same path; without it, SVG pictures are not checked for safety. */
  svgTexts?: Readonly<Record<string, string>>;
}

export interface CheckContext {
  manifest: SiteManifest;
  site: Site;
  /** The downloads folder's listing; without it, download files are not checked. */
  downloads?: DownloadsFolder;
  /** The images folder's listing; without it, picture files are not checked. */
  images?: ImagesFolder;
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

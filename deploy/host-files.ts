// The host files for each static host, and the build step that writes them for the host running the build
// (Netlify sets NETLIFY=true, Cloudflare Pages sets CF_PAGES=1). They are not written elsewhere: the two hosts'
// _redirects differ, and the Koa server and nginx need neither.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest } from '../model/node/load.ts';
import { createSite } from '../model/site.ts';
import { aliasPaths } from '../model/serving.ts';
import type { HostFile, HostSettings } from './host-file.ts';
import { netlifyFiles } from './netlify.ts';
import { cloudflareFiles } from './cloudflare.ts';
import { vercelFiles } from './vercel.ts';

export const STATIC_HOSTS = {
  netlify: { files: netlifyFiles, published: true },
  cloudflare: { files: cloudflareFiles, published: true },
  /** vercel.json belongs in the project root, read before Vercel builds. */
  vercel: { files: vercelFiles, published: false },
} as const;

export type StaticHost = keyof typeof STATIC_HOSTS;

/** The settings from the manifest and the environment: API_ORIGIN is a build setting. */
export function hostSettings(env: NodeJS.ProcessEnv = process.env): HostSettings {
  const site = createSite(readManifest());
  return { aliases: aliasPaths(site.pages.values()), apiOrigin: env.API_ORIGIN || undefined };
}

export function detectedHost(env: NodeJS.ProcessEnv = process.env): StaticHost | undefined {
  if (env.NETLIFY === 'true') return 'netlify';
  if (env.CF_PAGES === '1') return 'cloudflare';
  return undefined;
}

/** Writes a host's files: into the published folder, or the project root for Vercel. Returns the paths written. */
export function writeHostFiles(host: StaticHost, clientDir: string, settings: HostSettings = hostSettings()): string[] {
  const { files, published } = STATIC_HOSTS[host];
  const dir = published ? clientDir : process.cwd();
  return files(settings).map((file: HostFile) => {
    const path = join(dir, file.name);
    writeFileSync(path, file.text);
    return path;
  });
}

/** The build step: the files of the host running the build, if any. */
export function writeDetectedHostFiles(clientDir: string): void {
  const host = detectedHost();
  if (host) console.log(`Wrote ${writeHostFiles(host, clientDir).join(', ')} for ${host}.`);
}

// What the app asks of the manifest: a preview, the change in words, a save, a merge. Each body is checked first
// (json-body.ts); a save's version check, site check and write are one critical section per file (withFileLock).
import type Router from '@koa/router';
import type { Context } from 'koa';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { describeChanges } from '../../model/changes.ts';
import type { Json } from '../../model/json-pointer.ts';
import { writeAtomically } from '../../model/node/write.ts';
import type { Problem } from '../../model/problems.ts';
import { applyChanges, editsBetween, writeValue } from '../../model/text-edits.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { defaultValidator } from '../../model/validate.ts';
import { fieldsOf, jsonBody, RequestError } from './json-body.ts';
import { readManifestText, versionOf, withFileLock } from './manifest-file.ts';
import { renderPreview } from './preview.tsx';

type Check = (manifest: Json) => Problem[] | Promise<Problem[]>;

/** Saves `manifest` when the file is still at version `base` and the manifest has no errors. */
async function save(
  file: string,
  base: string,
  manifest: Json,
  check: Check,
): Promise<{ status: number; body: object }> {
  const disk = readManifestText(file);
  if (disk.version !== base)
    return { status: 409, body: { version: disk.version, value: JSON.parse(disk.text) as Json } };
  const problems = (await check(manifest)).filter((p) => p.severity === 'error');
  if (problems.length > 0) return { status: 422, body: { problems } };
  const text = writeValue(disk.text, JSON.parse(disk.text) as Json, manifest);
  writeAtomically(file, text);
  return { status: 200, body: { version: versionOf(text) } };
}

export function manifestRoutes(
  router: Router,
  manifestFile: string,
  check: Check,
  saved?: (ctx: Context, version: string) => void,
  savesToFile = true,
): void {
  router.post('/api/preview', jsonBody, async (ctx) => {
    const { manifest, route } = fieldsOf<{ manifest: SiteManifest; route: number }>(ctx, {
      manifest: 'object',
      route: 'index',
    });
    ctx.type = 'html';
    ctx.body = await renderPreview(manifest, route);
  });
  // The plain-language summary before saving: the shared change engine, against the file as it is on disk.
  router.post('/api/changes', jsonBody, (ctx) => {
    const { manifest } = fieldsOf<{ manifest: SiteManifest }>(ctx, { manifest: 'object' });
    // The change engine reads a manifest of the schema's shape.
    if (!defaultValidator()(manifest))
      throw new RequestError(422, 'The manifest does not match the schema: fix the problems the editor lists first.');
    const disk = JSON.parse(readManifestText(manifestFile).text) as SiteManifest;
    ctx.body = { changes: describeChanges(disk, manifest, blockDefinitions) };
  });
  router.post('/api/save', jsonBody, async (ctx) => {
    if (!savesToFile)
      throw new RequestError(
        405,
        'Here the site changes only by publishing: use Review and publish instead of saving.',
      );
    const { base, manifest } = fieldsOf<{ base: string; manifest: Json }>(ctx, { base: 'string', manifest: 'object' });
    const { status, body } = await withFileLock(manifestFile, () => save(manifestFile, base, manifest, check));
    ctx.status = status;
    ctx.body = body;
    if (status === 200) saved?.(ctx, (body as { version: string }).version);
  });
  // Someone changed the file on disk: apply this draft's own changes (against what it started from) onto the new text.
  router.post('/api/merge', jsonBody, (ctx) => {
    const { before, manifest } = fieldsOf<{ before: Json; manifest: Json }>(ctx, {
      before: 'object',
      manifest: 'object',
    });
    const disk = readManifestText(manifestFile);
    const merged = applyChanges(disk.text, editsBetween(before, manifest));
    ctx.body = { version: disk.version, disk: JSON.parse(disk.text) as Json, value: JSON.parse(merged) as Json };
  });
}

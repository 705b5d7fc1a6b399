// The publishing API, the same at both front doors (`npm run edit`: the developer, a publisher; the editor online: the
// signed-in person with their role): check a draft's speed, submit it, review the queue, approve or send back,
// withdraw, read the history and roll back. Every refusal is a 4xx with a sentence; the rules are publish/'s.
import { createReadStream } from 'node:fs';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Json } from '../../model/json-pointer.ts';
import type { Publication, PublicationState } from '../../model/publications.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import type { Person, Publishing } from '../../publish/publishing.ts';
import type { ScheduledTime } from '../../publish/schedule.ts';
import { picturesOf } from '../../publish/pictures.ts';
import { fieldsOf, jsonBody, RequestError } from './json-body.ts';
import { pagesChangedBetween } from './preview-reach.ts';

export interface PublishingDoor {
  publishing: Publishing;
  /** The person asking. */
  personOf(ctx: Context): Person;
  needsPublisher: Middleware;
  /** What a front door learns of each publishing action (the editor online records it in its audit log). */
  recorded?(
    ctx: Context,
    action: 'submit' | 'approve' | 'send-back' | 'withdraw' | 'rollback',
    detail: string,
  ): Promise<void> | void;
}

/** A publication as lists show it: without the two manifests (the review screen asks for one publication). */
function summary(publication: Publication) {
  const { baseText: _base, proposedText: _proposed, ...rest } = publication;
  return rest;
}

const idOf = (ctx: Context): number => {
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new RequestError(404, `There is no publication ${String(ctx.params.id).slice(0, 20)}.`);
  return id;
};

function optionalWhen(body: Record<string, unknown>): ScheduledTime | undefined {
  const when = body.when;
  if (when === undefined || when === null) return undefined;
  if (typeof when !== 'object' || Array.isArray(when))
    throw new RequestError(400, '"when" must be an object with "date", "time" and "timeZone".');
  return when as ScheduledTime;
}

const optionalText = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > 2000)
    throw new RequestError(400, `"${name}" must be a text of at most 2,000 characters.`);
  return value;
};

const body = (ctx: Context) => (ctx.request.body ?? {}) as Record<string, unknown>;

async function pagesReached(before: string, after: string): Promise<string[]> {
  const shown = await pagesChangedBetween(JSON.parse(before) as SiteManifest, JSON.parse(after) as SiteManifest);
  return shown.map((page) => page.path);
}

function submissionRoutes(router: Router, door: PublishingDoor): void {
  const { publishing } = door;
  router.post('/api/publish/check', jsonBody, async (ctx) => {
    const { base, value } = fieldsOf<{ base: Json; value: Json }>(ctx, { base: 'object', value: 'object' });
    const { text, published, ...decision } = await publishing.check({ base, value }, door.personOf(ctx));
    ctx.body = { ...decision, pages: await pagesReached(published, text) };
  });
  router.post('/api/publications', jsonBody, async (ctx) => {
    const { base, value } = fieldsOf<{ base: Json; value: Json }>(ctx, { base: 'object', value: 'object' });
    const fields = body(ctx);
    const publication = await publishing.submit(
      { base, value, when: optionalWhen(fields), note: optionalText(fields, 'note') },
      door.personOf(ctx),
    );
    await door.recorded?.(ctx, 'submit', `publication ${publication.id}, ${publication.state}`);
    ctx.status = 201;
    ctx.body = summary(publication);
  });
  router.post('/api/publications/:id/withdraw', async (ctx) => {
    const publication = await publishing.withdraw(idOf(ctx), door.personOf(ctx));
    await door.recorded?.(ctx, 'withdraw', `publication ${publication.id}`);
    ctx.body = summary(publication);
  });
}

function reviewRoutes(router: Router, door: PublishingDoor): void {
  const { publishing } = door;
  router.post('/api/publications/:id/approve', door.needsPublisher, jsonBody, async (ctx) => {
    const fields = body(ctx);
    const value = fields.value;
    if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value)))
      throw new RequestError(400, '"value" must be the edited manifest (an object), or left out to approve as it is.');
    const publication = await publishing.approve(idOf(ctx), door.personOf(ctx), {
      value: value as Json | undefined,
      comment: optionalText(fields, 'comment'),
      when: optionalWhen(fields),
    });
    await door.recorded?.(ctx, 'approve', `publication ${publication.id}${value === undefined ? '' : ', with edits'}`);
    ctx.body = summary(publication);
  });
  router.post('/api/publications/:id/send-back', door.needsPublisher, jsonBody, async (ctx) => {
    const { comment } = fieldsOf<{ comment: string }>(ctx, { comment: 'string' });
    const publication = await publishing.sendBack(idOf(ctx), door.personOf(ctx), comment.slice(0, 2000));
    await door.recorded?.(ctx, 'send-back', `publication ${publication.id}`);
    ctx.body = summary(publication);
  });
}

const LISTED: Record<'waiting' | 'scheduled' | 'running' | 'recent', PublicationState[]> = {
  waiting: ['waiting'],
  scheduled: ['scheduled'],
  running: ['queued', 'publishing'],
  recent: ['published', 'failed', 'held', 'sent-back', 'withdrawn'],
};

function readRoutes(router: Router, door: PublishingDoor): void {
  const { publishing } = door;
  router.get('/api/publications', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const lists = await Promise.all(
      Object.entries(LISTED).map(async ([name, states]) => {
        const publications = await publishing.list(states, name === 'recent' ? 30 : 100);
        return [name, publications.map(summary)] as const;
      }),
    );
    ctx.body = Object.fromEntries(lists);
  });
  router.get('/api/publications/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const publication = await publishing.get(idOf(ctx));
    ctx.body = { ...publication, pages: await pagesReached(publication.baseText, publication.proposedText) };
  });
  router.get('/api/publications/:id/pictures', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const publication = await publishing.get(idOf(ctx));
    ctx.body = picturesOf(publishing)?.answer(publication) ?? { state: 'none', pages: [] };
  });
  router.get('/api/publications/:id/pictures/:file', (ctx) => {
    const id = idOf(ctx);
    const name = String(ctx.params.file);
    const file = picturesOf(publishing)?.fileOf(id, name);
    if (!file) throw new RequestError(404, `Publication ${id} has no picture ${name.slice(0, 80)}.`);
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.type = 'image/jpeg';
    ctx.body = createReadStream(file);
  });
  router.get('/api/history', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const limit = Math.min(200, Math.max(1, Number(ctx.query.limit) || 50));
    ctx.body = await publishing.history(limit);
  });
  router.post('/api/history/:commit/rollback', door.needsPublisher, async (ctx) => {
    const commit = String(ctx.params.commit);
    if (!/^[0-9a-f]{7,40}$/.test(commit))
      throw new RequestError(404, `There is no published version ${commit.slice(0, 40)}.`);
    const publication = await publishing.rollback(commit, door.personOf(ctx));
    await door.recorded?.(ctx, 'rollback', `to ${commit.slice(0, 12)}, publication ${publication.id}`);
    ctx.status = 201;
    ctx.body = summary(publication);
  });
}

export function publishRoutes(router: Router, door: PublishingDoor): void {
  submissionRoutes(router, door);
  reviewRoutes(router, door);
  readRoutes(router, door);
}

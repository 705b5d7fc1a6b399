// The JSON bodies of the editor's API: a request that is not JSON, is not valid JSON, or lacks a field it needs is
// answered 415 or 400 with a message saying what to send, never a 500.
import type { Context, Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { PublishRefused } from '../../publish/refused.ts';

/** A request the editor refuses, answered with its status and `{ message }`. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Answers a RequestError, anywhere below it, as JSON. */
export const answerRequestErrors: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof RequestError || error instanceof PublishRefused)) throw error;
    ctx.status = error.status;
    ctx.body = { message: error.message };
  }
};

/** Parses a JSON body of at most `limit` (as koa-body writes it, "10mb"), shown as `shown` ("10 MB") when refused. */
function jsonParser(limit: string, shown: string): Middleware {
  return koaBody({
    json: true,
    jsonLimit: limit,
    multipart: false,
    urlencoded: false,
    text: false,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT],
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw new RequestError(413, `The request body is larger than ${shown}.`);
      throw new RequestError(400, `The request body is not valid JSON (${error.message}).`);
    },
  });
}

/** A JSON body of at most `shown` ("64 KB"); anything but `Content-Type: application/json` is refused with 415. */
export function jsonBodyUpTo(limit: string, shown: string): Middleware {
  const parse = jsonParser(limit, shown);
  return async (ctx, next) => {
    if (!ctx.is('application/json'))
      throw new RequestError(415, 'Send the request body as JSON, with the header Content-Type: application/json.');
    await parse(ctx, next);
  };
}

/** Parses a JSON body of up to 10 MB (a whole manifest); anything but `Content-Type: application/json` is refused with 415. */
export const jsonBody: Middleware = jsonBodyUpTo('10mb', '10 MB');

/** What a field must be: a JSON object, a string, or an index (a whole number, 0 or more). */
type FieldKind = 'object' | 'string' | 'index';

const described: Record<FieldKind, string> = { object: 'an object', string: 'a string', index: 'a whole number' };

function fits(value: unknown, kind: FieldKind): boolean {
  if (kind === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (kind === 'string') return typeof value === 'string';
  return Number.isInteger(value) && (value as number) >= 0;
}

/**
 * The body's fields, each checked to be of its kind; else a 400 naming the first field that is missing or of the
 * wrong kind, and every field this endpoint takes.
 */
export function fieldsOf<T extends Record<string, unknown>>(ctx: Context, fields: { [K in keyof T]: FieldKind }): T {
  const body: unknown = ctx.request.body;
  const wanted = Object.entries(fields)
    .map(([name, kind]) => `"${name}" (${described[kind as FieldKind]})`)
    .join(', ');
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  for (const [name, kind] of Object.entries(fields) as [string, FieldKind][]) {
    if (!Object.hasOwn(record, name))
      throw new RequestError(400, `The body has no "${name}". Send a JSON object with ${wanted}.`);
    if (!fits(record[name], kind))
      throw new RequestError(400, `"${name}" must be ${described[kind]}. Send a JSON object with ${wanted}.`);
  }
  return record as T;
}

// JSON request bodies for the POST routes: application/json only (415 otherwise), at most 16 KB (413),
// well-formed (400). The parsed body is on ctx.request.body.
import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';

export const BODY_LIMIT_BYTES = 16 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
  readonly expose = true;
}

export function jsonBody(limitBytes = BODY_LIMIT_BYTES): Middleware {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limitBytes,
    urlencoded: false,
    text: false,
    multipart: false,
    patchNode: false,
    patchKoa: true,
    parsedMethods: [HttpMethodEnum.POST],
  });
  return async (ctx, next) => {
    // ctx.is() is also null for a request without any body: it has no JSON either.
    if (!ctx.is('application/json')) throw new HttpError(415, ERROR_TEXT[415]!);
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      // Parser errors carry a 4xx (400 bad JSON, 413 too large, 415 charset or encoding); anything else that breaks
      // reading the body (a corrupt gzip stream, say) is the client's too.
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw new HttpError(400, 'The request body could not be read.');
    }
    await next();
  };
}

/** What the visitor is told for a status; fixed texts, because parser messages can quote the request body. */
export const ERROR_TEXT: Record<number, string> = {
  400: 'The request body is not valid JSON.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: `The request body is too large (the limit is ${BODY_LIMIT_BYTES / 1024} KB).`,
  415: 'Send the body as JSON, with Content-Type: application/json.',
  500: 'Something went wrong on our side. Please try again later.',
  503: 'We cannot save anything for a moment, so nothing was sent. Please try again in a minute.',
};

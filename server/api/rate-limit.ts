// Per-client-address request limit (fixed one-minute windows) for the POST routes. Over the limit: 429 with Retry-After.
// The address is ctx.ip, which honours X-Forwarded-For only when the app trusts a proxy (TRUST_PROXY).
import type { Middleware } from 'koa';

export interface RateLimitOptions {
  /** Requests allowed per window and address; 0 turns the limit off. */
  limit: number;
  windowMs?: number;
  /** Most addresses tracked at once; beyond it the oldest window is forgotten (keeps memory bounded). */
  maxClients?: number;
  now?: () => number;
}

export function rateLimit({
  limit,
  windowMs = 60_000,
  maxClients = 100_000,
  now = Date.now,
}: RateLimitOptions): Middleware {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 0;
  return async (ctx, next) => {
    if (limit <= 0) return next();
    const time = now();
    if (time >= sweepAt) {
      for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
      sweepAt = time + windowMs;
    }
    const key = ctx.ip || 'unknown';
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      windows.delete(key);
      if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      ctx.status = 429;
      ctx.set('Retry-After', String(seconds));
      ctx.body = { error: `Too many requests. Please try again in ${seconds} seconds.` };
      return;
    }
    return next();
  };
}

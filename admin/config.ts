// The editor online's settings, from the environment, each with a working default for development on this machine.
export interface AdminConfig {
  /** The one origin the editor answers to: where people open it (ADMIN_ORIGIN). WebAuthn binds passkeys to its host. */
  origin: string;
  /** Its host name: the WebAuthn relying party id, so a passkey made here is offered nowhere else. */
  rpId: string;
  /** A session ends after this long without a request (SESSION_IDLE_MINUTES, 30). */
  idleMs: number;
  /** …and this long after sign-in whatever happens (SESSION_MAX_HOURS, 12). */
  absoluteMs: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of 1 or more, got "${raw}"`);
  return value;
}

/** ADMIN_ORIGIN as scheme://host[:port]; https, or http only for localhost (browsers allow passkeys on both). */
function adminOrigin(raw: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const local = url?.hostname === 'localhost';
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && local)) || url.pathname !== '/' || url.search)
    throw new Error(
      `ADMIN_ORIGIN must be an https:// origin like https://www.harbourline.example (http:// only for localhost), without a path, got "${raw}"`,
    );
  return url;
}

export function adminConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  const origin = adminOrigin(env.ADMIN_ORIGIN || `http://localhost:${env.PORT?.trim() || 3000}`);
  return {
    origin: origin.origin,
    rpId: origin.hostname,
    idleMs: wholeNumber(env, 'SESSION_IDLE_MINUTES', 30) * 60_000,
    absoluteMs: wholeNumber(env, 'SESSION_MAX_HOURS', 12) * 3_600_000,
  };
}

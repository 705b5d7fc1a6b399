// A small structured logger: one JSON object per line on stdout. Callers pass facts (ids, statuses, timings),
// never request bodies or what a visitor typed.

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const at =
    (lineLevel: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: LogFields = {}): void => {
      if (RANK[lineLevel] < RANK[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg, ...fields }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** The parts of an error worth logging: never anything a request carried (co-body puts the raw body on `err.body`). */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: String(error) };
  const { code } = error as { code?: unknown };
  return { error: error.message, ...(typeof code === 'string' ? { code } : {}), stack: error.stack };
}

/**
 * Structured logs, one JSON line per event. Every value passes through `redact`, so a token, key,
 * cookie or secret can never reach the log even when a caller passes one by mistake. Events are named
 * and typed in the catalogue (log-events.ts); callers write through it, never with a name of their own.
 */
const SECRET_KEY = /token|secret|password|cookie|authorization|api[-_]?key|geminikey|wrapped/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1)]),
  );
}

export type LogSink = (line: string) => void;

export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

export function createLogger(sink: LogSink = (line) => process.stdout.write(`${line}\n`)): Logger {
  const write = (severity: string, event: string, fields: Record<string, unknown> = {}) =>
    sink(JSON.stringify({ severity, event, time: new Date().toISOString(), ...(redact(fields) as object) }));
  return {
    info: (event, fields) => write('INFO', event, fields),
    warn: (event, fields) => write('WARNING', event, fields),
    error: (event, fields) => write('ERROR', event, fields),
  };
}

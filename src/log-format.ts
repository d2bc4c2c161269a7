// One format for what the service writes to its console (decision 80): the operator's notices
// ("skyref listening on …") and the log (pino's lines: warnings, errors) are both human lines on
// a terminal and both JSON lines otherwise, so that a log collector reads every line and a person
// at a terminal reads no JSON. SKYREF_LOG_FORMAT chooses: auto (the default), human or json.
import type { Config } from './config.js';

export type LogFormat = 'human' | 'json';

/** The format SKYREF_LOG_FORMAT asks for; auto is human when the console (stderr) is a terminal. */
export function logFormatOf(setting: Config['logFormat'], terminal: boolean): LogFormat {
  return setting === 'auto' ? (terminal ? 'human' : 'json') : setting;
}

/** This process's format: a worker thread sees no terminal, and is given its supervisor's format (human or json). */
export const consoleLogFormat = (config: Config): LogFormat => logFormatOf(config.logFormat, process.stderr.isTTY === true);

/** pino's numeric levels, named as its JSON lines number them. */
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** A notice for the operator as a line of the format: the text itself, or a JSON line as pino writes them (level info). */
export function noticeLine(format: LogFormat, text: string, now: number): string {
  return format === 'human' ? text : JSON.stringify({ level: 30, time: Math.round(now), msg: text });
}

/**
 * A JSON line of pino's as a human line: "warn: message", then what it carries that a person needs
 * (the request, the error's message). A line that is not pino's JSON is passed on as it is.
 */
export function humanLogLine(line: string): string {
  let entry: {
    level?: unknown;
    msg?: unknown;
    reqId?: unknown;
    req?: { method?: unknown; url?: unknown };
    err?: { type?: unknown; message?: unknown };
    // An access-log line's fields (api/access-log.ts).
    method?: unknown;
    route?: unknown;
    status?: unknown;
    bytes?: unknown;
    us?: unknown;
    client?: unknown;
  };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return line.trimEnd();
  }
  if (entry === null || typeof entry !== 'object') return line.trimEnd();
  const level = LEVELS[Number(entry.level)] ?? String(entry.level ?? 'log');
  const parts = [`${level}: ${typeof entry.msg === 'string' ? entry.msg : ''}`];
  if (entry.req && typeof entry.req.method === 'string') parts.push(`(${entry.req.method} ${String(entry.req.url ?? '')})`);
  if (entry.err && typeof entry.err.message === 'string' && entry.err.message !== entry.msg) parts.push(`- ${String(entry.err.type ?? 'Error')}: ${entry.err.message}`);
  if (typeof entry.route === 'string') {
    parts.push(`${String(entry.method)} ${entry.route} ${String(entry.status)} ${String(entry.bytes)} B ${String(entry.us)} µs client=${String(entry.client ?? '-')}`);
  }
  // The request's id, in every line of it, as in the JSON lines.
  if (typeof entry.reqId === 'string') parts.push(`id=${entry.reqId}`);
  return parts.join(' ');
}

/** A destination for pino that writes each line as a human line to `write`. */
export function humanLogStream(write: (text: string) => void): { write(line: string): void } {
  return { write: (line) => write(humanLogLine(line) + '\n') };
}

import { writeSync } from "node:fs";

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;

export type LogLevel = keyof typeof levels;
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/** Structured logs: one JSON object per line on stdout, easy to ship and to grep. */
export function createLogger(
  minimum: LogLevel,
  base: LogFields = {},
  write: (line: string) => void = stdoutLines,
): Logger {
  // A child's fields are written out once, not at each line (issue 29: the access log's cost).
  const baseJson = members(base);
  const log = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (levels[level] < levels[minimum]) return;
    // The same line as JSON.stringify({ time, level, msg, ...base, ...fields }) when no name repeats.
    const line =
      fields && overlaps(base, fields)
        ? JSON.stringify({ time: now(), level, msg, ...base, ...fields }, errors)
        : `{"time":"${now()}","level":"${level}","msg":${JSON.stringify(msg)}${baseJson}${fields ? members(fields) : ""}}`;
    write(line);
  };
  return {
    debug: (msg, fields) => log("debug", msg, fields),
    info: (msg, fields) => log("info", msg, fields),
    warn: (msg, fields) => log("warn", msg, fields),
    error: (msg, fields) => log("error", msg, fields),
    child: (fields) => createLogger(minimum, { ...base, ...fields }, write),
  };
}

const reserved = new Set(["time", "level", "msg"]);
// Many lines share a millisecond under load: its text is made once.
let lastMs = 0;
let lastIso = "";
function now(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

function overlaps(base: LogFields, fields: LogFields): boolean {
  for (const name in fields) if (name in base || reserved.has(name)) return true;
  for (const name in base) if (reserved.has(name)) return true;
  return false;
}

/** `,"name":value...` of `fields`, or nothing. */
function members(fields: LogFields): string {
  // The replacer (which slows every value down) only when an error is there to be kept.
  const json = JSON.stringify(fields, Object.values(fields).some(isError) ? errors : undefined);
  return json.length > 2 ? `,${json.slice(1, -1)}` : "";
}

const isError = (value: unknown) => value instanceof Error;

// Errors are not enumerable; keep their name, message and stack in the log (never in a response).
function errors(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

// Lines go out together once the current work is done (one write for many requests instead of one
// each), at once past 64 kB, and before the process exits, so that a crash's last lines are kept.
const pending: string[] = [];
let pendingBytes = 0;
let scheduled = false;

function stdoutLines(line: string): void {
  pending.push(line);
  pendingBytes += line.length + 1;
  if (pendingBytes > 64 * 1024) flush();
  else if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
}

function flush(): void {
  scheduled = false;
  if (pending.length === 0) return;
  const text = `${pending.join("\n")}\n`;
  pending.length = 0;
  pendingBytes = 0;
  process.stdout.write(text);
}

process.once("exit", () => {
  if (pending.length > 0) writeSync(1, `${pending.join("\n")}\n`);
});

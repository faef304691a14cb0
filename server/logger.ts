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
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (levels[level] < levels[minimum]) return;
    write(
      JSON.stringify({ time: new Date().toISOString(), level, msg, ...base, ...fields }, errors),
    );
  };
  return {
    debug: (msg, fields) => log("debug", msg, fields),
    info: (msg, fields) => log("info", msg, fields),
    warn: (msg, fields) => log("warn", msg, fields),
    error: (msg, fields) => log("error", msg, fields),
    child: (fields) => createLogger(minimum, { ...base, ...fields }, write),
  };
}

// Errors are not enumerable; keep their name, message and stack in the log (never in a response).
function errors(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

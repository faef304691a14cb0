/**
 * Runs a command-line entry point: the number it returns is the exit code; an error prints its message
 * alone (the operator needs the reason, not a stack trace) and exits with 1.
 */
export function runCommand(main: () => Promise<number | undefined>): void {
  main().then(
    (code) => {
      process.exitCode = code ?? 0;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}

/** Writes a command's answer on standard output; exit code 0. */
export function print(text: string): number {
  process.stdout.write(`${text}\n`);
  return 0;
}

/** Writes why a command refused on standard error; exit code 1. */
export function fail(message: string): number {
  console.error(message);
  return 1;
}

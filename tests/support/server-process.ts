import { type ChildProcess, spawn } from "node:child_process";

// The real production server as an operator starts it: a child process with an environment.

export interface StartedServer {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>, args: string[] = []): StartedServer {
  const child = spawn(process.execPath, ["server/start.ts", ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the server printed `text`; a busy machine gets 30 s. */
export async function waitForOutput(started: StartedServer, text: string): Promise<void> {
  for (let i = 0; i < 600 && !started.output().includes(text); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!started.output().includes(text)) throw new Error(`never saw ${text}:\n${started.output()}`);
}

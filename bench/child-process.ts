import { type ChildProcess, spawn } from "node:child_process";

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a Node script and resolves once `readyUrl` answers (30 s at most, polled every 100 ms). */
export async function startNode(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
): Promise<Child> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const answered = await fetch(readyUrl).then(
      (res) => res.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) return { process: child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${script} did not answer ${readyUrl} within 30 s`);
}

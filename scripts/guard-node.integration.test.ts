import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const guard = "scripts/guard-node.mjs";
// The machine's own Node (Debian's, 20 here) is the older runtime an operator could start by mistake.
const systemNode = spawnSync("/usr/bin/node", ["--version"], { encoding: "utf8" });
const systemMajor = Number(/^v(\d+)/.exec(systemNode.stdout ?? "")?.[1] ?? 0);

describe("the Node version guard", () => {
  it("lets Node 24 through silently", () => {
    const run = spawnSync(process.execPath, [guard], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
  });

  it.runIf(systemMajor > 0 && systemMajor < 24)("stops an older Node with one clear line", () => {
    const run = spawnSync("/usr/bin/node", [guard], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^This project needs Node 24 or newer \(found 2\d\.[^)]+\)[^\n]+$/,
    );
  });
});

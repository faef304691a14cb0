import { describe, expect, it } from "vitest";
import { Semaphore } from "./semaphore.ts";

describe("a semaphore", () => {
  it("runs no more tasks at once than its size, urgent ones first", async () => {
    const semaphore = new Semaphore(2);
    const started: string[] = [];
    let running = 0;
    let most = 0;
    // The tasks hold their slots until every one is queued: then the order is the semaphore's alone.
    let allQueued = () => {};
    const queued = new Promise<void>((resolve) => {
      allQueued = resolve;
    });
    const task = (name: string) => async () => {
      started.push(name);
      most = Math.max(most, ++running);
      await queued;
      running--;
      return name;
    };
    const all = Promise.all([
      semaphore.run(task("a"), "background"),
      semaphore.run(task("b"), "background"),
      semaphore.run(task("c"), "background"),
      semaphore.run(task("d")),
      semaphore.run(task("e")),
    ]);
    allQueued();
    const results = await all;
    expect(results).toEqual(["a", "b", "c", "d", "e"]);
    expect(most).toBe(2);
    expect(started).toEqual(["a", "b", "d", "e", "c"]);
  });

  it("frees the slot of a task that fails", async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error("broken")))).rejects.toThrow(
      "broken",
    );
    expect(await semaphore.run(async () => "next")).toBe("next");
  });
});

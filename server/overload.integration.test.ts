import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { heldPages } from "#tests/support/held-pages.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import type { OverloadLimits } from "./overload.ts";

// ADR 068 (issue 29): beyond the pages being made at once, a visitor waits in a first-come first-served
// queue rather than get a 503, unless the wait, expected or spent, is over MAX_QUEUE_WAIT_MS. Pages are
// held by the test (tests/support/held-pages.ts), so that what is asserted is order and outcome, never
// how many milliseconds a page took.
describe(`waiting for a page on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  /** The site with `limits`, one page at a time, its pages held as the test says. */
  async function site(limits: Partial<OverloadLimits>, pageCacheBytes = 0) {
    const held = heldPages(database.db);
    const overload = { maxInFlight: 1, maxWaitMs: 10_000, maxEventLoopLagMs: 0, ...limits };
    const { app, logLines } = await createTestApp(database, {
      db: held.db,
      overload,
      pageCacheBytes,
    });
    // Each its own listing address: a page read once must not be answered from anything kept.
    const send = (name: string, init: RequestInit = {}) =>
      held.send(name, async () =>
        app.request(`http://localhost/fr/a-vendre/?q=${name}`, {
          ...init,
          headers: { "x-request-id": `request-${name}` },
        }),
      );
    const logged = (msg: string, name: string) =>
      logLines.some((line) => line.msg === msg && line.requestId === `request-${name}`);
    const waitFor = (check: () => boolean) => vi.waitUntil(check, { timeout: 10_000, interval: 5 });
    const queued = (name: string) => waitFor(() => logged("waiting for a page to be made", name));
    const started = (name: string) => waitFor(() => held.started.includes(name));
    return { app, held, send, logged, queued, started };
  }

  const expectBusy = async (res: Response) => {
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(await res.text()).toMatch(/Nous sommes très sollicités/);
  };

  it("makes the pages beyond the limit in the order they came, each in its turn", async () => {
    const { send, held, queued, started } = await site({});
    const first = send("a");
    await started("a");
    const waiting = [];
    for (const name of ["b", "c", "d"]) {
      waiting.push(send(name));
      await queued(name);
    }
    for (const name of ["a", "b", "c"]) {
      expect(held.started.at(-1)).toBe(name);
      held.release(name);
      await started(String.fromCharCode(name.charCodeAt(0) + 1));
    }
    held.release("d");
    const answers = await Promise.all([first, ...waiting]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(held.started).toEqual(["a", "b", "c", "d"]);
  });

  it("refuses with the localized 503 a page that has waited its longest, the others still served", async () => {
    const { send, held, started, queued, logged } = await site({ maxWaitMs: 200 });
    let firstAnswered = false;
    const first = send("e").then((res) => {
      firstAnswered = true;
      return res;
    });
    await started("e");
    const late = send("f");
    await queued("f");
    await expectBusy(await late);
    expect(firstAnswered).toBe(false);
    expect(logged("too busy: request refused", "f")).toBe(true);
    held.release("e");
    expect((await first).status).toBe(200);
    expect(held.started).toEqual(["e"]);
  });

  it("refuses at once a page whose expected wait is over the longest, from the recent page time", async () => {
    const maxWaitMs = 3000;
    const { send, held, started, queued } = await site({ maxWaitMs });
    // One page made in 2 s: the page time the queue reckons with, until pages say otherwise.
    const measured = send("g");
    await started("g");
    setTimeout(() => held.release("g"), 2000);
    expect((await measured).status).toBe(200);
    const first = send("h");
    await started("h");
    // First in the queue: about 2 s to wait, within the 3 s.
    const second = send("i");
    await queued("i");
    // Second: about 4 s.
    let thirdAnswered = false;
    const third = send("j").then((res) => {
      thirdAnswered = true;
      return res;
    });
    await vi.waitUntil(() => thirdAnswered, { timeout: maxWaitMs / 2, interval: 5 });
    await expectBusy(await third);
    held.release("h");
    held.release("i");
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(held.started).toEqual(["g", "h", "i"]);
  });

  it("lets a visitor who goes away leave the queue: the next one takes the turn", async () => {
    const { send, held, started, queued, logged } = await site({});
    const first = send("k");
    await started("k");
    const leaving = new AbortController();
    const gone = send("l", { signal: leaving.signal });
    await queued("l");
    const next = send("m");
    await queued("m");
    leaving.abort();
    await gone;
    expect(logged("client left while waiting for a page", "l")).toBe(true);
    held.release("k");
    await started("m");
    held.release("m");
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
    expect(held.started).toEqual(["k", "m"]);
  });

  it("never makes a cached page or a health check wait", async () => {
    const { app, send, held, started } = await site({ maxWaitMs: 0 }, 64 * 1024 * 1024);
    const get = (path: string) => app.request(`http://localhost${path}`);
    expect((await get("/nl/")).status).toBe(200);
    const first = send("n");
    await started("n");
    // With no wait allowed, a page to be made is refused at once; the cached one and /healthz are not.
    await expectBusy(await get("/fr/"));
    expect((await get("/nl/")).status).toBe(200);
    expect((await get("/healthz")).status).toBe(200);
    held.release("n");
    expect((await first).status).toBe(200);
  });
});

describe(`pages queued for the CPU on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const block = async (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {}
    // Timers run next, and see how late they are.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const get = (path: string) => site.app.request(`http://localhost${path}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    // Without the page cache, whose pages never wait.
    site = await createTestApp(database, {
      pageCacheBytes: 0,
      // Well above what a busy test machine does to timers.
      overload: { maxInFlight: 64, maxWaitMs: 1000, maxEventLoopLagMs: 250 },
    });
  });
  afterAll(() => database.dispose());

  it("holds pages while the event loop keeps running late, then makes them", async () => {
    // One long task is not a queue.
    await block(600);
    expect((await get("/nl/")).status).toBe(200);
    // What pages made one after the other do: the loop is late again and again, by less than a second.
    await block(600);
    await block(600);
    expect((await get("/nl/?late")).status).toBe(200);
    expect(site.logLines.some((line) => line.msg === "waiting for a page to be made")).toBe(true);
  });

  it("refuses at once while the loop runs later than the longest wait, then serves again", async () => {
    await block(1200);
    await block(1200);
    const late = await get("/nl/");
    expect(late.status).toBe(503);
    expect(late.headers.get("retry-after")).toBe("2");
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await get("/nl/")).status;
    }
    expect(status).toBe(200);
  });
});

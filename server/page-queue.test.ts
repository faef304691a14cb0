import { describe, expect, it } from "vitest";
import { type Page, pageQueue, type Refusal } from "./page-queue.ts";

// ADR 068: the queue's rules on a clock the test moves, so that page times are exact.
function queueOf(maxInFlight: number, maxWaitMs: number, loop = { held: false, lateMs: 0 }) {
  let clock = 0;
  const queue = pageQueue(
    { maxInFlight, maxWaitMs },
    { held: () => loop.held, lateMs: () => loop.lateMs },
    () => clock,
  );
  const signal = new AbortController().signal;
  const enter = () => queue.enter(signal);
  const page = async () => (await enter()) as Page;
  const tick = (ms: number) => {
    clock += ms;
  };
  return { queue, enter, page, tick, loop };
}

const isPage = (outcome: Page | Refusal) => typeof outcome !== "string";

describe("the page queue", () => {
  it("reckons a wait from the place in the queue and the recent page time shared by the pages made at once", async () => {
    const { queue, enter, page, tick } = queueOf(2, 1000);
    const [a, b] = [await page(), await page()];
    tick(400);
    a.done();
    b.done();
    expect(queue.state().pageMs).toBe(400);
    await page();
    await page();
    // Two slots, 400 ms a page: 200 ms a place. The fifth in the queue expects 1,000 ms, the sixth more.
    for (let place = 1; place <= 5; place++) void enter();
    expect(queue.state().waiting).toBe(5);
    expect(await enter()).toBe("expected-wait");
    expect(queue.state().waiting).toBe(5);
  });

  it("counts the event loop's lateness in the wait and starts nothing while the loop is held", async () => {
    const { queue, enter, page, loop } = queueOf(2, 1000);
    loop.held = true;
    loop.lateMs = 1200;
    expect(await enter()).toBe("expected-wait");
    loop.lateMs = 600;
    const held = enter();
    expect(queue.state()).toMatchObject({ inFlight: 0, waiting: 1 });
    loop.held = false;
    queue.drain();
    expect(isPage(await held)).toBe(true);
    await page();
    expect(queue.state().inFlight).toBe(2);
  });

  it("lends a page's place while it only waits, and leaves its idle time out of the page time", async () => {
    const { queue, enter, page, tick } = queueOf(1, 1000);
    const login = await page();
    let lend = () => {};
    const waitingLogin = login.idle(() => new Promise<void>((resolve) => (lend = resolve)));
    const other = await enter();
    expect(isPage(other)).toBe(true);
    tick(3000);
    (other as Page).done();
    lend();
    await waitingLogin;
    tick(10);
    login.done();
    login.done();
    expect(queue.state()).toMatchObject({ inFlight: 0, pageMs: 3000 + 0.2 * (10 - 3000) });
  });

  it("refuses at once beyond the limit when no wait is allowed", async () => {
    const { enter, page } = queueOf(1, 0);
    await page();
    expect(await enter()).toBe("expected-wait");
  });
});

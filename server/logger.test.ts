import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(level, { service: "site" }, (line) => lines.push(JSON.parse(line)));
  return { log, lines };
}

describe("createLogger", () => {
  it("writes one JSON object per line with time, level, message and fields", () => {
    const { log, lines } = capture("info");
    log.child({ requestId: "r-12345678" }).info("request", { status: 200 });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request",
        service: "site",
        requestId: "r-12345678",
        status: 200,
      }),
    ]);
    expect(Date.parse(String(lines[0]?.time))).not.toBeNaN();
  });

  it("drops lines below the configured level", () => {
    const { log, lines } = capture("warn");
    log.debug("a");
    log.info("b");
    log.warn("c");
    log.error("d");
    expect(lines.map((l) => l.msg)).toEqual(["c", "d"]);
  });

  it("keeps an error's name, message and stack", () => {
    const { log, lines } = capture("info");
    log.error("failed", { error: new TypeError("boom") });
    expect(lines[0]?.error).toMatchObject({
      name: "TypeError",
      message: "boom",
      stack: expect.stringContaining("logger.test.ts"),
    });
  });
});

describe("a line written out piece by piece (issue 29)", () => {
  it("reads as one object of all fields, the last given winning", () => {
    const raw: string[] = [];
    const log = createLogger("info", { service: "site" }, (line) => raw.push(line));
    log.child({ requestId: "r-1" }).info("request", { path: '/fr/"a"/\u2028', status: 200 });
    log.child({ requestId: "r-1" }).info("again", { requestId: "r-2", msg: "kept" });
    log.info("bare");
    expect(raw.map((line) => JSON.parse(line))).toEqual([
      {
        time: expect.any(String),
        level: "info",
        msg: "request",
        service: "site",
        requestId: "r-1",
        path: '/fr/"a"/\u2028',
        status: 200,
      },
      { time: expect.any(String), level: "info", msg: "kept", service: "site", requestId: "r-2" },
      { time: expect.any(String), level: "info", msg: "bare", service: "site" },
    ]);
  });
});

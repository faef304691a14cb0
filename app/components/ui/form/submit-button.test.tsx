import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "./submit-button.tsx";

const render = (fetcher?: { state: "idle" | "loading" | "submitting" }) => {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SubmitButton fetcher={fetcher}>Send</SubmitButton> },
  ]);
  return renderToString(<Stub />);
};

describe("the submit button", () => {
  it("is a plain submit button while nothing is sent", () => {
    expect(render()).toBe('<button type="submit">Send</button>');
    expect(render({ state: "idle" })).toBe('<button type="submit">Send</button>');
  });

  it("says it is busy, still focusable, while its fetcher posts and loads the answer", () => {
    for (const state of ["submitting", "loading"] as const)
      expect(render({ state })).toBe('<button type="submit" aria-disabled="true">Send</button>');
  });
});

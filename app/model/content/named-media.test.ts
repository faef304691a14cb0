import { describe, expect, it } from "vitest";
import { withoutNamedMedia } from "./named-media.ts";

describe("media named by a site file", () => {
  it("leaves out each image or file named by a name, keeps library keys and module relations", () => {
    const body = {
      logo: { key: "demo:logo", alt: {} },
      images: [{ key: "demo:banner-1" }, { key: "12-0123456789ab", width: 10, height: 10 }],
      documents: [{ key: "demo:form-en", name: "Form.pdf" }],
      modules: [{ relation: { type: "article", key: "about-us" } }],
      title: "A: title",
    };
    expect(withoutNamedMedia(body)).toEqual({
      value: {
        images: [{ key: "12-0123456789ab", width: 10, height: 10 }],
        documents: [],
        modules: [{ relation: { type: "article", key: "about-us" } }],
        title: "A: title",
      },
      names: ["demo:logo", "demo:banner-1", "demo:form-en"],
    });
  });

  it("leaves a body without named media as it is", () => {
    const body = { pageBanner: { type: "color", color: "#123456" } };
    expect(withoutNamedMedia(body)).toEqual({ value: body, names: [] });
  });
});

import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { webhookBody, webhookBodySchema, webhookJsonSchema } from "#app/model/crm/webhook-body.ts";
import { verifyWebhook, webhookSignature } from "./webhook-signature.server.ts";

const secret = "a-webhook-secret-that-is-long-enough-1234";
const at = new Date("2026-11-28T10:00:00Z");

describe("the lead webhook's body (ADR 064)", () => {
  it("publishes the JSON Schema generated from the zod schema (run npm run docs:schema after a change)", () => {
    const published = JSON.parse(readFileSync("docs/lead-webhook.schema.json", "utf8"));
    expect(published).toEqual(JSON.parse(webhookJsonSchema()));
  });

  it("gives a lead and an unsubscribe in the documented shape", () => {
    const lead = webhookBody(
      {
        kind: "lead",
        lead: {
          id: 42,
          form: "contact-me",
          language: "fr",
          propertyId: null,
          fields: { email: "zoe@example.be", message: undefined, types: [1, 2], privacy: true },
          source: null,
          createdAt: at,
        },
      },
      7,
    );
    expect(webhookBodySchema.parse(lead)).toEqual(lead);
    expect(lead).toMatchObject({ version: 1, id: 7, event: "lead.created" });
    expect(Object.keys(lead.event === "lead.created" ? lead.lead.fields : {})).not.toContain(
      "message",
    );
    const gone = webhookBody(
      { kind: "unsubscribe", email: "zoe@example.be", language: "nl", at },
      8,
    );
    expect(webhookBodySchema.parse(gone)).toMatchObject({
      event: "person.unsubscribed",
      at: "2026-11-28T10:00:00.000Z",
    });
  });
});

describe("the lead webhook's signature (ADR 064)", () => {
  const body = '{"version":1}';
  const now = 1_800_000_000;

  it("is the hex HMAC-SHA256 of timestamp.body", () => {
    const expected = createHmac("sha256", secret).update(`${now}.${body}`).digest("hex");
    expect(webhookSignature(secret, now, body)).toBe(`sha256=${expected}`);
  });

  it("is checked by a receiver, which refuses a changed body, another secret and a replay", () => {
    const signature = webhookSignature(secret, now, body);
    const request = { signature, timestamp: String(now), body };
    expect(verifyWebhook(secret, request, now + 10)).toBe("ok");
    expect(verifyWebhook(secret, { ...request, body: '{"version":2}' }, now)).toBe("bad-signature");
    expect(verifyWebhook(`${secret}x`, request, now)).toBe("bad-signature");
    expect(verifyWebhook(secret, { ...request, timestamp: String(now + 1) }, now)).toBe(
      "bad-signature",
    );
    expect(verifyWebhook(secret, request, now + 301)).toBe("replayed");
  });
});

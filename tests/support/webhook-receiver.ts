import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhook } from "#app/services/crm/webhook-signature.server.ts";

// A CRM's lead webhook as a receiver should write it (ADR 064): it checks X-Signature over
// `${X-Timestamp}.${body}` and refuses a timestamp outside its replay window (401), and answers each call
// as the test says: 200, another status, no answer after reading the body, or bytes that are not HTTP.
// It can go down and come back on the same port.

export type Answer = number | "hang" | "garbage";

export interface ReceivedCall {
  idempotencyKey: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  raw: string;
  verdict: ReturnType<typeof verifyWebhook>;
  /** What the receiver answered (a status), or the answer given. */
  answer: Answer;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedCall[];
  /** Answers for the next calls, in order; 200 once they are used up. */
  answers: Answer[];
  /** Moves the receiver's clock (a request replayed later). */
  clockSkewSeconds: number;
  /** Posts a call it received again, as an attacker who recorded it would. */
  replay(call: ReceivedCall): Promise<number>;
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const hanging = new Set<IncomingMessage>();
  let server: Server | undefined;
  let port = 0;
  const receiver: WebhookReceiver = {
    url: "",
    received: [],
    answers: [],
    clockSkewSeconds: 0,
    async replay(call) {
      const response = await fetch(receiver.url, {
        method: "POST",
        body: call.raw,
        headers: {
          "content-type": "application/json",
          "x-timestamp": call.timestamp ?? "",
          "x-signature": call.signature ?? "",
        },
      });
      return response.status;
    },
    async down() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      for (const request of hanging) request.socket.destroy();
      closing.closeAllConnections();
      closing.close();
      await once(closing, "close");
    },
    async up() {
      server = createServer(async (request, response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const raw = Buffer.concat(chunks).toString("utf8");
        const header = (name: string) => request.headers[name] as string | undefined;
        const verdict = verifyWebhook(
          secret,
          { signature: header("x-signature"), timestamp: header("x-timestamp"), body: raw },
          Math.floor(Date.now() / 1000) + receiver.clockSkewSeconds,
        );
        const answer: Answer = verdict === "ok" ? (receiver.answers.shift() ?? 200) : 401;
        receiver.received.push({
          idempotencyKey: header("idempotency-key"),
          timestamp: header("x-timestamp"),
          signature: header("x-signature"),
          raw,
          verdict,
          answer,
        });
        if (answer === "hang") {
          hanging.add(request);
          return;
        }
        if (answer === "garbage") {
          request.socket.end("this is not HTTP\r\n\r\n");
          return;
        }
        response.writeHead(answer, { "content-type": "application/json" });
        response.end(answer === 200 ? JSON.stringify({ contactId: `C-${raw.length}` }) : "{}");
      });
      server.listen(port, "127.0.0.1");
      await once(server, "listening");
      port = (server.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${port}/leads`;
    },
    stop: () => receiver.down(),
  };
  await receiver.up();
  return receiver;
}

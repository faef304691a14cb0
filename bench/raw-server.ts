import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// The baseline: a bare node:http server answering recorded responses byte for byte, with no work at all.
interface Recorded {
  status: number;
  contentType: string;
  contentEncoding?: string;
  body: string;
}

const responses = JSON.parse(readFileSync(process.env.RAW_RESPONSES ?? "", "utf8")) as Record<
  string,
  Recorded
>;
const bodies = new Map(
  Object.entries(responses).map(([path, r]) => [
    path,
    { ...r, bytes: Buffer.from(r.body, "base64") },
  ]),
);

createServer((req, res) => {
  const recorded = bodies.get(req.url ?? "");
  if (!recorded) {
    res.writeHead(500).end();
    return;
  }
  res.writeHead(recorded.status, {
    "Content-Type": recorded.contentType,
    "Content-Length": recorded.bytes.length,
    ...(recorded.contentEncoding ? { "Content-Encoding": recorded.contentEncoding } : {}),
  });
  res.end(recorded.bytes);
}).listen(Number(process.env.PORT), "127.0.0.1", () => {
  process.stdout.write("raw server ready\n");
});

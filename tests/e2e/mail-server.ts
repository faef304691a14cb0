import { createServer } from "node:http";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";

// `node tests/e2e/mail-server.ts SMTP_PORT HTTP_PORT`: the real SMTP server the e2e site sends its mails
// to (playwright.config.ts), and a loopback HTTP page listing what it received as JSON, for the specs
// that follow a link mailed to a visitor or an owner (mails.ts). It also stands in for the second server's
// Omnicasa (playwright.config.ts): the lead calls are answered as taken and listed at /crm-calls
// (tests/e2e/crm-delivery.spec.ts); every other call answers 404, so a sync fails (admin-sync.spec.ts).
const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort)
  throw new Error("usage: node tests/e2e/mail-server.ts SMTP_PORT HTTP_PORT");

const sink = await startSmtpSink({ port: smtpPort });
const crmCalls: { endpoint: string; body: Record<string, unknown> }[] = [];
const leadCall = /^\/omnicasa\/(ContactOnMe|ContactOnMeProject)Json$/;

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const call = url.pathname.match(leadCall);
  if (call?.[1]) {
    const { CustomerPassword: _, ...body } = JSON.parse(url.searchParams.get("json") ?? "{}");
    crmCalls.push({ endpoint: call[1], body });
    const result = { Code: 0, Message: "", Success: true, Value: crmCalls.length };
    response.writeHead(200, { "content-type": "application/json" });
    return void response.end(JSON.stringify({ [`${call[1]}JsonResult`]: result }));
  }
  if (request.url === "/crm-calls") {
    response.writeHead(200, { "content-type": "application/json" });
    return void response.end(JSON.stringify(crmCalls));
  }
  const mails = request.url === "/mails" ? sink.received : [];
  response.writeHead(request.url === "/mails" ? 200 : 404, { "content-type": "application/json" });
  response.end(
    JSON.stringify(
      mails.map((mail) => ({
        to: mail.to,
        date: mail.header("Date") ?? "",
        decoded: mail.decoded,
      })),
    ),
  );
}).listen(httpPort, "127.0.0.1");

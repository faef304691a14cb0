import { createServer } from "node:http";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";

// `node tests/e2e/mail-server.ts SMTP_PORT HTTP_PORT`: the real SMTP server the e2e site sends its mails
// to (playwright.config.ts), and a loopback HTTP page listing what it received as JSON, for the specs
// that follow a link mailed to a visitor or an owner (mails.ts).
const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort)
  throw new Error("usage: node tests/e2e/mail-server.ts SMTP_PORT HTTP_PORT");

const sink = await startSmtpSink({ port: smtpPort });
createServer((request, response) => {
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

import { describe, expect, it } from "vitest";
import { smtpProblemDetail, smtpProblemOf } from "./smtp-problem.ts";

// ADR 054: nodemailer's errors as it gives them (recorded from real servers, smtp-server and the
// system's resolver), each read as one problem in words.
describe("what is wrong with the SMTP settings", () => {
  it.each([
    [{ code: "EAUTH", command: "AUTH PLAIN", responseCode: 535 }, "login-refused"],
    [{ code: "EENVELOPE", command: "MAIL FROM", responseCode: 530 }, "login-required"],
    [
      { code: "EDNS", command: "CONN", message: "getaddrinfo ENOTFOUND smtp.nowhere.invalid" },
      "unknown-host",
    ],
    [
      { code: "ESOCKET", command: "CONN", message: "getaddrinfo EAI_AGAIN smtp.example" },
      "unknown-host",
    ],
    [
      { code: "ESOCKET", command: "CONN", message: "connect ECONNREFUSED 127.0.0.1:2525" },
      "connection-refused",
    ],
    [{ code: "ESOCKET", command: "CONN", message: "certificate has expired" }, "tls"],
    [{ code: "ESOCKET", command: "CONN", message: "self-signed certificate" }, "tls"],
    [{ code: "ESOCKET", message: "error:0A00010B:SSL routines::wrong version number" }, "tls"],
    [{ code: "ETIMEDOUT", command: "CONN", message: "Greeting never received" }, "timeout"],
    [{ code: "EENVELOPE", command: "RCPT TO", responseCode: 550 }, "recipient-refused"],
    [{ code: "EMESSAGE", command: "DATA", responseCode: 552 }, "other"],
    [new Error("something else"), "other"],
  ])("%o is %s", (error, problem) => {
    expect(smtpProblemOf(error)).toBe(problem);
  });

  it("keeps the technical detail on one short line", () => {
    expect(smtpProblemDetail({ message: "wrong\n  version number" })).toBe("wrong version number");
    expect(smtpProblemDetail({ message: "x".repeat(500) })).toHaveLength(300);
  });
});

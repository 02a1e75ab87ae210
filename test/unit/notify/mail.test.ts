// The mail port's adapters: the local outbox (.eml files), SMTP against a real SMTP server, and SES v2 against a
// recording HTTP endpoint speaking its REST-JSON protocol.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createLocalMail } from "../../../shared/notify/mail.local.js";
import { checkMessage, MailError, type MailMessage } from "../../../shared/notify/mail.port.js";
import { createSesMail } from "../../../shared/notify/mail.ses.js";
import { type SmtpFake, startSmtpFake } from "../../fakes/smtp-fake.js";

const message: MailMessage = {
  to: ["oncall@example.com", "lead@example.org"],
  subject: "[logdx] critical: checkout-db connection pool exhausted — ünïcode",
  text: "Root cause: checkout-db\nSee the analysis.",
  html: "<p>Root cause: <b>checkout-db</b></p>",
};

async function failure(p: Promise<unknown>): Promise<MailError> {
  try {
    await p;
  } catch (err) {
    return err as MailError;
  }
  throw new Error("expected a failure");
}

describe("checkMessage", () => {
  it.each([
    ["no recipient", { ...message, to: [] }, /at least one recipient/],
    ["51 recipients", { ...message, to: Array.from({ length: 51 }, (_, i) => `u${i}@example.com`) }, /at most 50/],
    ["a header injected", { ...message, to: ["oncall@example.com\r\nBcc: all@example.com"] }, /not a valid/],
    ["a display name", { ...message, to: ["Oncall <oncall@example.com>"] }, /not a valid email address/],
    ["a two-line subject", { ...message, subject: "hi\r\nBcc: all@example.com" }, /one line/],
  ])("refuses %s", (_label, bad, why) => {
    expect(() => checkMessage(bad)).toThrow(why);
    expect(() => checkMessage(bad)).toThrow(MailError);
  });
});

describe("local outbox", () => {
  const dir = mkdtempSync(join(tmpdir(), "logdx-outbox-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes one .eml a message, with the sender, recipients, encoded subject and both bodies", async () => {
    const mail = createLocalMail({ from: "logdx@example.net", outboxDir: join(dir, "outbox") });
    const { messageId } = await mail.send(message);
    expect(messageId).toMatch(/^<.+@.+>$/);
    const files = readdirSync(join(dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dir, "outbox", files[0]), "utf8");
    expect(eml).toMatch(/^From: logdx@example\.net$/m);
    expect(eml).toMatch(/^To: oncall@example\.com, lead@example\.org$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // RFC 2047: the non-ASCII subject is encoded
    expect(eml).toMatch(/^Message-ID: /m);
    expect(eml).toContain("multipart/alternative");
    expect(eml).toContain("Root cause: checkout-db");
  });
});

describe("SMTP", () => {
  let smtp: SmtpFake;
  beforeAll(async () => {
    smtp = await startSmtpFake();
  });
  afterAll(() => smtp.stop());

  it("delivers to the server named by LOGDX_SMTP_URL, nothing in the outbox", async () => {
    const outboxDir = join(tmpdir(), `logdx-no-outbox-${process.pid}`);
    const mail = createLocalMail({ from: "logdx@example.net", smtpUrl: smtp.url, outboxDir });
    await mail.send({ ...message, html: undefined });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].from).toBe("logdx@example.net");
    expect(smtp.received[0].to).toEqual(message.to);
    expect(smtp.received[0].data).toContain("Root cause: checkout-db");
    expect(() => readdirSync(outboxDir)).toThrow();
  });

  it("a refused recipient (550) is a final failure, a deferral (451) a retryable one", async () => {
    const mail = createLocalMail({ from: "logdx@example.net", smtpUrl: smtp.url, outboxDir: tmpdir() });
    smtp.refuseWith = 550;
    const refused = await failure(mail.send(message));
    smtp.refuseWith = 451;
    const deferred = await failure(mail.send(message));
    smtp.refuseWith = undefined;
    expect([refused.name, refused.retryable]).toEqual(["MailError", false]);
    expect([deferred.name, deferred.retryable]).toEqual(["MailError", true]);
  });
});

describe("SES v2", () => {
  let server: Server;
  let endpoint = "";
  let answer: { status: number; headers?: Record<string, string>; body: unknown } = { status: 200, body: {} };
  const calls: Array<{ method: string; url: string; authorization: string; body: Record<string, unknown> }> = [];

  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
  };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      calls.push({
        method: String(req.method),
        url: String(req.url),
        authorization: String(req.headers.authorization),
        body: await read(req),
      });
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  const client = () =>
    new SESv2Client({
      region: "eu-west-1",
      endpoint,
      maxAttempts: 1,
      credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" },
    });

  it("sends SendEmail from the configured sender with both bodies in UTF-8", async () => {
    calls.length = 0;
    answer = { status: 200, body: { MessageId: "0100018c-ses-1" } };
    const mail = createSesMail({ from: "alerts@example.com", client: client() });
    expect(await mail.send(message)).toEqual({ messageId: "0100018c-ses-1" });
    expect(calls).toHaveLength(1);
    expect([calls[0].method, calls[0].url]).toEqual(["POST", "/v2/email/outbound-emails"]);
    expect(calls[0].authorization).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/ses\/aws4_request/);
    expect(calls[0].body).toEqual({
      FromEmailAddress: "alerts@example.com",
      Destination: { ToAddresses: message.to },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: "UTF-8" },
          Body: { Text: { Data: message.text, Charset: "UTF-8" }, Html: { Data: message.html, Charset: "UTF-8" } },
        },
      },
    });
  });

  it("a rejected message is final, throttling is retryable, and nothing is sent without a sender", async () => {
    const mail = createSesMail({ from: "alerts@example.com", client: client() });
    answer = {
      status: 400,
      headers: { "x-amzn-errortype": "MessageRejected:" },
      body: { message: "Email address is not verified." },
    };
    const rejected = await failure(mail.send(message));
    expect([rejected.retryable, rejected.message]).toEqual([false, "SES refused the email (MessageRejected)"]);
    answer = {
      status: 429,
      headers: { "x-amzn-errortype": "TooManyRequestsException:" },
      body: { message: "slow down" },
    };
    expect((await failure(mail.send(message))).retryable).toBe(true);
    answer = { status: 500, headers: { "x-amzn-errortype": "InternalFailure:" }, body: { message: "oops" } };
    expect((await failure(mail.send(message))).retryable).toBe(true);

    calls.length = 0;
    const unconfigured = await failure(createSesMail({ client: client() }).send(message));
    expect([unconfigured.retryable, unconfigured.message]).toEqual([false, expect.stringContaining("LOGDX_MAIL_FROM")]);
    const invalid = await failure(mail.send({ ...message, to: ["not an address"] }));
    expect(invalid.retryable).toBe(false);
    expect(calls).toEqual([]);
  });
});

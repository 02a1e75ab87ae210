// An SMTP server (smtp-server, the protocol implementation nodemailer's authors maintain) that keeps what it
// receives, or refuses recipients with a chosen SMTP code.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpFake {
  url: string;
  received: ReceivedMail[];
  /** Refuse every recipient with this code (e.g. 550) until set back to undefined. */
  refuseWith?: number;
  stop(): Promise<void>;
}

export async function startSmtpFake(): Promise<SmtpFake> {
  const fake: SmtpFake = { url: "", received: [], stop: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (fake.refuseWith) {
        const err = Object.assign(new Error(`mailbox ${address.address} unavailable`), {
          responseCode: fake.refuseWith,
        });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        fake.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  fake.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  fake.stop = () => new Promise<void>((ok) => server.close(() => ok()));
  return fake;
}

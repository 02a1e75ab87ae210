// Harmless noise: chronic errors that run from the first minute, and deploys / config reloads that land near faults.
import { clfDate, nginxErrDate, pgDate } from "./ids.js";
import type { Ctx } from "./scenario.js";
import { javaStack, nodeStack, pyTrace } from "./stacks.js";

export interface Chronic {
  svc: string;
  /** m = mean gap between its lines, ms (chosen so it outnumbers the origin). */
  write: (c: Ctx, m: number) => void;
}

const EMAILS = ["m.okafor", "jo.bell", "kasia.w", "priya.n", "tom.h", "r.lindqvist", "aisling", "ben.t"];

/** Chronic harmless errors per estate (each logs ERROR or WARN at a steady rate for the whole window). */
export const CHRONIC: Record<string, Chronic[]> = {
  marquee: [
    {
      svc: "notify-sender",
      write: (c, m) =>
        c.every("notify-sender", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: `smtp delivery failed: 550 5.1.1 <${c.rng.pick(EMAILS)}${c.rng.int(1, 99)}@${c.rng.pick(["hotmial.com", "gmal.com", "yaho.co.uk"])}>: Recipient address rejected: User unknown in virtual mailbox table`,
          attrs: { ...c.ids("notify-sender").attrs, job: "order-confirmed", attempt: 1 },
        })),
    },
    {
      svc: "wallet-pass",
      write: (c, m) =>
        c.every("wallet-pass", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: "apns push failed",
          attrs: { ...c.ids("wallet-pass").attrs, reason: "BadDeviceToken", status: 400, device: c.rng.hex(16) },
        })),
    },
    {
      svc: "show-calendar",
      write: (c, m) =>
        c.every("show-calendar", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: `${c.ids("show-calendar").tag}[scheduling-1] c.m.calendar.VenueFeedImporter : Skipping venue feed row: unparseable capacity`,
          stack: javaStack('java.lang.NumberFormatException: For input string: "TBC"', [
            "java.base/java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)",
            "java.base/java.lang.Integer.parseInt(Integer.java:662)",
            "com.marquee.calendar.feed.VenueFeedImporter.toStop(VenueFeedImporter.java:118)",
          ]),
        })),
    },
  ],
  caravan: [
    {
      svc: "telematics_ingest",
      write: (c, m) =>
        c.every("telematics_ingest", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: "gps fix rejected",
          attrs: { unit: `TRK-${c.rng.int(10, 48)}`, hdop: (20 + c.rng.next() * 30).toFixed(1), max_hdop: 20 },
        })),
    },
    {
      svc: "portal_sidekiq",
      write: (c, m) =>
        c.every("portal_sidekiq", c.t0, c.t1, m, () => ({
          level: "WARN",
          msg: `pid=7 tid=${c.rng.hex(4)} class=PermitExpiryJob jid=${c.rng.hex(24)} WARN: Faraday::ConnectionFailed: Failed to open TCP connection to permits.oldcouncil.gov.uk:443 (getaddrinfo: Name or service not known) (retry ${c.rng.int(3, 24)}/25, legacy council feed)`,
        })),
    },
    {
      svc: "route_planner",
      write: (c, m) =>
        c.every("route_planner", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: "route_planner.bridges: clearance lookup failed for OS grid ref, using conservative 3.9m",
          stack: pyTrace(
            [["/app/route_planner/bridges.py", 88, "clearance_for", "return float(row['clearance_m'])"]],
            "ValueError: could not convert string to float: 'see sign'",
          ),
        })),
    },
  ],
  midway: [
    {
      svc: "telemetry",
      write: (c, m) =>
        c.every("telemetry", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: "modbus read failed",
          attrs: { unit: 14, ride: "dodgems", err: "i/o timeout", note: "ride decommissioned for season" },
        })),
    },
    {
      svc: "turnstile",
      write: (c, m) =>
        c.every("turnstile", c.t0, c.t1, m, () => ({
          level: "WARN",
          msg: `Turnstile.Gates.ScanHandler[3] Rejected scan at gate G${c.rng.int(1, 9)}: band ${c.rng.hex(8).toUpperCase()} is not registered (season pass from 2025?)`,
        })),
    },
    {
      svc: "prizedesk",
      write: (c, m) =>
        c.every("prizedesk", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: `production.ERROR: Label printer unreachable at booth ${c.rng.int(1, 6)} {"exception":"[object] (App\\\\Printing\\\\PrinterOffline(code: 0): Zebra ZD421 did not answer on 10.77.9.${c.rng.int(10, 40)}:9100 at /var/www/app/Printing/ZebraClient.php:61)"}`,
        })),
    },
  ],
  spangle: [
    {
      svc: "acts-lineup-svc",
      write: (c, m) =>
        c.every("acts-lineup-svc", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: "weather forecast refresh failed",
          attrs: { provider: "openmeteo-pro", status: 401, err: "invalid api key", fallback: "last_known" },
        })),
    },
    {
      svc: "conc-pos-svc",
      write: (c, m) =>
        c.every("conc-pos-svc", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: `production.ERROR: Receipt printer offline {"till":"T${c.rng.int(1, 48)}","printer":"epson-tm-m30"}`,
          attrs: c.ids("conc-pos-svc").attrs,
        })),
    },
    {
      svc: "ops-mailer-worker",
      write: (c, m) =>
        c.every("ops-mailer-worker", c.t0, c.t1, m, () => ({
          level: "ERROR",
          msg: "receipt email bounced",
          stack: nodeStack("Error: 550 5.1.1 The email account that you tried to reach does not exist", [
            "SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)",
            "SMTPConnection._actionRCPT (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1680:28)",
          ]),
          attrs: c.ids("ops-mailer-worker").attrs,
        })),
    },
  ],
};

/** A deploy or reload line set of an unrelated service near time t. */
export function distractor(c: Ctx, svc: string, t: number): void {
  const rt = c.svc(svc).rt;
  const v = `${c.rng.int(1, 9)}.${c.rng.int(0, 40)}.${c.rng.int(0, 20)}`;
  switch (rt) {
    case "java":
      c.line(
        t,
        svc,
        "INFO",
        `[main] o.s.b.StartupInfoLogger : Starting ${camel(svc)}Application v${v} using Java 21.0.4 with PID 1`,
      );
      c.line(
        t + 9000,
        svc,
        "WARN",
        `[main] o.h.e.j.e.i.JdbcEnvironmentInitiator : HHH000342: Could not obtain connection to query metadata`,
        {
          stack: javaStack("java.lang.IllegalStateException: Connection pool shut down", [
            "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:96)",
          ]),
        },
      );
      c.line(
        t + 11000,
        svc,
        "INFO",
        `[main] o.s.b.StartupInfoLogger : Started ${camel(svc)}Application in 10.8 seconds (process running for 11.6)`,
      );
      break;
    case "go":
      c.line(t, svc, "INFO", "shutting down: received signal terminated", { attrs: { version: v } });
      c.line(t + 2500, svc, "INFO", "starting", { attrs: { version: v, commit: c.rng.hex(7) } });
      c.line(t + 2600, svc, "WARN", "config: unknown key ignored", { attrs: { key: "legacy_timeout" } });
      break;
    case "node":
      c.line(t, svc, "INFO", `npm start: ${svc}@${v} node /app/dist/server.js`);
      c.line(t + 1800, svc, "WARN", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.");
      c.line(t + 2000, svc, "INFO", `server listening on :${c.svc(svc).port ?? 3000}`);
      break;
    case "python":
    case "celery":
      c.line(t, svc, "INFO", `[1] [INFO] Handling signal: hup`);
      c.line(t + 400, svc, "INFO", `[1] [INFO] Hang up: Master`);
      c.line(t + 900, svc, "INFO", `[${c.rng.int(20, 90)}] [INFO] Booting worker with pid: ${c.rng.int(20, 90)}`);
      break;
    case "rails":
    case "sidekiq":
      c.line(t, svc, "INFO", `* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango") release ${v}`);
      c.line(t + 3000, svc, "INFO", "* Listening on http://0.0.0.0:3000");
      break;
    case "dotnet":
      c.line(t, svc, "INFO", "Microsoft.Hosting.Lifetime[0] Application is shutting down...");
      c.line(
        t + 4000,
        svc,
        "INFO",
        `Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:${c.svc(svc).port ?? 5000}`,
      );
      c.line(t + 4100, svc, "INFO", "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.");
      break;
    case "elixir":
      c.line(t, svc, "INFO", `Running ${camel(svc)}Web.Endpoint with Bandit 1.5.7 at :::4000 (http) release ${v}`);
      c.line(t + 200, svc, "INFO", `Access ${camel(svc)}Web.Endpoint at https://${svc}.internal`);
      break;
    case "php":
      c.line(t, svc, "INFO", "NOTICE: Reloading in progress ...");
      c.line(t + 300, svc, "INFO", 'NOTICE: using inherited socket fd=7, "0.0.0.0:9000"');
      c.line(t + 320, svc, "INFO", "NOTICE: ready to handle connections");
      break;
    case "envoy":
      c.line(
        t,
        svc,
        "INFO",
        `[${new Date(t).toISOString()}][1][info][upstream] [source/common/upstream/cds_api_helper.cc:32] cds: add 2 cluster(s), remove 1 cluster(s)`,
      );
      c.line(
        t + 300,
        svc,
        "INFO",
        `[${new Date(t + 300).toISOString()}][1][info][upstream] [source/common/upstream/cds_api_helper.cc:71] cds: added/updated 1 cluster(s), skipped 1 unmodified cluster(s)`,
      );
      break;
    case "nginx":
      c.line(t, svc, "INFO", `${nginxErrDate(t)} [notice] 1#1: signal 1 (SIGHUP) received from 4127, reconfiguring`);
      c.line(t + 50, svc, "INFO", `${nginxErrDate(t)} [notice] 1#1: reconfiguring`);
      c.line(t + 90, svc, "INFO", `${nginxErrDate(t)} [notice] 1#1: start worker processes`);
      break;
    case "traefik":
      c.line(t, svc, "INFO", "Configuration loaded from flags.");
      c.line(t + 100, svc, "INFO", `Skipping same configuration providerName=docker`);
      break;
    case "haproxy":
      c.line(t, svc, "WARN", `[WARNING]  (1) : Reexecuting Master process`);
      c.line(t + 200, svc, "INFO", `[NOTICE]   (1) : New worker (${c.rng.int(100, 999)}) forked`);
      c.line(t + 250, svc, "INFO", `[NOTICE]   (1) : Loading success.`);
      break;
    case "postgres":
      c.line(t, svc, "INFO", `${pgDate(t)} [1] LOG:  received SIGHUP, reloading configuration files`);
      c.line(t + 5, svc, "INFO", `${pgDate(t)} [1] LOG:  parameter "log_min_duration_statement" changed to "500"`);
      break;
    default:
      c.line(t, svc, "INFO", `config reloaded at ${clfDate(t)}`);
  }
}

function camel(s: string): string {
  return s
    .split(/[-_]/)
    .filter((x) => x !== "svc" && x !== "worker")
    .map((x) => x[0].toUpperCase() + x.slice(1))
    .join("");
}

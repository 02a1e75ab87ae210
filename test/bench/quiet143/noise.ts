// Loud things that need no page: each episode writes a burst of WARN/ERROR lines that resolve on their own, are
// someone else's problem, or are steady background noise. Episodes are keyed so the plan can mix them per window.
import { edgeLine } from "./estates.js";
import type { Win } from "./sim.js";

export type Episode = (w: Win, at: number) => void;

const SCAN = [
  "/wp-login.php",
  "/.env",
  "/phpmyadmin/index.php",
  "/.git/config",
  "/vendor/phpunit/src/Util/PHP/eval-stdin.php",
  "/cgi-bin/luci",
  "/actuator/env",
  "/admin/config.php",
  "/xmlrpc.php",
  "/.aws/credentials",
];

export const EPISODES: Record<string, { what: string; run: Episode }> = {
  scanner: {
    what: "a vulnerability scanner walking common paths and getting 404s at the edge",
    run: (w, at) => {
      const ip = `${w.r.i(45, 195)}.${w.r.i(1, 254)}.${w.r.i(1, 254)}.${w.r.i(1, 254)}`;
      const n = w.r.i(60, 220);
      for (let k = 0; k < n; k++) {
        const t = w.at(at) + k * w.r.f(150, 900);
        const line = edgeLine(w.e, w.r, {
          method: w.r.p(["GET", "GET", "POST"]),
          uri: w.r.p(SCAN),
          status: w.r.p([404, 404, 404, 403]),
          ms: w.r.i(1, 9),
          upstream: w.e.roles.web,
        });
        w.emit(t, w.e.edge, "info", line.replace(/^[\d.]+/, ip));
        if (w.r.c(0.15)) w.emit(t + 3, w.e.roles.web, "warn", `no route matches ${w.r.p(SCAN)} (client ${ip})`);
      }
    },
  },
  credstuff: {
    what: "a credential-stuffing bot failing logins and being rate limited with 429s",
    run: (w, at) => {
      const svc = w.e.roles.auth;
      const n = w.r.i(80, 260);
      for (let k = 0; k < n; k++) {
        const t = w.at(at) + k * w.r.f(200, 1500);
        const user = `${w.r.p(["info", "admin", "sales", "j.smith", "print", "accounts"])}${w.r.c(0.5) ? w.r.i(1, 99) : ""}@${w.r.p(["gmail.com", "yahoo.com", "hotmail.co.uk"])}`;
        if (k > n * 0.4 && w.r.c(0.6)) {
          w.emit(
            t,
            w.e.edge,
            "warn",
            edgeLine(w.e, w.r, { method: "POST", uri: "/login", status: 429, ms: 1, upstream: svc }),
          );
        } else {
          w.emit(
            t,
            svc,
            w.r.p(["warn", "warn", "error"]),
            w.r.p([
              `authentication failed for ${user}: invalid password`,
              `login rejected user=${user} reason=bad_credentials attempts=${w.r.i(1, 40)}`,
              `401 Unauthorized: unknown account ${user}`,
            ]),
          );
        }
      }
      w.emit(
        w.at(at) + n * 500,
        svc,
        "info",
        `throttle: source ${w.r.i(80, 200)}.${w.r.i(1, 254)}.0.0/16 blocked for 3600s after ${n} failed logins`,
      );
    },
  },
  disconnects: {
    what: "mobile clients dropping large uploads mid-transfer (client closed connection, 499)",
    run: (w, at) => {
      const svc = w.e.roles.upload;
      const n = w.r.i(15, 60);
      for (let k = 0; k < n; k++) {
        const t = w.at(at) + k * w.r.f(2000, 12000);
        w.emit(
          t,
          svc,
          w.r.p(["warn", "error"]),
          w.r.p([
            `upload aborted by client after ${w.r.i(1, 400)} MiB: read tcp 10.0.${w.r.i(1, 9)}.${w.r.i(2, 200)}:8443: connection reset by peer`,
            `client disconnected during multipart part ${w.r.i(2, 90)} (ECONNRESET), upload kept resumable for 24h`,
            `request body read failed: unexpected EOF (client went away)`,
          ]),
        );
        if (w.e.edgeKind === "nginx")
          w.emit(
            t + 2,
            w.e.edge,
            "info",
            edgeLine(w.e, w.r, {
              method: "PUT",
              uri: `/upload/${w.r.hex(8)}`,
              status: 499,
              ms: w.r.i(4000, 90000),
              upstream: svc,
            }),
          );
      }
    },
  },
  badinput: {
    what: "customer artwork rejected as invalid (corrupt PDFs, RGB images, missing bleed) with 422s",
    run: (w, at) => {
      const svc = w.e.roles.preflight;
      w.every(at, Math.min(1, at + 0.5), w.r.i(8, 30), (t) => {
        w.emit(
          t,
          svc,
          w.r.p(["warn", "error", "error"]),
          w.r.p([
            `artwork rejected: ${w.r.p(["xref table broken", "not a PDF (starts with PK)", "encrypted PDF", "zero pages"])} in ${w.r.hex(6)}.pdf -> 422`,
            `validation failed for file ${w.r.hex(8)}: image resolution ${w.r.i(40, 120)}ppi below minimum 150ppi`,
            `preflight error: page ${w.r.i(1, 20)} missing ${w.r.i(2, 3)}mm bleed, job returned to customer`,
            `ValueError: unsupported colour space 'Lab' in ${w.r.hex(6)}.tif`,
          ]),
        );
      });
    },
  },
  retryok: {
    what: "a few calls timing out once and succeeding on retry",
    run: (w, at) => {
      const a = w.e.roles.web;
      const b = w.r.p([w.e.roles.db, w.e.roles.quotes, w.e.roles.upload]);
      const n = w.r.i(6, 25);
      for (let k = 0; k < n; k++) {
        const t = w.at(at) + k * w.r.f(3000, 30000);
        w.emit(t, a, "warn", `call to ${b} timed out after ${w.r.p([2000, 3000, 5000])}ms (attempt 1/3), retrying`);
        w.emit(t + w.r.f(50, 600), a, "info", `call to ${b} succeeded on attempt 2`);
      }
    },
  },
  dbfailover: {
    what: "a managed database failover: half a minute of connection errors, then reconnects and clean traffic",
    run: (w, at) => {
      const svc = w.e.roles.db;
      const t = w.at(at);
      w.emit(
        t,
        svc,
        "warn",
        w.r.p([
          "connection to primary lost: server closed the connection unexpectedly",
          "SQLSTATE 57P01: terminating connection due to administrator command",
        ]),
      );
      const n = w.r.i(10, 40);
      for (let k = 0; k < n; k++)
        w.emit(
          t + w.r.f(100, 28000),
          svc,
          "error",
          w.r.p([
            "could not connect to database: connection refused (db-primary:5432)",
            "pool: failed to acquire connection: Connection refused",
            "query failed, will retry: the database system is starting up",
          ]),
        );
      w.emit(
        t + w.r.f(29000, 36000),
        svc,
        "info",
        "database reconnected to new primary (failover complete, writer endpoint unchanged)",
      );
      w.emit(t + w.r.f(36000, 40000), svc, "info", "pool healthy again: 20/20 connections");
    },
  },
  deploy: {
    what: "a rolling deploy of one service with a couple of 502s while pods swap",
    run: (w, at) => {
      const svc = w.r.p(w.bystanders());
      const t = w.at(at);
      const v = `${w.r.i(1, 9)}.${w.r.i(0, 30)}.${w.r.i(0, 9)}`;
      w.emit(t, svc, "info", `received SIGTERM, draining ${w.r.i(2, 40)} in-flight requests`);
      w.emit(t + 800, svc, "info", "shutdown complete");
      for (let k = 0; k < w.r.i(1, 6); k++)
        w.emit(
          t + w.r.f(200, 4000),
          w.e.edge,
          "warn",
          edgeLine(w.e, w.r, { method: "GET", uri: "/", status: 502, ms: w.r.i(1, 30), upstream: svc, flags: "UC" }),
        );
      w.emit(t + w.r.f(4000, 9000), svc, "info", `starting ${svc} version ${v} (build ${w.r.hex(7)})`);
      w.emit(
        t + w.r.f(9000, 14000),
        svc,
        "info",
        `${svc} ${v} ready, listening on :${w.r.p([8080, 3000, 5000, 4000])}`,
      );
    },
  },
  certrenew: {
    what: "a TLS certificate renewal and edge reload",
    run: (w, at) => {
      const t = w.at(at);
      w.emit(t, w.e.edge, "warn", `certificate for ${w.e.host} expires in ${w.r.i(20, 29)} days, renewal triggered`);
      w.emit(t + 4000, w.e.edge, "info", `acme: obtained certificate for ${w.e.host} (http-01)`);
      w.emit(t + 4500, w.e.edge, "info", "configuration reloaded, new TLS certificate active, 0 connections dropped");
    },
  },
  healthflap: {
    what: "a backend health check flapping DOWN and UP at the edge",
    run: (w, at) => {
      const svc = w.r.p([w.e.roles.web, w.e.roles.upload, w.e.roles.quotes]);
      for (let k = 0; k < w.r.i(2, 4); k++) {
        const t = w.at(at) + k * w.r.f(60000, 180000);
        w.emit(
          t,
          w.e.edge,
          "warn",
          `health check failed for ${svc} (${w.r.p(["timeout 2000ms", "HTTP 503", "connection refused"])}), marking instance DOWN`,
        );
        w.emit(t + w.r.f(6000, 25000), w.e.edge, "info", `health check passed for ${svc}, marking instance UP`);
      }
    },
  },
  slowquery: {
    what: "slow reporting queries logged as warnings",
    run: (w, at) => {
      const svc = w.e.roles.db;
      w.every(at, Math.min(1, at + 0.4), w.r.i(20, 60), (t) =>
        w.emit(
          t,
          svc,
          "warn",
          `slow query ${w.r.f(1.2, 8.5).toFixed(2)}s: SELECT o.*, sum(l.amount) FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.created_at > $1 GROUP BY o.id (${w.r.i(100, 90000)} rows)`,
        ),
      );
    },
  },
  deadletter: {
    what: "a single poison message dead-lettered after retries",
    run: (w, at) => {
      const svc = w.r.p([w.e.roles.billing, w.e.roles.queue, w.e.roles.mail]);
      const id = w.r.hex(12);
      for (let k = 1; k <= 5; k++)
        w.emit(
          w.at(at) + k * k * 2000,
          svc,
          "error",
          `message ${id} handler failed (attempt ${k}/5): KeyError: 'delivery_address'`,
        );
      w.emit(w.at(at) + 52000, svc, "warn", `message ${id} moved to dead-letter queue after 5 attempts`);
    },
  },
  dupkey: {
    what: "duplicate-key errors from idempotent replays answered from the stored result",
    run: (w, at) => {
      const svc = w.e.roles.billing;
      w.every(at, Math.min(1, at + 0.5), w.r.i(15, 50), (t) => {
        w.emit(
          t,
          svc,
          "error",
          `duplicate key value violates unique constraint "invoices_idempotency_key_uq" (key=${w.r.hex(16)})`,
        );
        w.emit(t + 4, svc, "info", "idempotent replay detected, returning original response");
      });
    },
  },
  runtime: {
    what: "a service logging the same harmless runtime warning at a steady rate from the first minute",
    run: (w) => {
      const svc = w.r.p(w.bystanders());
      const rt = w.e.runtime[svc];
      const msg =
        {
          node: "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [TLSSocket]",
          java: "HHH000104: firstResult/maxResults specified with collection fetch; applying in memory!",
          python: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal",
          ruby: "DEPRECATION WARNING: Using legacy connection handling is deprecated (called from block in <class:Order>)",
          go: "font cache: substituting Helvetica-Narrow with Liberation Sans Narrow (not embedded)",
          dotnet:
            "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager: No XML encryptor configured. Key may be persisted to storage in unencrypted form.",
          elixir:
            "[error] Postgrex.Protocol (#PID<0.2871.0>) disconnected: ** (DBConnection.ConnectionError) client #PID<0.9121.0> exited",
          php: 'PHP Warning:  Undefined array key "utm_source" in /var/www/shop/src/Tracking.php on line 88',
        }[rt] ?? "deprecated option ignored";
      const level = rt === "java" || w.r.c(0.4) ? "warn" : "error";
      w.every(0, 1, w.r.i(4, 15), (t) => w.emit(t, svc, level, msg));
    },
  },
  badrecords: {
    what: "a price-list import batch with a handful of bad rows, completing with errors",
    run: (w, at) => {
      const svc = w.e.roles.quotes;
      const t = w.at(at);
      const bad = w.r.i(3, 14);
      w.emit(
        t,
        svc,
        "info",
        `import supplier price list ${w.r.p(["antalis", "spandex", "igepa", "william_smith"])}_${w.r.i(2025, 2026)}.csv started`,
      );
      for (let k = 0; k < bad; k++)
        w.emit(
          t + w.r.f(500, 40000),
          svc,
          "error",
          `row ${w.r.i(2, 9000)}: could not parse price ${w.r.p(['"12,40 EUR"', '"n/a"', '""', '"POA"'])} for SKU ${w.r.hex(6).toUpperCase()}, row skipped`,
        );
      w.emit(t + 42000, svc, "warn", `import finished: ${w.r.i(3000, 9000)} rows, ${bad} skipped with errors`);
    },
  },
  vendorblip: {
    what: "a carrier API returning 5xx for under a minute, absorbed by retries",
    run: (w, at) => {
      const svc = w.e.roles.ship;
      const vendor = w.r.p(["dpd", "parcelhub", "dhl_parcel", "palletforce"]);
      const n = w.r.i(8, 30);
      for (let k = 0; k < n; k++) {
        const t = w.at(at) + w.r.f(0, 50000);
        w.emit(
          t,
          svc,
          "error",
          `${vendor} API POST /shipments returned ${w.r.p([502, 503, 503, 500])}, retry ${w.r.i(1, 2)}/4 in ${w.r.p([1, 2, 4])}s`,
        );
        w.emit(t + w.r.f(1000, 5000), svc, "info", `${vendor} shipment created on retry`);
      }
    },
  },
  printeroffline: {
    what: "a large-format printer going offline for a media change and coming back",
    run: (w, at) => {
      const svc = w.e.roles.printer;
      const p = w.r.p(["latex-800w-2", "vutek-h5", "mimaki-jv330", "indigo-7k-2"]);
      const t = w.at(at);
      w.emit(
        t,
        svc,
        "error",
        `printer ${p} OFFLINE: ${w.r.p(["media out", "take-up reel full", "cover open", "ink cartridge cyan empty"])}, holding ${w.r.i(1, 6)} jobs`,
      );
      w.every(at + 0.005, at + 0.08, 30, (tt) => w.emit(tt, svc, "warn", `printer ${p} still offline, jobs held`));
      w.emit(t + w.r.f(120000, 300000), svc, "info", `printer ${p} ONLINE, resuming held jobs`);
    },
  },
  gcpause: {
    what: "memory pressure warnings and a GC pause that clears up",
    run: (w, at) => {
      const svc = w.e.roles.rip;
      const t = w.at(at);
      w.emit(
        t,
        svc,
        "warn",
        `heap usage ${w.r.i(82, 91)}% after rasterizing large job (${w.r.i(2, 8)} GiB TIFF), triggering GC`,
      );
      w.emit(
        t + 1800,
        svc,
        "warn",
        `GC pause ${w.r.i(900, 2400)}ms (full collection), freed ${w.r.f(1.5, 5).toFixed(1)} GiB`,
      );
      w.emit(t + 9000, svc, "info", `heap usage back to ${w.r.i(35, 55)}%`);
    },
  },
  diskclean: {
    what: "a spool volume crossing a usage threshold and the janitor purging old jobs",
    run: (w, at) => {
      const svc = w.e.roles.rip;
      const t = w.at(at);
      w.emit(t, svc, "warn", `disk usage on /var/spool/rip at ${w.r.i(85, 91)}% (threshold 85%)`);
      w.emit(t + 3000, svc, "info", `janitor: purging rasters of jobs delivered more than 48h ago`);
      w.emit(
        t + 65000,
        svc,
        "info",
        `janitor: removed ${w.r.i(300, 2400)} files, ${w.r.i(80, 400)} GiB freed; /var/spool/rip now at ${w.r.i(40, 62)}%`,
      );
    },
  },
  partner429: {
    what: "a reseller's API integration exceeding its quota and receiving 429s",
    run: (w, at) => {
      const svc = w.e.roles.quotes;
      const key = `partner-${w.r.p(["printbroker", "signsnow", "promo-direct"])}`;
      w.every(at, Math.min(1, at + 0.3), 2, (t) => {
        w.emit(
          t,
          svc,
          "warn",
          `rate limit exceeded for api key ${key}: ${w.r.i(121, 300)} req/min > 120, responding 429`,
        );
      });
    },
  },
  cronreport: {
    what: "a nightly report job that runs long and warns, then finishes",
    run: (w, at) => {
      const svc = w.e.roles.billing;
      const t = w.at(at);
      w.emit(t, svc, "info", "job aged_debtors_report started");
      w.emit(t + 240000, svc, "warn", "job aged_debtors_report still running after 240s (expected < 120s)");
      w.emit(t + 310000, svc, "info", `job aged_debtors_report finished in 310s, ${w.r.i(100, 900)} rows`);
    },
  },
  mailbounce: {
    what: "bounced notification e-mails to mistyped customer addresses",
    run: (w, at) => {
      const svc = w.e.roles.mail;
      w.every(at, Math.min(1, at + 0.5), w.r.i(20, 60), (t) =>
        w.emit(
          t,
          svc,
          "error",
          `SMTP 550 5.1.1 <${w.r.hex(6)}@${w.r.p(["gmial.com", "hotmial.com", "outlok.com"])}>: Recipient address rejected: User unknown`,
        ),
      );
    },
  },
  backlog: {
    what: "a print queue backlog after a big batch of orders that builds up and drains",
    run: (w, at) => {
      const svc = w.e.roles.queue;
      let depth = w.r.i(60, 90);
      w.every(at, Math.min(1, at + 0.35), 20, (t) => {
        depth = Math.max(3, depth + w.r.i(-14, 6));
        w.emit(
          t,
          svc,
          depth > 40 ? "warn" : "info",
          `queue backlog ${depth} jobs (warn above 40), oldest waiting ${Math.round(depth * 1.7)} min`,
        );
      });
    },
  },
  webhookstray: {
    what: "webhooks from a staging payment account hitting production and failing signature checks",
    run: (w, at) => {
      const svc = w.e.roles.billing;
      w.every(at, Math.min(1, at + 0.6), w.r.i(25, 70), (t) =>
        w.emit(
          t,
          svc,
          "error",
          `webhook rejected: signature verification failed for event evt_${w.r.hex(14)} (endpoint secret mismatch, livemode=false) -> 400`,
        ),
      );
    },
  },
  oversize: {
    what: "quote requests refused for sizes beyond the largest printable width",
    run: (w, at) => {
      const svc = w.e.roles.quotes;
      w.every(at, Math.min(1, at + 0.4), w.r.i(10, 40), (t) =>
        w.emit(
          t,
          svc,
          "warn",
          `quote refused: ${w.r.i(3300, 9000)}mm exceeds max media width 3200mm for ${w.r.p(["mesh", "pvc_frontlit", "dibond-3mm"])} (422)`,
        ),
      );
    },
  },
};

export const EPISODE_KEYS = Object.keys(EPISODES);

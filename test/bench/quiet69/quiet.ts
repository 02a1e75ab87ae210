// Harmless noise that looks alarming: each kind writes its lines into a window where nothing is broken.
import type { Rng } from "./rng.js";
import { dotnet, java, node, python, ruby } from "./traces.js";
import type { Ctx } from "./types.js";

export interface QuietKind {
  name: string;
  note: string;
  run: (ctx: Ctx) => void;
}

const when = (c: Ctx, lo = 0.1, hi = 0.85) => c.start + (c.end - c.start) * (lo + c.r.next() * (hi - lo));
const spread = (c: Ctx, n: number, fn: (t: number, r: Rng) => void) => {
  for (let i = 0; i < n; i++) fn(c.start + c.r.int(0, c.end - c.start - 1), c.r);
};
const burst = (c: Ctx, t0: number, n: number, gap: number, fn: (t: number, r: Rng, i: number) => void) => {
  let t = t0;
  for (let i = 0; i < n; i++) {
    fn(t, c.r, i);
    t += c.r.exp(gap);
  }
};
const ip = (r: Rng) => `${r.pick(["73", "98", "174", "24", "68"])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
const rt = (c: Ctx, svc: string) => c.estate.runtime[svc];

export const QUIET: QuietKind[] = [
  {
    name: "outside-city-limits",
    note: "addresses outside city limits are refused by the address check, users see a polite 422",
    run: (c) => {
      const g = c.estate.roles.gis;
      spread(c, c.r.int(25, 60), (t, r) => {
        c.add(
          t,
          g,
          "warn",
          `address outside service area: "${r.int(100, 9999)} ${r.pick(["County Rd 12", "Old Mill Rd", "Ridge Pkwy", "Hwy 9"])}" jurisdiction=${r.pick(["unincorporated", "county", "neighbouring city"])} -> 422`,
          c.rid(),
        );
        c.add(
          t + r.int(5, 40),
          c.estate.roles.edge,
          "warn",
          `422 Unprocessable Entity: address not within ${c.estate.key === "lakemont" ? "county" : "city"} limits`,
        );
      });
    },
  },
  {
    name: "upload-too-large",
    note: "uploads over the size limit are rejected with 413",
    run: (c) => {
      const u = c.estate.roles.upload;
      spread(c, c.r.int(10, 30), (t, r) => {
        const mb = r.int(26, 180);
        if (rt(c, u) === "dotnet")
          c.add(
            t,
            u,
            "error",
            `Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN${r.hex(9).toUpperCase()}", Request id "0HN${r.hex(9).toUpperCase()}:00000002": An unhandled exception was thrown by the application.\nMicrosoft.AspNetCore.Server.Kestrel.Core.BadHttpRequestException: Request body too large. The max request body size is 26214400 bytes.\n   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.Http1MessageBody.OnReadStarting()\n   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.MessageBody.TryStart()`,
          );
        else
          c.add(
            t,
            u,
            "error",
            `upload rejected: body ${mb} MB exceeds limit 25 MB (413 Payload Too Large) client=${ip(r)}`,
          );
      });
    },
  },
  {
    name: "upload-bad-type",
    note: "uploads of HEIC, zip or exe files are rejected for type",
    run: (c) => {
      const u = c.estate.roles.upload;
      spread(c, c.r.int(12, 30), (t, r) => {
        const [mime, ext] = r.pick([
          ["image/heic", "heic"],
          ["application/zip", "zip"],
          ["application/x-msdownload", "exe"],
          ["application/vnd.ms-works", "wps"],
        ]);
        c.add(
          t,
          u,
          "warn",
          `rejected upload "${r.pick(["IMG_", "scan", "site_plan", "receipt"])}${r.int(100, 9999)}.${ext}": content-type ${mime} not in allow-list (415)`,
          c.rid(),
        );
      });
    },
  },
  {
    name: "duplicate-requests-merged",
    note: "many residents report the same pothole or outage; duplicates are merged",
    run: (c) => {
      const s = c.estate.roles.core;
      const parent = `${c.r.int(2600000, 2699999)}`;
      const text: Record<string, (r: Rng) => string> = {
        harbor: (r) =>
          `duplicate of SR-${parent} within 50m/72h (similarity 0.${r.int(86, 99)}), merged and reporter subscribed`,
        riverton: (r) =>
          `duplicate dispute for citation PK${parent}${r.int(0, 9)} merged into open dispute (same plate, same date)`,
        lakemont: (r) =>
          `registration application matches existing registrant VR${parent} (score 0.${r.int(90, 99)}), merged as address update`,
        cedar: (r) =>
          `duplicate booking request for household H${parent.slice(0, 5)} slot ${r.pick(["court-2", "pool-lap-3", "studio-a"])} merged with pending hold`,
      };
      burst(c, when(c), c.r.int(20, 45), 9000, (t, r) => c.add(t, s, "warn", text[c.estate.key](r), c.rid()));
    },
  },
  {
    name: "card-declines",
    note: "card declines from the processor for insufficient funds or wrong CVV, each shown to the payer",
    run: (c) => {
      const p = c.estate.roles.pay;
      spread(c, c.r.int(15, 40), (t, r) => {
        const [code, txt] = r.pick([
          ["card_declined", "insufficient_funds"],
          ["incorrect_cvc", "incorrect_cvc"],
          ["card_declined", "do_not_honor"],
          ["expired_card", "expired_card"],
        ]);
        c.add(
          t,
          p,
          "error",
          `payment declined code=${code} decline_code=${txt} amount=${r.int(20, 400)}.00 attempt=${r.int(1, 3)}`,
          c.rid(),
        );
      });
    },
  },
  {
    name: "session-expired",
    note: "sessions expire mid-form and CSRF tokens no longer match; users log in again",
    run: (c) => {
      const e = c.estate.roles.edge;
      spread(c, c.r.int(20, 50), (t, r) => {
        const rtm = rt(c, e);
        const m =
          rtm === "ruby"
            ? `Can't verify CSRF token authenticity. Completed 422 Unprocessable Content in ${r.int(1, 9)}ms`
            : rtm === "dotnet"
              ? `Microsoft.AspNetCore.Antiforgery.DefaultAntiforgery[7] The antiforgery token could not be decrypted. Session expired, redirecting to /login`
              : `401 session expired for sid=${r.hex(10)} (idle ${r.int(31, 90)}m) on POST /${r.pick(["forms", "cart", "lookup", "requests"])}, redirect to login`;
        c.add(t, e, "warn", m);
      });
    },
  },
  {
    name: "county-sync-retry",
    note: "the nightly county sync fails twice on SFTP and succeeds on the third attempt",
    run: (c) => {
      const s = c.estate.roles.sync;
      const t = when(c, 0.1, 0.5);
      const tb =
        rt(c, s) === "python"
          ? python(
              [
                ["/app/sync/county.py", 88, "fetch", "sftp.get(remote, local)"],
                [
                  "/usr/local/lib/python3.12/site-packages/paramiko/sftp_client.py",
                  811,
                  "get",
                  "size = self.getfo(remotepath, fl, callback, prefetch)",
                ],
              ],
              "paramiko.ssh_exception.SSHException: Error reading SSH protocol banner",
            )
          : "SSH handshake failed: connection closed by remote host";
      c.add(t, s, "error", `county extract download failed (attempt 1/5)\n${tb}`);
      c.add(t + 60000, s, "error", `county extract download failed (attempt 2/5): Error reading SSH protocol banner`);
      c.add(
        t + 180000,
        s,
        "info",
        `county extract downloaded on attempt 3/5: parcels_${c.r.int(20260101, 20261230)}.csv.gz (${c.r.int(80, 200)} MB)`,
      );
      c.add(t + 240000, s, "info", `county import applied: ${c.r.int(100, 3000)} changed records`);
    },
  },
  {
    name: "vuln-scanner",
    note: "an internet scanner probes for wp-login.php and .env and gets 404s and WAF 403s",
    run: (c) => {
      const e = c.estate.roles.edge;
      const src = ip(c.r);
      burst(c, when(c), c.r.int(60, 160), 400, (t, r) =>
        c.add(
          t,
          e,
          r.chance(0.3) ? "warn" : "info",
          `${r.pick(["GET /wp-login.php", "GET /.env", "GET /.git/config", "POST /cgi-bin/luci", "GET /vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "GET /actuator/env"])} ${r.pick(["404", "404", "403"])} from ${src} ua="${r.pick(["zgrab/0.x", "Mozilla/5.0 (compatible; Nuclei)", "python-requests/2.31"])}"`,
        ),
      );
    },
  },
  {
    name: "scraper-rate-limited",
    note: "one client scraping public records is rate limited with 429",
    run: (c) => {
      const e = c.estate.roles.edge;
      const src = ip(c.r);
      burst(c, when(c), c.r.int(50, 120), 1200, (t) =>
        c.add(t, e, "warn", `rate limit exceeded for ${src} (60 req/min), responded 429 Too Many Requests`),
      );
    },
  },
  {
    name: "cert-expiry-warning",
    note: "a certificate renewal reminder and a hot reload of the renewed certificate",
    run: (c) => {
      const s = c.r.pick(c.estate.services);
      const t = when(c);
      c.add(
        c.start + 2000,
        s,
        "warn",
        `TLS certificate for ${s}.${c.estate.ns}.svc expires in 21 days (CN=${s}, issuer=internal-ca)`,
      );
      c.add(t, s, "info", `certificate file changed, reloading TLS config (not after 2027-0${c.r.int(1, 9)}-14)`);
      c.add(t + 300, s, "info", "TLS config reloaded, 0 connections dropped");
    },
  },
  {
    name: "rolling-restart",
    note: "a rolling restart: graceful shutdown, one readiness probe 503 and a few broken pipes, then healthy",
    run: (c) => {
      const s = c.estate.roles.core;
      const e = c.estate.roles.edge;
      const t = when(c);
      c.add(t, s, "info", "Received SIGTERM, commencing graceful shutdown");
      c.add(
        t + 800,
        e,
        "warn",
        `upstream ${s} connection closed before response (replica terminating), retried on peer`,
      );
      c.add(
        t + 1500,
        e,
        "warn",
        `upstream ${s} connection closed before response (replica terminating), retried on peer`,
      );
      c.add(t + 2500, s, "warn", `readiness probe: 503 Service Unavailable (shutting down)`);
      c.add(t + 14000, s, "info", `replica ${s}-${c.r.hex(5)} ready`);
    },
  },
  {
    name: "gc-pauses",
    note: "long but harmless GC pauses while a report is generated",
    run: (c) => {
      const j = c.estate.roles.jvm;
      burst(c, when(c, 0.1, 0.6), c.r.int(6, 14), 20000, (t, r) =>
        c.add(
          t,
          j,
          "warn",
          `[gc] GC(${r.int(300, 900)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(900, 1900)}M->${r.int(300, 700)}M(2048M) ${r.int(210, 640)}.${r.int(100, 999)}ms`,
        ),
      );
    },
  },
  {
    name: "slow-report-queries",
    note: "a monthly report runs slow queries, all complete",
    run: (c) => {
      const s = c.estate.roles.core;
      burst(c, when(c), c.r.int(8, 20), 15000, (t, r) =>
        c.add(
          t,
          s,
          "warn",
          `slow query (${r.int(2, 14)}.${r.int(100, 999)}s): SELECT ... FROM ${r.pick(["requests", "payments", "bookings", "events"])} WHERE created_at >= $1 GROUP BY ward  [monthly_report]`,
        ),
      );
    },
  },
  {
    name: "ocr-low-confidence",
    note: "blurry phone scans come out with low OCR confidence and go to manual review",
    run: (c) => {
      const o = c.estate.roles.ocr;
      spread(c, c.r.int(15, 40), (t, r) =>
        c.add(
          t,
          o,
          r.chance(0.5) ? "error" : "warn",
          `ocr page ${r.int(1, 8)} of doc ${r.hex(10)}: mean confidence ${r.int(18, 59)}% < 60%, routed to manual review queue`,
        ),
      );
    },
  },
  {
    name: "av-quarantine",
    note: "the virus scanner quarantines EICAR test files and one real macro document",
    run: (c) => {
      const u = c.estate.roles.upload;
      spread(c, c.r.int(4, 10), (t, r) =>
        c.add(
          t,
          u,
          "error",
          `clamd: stream: ${r.pick(["Eicar-Test-Signature", "Doc.Dropper.Agent-1540415", "Eicar-Test-Signature"])} FOUND, upload ${r.hex(10)} quarantined and rejected`,
        ),
      );
    },
  },
  {
    name: "failed-logins-lockout",
    note: "one resident keeps mistyping a password and the account locks for 15 minutes",
    run: (c) => {
      const s = c.estate.roles.sso;
      const u = c.r.hex(8);
      burst(c, when(c), c.r.int(8, 14), 7000, (t, _r, i) =>
        c.add(
          t,
          s,
          "warn",
          i < 5
            ? `type=LOGIN_ERROR userId=${u} error=invalid_user_credentials`
            : `type=LOGIN_ERROR userId=${u} error=user_temporarily_disabled (brute force protection)`,
        ),
      );
    },
  },
  {
    name: "record-not-found",
    note: "lookups with typos find no record and are logged at ERROR by a careless handler",
    run: (c) => {
      const s = c.estate.roles.core;
      spread(c, c.r.int(25, 60), (t, r) =>
        c.add(
          t,
          s,
          "error",
          `lookup returned no match (name=${r.pick(["J*** S***", "M*** G***", "A*** N***"])}, dob=**/**/19${r.int(40, 99)}), responded 404`,
          c.rid(),
        ),
      );
    },
  },
  {
    name: "cold-cache",
    note: "a cache restart causes a minute of misses and slower responses, then hits again",
    run: (c) => {
      const s = c.estate.roles.gis;
      const t0 = when(c);
      c.add(t0, s, "warn", "redis: connection re-established after failover to replica, cache is cold");
      burst(c, t0 + 500, c.r.int(25, 60), 1500, (t, r) =>
        c.add(t, s, "warn", `cache miss storm: ${r.int(40, 95)}% miss rate last 10s, p95 ${r.int(400, 1200)}ms`),
      );
      c.add(t0 + 120000, s, "info", "cache hit rate back to 91%");
    },
  },
  {
    name: "email-bounces",
    note: "confirmation emails bounce for mistyped addresses",
    run: (c) => {
      const n = c.estate.roles.notify;
      spread(c, c.r.int(10, 30), (t, r) =>
        c.add(
          t,
          n,
          "error",
          `bounce: 550 5.1.1 <${r.pick(["jsmith", "mary.k", "dlopez77", "info"])}@${r.pick(["gmial.com", "yaho.com", "hotmial.com", "outlok.com"])}>: Recipient address rejected: User unknown in virtual mailbox table`,
        ),
      );
    },
  },
  {
    name: "sms-landline",
    note: "text reminders to landline numbers fail with Twilio 21614",
    run: (c) => {
      const n = c.estate.roles.notify;
      spread(c, c.r.int(10, 25), (t, r) =>
        c.add(
          t,
          n,
          "error",
          `sms send failed: [HTTP 400] Unable to create record: The 'To' number +1${r.int(2000000000, 9999999999)} is not a valid mobile number (code 21614)`,
        ),
      );
    },
  },
  {
    name: "client-aborts",
    note: "users close the tab during slow downloads: broken pipes and 499s",
    run: (c) => {
      const e = c.estate.roles.edge;
      spread(c, c.r.int(15, 40), (t, r) => {
        const rtm = rt(c, e);
        if (rtm === "node")
          c.add(
            t,
            e,
            "error",
            node("Error: aborted", [
              "abortIncoming (node:_http_server:806:17)",
              "socketOnClose (node:_http_server:800:3)",
              "Socket.emit (node:events:531:35)",
              "TCP.<anonymous> (node:net:343:12)",
            ]),
          );
        else if (rtm === "dotnet")
          c.add(
            t,
            e,
            "warn",
            `Microsoft.AspNetCore.Server.Kestrel[0] Connection id "0HN${r.hex(9).toUpperCase()}" request aborted by client`,
          );
        else
          c.add(
            t,
            e,
            "warn",
            `client closed connection while sending response (Errno::EPIPE Broken pipe) GET /receipts/${r.hex(8)}.pdf`,
          );
      });
    },
  },
  {
    name: "job-lock-skipped",
    note: "a cron job finds the previous run still holding its lock and skips",
    run: (c) => {
      const b = c.estate.roles.batch;
      for (let t = c.start + 30000; t < c.end; t += 60000)
        c.add(t, b, "warn", "scheduled run skipped: advisory lock 'nightly_export' held by previous run");
    },
  },
  {
    name: "serialization-retry",
    note: "concurrent updates hit serialization failures that retry and succeed",
    run: (c) => {
      const s = c.estate.roles.core;
      spread(c, c.r.int(10, 25), (t, r) => {
        c.add(
          t,
          s,
          "warn",
          `ERROR: could not serialize access due to concurrent update (SQLSTATE 40001), retrying transaction (1/3)`,
        );
        c.add(t + r.int(30, 200), s, "info", "transaction committed on retry 1");
      });
    },
  },
  {
    name: "consumer-rebalance",
    note: "a queue consumer group rebalances during a scale-up and resumes",
    run: (c) => {
      const b = c.estate.roles.batch;
      const t = when(c);
      c.add(
        t,
        b,
        "warn",
        "[Consumer clientId=worker-2, groupId=city-events] Attempt to heartbeat failed since group is rebalancing",
      );
      c.add(
        t + 200,
        b,
        "info",
        "[Consumer clientId=worker-2, groupId=city-events] Revoke previously assigned partitions city-events-0, city-events-1",
      );
      c.add(
        t + 3200,
        b,
        "warn",
        "[Consumer clientId=worker-2, groupId=city-events] Request joining group due to: group is already rebalancing",
      );
      c.add(
        t + 6100,
        b,
        "info",
        "[Consumer clientId=worker-2, groupId=city-events] Adding newly assigned partitions: city-events-1",
      );
    },
  },
  {
    name: "duplicate-webhooks",
    note: "the payment processor redelivers webhooks; duplicates are ignored idempotently",
    run: (c) => {
      const p = c.estate.roles.pay;
      spread(c, c.r.int(10, 30), (t, r) =>
        c.add(
          t,
          p,
          "warn",
          `webhook evt_${r.hex(16)} already processed (idempotency key hit), ignoring redelivery #${r.int(2, 5)}`,
        ),
      );
    },
  },
  {
    name: "ambiguous-address",
    note: "ambiguous addresses return several candidates for the user to choose",
    run: (c) => {
      const g = c.estate.roles.gis;
      spread(c, c.r.int(20, 50), (t, r) =>
        c.add(
          t,
          g,
          "warn",
          `ambiguous address "${r.int(1, 999)} ${r.pick(["Main", "Park", "Lake", "Oak"])}" -> ${r.int(2, 5)} candidates, asking user`,
          c.rid(),
        ),
      );
    },
  },
  {
    name: "clock-step",
    note: "chrony steps a node clock and a token validator warns about skew",
    run: (c) => {
      const s = c.estate.roles.sso;
      const t = when(c);
      c.add(t, s, "warn", `System clock jumped forward by ${c.r.int(600, 2400)} ms, token issuance times may drift`);
      spread(c, c.r.int(3, 8), (tt) =>
        c.add(tt, s, "warn", "JWT iat is in the future by 1s, accepted within clock skew tolerance (60s)"),
      );
    },
  },
  {
    name: "export-heap-high",
    note: "a large CSV export drives heap use high for a few minutes, then falls",
    run: (c) => {
      const j = c.estate.roles.jvm;
      const t0 = when(c, 0.1, 0.5);
      c.add(t0, j, "info", `export started: all records 2019-2026 as CSV (requested by records officer)`);
      burst(c, t0 + 20000, c.r.int(5, 10), 25000, (t, r, i) =>
        c.add(
          t,
          j,
          "warn",
          `heap usage ${Math.min(93, 78 + i * 2 + r.int(0, 2))}% of 2048M after GC (export in progress)`,
        ),
      );
      c.add(t0 + 300000, j, "info", `export finished: 1.2M rows, 412 MB written`);
    },
  },
  {
    name: "disk-usage-rotated",
    note: "a log volume crosses 80% and logrotate compresses it back down",
    run: (c) => {
      const s = c.r.pick(c.estate.services);
      const t = when(c);
      c.add(t, s, "warn", `disk usage on /var/log at 84% (threshold 80%)`);
      c.add(t + 60000, s, "info", `logrotate: compressed 6 files, /var/log at 57%`);
    },
  },
  {
    name: "expired-cards-forbidden",
    note: "expired or blocked accounts are refused with 403 as designed",
    run: (c) => {
      const s = c.estate.roles.core;
      spread(c, c.r.int(20, 50), (t, r) =>
        c.add(
          t,
          s,
          "warn",
          `403 Forbidden: account ${r.hex(6)} ${r.pick(["expired 2025-12-31", "blocked (fines over 10.00)", "residency not verified"])}`,
        ),
      );
    },
  },
  {
    name: "captcha-rejections",
    note: "bot submissions fail reCAPTCHA scoring and are dropped",
    run: (c) => {
      const e = c.estate.roles.edge;
      spread(c, c.r.int(25, 60), (t, r) =>
        c.add(
          t,
          e,
          "warn",
          `recaptcha score 0.${r.int(0, 2)} below 0.5, form submission rejected (action=${r.pick(["submit_request", "lookup", "signup"])})`,
        ),
      );
    },
  },
  {
    name: "breaker-blip",
    note: "a breaker for the optional street imagery thumbnails opens for 30 s and closes; placeholder images shown",
    run: (c) => {
      const e = c.estate.roles.edge;
      const t = when(c);
      c.add(t, e, "warn", "circuit breaker 'streetview-thumbs' OPEN after 5 failures, serving placeholder image");
      c.add(t + 30000, e, "info", "circuit breaker 'streetview-thumbs' HALF_OPEN, probing");
      c.add(t + 30400, e, "info", "circuit breaker 'streetview-thumbs' CLOSED");
    },
  },
  {
    name: "synthetic-404s",
    note: "the synthetic monitor probes a retired URL on purpose and logs 404s",
    run: (c) => {
      const e = c.estate.roles.edge;
      for (let t = c.start + 5000; t < c.end; t += 60000)
        c.add(t, e, "warn", `GET /legacy/forms/request.aspx 404 (ua=Datadog/Synthetics)`);
    },
  },
  {
    name: "pdf-font-fallback",
    note: "PDF rendering falls back to a substitute font for a missing one",
    run: (c) => {
      const s = c.r.pick(c.estate.services);
      spread(c, c.r.int(10, 25), (t) =>
        c.add(t, s, "warn", `font 'Helvetica-Narrow' not found, substituting 'Liberation Sans Narrow' in receipt.pdf`),
      );
    },
  },
  {
    name: "handled-exception-traces",
    note: "a handled exception from invalid user input prints a full stack trace at WARN",
    run: (c) => {
      const s = c.estate.roles.core;
      const rtm = rt(c, s);
      spread(c, c.r.int(6, 15), (t, r) => {
        const m =
          rtm === "java"
            ? java(
                `Resolved [org.springframework.web.method.annotation.MethodArgumentTypeMismatchException: Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; For input string: "${r.pick(["undefined", "null", "12a"])}"]`,
                [
                  "org.springframework.web.method.annotation.AbstractNamedValueMethodArgumentResolver.convertIfNecessary(AbstractNamedValueMethodArgumentResolver.java:302)",
                  "org.springframework.web.method.support.InvocableHandlerMethod.getMethodArgumentValues(InvocableHandlerMethod.java:224)",
                  "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
                ],
              )
            : rtm === "python"
              ? `invalid form input, 400 returned\n${python(
                  [
                    ["/app/forms/views.py", 212, "post", "form.full_clean()"],
                    [
                      "/usr/local/lib/python3.12/site-packages/django/forms/forms.py",
                      430,
                      "_clean_fields",
                      "value = bf.clean(value)",
                    ],
                  ],
                  "django.core.exceptions.ValidationError: ['Enter a valid date.']",
                )}`
              : rtm === "dotnet"
                ? dotnet(
                    "System.FormatException: The input string 'abc' was not in a correct format. (handled, 400 returned)",
                    ["System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)", "System.Int32.Parse(String s)"],
                  )
                : rtm === "ruby"
                  ? ruby("ActionController::ParameterMissing (param is missing or the value is empty: permit):", [
                      "app/controllers/permits_controller.rb:88:in `permit_params'",
                      "app/controllers/permits_controller.rb:31:in `update'",
                    ])
                  : node('ValidationError: "zip" must be a 5 digit number (handled, 400 returned)', [
                      "Object.validate (/app/src/validate.js:41:11)",
                      "Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
                    ]);
        c.add(t, s, "warn", m);
      });
    },
  },
  {
    name: "partial-payments",
    note: "payments smaller than the balance are accepted as partial, logged as a mismatch",
    run: (c) => {
      const p = c.estate.roles.pay;
      spread(c, c.r.int(8, 20), (t, r) =>
        c.add(
          t,
          p,
          "warn",
          `amount mismatch: paid ${r.int(10, 60)}.00 of balance ${r.int(61, 300)}.00, recorded as partial payment`,
        ),
      );
    },
  },
  {
    name: "feature-flag-fallback",
    note: "the flag service is unreachable for a moment and the default values are used",
    run: (c) => {
      const s = c.r.pick(c.estate.services);
      const t = when(c);
      for (let i = 0; i < 4; i++)
        c.add(t + i * 5000, s, "warn", "flag provider stream disconnected, serving cached/default flag values");
      c.add(t + 21000, s, "info", "flag provider stream reconnected (47 flags)");
    },
  },
  {
    name: "out-of-state-records",
    note: "out-of-state plates or IDs are not in the local records and are queued for manual lookup",
    run: (c) => {
      const s = c.estate.roles.ocr;
      spread(c, c.r.int(15, 35), (t, r) =>
        c.add(
          t,
          s,
          "warn",
          c.estate.key === "riverton"
            ? `no registry record for ${r.pick(["TX", "FL", "NY", "OR", "WA"])} plate, queued for manual NLETS lookup`
            : `residency check: ID from ${r.pick(["TX", "FL", "NY", "OR", "WA"])} not in county file, queued for manual verification`,
        ),
      );
    },
  },
];

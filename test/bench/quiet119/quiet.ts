// Harmless noise that looks alarming: each kind writes a burst of scary lines for something that is not broken.
import { deploy } from "./background.js";
import { type Estate, pid } from "./estates.js";
import type { Rng } from "./rng.js";
import { stackFor } from "./stacks.js";
import type { Level, Stream } from "./stream.js";

export interface NoiseCtx {
  s: Stream;
  e: Estate;
  r: Rng;
  at: number;
  /** Burst size multiplier: quiet windows get louder bursts than the noise under an incident. */
  scale: number;
}
export interface Noise {
  kind: string;
  note: string;
  apply: (c: NoiseCtx) => void;
}

function burst(
  c: NoiseCtx,
  svc: string,
  level: Level,
  n: number,
  spreadMs: number,
  msg: (r: Rng, i: number) => string,
) {
  for (let i = 0; i < Math.round(n * c.scale); i++) c.s.add(c.at + c.r.next() * spreadMs, svc, level, msg(c.r, i));
}
const ip = (r: Rng) => `${r.pick([45, 91, 103, 185, 193])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
const month = (c: NoiseCtx) => new Date(c.at).toISOString().slice(0, 7);

export const NOISES: Noise[] = [
  {
    kind: "scan-incomplete",
    note: "dozens of impression scans are rejected as incomplete and patients are asked to rescan, while accepted scans keep flowing",
    apply: (c) => {
      const { scan, msg } = c.e.roles;
      burst(c, scan, "error", c.r.int(40, 90), 300000, (r) => {
        const arch = r.pick(["upper", "lower"]);
        return `scan sc_${r.hex(10)} rejected: incomplete arch coverage ${arch}=${r.int(55, 89)}% (min 92%), distal of ${arch === "upper" ? r.pick(["UR7", "UL7"]) : r.pick(["LR7", "LL7"])} missing; rescan requested`;
      });
      burst(
        c,
        msg,
        "info",
        c.r.int(20, 40),
        320000,
        (r) => `rescan instructions sent to ${pid(r)} (template=rescan_incomplete)`,
      );
    },
  },
  {
    kind: "photo-blurry",
    note: "an evening reminder push brings a wave of progress photos rejected as too blurry; patients retake them and accepted sets keep arriving",
    apply: (c) => {
      const { photo, msg } = c.e.roles;
      c.s.add(c.at - 20000, msg, "info", `weekly check-in reminder push sent to ${c.r.int(9000, 24000)} patients`);
      burst(c, photo, "error", c.r.int(60, 130), 360000, (r) => {
        const v = r.pick(["front_smile", "left_buccal", "right_buccal", "upper_occlusal", "lower_occlusal"]);
        return `progress photo rejected: blur score ${r.float(0.46, 0.92)} > 0.45 (view=${v}, device=${r.pick(["iPhone 12", "SM-A146U", "Pixel 6a", "moto g 5G"])}) - retake requested`;
      });
    },
  },
  {
    kind: "payment-declines-first",
    note: "the monthly installment run on the 1st logs a long stream of card declines (insufficient funds, expired cards) that dunning handles",
    apply: (c) => {
      const { pay } = c.e.roles;
      const n = c.r.int(80, 160);
      c.s.add(
        c.at,
        pay,
        "info",
        `Monthly billing run started: cohort due ${month(c)}-01, ${c.r.int(9000, 18000)} installments`,
      );
      burst(c, pay, "error", n, 420000, (r) => {
        const code = r.pick([
          "insufficient_funds",
          "insufficient_funds",
          "expired_card",
          "do_not_honor",
          "card_velocity_exceeded",
        ]);
        return `Charge declined for installment INS-${r.int(1000000, 9999999)}: card_declined (${code}), retry scheduled by dunning in 3 days`;
      });
      c.s.add(
        c.at + 430000,
        pay,
        "info",
        `Monthly billing run finished: ${c.r.int(8000, 17000)} captured, ${n} declined, 0 errors`,
      );
    },
  },
  {
    kind: "approval-backlog",
    note: "the SLA sweeper warns about many treatment plans waiting on an orthodontist's approval past 72h, a staffing backlog, not an outage",
    apply: (c) => {
      const { doctor } = c.e.roles;
      burst(c, doctor, "warn", c.r.int(30, 70), 60000, (r) => {
        return `SLA breach: plan TP-${r.int(100000, 999999)} awaiting orthodontist approval for ${r.int(73, 140)}h (SLA 72h), assigned DR-${r.int(1000, 9999)}, escalated to clinical lead`;
      });
      c.s.add(c.at + 61000, doctor, "info", "SLA sweep finished: escalation digest emailed to clinical-ops@");
    },
  },
  {
    kind: "courier-exceptions",
    note: "a carrier webhook batch reports many failed delivery attempts (recipient not available, address issues); re-delivery is scheduled",
    apply: (c) => {
      const { ship } = c.e.roles;
      burst(c, ship, "error", c.r.int(40, 90), 120000, (r) => {
        const why = r.pick([
          "RECIPIENT NOT AVAILABLE - 2ND ATTEMPT TOMORROW",
          "RECIPIENT NOT AVAILABLE - 2ND ATTEMPT TOMORROW",
          "ADDRESS INCOMPLETE - APARTMENT NUMBER MISSING",
          "BUSINESS CLOSED",
          "ACCESS CODE REQUIRED",
        ]);
        return `delivery exception shipment=${r.hex(10)} carrier=${r.pick(["ups", "usps", "dhl", "dpd"])} code=DE${r.int(10, 40)} "${why}"`;
      });
    },
  },
  {
    kind: "impression-voids",
    note: "the lab rejects a batch of at-home impressions for voids and bubbles and issues replacement kits",
    apply: (c) => {
      const { kit } = c.e.roles;
      burst(c, kit, "error", c.r.int(20, 50), 240000, (r) => {
        return `impression IMP-${r.int(100000, 999999)} failed lab QC: ${r.pick(["voids in putty at lower anterior", "bubbles over occlusal surfaces", "tray pulled before set (distortion)", "heel of impression torn"])}; replacement kit issued`;
      });
    },
  },
  {
    kind: "breaker-flap-nonessential",
    note: "the address-autocomplete breaker in the edge opens for under a minute, the form falls back to manual entry, and it closes again",
    apply: (c) => {
      const { edge } = c.e.roles;
      burst(
        c,
        edge,
        "warn",
        c.r.int(12, 25),
        20000,
        (r) => `address autocomplete request failed: upstream 503 (${r.int(900, 3000)}ms), using manual entry`,
      );
      c.s.add(
        c.at + 21000,
        edge,
        "error",
        "CircuitBreaker 'address-autocomplete' changed state from CLOSED to OPEN (failure rate 64.0%)",
      );
      c.s.add(c.at + 51000, edge, "warn", "CircuitBreaker 'address-autocomplete' changed state from OPEN to HALF_OPEN");
      c.s.add(
        c.at + 53000,
        edge,
        "info",
        "CircuitBreaker 'address-autocomplete' changed state from HALF_OPEN to CLOSED",
      );
    },
  },
  {
    kind: "rolling-deploy-refused",
    note: "a rolling deploy makes callers see connection refused for a few seconds per pod, their retries succeed",
    apply: (c) => {
      const target = c.e.roles.plan;
      deploy(c.s, c.e, target, c.at, `4.${c.r.int(10, 30)}.${c.r.int(0, 9)}`, c.r);
      burst(
        c,
        c.e.roles.edge,
        "warn",
        c.r.int(6, 16),
        12000,
        (r) =>
          `upstream ${target} connect ECONNREFUSED 10.42.${r.int(1, 9)}.${r.int(2, 250)}:8080, retried on another endpoint (ok)`,
      );
    },
  },
  {
    kind: "bot-scanner-404",
    note: "a vulnerability scanner walks the public edge for /wp-login.php, /.env and friends; all 404 or blocked",
    apply: (c) => {
      const { edge } = c.e.roles;
      const src = ip(c.r);
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/actuator/env",
        "/phpmyadmin/index.php",
        "/cgi-bin/luci",
        "/server-status",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/admin/.env",
        "/api/.aws/credentials",
      ];
      burst(
        c,
        edge,
        "warn",
        c.r.int(120, 260),
        180000,
        (r) => `${r.pick(["GET", "GET", "POST"])} ${r.pick(paths)} 404 from ${src} ua="Mozilla/5.0 zgrab/0.x"`,
      );
      c.s.add(c.at + 90000, edge, "warn", `waf: client ${src} added to blocklist (rule scanner-paths, 150 hits/5m)`);
    },
  },
  {
    kind: "partner-429",
    note: "one partner clinic's integration exceeds its API quota and gets 429s by design; everyone else is fine",
    apply: (c) => {
      const { edge } = c.e.roles;
      burst(
        c,
        edge,
        "warn",
        c.r.int(60, 150),
        240000,
        (r) =>
          `429 Too Many Requests: api key clinic-sync-CL${r.pick(["0412", "0412", "0412", "0877"])} exceeded 600 req/min on GET /partner/v1/cases (retry-after=${r.int(5, 40)}s)`,
      );
    },
  },
  {
    kind: "wrong-passwords",
    note: "a credential-stuffing run produces many failed logins and lockouts, all rejected correctly",
    apply: (c) => {
      const { edge } = c.e.roles;
      burst(
        c,
        edge,
        "warn",
        c.r.int(80, 160),
        300000,
        (r) =>
          `login failed for ${r.pick(["patient", "patient", "doctor"])} ${r.hex(3)}***@${r.pick(["gmail.com", "yahoo.com", "outlook.com"])}: invalid credentials (ip=${ip(r)})`,
      );
      burst(
        c,
        edge,
        "error",
        c.r.int(8, 20),
        300000,
        (r) => `account locked after 5 failed attempts: user_id=${r.int(100000, 999999)} (unlock via email)`,
      );
    },
  },
  {
    kind: "expired-tokens",
    note: "in the morning many apps resume with expired access tokens, get 401 and refresh; the following calls succeed",
    apply: (c) => {
      const { edge } = c.e.roles;
      burst(
        c,
        edge,
        "warn",
        c.r.int(100, 220),
        240000,
        (r) =>
          `401 Unauthorized: jwt expired at ${new Date(c.at - r.int(3600000, 40000000)).toISOString()} (client=${r.pick(["ios", "android", "web"])}) - client should refresh`,
      );
      burst(c, edge, "info", c.r.int(80, 180), 250000, (r) => `POST /auth/token/refresh 200 ${r.int(20, 90)}ms`);
    },
  },
  {
    kind: "validation-422",
    note: "a marketing email drives sign-ups with invalid postal codes and phone numbers; the forms answer 422 as designed",
    apply: (c) => {
      const { edge } = c.e.roles;
      burst(
        c,
        edge,
        "warn",
        c.r.int(50, 120),
        300000,
        (r) =>
          `422 Unprocessable Entity POST /signup: ${r.pick(["postal_code: does not match country", "phone: not a valid mobile number", "date_of_birth: patient must be at least 13", "email: already registered"])}`,
      );
    },
  },
  {
    kind: "webhook-duplicates",
    note: "the payment provider redelivers a batch of webhooks; the ledger logs unique-key violations with stack traces and ignores the duplicates",
    apply: (c) => {
      const { pay } = c.e.roles;
      const rt = c.e.runtime[pay];
      for (let i = 0, n = c.r.int(15, 35); i < n; i++) {
        const ev = `evt_${c.r.hex(24)}`;
        c.s.add(
          c.at + c.r.next() * 150000,
          pay,
          "warn",
          `webhook ${ev} already processed, duplicate delivery ignored`,
          {
            stack: stackFor(
              rt,
              pay,
              rt === "python"
                ? "psycopg.errors.UniqueViolation"
                : rt === "dotnet"
                  ? "Microsoft.EntityFrameworkCore.DbUpdateException"
                  : "DuplicateKeyError",
              `duplicate key value violates unique constraint "webhook_events_event_id_key" (event_id)=(${ev})`,
              "recordWebhook",
            ),
          },
        );
      }
    },
  },
  {
    kind: "consumer-rebalance",
    note: "a consumer group rebalances after a scale-up; partitions are revoked and reassigned within seconds",
    apply: (c) => {
      const { mfg } = c.e.roles;
      const java = c.e.runtime[mfg] === "java";
      const g = `${mfg}-events`;
      const lines: [Level, string][] = java
        ? [
            [
              "info",
              `[Consumer clientId=${mfg}-0, groupId=${g}] Request joining group due to: group is already rebalancing`,
            ],
            [
              "info",
              `[Consumer clientId=${mfg}-0, groupId=${g}] Revoke previously assigned partitions orders-0, orders-1, orders-2, orders-3`,
            ],
            [
              "warn",
              `[Consumer clientId=${mfg}-0, groupId=${g}] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages.`,
            ],
            [
              "info",
              `[Consumer clientId=${mfg}-0, groupId=${g}] Successfully joined group with generation Generation{generationId=${c.r.int(100, 900)}, memberId='${mfg}-0-${c.r.hex(8)}', protocol='range'}`,
            ],
            ["info", `[Consumer clientId=${mfg}-0, groupId=${g}] Adding newly assigned partitions: orders-0, orders-1`],
          ]
        : [
            ["warn", `kafka: REBALANCE_IN_PROGRESS group=${g}, revoking 4 partitions`],
            [
              "error",
              `kafka: commit failed: Broker: Group rebalance in progress (REBALANCE_IN_PROGRESS), will retry after assignment`,
            ],
            ["info", `kafka: assigned partitions [orders-0 orders-1] group=${g} generation=${c.r.int(100, 900)}`],
          ];
      lines.forEach(([l, m], i) => {
        c.s.add(c.at + i * c.r.int(300, 1800), mfg, l, m);
      });
    },
  },
  {
    kind: "slow-query-report",
    note: "a monthly finance report runs slow queries that the database logs as slow; normal requests are unaffected",
    apply: (c) => {
      const { pay } = c.e.roles;
      c.s.add(c.at, pay, "info", "report job finance_monthly_aging started");
      burst(
        c,
        pay,
        "warn",
        c.r.int(6, 16),
        300000,
        (r) =>
          `slow query ${r.float(3, 19, 1)}s (threshold 2s): SELECT plan_id, sum(amount) FROM installments WHERE due_on < $1 GROUP BY plan_id ORDER BY 2 DESC -- report=finance_monthly_aging`,
      );
      c.s.add(c.at + 305000, pay, "info", "report job finance_monthly_aging finished: 48,211 rows exported");
    },
  },
  {
    kind: "cert-expiry-warning",
    note: "a certificate check warns every minute that a partner certificate expires in three weeks",
    apply: (c) => {
      const { ship } = c.e.roles;
      for (let t = c.at; t < c.s.t1; t += 60000)
        c.s.add(
          t,
          ship,
          "warn",
          "TLS certificate for partner-api.labworks.example expires in 21 days (CN=partner-api.labworks.example, issuer=R11); renewal ticket OPS-4471 open",
        );
    },
  },
  {
    kind: "disk-warning-logrotate",
    note: "a log volume crosses its usage warning until logrotate compresses old files",
    apply: (c) => {
      const svc = c.e.roles.scan;
      for (let i = 0; i < 5; i++)
        c.s.add(c.at + i * 60000, svc, "warn", `disk usage on /var/log/app at ${86 + i}% (warn 85%, crit 95%)`);
      c.s.add(
        c.at + 300000,
        svc,
        "info",
        "logrotate: rotated 6 files, compressed 5 (freed 3.1G); /var/log/app now 38%",
      );
    },
  },
  {
    kind: "heic-fallback",
    note: "HEIC photos from a new phone model fail the primary decoder and are converted through the fallback path",
    apply: (c) => {
      const { photo } = c.e.roles;
      const rt = c.e.runtime[photo];
      for (let i = 0, n = c.r.int(20, 45); i < n; i++)
        c.s.add(
          c.at + c.r.next() * 300000,
          photo,
          "warn",
          `primary decoder failed for upload up_${c.r.hex(8)} (image/heic, 10-bit), converted via ffmpeg fallback`,
          {
            stack: stackFor(
              rt,
              photo,
              rt === "python" ? "ValueError" : rt === "java" ? "javax.imageio.IIOException" : "UnsupportedImageFormat",
              "Unsupported HEIF feature: 10-bit main still profile",
              "decodeImage",
            ),
          },
        );
    },
  },
  {
    kind: "client-aborts",
    note: "patients on poor mobile connections abort photo uploads mid-request; the edge logs aborted requests with stacks",
    apply: (c) => {
      const { edge } = c.e.roles;
      const rt = c.e.runtime[edge];
      for (let i = 0, n = c.r.int(25, 60); i < n; i++)
        c.s.add(
          c.at + c.r.next() * 300000,
          edge,
          "error",
          `client closed request POST /checkins/photos after ${c.r.float(4, 30, 1)}s (499)`,
          {
            stack:
              rt === "node"
                ? [
                    "Error: aborted",
                    "    at connResetException (node:internal/errors:720:14)",
                    "    at abortIncoming (node:_http_server:781:17)",
                    "    at socket.onClose (node:_http_server:1195:5)",
                  ]
                : undefined,
          },
        );
    },
  },
  {
    kind: "optimistic-lock-409",
    note: "two technicians edit the same setups; optimistic locking rejects one write with a stack trace and the retry succeeds",
    apply: (c) => {
      const { plan } = c.e.roles;
      const rt = c.e.runtime[plan];
      for (let i = 0, n = c.r.int(10, 25); i < n; i++) {
        const t = c.at + c.r.next() * 240000;
        c.s.add(t, plan, "warn", `stale write to setup ${c.r.int(100000, 999999)} (version conflict), retrying once`, {
          stack: stackFor(
            rt,
            plan,
            rt === "java"
              ? "jakarta.persistence.OptimisticLockException"
              : rt === "ruby"
                ? "ActiveRecord::StaleObjectError"
                : "VersionConflictError",
            "Row was updated or deleted by another transaction",
            "saveSetup",
          ),
        });
        c.s.add(t + c.r.int(80, 300), plan, "info", "setup saved on retry (409 avoided)");
      }
    },
  },
  {
    kind: "idempotent-duplicate-orders",
    note: "replayed approval events hit the unique index on manufacturing orders; the existing order is returned",
    apply: (c) => {
      const { mfg } = c.e.roles;
      burst(
        c,
        mfg,
        "error",
        c.r.int(12, 30),
        200000,
        (r) =>
          `insert failed: duplicate key value violates unique constraint "mfg_orders_plan_revision_key" - order for plan revision already exists (MO-${r.int(1000000, 9999999)}), returning existing`,
      );
    },
  },
  {
    kind: "carrier-tracking-404",
    note: "the tracking poller gets 404 for labels created in the last hours that the carrier has not scanned yet",
    apply: (c) => {
      const { ship } = c.e.roles;
      burst(
        c,
        ship,
        "warn",
        c.r.int(50, 130),
        240000,
        (r) =>
          `tracking lookup 404 Not Found carrier=${r.pick(["ups", "usps", "dhl"])} number=${r.hex(12).toUpperCase()} (label created ${r.int(1, 20)}h ago, not yet scanned)`,
      );
    },
  },
  {
    kind: "sms-undeliverable",
    note: "an appointment-reminder campaign hits landlines and filtered numbers; the SMS provider rejects them",
    apply: (c) => {
      const { msg } = c.e.roles;
      burst(c, msg, "error", c.r.int(40, 90), 300000, (r) =>
        r.pick([
          `sms to +1 ${r.int(200, 989)}-***-${r.int(1000, 9999)} failed: 30003 Unreachable destination handset`,
          `sms to +1 ${r.int(200, 989)}-***-${r.int(1000, 9999)} failed: 30006 Landline or unreachable carrier`,
          `sms to +1 ${r.int(200, 989)}-***-${r.int(1000, 9999)} failed: 30007 Message filtered (carrier violation)`,
        ]),
      );
    },
  },
  {
    kind: "email-bounces",
    note: "a newsletter send collects hard bounces from old patient addresses; they are suppressed",
    apply: (c) => {
      const { msg } = c.e.roles;
      burst(
        c,
        msg,
        "warn",
        c.r.int(30, 70),
        300000,
        (r) =>
          `bounce (Permanent/General) for ${r.hex(4)}***@${r.pick(["aol.com", "hotmail.com", "comcast.net", "gmail.com"])}: smtp; 550 5.1.1 user unknown - added to suppression list`,
      );
    },
  },
  {
    kind: "financing-declines",
    note: "a TV spot brings many financing applications that the lender declines on credit grounds",
    apply: (c) => {
      const { pay } = c.e.roles;
      burst(
        c,
        pay,
        "error",
        c.r.int(40, 90),
        360000,
        (r) =>
          `financing application FA-${r.int(100000, 999999)} declined by lender: decision=DECLINED reason=${r.pick(["thin_file", "score_below_threshold", "identity_not_verified", "debt_to_income"])}`,
      );
    },
  },
  {
    kind: "gc-pressure-sawtooth",
    note: "a reporting endpoint makes heap usage climb past its warning and fall back after each collection",
    apply: (c) => {
      const svc = Object.keys(c.e.runtime).find((k) => c.e.runtime[k] === "java") ?? c.e.roles.plan;
      for (let i = 0; i < 8; i++) {
        c.s.add(
          c.at + i * 45000,
          svc,
          "warn",
          `heap usage ${c.r.int(86, 93)}% of 2048MB after request GET /internal/reports/stage-export (threshold 85%)`,
        );
        c.s.add(c.at + i * 45000 + c.r.int(2000, 9000), svc, "info", `heap back to ${c.r.int(35, 50)}% after GC`);
      }
      c.s.add(
        c.at + 100000,
        svc,
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m4s).",
      );
    },
  },
  {
    kind: "flag-stream-reconnect",
    note: "the feature-flag SDK stream drops every few minutes by design and reconnects",
    apply: (c) => {
      for (const svc of [c.e.roles.edge, c.e.roles.plan]) {
        for (let t = c.at + c.r.int(0, 60000); t < c.s.t1; t += c.r.int(180000, 320000)) {
          c.s.add(t, svc, "error", "flag stream error: Received I/O error (unexpected EOF) - will retry in 1.1s");
          c.s.add(t + 1300, svc, "info", "flag stream connected, 84 flags loaded");
        }
      }
    },
  },
  {
    kind: "cache-cold-after-restart",
    note: "a cache node restarts and the plan service logs miss storms and slow but successful responses while it warms",
    apply: (c) => {
      const { plan } = c.e.roles;
      c.s.add(c.at, plan, "warn", "redis: connection to cache-0 lost (EOF), reconnecting");
      c.s.add(c.at + 2100, plan, "info", "redis: reconnected to cache-0 (server restarted, keyspace empty)");
      for (let i = 0; i < 6; i++)
        c.s.add(
          c.at + 5000 + i * 30000,
          plan,
          "warn",
          `cache hit ratio ${i * 14 + 3}% over last 30s (warming), p95 ${c.r.int(900 - i * 120, 1200 - i * 120)}ms`,
        );
    },
  },
  {
    kind: "batch-export-finish",
    note: "the nightly stage-file export logs heavily, skips a few incomplete orders with warnings and then goes idle",
    apply: (c) => {
      const { mfg } = c.e.roles;
      const n = c.r.int(60, 140);
      for (let i = 0; i < n; i++)
        c.s.add(
          c.at + i * 2000,
          mfg,
          i % 17 === 5 ? "warn" : "info",
          i % 17 === 5
            ? `export: order MO-${c.r.int(1000000, 9999999)} skipped, trim line file missing for stage ${c.r.int(1, 30)} (will retry next run)`
            : `export: wrote batch ${i + 1}/${n} (${c.r.int(30, 60)} STL files, ${c.r.int(40, 160)}MB)`,
        );
      c.s.add(
        c.at + n * 2000 + 500,
        mfg,
        "info",
        `export finished: ${n} batches, 0 failed; worker idle until next schedule`,
      );
    },
  },
  {
    kind: "handled-stack-warn",
    note: "a service logs full stack traces at WARN for an optional profile field it cannot parse and defaults",
    apply: (c) => {
      const svc = c.e.roles.msg;
      const rt = c.e.runtime[svc];
      for (let i = 0, n = c.r.int(20, 40); i < n; i++)
        c.s.add(
          c.at + c.r.next() * 300000,
          svc,
          "warn",
          `could not parse preferred_language for ${pid(c.r)}, defaulting to en`,
          {
            stack: stackFor(
              rt,
              svc,
              rt === "python" ? "KeyError" : rt === "go" ? "locale" : "RangeError",
              `Incorrect locale information provided: '${c.r.pick(["en_US@posix", "pt-BR-x", "zh_Hant_"])}'`,
              "resolveLocale",
            ),
          },
        );
    },
  },
  {
    kind: "synthetic-decline",
    note: "the synthetic checkout monitor uses a test card that is supposed to be declined and logs it every minute",
    apply: (c) => {
      const { pay } = c.e.roles;
      for (let t = c.at; t < c.s.t1; t += 60000 + c.r.int(-500, 500))
        c.s.add(
          t,
          pay,
          "error",
          "payment failed for synthetic-monitor@checks.internal: card_declined (generic_decline) card=4000 0000 0000 0002 [expected]",
        );
    },
  },
  {
    kind: "mfg-qa-holds",
    note: "manufacturing QA holds a run of orders for trim-line deviation and queues reprints",
    apply: (c) => {
      const { mfg } = c.e.roles;
      burst(
        c,
        mfg,
        "warn",
        c.r.int(20, 50),
        300000,
        (r) =>
          `order MO-${r.int(1000000, 9999999)} held at QA: trim line deviation ${r.float(0.21, 0.49)}mm on tray ${r.int(1, 30)} (tolerance 0.20mm), reprint queued`,
      );
    },
  },
  {
    kind: "carrier-429-backoff",
    note: "the carrier API rate-limits the tracking poller, which backs off and finishes its sweep",
    apply: (c) => {
      const { ship } = c.e.roles;
      burst(
        c,
        ship,
        "warn",
        c.r.int(20, 60),
        200000,
        (r) => `carrier API responded 429 Too Many Requests (x-ratelimit-remaining=0), backing off ${r.int(1, 8)}s`,
      );
      c.s.add(c.at + 205000, ship, "info", "tracking sweep complete after backoff: 0 numbers skipped");
    },
  },
  {
    kind: "pdf-font-warnings",
    note: "treatment-plan PDF exports warn about fonts being substituted",
    apply: (c) => {
      const { doctor } = c.e.roles;
      burst(
        c,
        doctor,
        "warn",
        c.r.int(30, 80),
        300000,
        (r) =>
          `pdf export plan_${r.hex(6)}: font 'Helvetica-Light' not embedded, substituting 'DejaVuSans' (page ${r.int(1, 9)})`,
      );
    },
  },
];

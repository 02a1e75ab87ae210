// Kinds of harmless noise that look alarming in a farm-box estate. Each adds its lines from t0 on; nothing is
// broken, members and the packing shed are served throughout.
import { handled } from "./stacks.js";
import type { Win } from "./stream.js";
import { access, chargeRef, ip, item, member, money, route } from "./traffic.js";

export interface QuietKind {
  key: string;
  note: string;
  run(w: Win, t0: number): void;
}

const burst = (w: Win, t0: number, secs: number, perSec: number, fn: (t: number) => void): void =>
  w.poisson(t0, t0 + secs * 1000, perSec, fn);

export const QUIET: readonly QuietKind[] = [
  {
    key: "swap-cutoff",
    note: "members try swaps after the Sunday cut-off and get 409s at the web front, as designed",
    run(w, t0) {
      const web = w.s("web");
      burst(w, t0, 240, 1.2, (t) => {
        const tr = w.tid();
        w.log(
          t,
          w.s("swaps"),
          "WARN",
          `swap rejected member=${member(w)} reason=CUTOFF_PASSED cutoff=2026-11-29T23:59:00Z week=2026-W49`,
          undefined,
          tr,
        );
        w.log(
          t + 15,
          web,
          "INFO",
          access(w, w.rt("web"), web, "POST", "/api/boxes/swaps", 409, w.rng.int(10, 40)),
          undefined,
          tr,
        );
      });
    },
  },
  {
    key: "frost-out-of-stock",
    note: "after a frost growers zero their brassicas; swaps and add-ons get out-of-stock errors and boxes are substituted",
    run(w, t0) {
      const g = w.rng.pick(w.e.growers);
      for (const it of ["kale", "cavolo nero", "sprouting broccoli", "spring greens"]) {
        w.log(
          t0 + w.rng.int(0, 20000),
          w.s("stock"),
          "WARN",
          `grower "${g}" set ${it} to 0 (note: "frost damage overnight, -4C")`,
        );
      }
      burst(w, t0 + 20000, 300, 1.5, (t) => {
        const tr = w.tid();
        const it = w.rng.pick(["kale", "cavolo nero", "sprouting broccoli", "spring greens"]);
        w.log(
          t,
          w.s("stock"),
          "ERROR",
          `reserve failed: OUT_OF_STOCK sku=${it.replace(/ /g, "-")} requested=1 available=0`,
          undefined,
          tr,
        );
        w.log(
          t + 8,
          w.s("swaps"),
          "WARN",
          `substituted ${it} -> ${w.rng.pick(["rainbow chard", "leeks", "savoy cabbage"])} for member ${member(w)} (rule: brassica-fallback)`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    key: "box-day-declines",
    note: "box-day charge run hits the usual wave of card declines, each scheduled for dunning",
    run(w, t0) {
      burst(w, t0, 360, 1.4, (t) => {
        const code = w.rng.pick([
          "card_declined",
          "insufficient_funds",
          "insufficient_funds",
          "do_not_honor",
          "expired_card",
          "lost_card",
        ]);
        const m = member(w);
        w.log(
          t,
          w.s("pay"),
          "ERROR",
          `box-day charge failed member=${m} amount=${money(w)} ${w.e.currency} decline_code=${code} (402 Payment Required)`,
        );
        w.log(t + 20, w.s("subs"), "INFO", `dunning: retry scheduled for ${m} in 48h (attempt 1 of 3)`);
      });
    },
  },
  {
    key: "holiday-skip-wave",
    note: "members skip the holiday week in a wave; the skip-rate alert fires on a normal seasonal pattern",
    run(w, t0) {
      burst(w, t0, 420, 2.5, (t) => {
        w.log(t, w.s("subs"), "INFO", `member ${member(w)} skipped 2026-W52 (reason: "away for holidays")`);
      });
      w.every(t0 + 60000, t0 + 420000, 60000, 2000, (t) => {
        w.log(
          t,
          w.s("subs"),
          "WARN",
          `skip rate for 2026-W52 is ${w.rng.int(31, 47)}% (threshold 15%): packing forecast reduced`,
        );
      });
    },
  },
  {
    key: "pickup-site-closed",
    note: "a pickup site closes for the week; its boxes are reassigned and members get errors picking it",
    run(w, t0) {
      const site = w.rng.pick(w.e.pickupSites);
      const sites = w.s("sites");
      w.log(t0, sites, "WARN", `site "${site}" marked CLOSED for 2026-W49 by ops (reason: venue booked)`);
      w.log(t0 + 4000, sites, "WARN", `reassigned ${w.rng.int(20, 70)} boxes from "${site}" to nearest open site`);
      burst(w, t0 + 5000, 300, 0.6, (t) => {
        const tr = w.tid();
        w.log(
          t,
          sites,
          "ERROR",
          `cannot select site "${site}": SiteClosedError (open again 2026-W50)`,
          w.rng.chance(0.3)
            ? handled(w.rt("sites"), sites, "SiteClosedError", `site "${site}" is closed for 2026-W49`) || undefined
            : undefined,
          tr,
        );
        w.log(
          t + 10,
          w.s("web"),
          "INFO",
          access(w, w.rt("web"), w.s("web"), "PUT", "/api/me/pickup-site", 422, w.rng.int(8, 30)),
          undefined,
          tr,
        );
      });
    },
  },
  {
    key: "solver-time-limit",
    note: "the route solver hits its time limit on large rural routes and ships the best found plan, as configured",
    run(w, t0) {
      w.every(t0, t0 + 400000, 40000, 5000, (t) => {
        w.log(
          t,
          w.s("routes"),
          "WARN",
          `route ${route(w)}: solver time limit 30s reached, using best solution found (gap ${w.rng.int(2, 9)}.${w.rng.int(0, 9)}%)`,
        );
      });
    },
  },
  {
    key: "label-printer-offline",
    note: "a packing shed label printer drops off Wi-Fi; jobs are spooled and printed when it reconnects",
    run(w, t0) {
      const pk = w.s("packing");
      w.every(t0, t0 + 180000, 20000, 2000, (t) => {
        w.log(
          t,
          pk,
          "ERROR",
          `printer SHED-ZEBRA-2 (192.168.40.${w.rng.int(20, 30)}:9100) unreachable: connect ETIMEDOUT; job spooled (${w.rng.int(1, 40)} in queue)`,
        );
      });
      w.log(
        t0 + 185000,
        pk,
        "INFO",
        `printer SHED-ZEBRA-2 back online; flushed ${w.rng.int(30, 90)} spooled label jobs`,
      );
    },
  },
  {
    key: "partner-feed-late",
    note: "a partner producer's weekly CSV is late; last week's catalogue is reused and flagged",
    run(w, t0) {
      const p = w.rng.pick(w.e.partners);
      w.every(t0, t0 + 360000, 60000, 3000, (t) => {
        const path = `sftp:/inbox/${p.toLowerCase().replace(/[^a-z]+/g, "-")}/w49.csv`;
        w.log(
          t,
          w.s("addons"),
          "ERROR",
          `partner feed "${p}" not received (expected by 06:00): ${path}; serving last week's catalogue`,
          handled(
            w.rt("addons"),
            w.s("addons"),
            w.rt("addons") === "python" ? "FileNotFoundError" : "FeedMissingError",
            `no such file: ${path}`,
          ) || undefined,
        );
      });
    },
  },
  {
    key: "sca-challenges",
    note: "a bank pushes many cards into 3-D Secure; charges wait for member authentication and complete later",
    run(w, t0) {
      burst(w, t0, 300, 1.2, (t) => {
        const m = member(w);
        w.log(
          t,
          w.s("pay"),
          "WARN",
          `payment requires_action member=${m} (authentication_required: 3DS challenge sent)`,
        );
        if (w.rng.chance(0.7))
          w.log(
            t + w.rng.int(20000, 90000),
            w.s("pay"),
            "INFO",
            `3DS completed member=${m}; charge succeeded ref=${chargeRef(w)}`,
          );
      });
    },
  },
  {
    key: "card-updater-expired",
    note: "month start: many stored cards expired; the account updater refreshes most of them",
    run(w, t0) {
      burst(w, t0, 240, 1.6, (t) => {
        w.log(
          t,
          w.s("pay"),
          "ERROR",
          `stored card expired for member ${member(w)} (exp 11/26): requesting account updater`,
        );
        if (w.rng.chance(0.8))
          w.log(
            t + 900,
            w.s("pay"),
            "INFO",
            `account updater returned new expiry 11/29 for card ending ${w.rng.int(1000, 9999)}`,
          );
      });
    },
  },
  {
    key: "email-bounces",
    note: "re-engagement mail to lapsed members bounces heavily; addresses are suppressed",
    run(w, t0) {
      burst(w, t0, 300, 2.2, (t) => {
        w.log(
          t,
          w.s("notify"),
          "WARN",
          `hard bounce for m***@${w.rng.pick(["hotmail.co.uk", "aol.com", "btinternet.com", "yahoo.com"])}: 550 5.1.1 user unknown; added to suppression list`,
        );
      });
    },
  },
  {
    key: "sms-carrier-filtering",
    note: "a carrier filters delivery-ETA texts; the SMS provider reports undelivered with 30007 and the app push still goes out",
    run(w, t0) {
      burst(w, t0, 300, 1.1, (t) => {
        w.log(
          t,
          w.s("notify"),
          "ERROR",
          `sms status callback: status=undelivered ErrorCode=30007 (Carrier violation / message filtered) to +${w.rng.int(1000000000, 9999999999)}`,
        );
      });
    },
  },
  {
    key: "duplicate-webhooks",
    note: "the card processor redelivers webhooks; duplicates are caught by idempotency keys",
    run(w, t0) {
      burst(w, t0, 300, 1.3, (t) => {
        w.log(
          t,
          w.s("pay"),
          "WARN",
          `webhook evt_${w.rng.hex(14)} (charge.succeeded) already processed; idempotency key replayed, returning 200`,
        );
      });
    },
  },
  {
    key: "rolling-restart",
    note: "a rolling restart of the web front: readiness probes fail during start-up and in-flight requests are retried by the ingress",
    run(w, t0) {
      const web = w.s("web");
      for (let i = 0; i < 3; i++) {
        const t = t0 + i * 45000;
        w.log(t, web, "INFO", "received SIGTERM, draining connections (grace 30s)");
        w.log(t + 2000, web, "WARN", `closing ${w.rng.int(3, 14)} keep-alive connections with requests in flight`);
        w.log(t + 9000, web, "INFO", `starting ${web} v3.${w.rng.int(10, 20)}.0`);
        w.log(
          t + 10000,
          web,
          "WARN",
          'readiness probe failed: Get "http://:8080/ready": dial tcp :8080: connect: connection refused',
        );
        w.log(t + 16000, web, "INFO", "ready: listening on :8080");
      }
    },
  },
  {
    key: "cron-lock-skip",
    note: "two replicas race for the packing cron; the loser logs that the lock is held and skips",
    run(w, t0) {
      w.every(t0, w.end, 60000, 800, (t) => {
        w.log(
          t,
          w.s("packing"),
          "WARN",
          `job regenerate-pack-lists: could not acquire lock pack-lists:2026-W49 (held by ${w.s("packing")}-${w.rng.int(0, 2)}); skipping this run`,
        );
      });
    },
  },
  {
    key: "cold-cache",
    note: "after a cache flush the web front sees slow requests and cache misses for a few minutes, then warms",
    run(w, t0) {
      const web = w.s("web");
      w.log(t0, web, "WARN", "redis FLUSHDB observed (cache version bump box-cache:v17 -> v18)");
      burst(w, t0, 200, 2, (t) => {
        const ms = w.rng.int(1200, 3800);
        w.log(t, web, "WARN", `slow request GET /api/boxes/current took ${ms}ms (threshold 1000ms, cache miss)`);
      });
    },
  },
  {
    key: "gc-pauses",
    note: "a JVM/.NET service logs long GC pauses during the weekly report build; requests keep succeeding",
    run(w, t0) {
      const s = w.s(w.rt("subs") === "java" || w.rt("subs") === "dotnet" ? "subs" : "pay");
      w.every(t0, t0 + 300000, 20000, 4000, (t) => {
        w.log(
          t,
          s,
          "WARN",
          `GC pause (G1 Evacuation Pause) ${w.rng.int(420, 1400)}ms, heap ${w.rng.int(1500, 1900)}M->${w.rng.int(600, 900)}M(2048M)`,
        );
      });
    },
  },
  {
    key: "slow-report-queries",
    note: "the weekly grower payout report runs heavy queries that the slow-query logging flags",
    run(w, t0) {
      w.every(t0, t0 + 240000, 15000, 3000, (t) => {
        w.log(
          t,
          w.s("stock"),
          "WARN",
          `slow query (${w.rng.int(1100, 5200)} ms): SELECT grower_id, sum(kg) FROM harvest_entries WHERE week >= $1 GROUP BY grower_id`,
        );
      });
    },
  },
  {
    key: "scraper-bot",
    note: "a scraper walks the recipe and box pages; the rate limiter answers it with 429s and 404s",
    run(w, t0) {
      const web = w.s("web");
      const bot = `203.0.113.${w.rng.int(2, 250)}`;
      burst(w, t0, 240, 4, (t) => {
        const st = w.rng.pick([429, 429, 404]);
        w.log(
          t,
          web,
          st === 429 ? "WARN" : "INFO",
          st === 429
            ? `rate limit exceeded for ${bot} (120 req/min), returning 429`
            : access(w, w.rt("web"), web, "GET", `/recipes/${w.rng.int(1, 9999)}`, 404, w.rng.int(2, 9)),
        );
      });
    },
  },
  {
    key: "credential-stuffing",
    note: "a credential-stuffing run against member login is blocked; lots of failed logins, no account touched",
    run(w, t0) {
      const web = w.s("web");
      burst(w, t0, 300, 3, (t) => {
        w.log(
          t,
          web,
          "WARN",
          `login failed for ${w.rng.pick(["a", "j", "s", "m", "k"])}***@${w.rng.pick(["gmail.com", "outlook.com", "icloud.com"])} from 198.51.100.${w.rng.int(2, 250)}: invalid credentials (401)`,
        );
      });
      w.log(
        t0 + 90000,
        web,
        "WARN",
        "bot protection: challenge enabled for /api/auth/login (failed logins 14x baseline)",
      );
    },
  },
  {
    key: "tls-handshake-eof",
    note: "the load balancer's TCP probes produce TLS handshake EOF lines after a certificate renewal",
    run(w, t0) {
      const s = w.rng.pick(["web", "sites", "routes"] as const);
      w.log(t0, w.s(s), "INFO", "certificate renewed by cert-manager (notAfter 2027-03-01), reloaded listener");
      w.every(t0, w.end, 5000, 1000, (t) => {
        w.log(t, w.s(s), "ERROR", `http: TLS handshake error from ${ip(w)}:${w.rng.int(30000, 60000)}: EOF`);
      });
    },
  },
  {
    key: "client-disconnects",
    note: "members on rural mobile signal drop requests mid-way; the server logs aborted and broken-pipe writes",
    run(w, t0) {
      const web = w.s("web");
      burst(w, t0, 360, 1.5, (t) => {
        w.log(
          t,
          web,
          "WARN",
          w.rng.pick([
            `client closed connection before response was sent (499) GET /api/boxes/current`,
            `write: broken pipe while sending response to ${ip(w)}`,
            "request aborted by client (ECONNABORTED) POST /api/boxes/swaps",
          ]),
        );
      });
    },
  },
  {
    key: "address-out-of-zone",
    note: "a marketing push brings sign-ups outside the delivery zone; each is rejected with a 422",
    run(w, t0) {
      burst(w, t0, 300, 1.3, (t) => {
        const tr = w.tid();
        w.log(
          t,
          w.s("routes"),
          "WARN",
          `address outside delivery zone: ${w.rng.int(8, 60)} km from nearest route (max 25 km)`,
          undefined,
          tr,
        );
        w.log(
          t + 12,
          w.s("web"),
          "INFO",
          access(w, w.rt("web"), w.s("web"), "POST", "/api/signup", 422, w.rng.int(20, 80)),
          undefined,
          tr,
        );
      });
    },
  },
  {
    key: "packlist-supersede",
    note: "late swaps force pack list regeneration; old versions are superseded with loud warnings",
    run(w, t0) {
      w.every(t0, t0 + 360000, 30000, 4000, (t, i) => {
        w.log(
          t,
          w.s("packing"),
          "WARN",
          `pack list ${route(w)} v${i + 3} supersedes v${i + 2}: ${w.rng.int(3, 40)} lines changed after print; shed notified to reprint`,
        );
      });
    },
  },
  {
    key: "negative-stock-clamp",
    note: "a grower types negative counts in the stock sheet; values are clamped to zero",
    run(w, t0) {
      burst(w, t0, 200, 0.6, (t) => {
        const v = w.rng.int(1, 40);
        w.log(
          t,
          w.s("stock"),
          "ERROR",
          `invalid stock value -${v} for ${item(w)} from grower "${w.rng.pick(w.e.growers)}"; clamped to 0`,
          handled(
            w.rt("stock"),
            w.s("stock"),
            w.rt("stock") === "python"
              ? "ValueError"
              : w.rt("stock") === "java"
                ? "IllegalArgumentException"
                : "RangeError",
            `quantity must be >= 0, got -${v}`,
          ) || undefined,
        );
      });
    },
  },
  {
    key: "weather-quota",
    note: "the frost-warning weather API quota runs low; the service serves cached forecasts",
    run(w, t0) {
      w.every(t0, w.end, 30000, 3000, (t) => {
        w.log(
          t,
          w.s("stock"),
          "WARN",
          "weather API responded 429 Too Many Requests (daily quota 95% used); serving forecast cached 38 min ago",
        );
      });
    },
  },
  {
    key: "consumer-rebalance",
    note: "a consumer group rebalances after a scale-up; partitions are revoked and reassigned",
    run(w, t0) {
      const s = w.s("packing");
      w.log(
        t0,
        s,
        "WARN",
        `[Consumer clientId=${s}-2, groupId=${s}] Request joining group due to: group is already rebalancing`,
      );
      w.log(
        t0 + 300,
        s,
        "INFO",
        `[Consumer clientId=${s}-2, groupId=${s}] Revoke previously assigned partitions box.events-0, box.events-1, box.events-2`,
      );
      w.log(
        t0 + 3200,
        s,
        "INFO",
        `[Consumer clientId=${s}-2, groupId=${s}] Successfully joined group with generation Generation{generationId=${w.rng.int(40, 90)}}`,
      );
      w.log(
        t0 + 3300,
        s,
        "WARN",
        `[Consumer clientId=${s}-2, groupId=${s}] consumer lag 1843 on box.events-1 after rebalance`,
      );
      w.every(t0 + 5000, t0 + 120000, 15000, 1000, (t) =>
        w.log(t, s, "INFO", `consumer lag on box.events-1: ${w.rng.int(0, 900)}`),
      );
    },
  },
  {
    key: "replica-lag",
    note: "read replica lags during the nightly vacuum; reads fall back to the primary",
    run(w, t0) {
      w.every(t0, t0 + 300000, 20000, 3000, (t) => {
        w.log(t, w.s("subs"), "WARN", `replica lag ${w.rng.int(4, 19)}s exceeds 3s; routing reads to primary`);
      });
    },
  },
  {
    key: "disk-usage-warning",
    note: "the log volume crosses a usage warning and logrotate frees space",
    run(w, t0) {
      const s = w.s("packing");
      w.every(t0, t0 + 240000, 60000, 2000, (t, i) => {
        w.log(t, s, "WARN", `disk usage on /var/lib/${s}/pdf at ${81 + i}% (warn 80%, critical 95%)`);
      });
      w.log(
        t0 + 250000,
        s,
        "INFO",
        `cleanup: removed ${w.rng.int(300, 900)} pack-list PDFs older than 14 days, /var/lib/${s}/pdf now at 52%`,
      );
    },
  },
  {
    key: "unknown-feature-flag",
    note: "a feature flag was removed from the flag service before the code; evaluations fall back to the default",
    run(w, t0) {
      const s = w.s("swaps");
      burst(w, t0, w.end - t0 > 0 ? (w.end - t0) / 1000 : 60, 0.8, (t) => {
        w.log(t, s, "WARN", `feature flag "swap-window-v2" not found (FLAG_NOT_FOUND); using default=false`);
      });
    },
  },
  {
    key: "expired-promo",
    note: "a newsletter links an expired promo code; sign-ups get 400s and continue at full price",
    run(w, t0) {
      burst(w, t0, 300, 1.5, (t) => {
        const tr = w.tid();
        w.log(t, w.s("subs"), "WARN", `promo code HARVEST25 rejected: expired 2026-11-30T23:59:59Z`, undefined, tr);
        w.log(
          t + 8,
          w.s("web"),
          "INFO",
          access(w, w.rt("web"), w.s("web"), "POST", "/api/checkout/promo", 400, w.rng.int(10, 40)),
          undefined,
          tr,
        );
      });
    },
  },
  {
    key: "worker-recycle",
    note: "web workers are recycled after their max request count, which prints worker exits all window long",
    run(w, t0) {
      const s = w.rt("swaps") === "python" ? w.s("swaps") : w.s("notify");
      w.every(t0, w.end, 35000, 8000, (t) => {
        const pid = w.rng.int(40, 900);
        w.log(t, s, "INFO", `Autorestarting worker after current request.`);
        w.log(t + 200, s, "WARN", `Worker exiting (pid: ${pid})`);
        w.log(t + 900, s, "INFO", `Booting worker with pid: ${pid + w.rng.int(1, 30)}`);
      });
    },
  },
  {
    key: "disputes",
    note: "chargeback notifications for last month's frost-damaged boxes arrive as error-level webhooks",
    run(w, t0) {
      burst(w, t0, 300, 0.5, (t) => {
        w.log(
          t,
          w.s("pay"),
          "ERROR",
          `dispute opened dp_${w.rng.hex(14)} reason=product_unacceptable amount=${money(w)} ${w.e.currency}; evidence due in 7 days`,
          w.rng.chance(0.4)
            ? handled(w.rt("pay"), w.s("pay"), "DisputeOpenedError", "charge disputed by cardholder") || undefined
            : undefined,
        );
      });
    },
  },
  {
    key: "stale-driver-pings",
    note: "driver phones in valleys send stale GPS pings which are dropped; ETAs carry on",
    run(w, t0) {
      burst(w, t0, 400, 2, (t) => {
        w.log(
          t,
          w.s("routes"),
          "WARN",
          `dropping stale GPS ping from van ${route(w)}: fix age ${w.rng.int(90, 900)}s > 60s`,
        );
      });
    },
  },
  {
    key: "frost-refunds",
    note: "ops issue partial refunds for frost-damaged boxes in bulk; refunds log at error level by legacy convention",
    run(w, t0) {
      burst(w, t0, 240, 1.8, (t) => {
        w.log(
          t,
          w.s("pay"),
          w.rng.chance(0.5) ? "ERROR" : "WARN",
          `REFUND issued member=${member(w)} amount=${money(w, 3, 9)} ${w.e.currency} reason=QUALITY_FROST batch=ops-2026-12-01`,
        );
      });
    },
  },
  {
    key: "addons-sold-out",
    note: "a partner's limited add-on sells out in minutes; later orders get sold-out errors",
    run(w, t0) {
      const p = w.rng.pick(w.e.partners);
      burst(w, t0, 300, 1.8, (t) => {
        const tr = w.tid();
        w.log(
          t,
          w.s("addons"),
          "ERROR",
          `add-on "christmas hamper" from ${p} SOLD_OUT (limit 150 reached); order line rejected`,
          undefined,
          tr,
        );
        w.log(
          t + 10,
          w.s("web"),
          "INFO",
          access(w, w.rt("web"), w.s("web"), "POST", "/api/addons", 409, w.rng.int(10, 50)),
          undefined,
          tr,
        );
      });
    },
  },
];

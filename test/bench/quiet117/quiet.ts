// Harmless noise that looks alarming: the kinds of thing that page a publisher's on-call for nothing.
import { articlePath, edgeLine } from "./traffic.js";
import type { World } from "./world.js";

export interface Noise {
  kind: string;
  note: string;
  run(w: World, from: number, to: number): void;
}

const rid = (w: World) => w.r.int(100000, 999999);

export const NOISES: readonly Noise[] = [
  {
    kind: "meter-wall-surge",
    note: "a breaking story sends thousands of anonymous readers into the meter limit and the paywall is shown",
    run(w, from, to) {
      const { s, r } = w;
      const slug = w.slug();
      s.every(
        140,
        (t) => {
          const lim = w.e.key === "northwind" ? 3 : 5;
          w.log(
            t,
            "meter",
            "warn",
            `meter limit reached reader=anon:${r.hex(12)} count=${lim + 1}/${lim} article=${slug} -> paywall`,
          );
          if (r.chance(0.5)) edgeLine(w, t + r.int(5, 30), "GET", `/news/2026/11/${slug}`, 402, r.int(8, 40));
        },
        from,
        to,
      );
    },
  },
  {
    kind: "renewal-declines",
    note: "the nightly renewal run hits the usual card declines and schedules retries",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        900,
        (t) => {
          const code = r.pick(["card_declined", "insufficient_funds", "expired_card", "do_not_honor", "lost_card"]);
          w.log(
            t,
            "dunning",
            r.chance(0.3) ? "error" : "warn",
            `renewal sub_${r.hex(14)} charge failed: ${code} (decline_code=${code === "card_declined" ? "generic_decline" : code}); retry 1 scheduled in 3d`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    kind: "smart-retry-recovers",
    note: "declined renewals are retried and most succeed on the second attempt",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        2500,
        (t) => {
          const sub = `sub_${r.hex(14)}`;
          w.log(
            t,
            "billing",
            "warn",
            `invoice in_${r.hex(14)} for ${sub}: payment_intent.payment_failed (card_declined), attempt 1`,
          );
          w.log(
            t + r.int(2000, 9000),
            "billing",
            "info",
            `invoice for ${sub} paid on attempt 2 (network token updated)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    kind: "comments-held",
    note: "a heated story fills the moderation queue with comments held by the filter",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        700,
        (t) =>
          w.log(
            t,
            "comments",
            "warn",
            `comment ${r.int(1_000_000, 9_999_999)} held for review: toxicity=${(0.8 + r.next() * 0.19).toFixed(2)} ${r.pick(["insult", "profanity", "identity_attack", "threat"])} (queue depth ${r.int(200, 1900)})`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "newsletter-hard-bounces",
    note: "a newsletter send gets hard bounces from stale addresses, which are suppressed",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        350,
        (t) =>
          w.log(
            t,
            "newsletter",
            "error",
            `bounce for ${w.email()}: 550 5.1.1 ${r.pick(["The email account that you tried to reach does not exist", "<recipient> Recipient address rejected: User unknown", "mailbox unavailable"])} -> suppressed`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "scraper-blocked",
    note: "a scraper pulling articles is refused by the bot rules at the edge",
    run(w, from, to) {
      const { s, r } = w;
      const ip = w.ip();
      s.every(
        160,
        (t) => {
          edgeLine(w, t, "GET", articlePath(w), r.chance(0.7) ? 403 : 429, r.int(1, 4));
          if (r.chance(0.1))
            w.log(
              t,
              "edge",
              "warn",
              `bot rule matched client=${ip} ua="${r.pick(["python-requests/2.31.0", "Scrapy/2.11 (+https://scrapy.org)", "GPTBot/1.1", "curl/8.5.0"])}" action=deny`,
            );
        },
        from,
        to,
      );
    },
  },
  {
    kind: "dead-link-404s",
    note: "a viral social post links to a mistyped URL and the edge returns 404s by the hundred",
    run(w, from, to) {
      const { s, r } = w;
      const bad = `/${r.pick(w.e.sections)}/2026/11/${w.slug()}-`;
      s.every(
        180,
        (t) =>
          edgeLine(w, t, "GET", `${bad}?utm_source=${r.pick(["twitter", "facebook", "reddit"])}`, 404, r.int(3, 20)),
        from,
        to,
      );
    },
  },
  {
    kind: "header-bidding-timeouts",
    note: "ad bidders miss the header-bidding timeout and slots go to house ads",
    run(w, from, to) {
      const { s, r } = w;
      const role = w.n("ads") ? "ads" : "render";
      s.every(
        450,
        (t) =>
          w.log(
            t,
            role,
            "warn",
            `bidder ${r.pick(["criteo", "teads", "ozone", "openx"])} timed out after 1500ms for slot ${r.pick(["mpu-1", "inread", "billboard"])}; no fill, house ad served`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "vacation-holds",
    note: "holiday print delivery holds pile up and some are moved past the route cutoff",
    run(w, from, to) {
      const { s, r } = w;
      const role = w.n("delivery") ? "delivery" : "billing";
      s.every(
        1200,
        (t) =>
          w.log(
            t,
            role,
            "warn",
            `vacation hold for subscriber ${rid(w)} starts after route cutoff 02:00; first skipped issue moved to ${r.pick(["Tue", "Wed", "Thu", "Sat"])}`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "delivery-stops-complaints",
    note: "carriers report missed deliveries and redelivery credits are issued",
    run(w, from, to) {
      const { s, r } = w;
      const role = w.n("delivery") ? "delivery" : "billing";
      s.every(
        1800,
        (t) =>
          w.log(
            t,
            role,
            "error",
            `missed delivery complaint subscriber=${rid(w)} route=${r.pick(["N", "S", "E"])}${r.int(1, 40)} carrier=${r.int(100, 999)}: credit ${(r.next() * 2 + 1).toFixed(2)} issued`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "expired-tokens",
    note: "apps wake up with expired access tokens, get 401 and refresh",
    run(w, from, to) {
      const { s, r } = w;
      const role = w.n("identity") ? "identity" : "edge";
      s.every(
        300,
        (t) => {
          w.log(
            t,
            role,
            "warn",
            `JWT validation failed: token expired at ${new Date(t - r.int(60, 86400) * 1000).toISOString()} (kid=${r.hex(8)})`,
          );
          if (r.chance(0.5))
            w.log(t + r.int(100, 600), role, "info", `token refreshed for rdr_${rid(w)} (exp in 3600s)`);
        },
        from,
        to,
      );
    },
  },
  {
    kind: "credential-stuffing-blocked",
    note: "a credential-stuffing run is rejected and accounts are temporarily locked",
    run(w, from, to) {
      const { s, r } = w;
      const role = w.n("identity") ? "identity" : "edge";
      s.every(
        220,
        (t) => {
          w.log(
            t,
            role,
            "warn",
            `sign-in failed for ${w.email()}: invalid password (ip=${w.ip()}, attempt ${r.int(1, 5)})`,
          );
          if (r.chance(0.05))
            w.log(t, role, "warn", `account rdr_${rid(w)} locked for 15 minutes after 5 failed attempts`);
        },
        from,
        to,
      );
    },
  },
  {
    kind: "cdn-purge-misses",
    note: "a correction purges the CDN and cache misses and render times jump for a few minutes",
    run(w, from, to) {
      const { s, r } = w;
      w.log(
        from,
        "content",
        "info",
        `purge requested for surrogate key section/${r.pick(w.e.sections)} (correction on ${w.articleId()})`,
      );
      s.every(
        400,
        (t) =>
          w.log(
            t,
            "render",
            "warn",
            `slow render ${w.articleId()}: ${r.int(1200, 3400)}ms (cold cache, ${r.int(6, 30)} fragments fetched)`,
          ),
        from,
        Math.min(to, from + 240_000),
      );
    },
  },
  {
    kind: "slow-report-query",
    note: "the finance export runs its known slow query and logs slow-query warnings",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        20_000,
        (t) =>
          w.log(
            t,
            "billing",
            "warn",
            `slow query (${r.int(4200, 19000)} ms): SELECT s.id, s.plan, i.amount FROM subscriptions s JOIN invoices i ON i.subscription_id = s.id WHERE i.period_end < $1 [job=finance-export]`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "gc-pauses",
    note: "a JVM service logs long GC pauses while traffic carries on",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        9_000,
        (t) =>
          w.log(
            t,
            "billing",
            "warn",
            `[gc] GC(${r.int(300, 900)}) Pause Young (G1 Evacuation Pause) ${r.int(900, 1600)}M->${r.int(300, 600)}M(2048M) ${r.int(180, 420)}.${r.int(100, 999)}ms`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "recs-breaker-flaps",
    note: "the optional recommendations widget trips its breaker briefly and pages render without it",
    run(w, from, to) {
      const { s, r } = w;
      const t0 = from + r.int(10_000, 60_000);
      w.log(
        t0,
        "render",
        "warn",
        "circuit 'recommendations' OPEN after 5 failures in 10s; rendering without 'More like this'",
      );
      s.every(
        600,
        (t) => w.log(t, "render", "warn", `recommendations skipped for ${w.articleId()} (circuit open)`),
        t0,
        t0 + 30_000,
      );
      w.log(t0 + 30_000, "render", "info", "circuit 'recommendations' HALF_OPEN, trial request ok");
      w.log(t0 + 30_400, "render", "info", "circuit 'recommendations' CLOSED");
      void to;
    },
  },
  {
    kind: "rolling-restart",
    note: "a planned rolling restart briefly refuses connections while pods cycle",
    run(w, from, to) {
      const { r } = w;
      const t0 = from + r.int(5_000, 40_000);
      for (let i = 0; i < 3; i++) {
        const t = t0 + i * 25_000;
        w.log(t, "edge", "warn", `upstream ${w.n("render")} pod ${i} not ready, removed from rotation`);
        w.log(
          t + 800,
          "edge",
          "warn",
          `connect() failed (111: Connection refused) to ${w.n("render")}:3000, retried on next upstream`,
        );
        w.log(t + 9_000, "edge", "info", `upstream ${w.n("render")} pod ${i} ready, back in rotation`);
      }
      void to;
    },
  },
  {
    kind: "kafka-rebalance",
    note: "the newsletter consumer group rebalances and commits fail retriably before it settles",
    run(w, from, to) {
      const { r } = w;
      const t0 = from + r.int(5_000, 60_000);
      w.log(
        t0,
        "newsletter",
        "info",
        "[Consumer groupId=newsletter-events] Request joining group due to: group is already rebalancing",
      );
      w.log(
        t0 + 200,
        "newsletter",
        "warn",
        "[Consumer groupId=newsletter-events] Offset commit failed on partition signups-3: The coordinator is not aware of this member. (RebalanceInProgressException)",
      );
      w.log(
        t0 + 300,
        "newsletter",
        "warn",
        "[Consumer groupId=newsletter-events] Revoke previously assigned partitions signups-0, signups-3",
      );
      w.log(
        t0 + 3400,
        "newsletter",
        "info",
        "[Consumer groupId=newsletter-events] Successfully joined group with generation Generation{generationId=" +
          r.int(40, 90) +
          "}",
      );
      w.log(
        t0 + 3500,
        "newsletter",
        "info",
        "[Consumer groupId=newsletter-events] Adding newly assigned partitions: signups-1, signups-3",
      );
      void to;
    },
  },
  {
    kind: "experiment-flag-unknown",
    note: "an ended paywall experiment leaves unknown-variant warnings while readers get the control",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        500,
        (t) =>
          w.log(
            t,
            "meter",
            "warn",
            `experiment "paywall-copy-q4" variant "${r.pick(["B2", "C"])}" not found, falling back to control`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "duplicate-webhooks",
    note: "the payment provider redelivers webhooks that were already processed",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        1100,
        (t) =>
          w.log(
            t,
            "billing",
            "warn",
            `webhook evt_${r.hex(20)} (invoice.paid) already processed, ignoring duplicate delivery (attempt ${r.int(2, 6)})`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "gift-code-invalid",
    note: "a leaked gift code list brings waves of invalid or already-redeemed codes",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        500,
        (t) => {
          w.log(
            t,
            "billing",
            "warn",
            `gift code ${r.hex(4).toUpperCase()}-${r.hex(4).toUpperCase()} rejected: ${r.pick(["already redeemed", "not found", "expired"])}`,
          );
          edgeLine(w, t + r.int(10, 50), "POST", "/gift/redeem", 422, r.int(20, 80));
        },
        from,
        to,
      );
    },
  },
  {
    kind: "disputes-opened",
    note: "chargeback notices arrive for a batch of renewals",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        6_000,
        (t) =>
          w.log(
            t,
            "billing",
            "error",
            `dispute dp_${r.hex(14)} opened on ch_${r.hex(14)} reason=${r.pick(["fraudulent", "subscription_canceled", "product_not_received"])} amount=${r.int(5, 30)}.00; evidence due in 7d`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "spam-wave",
    note: "a spam wave hits the comments and is auto-deleted",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        250,
        (t) =>
          w.log(
            t,
            "comments",
            "warn",
            `spam detected (akismet: true, ${r.pick(["links=4", "links=7", "blocklisted domain"])}), comment ${r.int(1_000_000, 9_999_999)} discarded`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "gmail-deferrals",
    note: "the mailbox provider throttles a big send with 421 deferrals that clear on retry",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        400,
        (t) =>
          w.log(
            t,
            "newsletter",
            "warn",
            `deferred ${w.email()}: 421 4.7.0 [TSS04] Messages from ${w.ip()} temporarily deferred due to unexpected volume or user complaints - retry in ${r.int(5, 30)}m`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "image-resize-fallback",
    note: "odd image uploads fail to resize and the original is served",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        8_000,
        (t) =>
          w.log(t, "render", "error", `image resize failed for media ${r.int(100000, 999999)}.jpg, serving original`, {
            stack: [
              "Error: Input buffer has corrupt header: VipsJpeg: Unsupported color conversion request",
              "    at Sharp.toBuffer (/app/node_modules/sharp/lib/output.js:163:17)",
              "    at resizeImage (/app/src/media/resize.js:41:8)",
              "    at async /app/src/media/handler.js:22:19",
            ],
          }),
        from,
        to,
      );
    },
  },
  {
    kind: "sitemap-slow",
    note: "the news sitemap rebuild overruns its schedule and warns",
    run(w, from, to) {
      const { s, r } = w;
      s.tick(
        90_000,
        (t) =>
          w.log(
            t,
            "content",
            "warn",
            `sitemap-news rebuild took ${r.int(61, 140)}s (> 60s budget), ${r.int(900, 1000)} urls; previous run still locked, skipping`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "syndication-429",
    note: "the syndication partner rate-limits pushes and they succeed after Retry-After",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        3_000,
        (t) => {
          w.log(
            t,
            "content",
            "warn",
            `syndication push ${w.articleId()} to ${r.pick(["apple-news", "msn", "smartnews"])}: 429 Too Many Requests, Retry-After: ${r.int(10, 60)}`,
          );
          if (r.chance(0.8))
            w.log(
              t + 30_000,
              "content",
              "info",
              `syndication push ${w.articleId()} accepted (revision ${r.int(2, 9)})`,
            );
        },
        from,
        to,
      );
    },
  },
  {
    kind: "cert-expiry-warning",
    note: "certificate expiry warnings and an ACME renewal that succeeds",
    run(w, from, to) {
      const { s, r } = w;
      s.tick(
        60_000,
        (t) =>
          w.log(
            t,
            "edge",
            "warn",
            `certificate for amp.${w.e.domain} expires in ${r.int(20, 29)} days (notAfter=2026-12-2${r.int(1, 9)})`,
          ),
        from,
        to,
      );
      w.log(from + 120_000, "edge", "info", `acme: certificate obtained for amp.${w.e.domain}, reloading listeners`);
    },
  },
  {
    kind: "price-rise-cancellations",
    note: "a price-rise letter brings cancellations and win-back offers",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        1300,
        (t) =>
          w.log(
            t,
            "billing",
            "warn",
            `subscription sub_${r.hex(14)} cancel requested reason=${r.pick(["price", "price", "too_many_subscriptions", "moved_away"])}; winback offer ${r.pick(["50OFF3M", "KEEP25"])} shown`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "sca-required",
    note: "renewals need 3-D Secure authentication and customers are emailed",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        1500,
        (t) =>
          w.log(
            t,
            "dunning",
            "warn",
            `renewal pi_${r.hex(14)} requires_action (authentication_required): SCA email queued for rdr_${rid(w)}`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "log-volume-rotation",
    note: "the log volume crosses its usage warning and logrotate compresses old files",
    run(w, from, to) {
      const { s, r } = w;
      const role = w.n("delivery") ? "delivery" : "content";
      s.tick(
        60_000,
        (t) => w.log(t, role, "warn", `disk usage /var/log at ${r.int(78, 84)}% (threshold 75%)`),
        from,
        to,
      );
      w.log(from + 150_000, role, "info", "logrotate: compressed 14 files, /var/log now at 41%");
    },
  },
  {
    kind: "embargo-451",
    note: "apps request an embargoed story early and get 451 until it lifts",
    run(w, from, to) {
      const { s, r } = w;
      const id = w.articleId();
      s.every(
        600,
        (t) => {
          w.log(
            t,
            "content",
            "warn",
            `content ${id} is embargoed until ${new Date(to + 60_000).toISOString()}, refused`,
          );
          edgeLine(w, t + r.int(5, 20), "GET", `/api/v1/articles/${id}`, 451, r.int(4, 20));
        },
        from,
        to,
      );
    },
  },
  {
    kind: "rum-js-errors",
    note: "browser error beacons report a harmless script error at ERROR level",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        350,
        (t) =>
          w.log(
            t,
            "render",
            "error",
            `client error beacon: "${r.pick(["ResizeObserver loop completed with undelivered notifications.", "Script error.", "TypeError: Cannot read properties of null (reading 'offsetTop') at consent-banner.js:1:4412"])}" ua=${r.pick(["Safari 17", "Chrome 129", "Samsung Internet 25"])}`,
          ),
        from,
        to,
      );
    },
  },
  {
    kind: "replica-lag",
    note: "a read replica lags during a vacuum and reads are routed to the primary",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        5_000,
        (t) =>
          w.log(
            t,
            "billing",
            "warn",
            `replica lag ${(r.next() * 6 + 2).toFixed(1)}s exceeds 2.0s, routing reads to primary`,
          ),
        from,
        Math.min(to, from + 300_000),
      );
    },
  },
  {
    kind: "unsubscribe-wave",
    note: "a mistimed newsletter brings unsubscribes and spam complaints",
    run(w, from, to) {
      const { s, r } = w;
      s.every(
        400,
        (t) =>
          w.log(
            t,
            "newsletter",
            r.chance(0.2) ? "error" : "warn",
            `${r.chance(0.2) ? "spam complaint (FBL)" : "list-unsubscribe one-click"} from ${w.email()} list=${r.pick(["breaking-alerts", "morning-briefing"])}`,
          ),
        from,
        to,
      );
    },
  },
];

// Harmless noise that looks alarming: the florist trade's everyday refusals, reroutes, retries and warnings.
// Each kind returns the events of one episode inside [a, b] (true ms); none of them means anything is broken.
import { type Estate, e, type Role } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Rng } from "./rng.js";

export interface NoiseCtx {
  r: Rng;
  est: Estate;
  a: number;
  b: number;
  day: string;
}

export interface NoiseKind {
  name: string;
  what: string;
  gen: (c: NoiseCtx) => Ev[];
}

const at = (c: NoiseCtx, n: number): number[] => {
  const ts: number[] = [];
  for (let i = 0; i < n; i++) ts.push(c.a + Math.floor(c.r.next() * (c.b - c.a)));
  return ts.sort((x, y) => x - y);
};
const svc = (c: NoiseCtx, role: Role) => c.est.roles[role];
const zone = (c: NoiseCtx) => c.r.pick(c.est.zones);
const ord = (c: NoiseCtx) =>
  `${c.est.key === "petalwire" ? "PW-" : c.est.key === "stemco" ? "SC" : c.est.key === "bloomroute" ? "BR" : "FN-"}${c.r.int(1000000, 9999999)}`;
const byRuntime = (c: NoiseCtx, rt: string) => Object.keys(c.est.services).find((s) => c.est.services[s] === rt);
const STEMS = [
  "red rose 50cm",
  "red rose Naomi 60cm",
  "white lily",
  "pink peony",
  "tulip red",
  "gypsophila",
  "eucalyptus cinerea",
];

export const KINDS: NoiseKind[] = [
  {
    name: "cutoff-refusals",
    what: "hundreds of orders refused after the same-day cut-off",
    gen: (c) =>
      at(c, c.r.int(120, 260)).flatMap((t) => {
        const z = zone(c);
        const mm = c.r.int(1, 40);
        return [
          e(
            t,
            svc(c, "cutoff"),
            "error",
            `order rejected: SAME_DAY_CUTOFF_PASSED zone=${z} cutoff=14:00 local=14:${String(mm).padStart(2, "0")}`,
          ),
          e(
            t + c.r.int(3, 30),
            svc(c, "gw"),
            "warn",
            `POST /orders 422 ${c.r.int(20, 80)}ms reason=cutoff_passed zone=${z}`,
          ),
        ];
      }),
  },
  {
    name: "closed-shop-relay",
    what: "relays rejected by closed member shops and rerouted",
    gen: (c) =>
      at(c, c.r.int(30, 80)).flatMap((t) => {
        const o = ord(c);
        const m = c.r.int(1000, 9999);
        return [
          e(
            t,
            svc(c, "relay"),
            "warn",
            `member ${m} rejected relayed order ${o}: SHOP_CLOSED (hours today 09:00-13:00), rerouting`,
          ),
          e(
            t + c.r.int(200, 900),
            svc(c, "relay"),
            "info",
            `order ${o} relayed to member ${c.r.int(1000, 9999)} (attempt 2, accepted)`,
          ),
        ];
      }),
  },
  {
    name: "peak-substitutions",
    what: "a substitution logged for nearly every rose order",
    gen: (c) =>
      at(c, c.r.int(150, 320)).map((t) => {
        const s = c.r.pick(STEMS);
        return e(
          t,
          svc(c, "stock"),
          "warn",
          `substitution applied order=${ord(c)}: '${s}' out of stock, replaced with '${c.r.pick(STEMS)}' (same colour family, value +/-10%)`,
        );
      }),
  },
  {
    name: "recipient-not-home",
    what: "failed delivery attempts because recipients are not home",
    gen: (c) =>
      at(c, c.r.int(40, 120)).map((t) =>
        e(
          t,
          svc(c, "driver"),
          "error",
          `delivery attempt failed order=${ord(c)} reason=RECIPIENT_NOT_AVAILABLE card_left=true reattempt=${c.r.pick(["16:00-19:00", "tomorrow AM"])}`,
        ),
      ),
  },
  {
    name: "address-validation",
    what: "addresses failing validation at checkout, customers correcting them",
    gen: (c) =>
      at(c, c.r.int(50, 140)).flatMap((t) => {
        const ev: Ev[] = [
          e(
            t,
            svc(c, "address"),
            "error",
            `address validation failed: postcode '${c.r.pick(["E14 9ZZ", "SW1A 0AA", "10118", "M1 7ZZ", "111 52"])}' does not match locality (score 0.${c.r.int(10, 49)})`,
          ),
        ];
        if (c.r.chance(0.7))
          ev.push(
            e(
              t + c.r.int(20000, 60000),
              svc(c, "address"),
              "info",
              "address accepted after customer correction (score 0.97)",
            ),
          );
        return ev;
      }),
  },
  {
    name: "pod-photo-rejected",
    what: "proof-of-delivery photos rejected as blurry and retaken",
    gen: (c) =>
      at(c, c.r.int(30, 90)).flatMap((t) => [
        e(
          t,
          svc(c, "photos"),
          "warn",
          `proof-of-delivery photo rejected order=${ord(c)}: blur score 0.${c.r.int(61, 95)} > 0.60, driver asked to retake`,
        ),
        e(t + c.r.int(15000, 50000), svc(c, "photos"), "info", "proof-of-delivery photo accepted on retake"),
      ]),
  },
  {
    name: "printer-paper-out",
    what: "a shop card printer out of paper, cards held then flushed",
    gen: (c) => {
      const shop = c.r.int(1000, 9999);
      const ts = at(c, c.r.int(20, 60));
      const ev = ts.map((t, i) =>
        e(t, svc(c, "cards"), "error", `card print failed at shop ${shop}: printer status PAPER_OUT (held ${i + 1})`),
      );
      const last = ts[ts.length - 1] ?? c.b;
      ev.push(
        e(last + 5000, svc(c, "cards"), "info", `printer at shop ${shop} back online, ${ts.length} held cards flushed`),
      );
      return ev;
    },
  },
  {
    name: "settlement-mismatch",
    what: "wire settlement reconciliation flags rounding differences for review",
    gen: (c) =>
      at(c, c.r.int(40, 160)).map((t) =>
        e(
          t,
          svc(c, "settle"),
          "error",
          `reconciliation mismatch member=${c.r.int(1000, 9999)} statement=${c.r.int(100, 900)}.${c.r.int(10, 99)} ledger differs by 0.0${c.r.int(1, 9)} (fx rounding), flagged for manual review`,
        ),
      ),
  },
  {
    name: "card-declines",
    what: "a wave of card declines",
    gen: (c) =>
      at(c, c.r.int(60, 200)).map((t) =>
        e(
          t,
          svc(c, "pay"),
          c.r.chance(0.5) ? "warn" : "error",
          `payment refused: ${c.r.pick(["05 Do not honour", "51 Insufficient funds", "CVC Declined", "3DS authentication failed by cardholder", "54 Expired card"])} order=${ord(c)}`,
        ),
      ),
  },
  {
    name: "fraud-holds",
    what: "orders held by the fraud rules for manual review",
    gen: (c) =>
      at(c, c.r.int(20, 70)).map((t) =>
        e(
          t,
          svc(c, "orders"),
          "warn",
          `order ${ord(c)} held for review: risk score ${c.r.int(80, 99)} (rules: velocity_card_10m, mismatch_billing_country)`,
        ),
      ),
  },
  {
    name: "bot-rate-limited",
    what: "a price-scraping bot throttled by the gateway's own limiter",
    gen: (c) => {
      const bot = `185.${c.r.int(10, 250)}.${c.r.int(1, 250)}.${c.r.int(1, 250)}`;
      return at(c, c.r.int(200, 500)).map((t) =>
        e(
          t,
          svc(c, "gw"),
          "warn",
          `429 Too Many Requests GET /catalog/${c.r.pick(["roses", "lilies", "plants"])}?page=${c.r.int(1, 90)} client=${bot} limit=60/min ua="python-requests/2.31.0"`,
        ),
      );
    },
  },
  {
    name: "rolling-restart",
    what: "a planned rolling restart with drained connections and retried calls",
    gen: (c) => {
      const s = svc(c, "catalog");
      const ev: Ev[] = [];
      for (let p = 0; p < 3; p++) {
        const t = c.a + p * Math.floor((c.b - c.a) / 3);
        ev.push(
          e(t, s, "warn", `received SIGTERM, draining ${c.r.int(3, 40)} in-flight requests (pod ${s}-${c.r.hex(5)})`),
        );
        ev.push(e(t + 900, s, "warn", "readiness probe failed: HTTP probe failed with statuscode: 503"));
        ev.push(
          e(
            t + 1500,
            svc(c, "gw"),
            "error",
            `upstream ${s} connect ECONNREFUSED 10.42.${c.r.int(1, 30)}.${c.r.int(2, 250)}:8080, retrying (1/3)`,
          ),
        );
        ev.push(e(t + 1800, svc(c, "gw"), "info", `upstream ${s} retry 2/3 succeeded`));
        ev.push(e(t + 14000, s, "info", "server started, ready to accept connections"));
      }
      return ev;
    },
  },
  {
    name: "cold-cache",
    what: "a cold cache after a restart: slow requests and miss warnings that settle",
    gen: (c) => {
      const s = svc(c, "catalog");
      return at(c, c.r.int(40, 100)).map((t, i, all) => {
        const frac = i / all.length;
        return frac < 0.8
          ? e(
              t,
              s,
              "warn",
              `slow request GET /catalog/${c.r.pick(["roses", "bouquets", "plants"])} took ${c.r.int(1200, 4200)}ms (cache miss ratio ${(0.95 - frac).toFixed(2)})`,
            )
          : e(t, s, "info", `cache warm: hit ratio ${(0.7 + c.r.next() * 0.25).toFixed(2)}`);
      });
    },
  },
  {
    name: "long-cron",
    what: "a nightly ranking job running past its soft limit and finishing",
    gen: (c) => [
      e(c.a, svc(c, "members"), "warn", "job florist-ranking exceeded soft limit 300s (elapsed 301s), continuing"),
      e(
        c.a + 60000,
        svc(c, "members"),
        "warn",
        "job florist-ranking exceeded soft limit 300s (elapsed 361s), continuing",
      ),
      e(
        c.a + 120000,
        svc(c, "members"),
        "warn",
        "job florist-ranking exceeded soft limit 300s (elapsed 421s), continuing",
      ),
      e(
        c.a + 150000,
        svc(c, "members"),
        "info",
        `job florist-ranking finished in 452s, ${c.r.int(9000, 12000)} members scored`,
      ),
    ],
  },
  {
    name: "deprecation-burst",
    what: "a burst of deprecation warnings after a library bump",
    gen: (c) => {
      const s = byRuntime(c, "python") ?? svc(c, "notify");
      return at(c, c.r.int(60, 150)).map((t) =>
        e(
          t,
          s,
          "warn",
          `${c.r.pick(["/usr/local/lib/python3.12/site-packages/botocore/auth.py:419", "/app/tasks/reminders.py:88", "/usr/local/lib/python3.12/site-packages/dateutil/tz/tz.py:37"])}: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.`,
        ),
      );
    },
  },
  {
    name: "expired-tokens",
    what: "401s for expired app tokens at shift start, all refreshed",
    gen: (c) =>
      at(c, c.r.int(80, 200)).flatMap((t) => {
        const d = `D${c.r.int(100, 480)}`;
        return [
          e(
            t,
            svc(c, "driver"),
            "warn",
            `401 Unauthorized GET /v1/manifest user=${d}: jwt expired at ${c.day}T04:59:59Z`,
          ),
          e(t + c.r.int(300, 1500), svc(c, "driver"), "info", `token refreshed user=${d}`),
        ];
      }),
  },
  {
    name: "duplicate-webhooks",
    what: "payment provider resending webhooks that are ignored by idempotency",
    gen: (c) =>
      at(c, c.r.int(40, 120)).map((t) =>
        e(
          t,
          svc(c, "pay"),
          "warn",
          `webhook AUTHORISATION ${c.r.hex(16)} already processed, ignoring duplicate delivery (idempotency key hit)`,
        ),
      ),
  },
  {
    name: "geocode-low-confidence",
    what: "rural addresses geocoded with low confidence and pinned by postcode",
    gen: (c) =>
      at(c, c.r.int(30, 90)).map((t) =>
        e(
          t,
          svc(c, "address"),
          "warn",
          `geocode low confidence 0.${c.r.int(20, 49)} for '${c.r.pick(["Rose Cottage, Lower Slaughter", "The Old Forge, Much Wenlock", "Gård 14, Ödeshög", "Farm Rd 3"])}', falling back to postcode centroid`,
        ),
      ),
  },
  {
    name: "gps-jitter",
    what: "driver GPS jumps discarded",
    gen: (c) =>
      at(c, c.r.int(40, 120)).map((t) =>
        e(
          t,
          svc(c, "driver"),
          "warn",
          `position jump ${c.r.int(8, 90)}.${c.r.int(0, 9)}km in ${c.r.int(1, 4)}s discarded driver=D${c.r.int(100, 480)} (accuracy ${c.r.int(200, 1500)}m)`,
        ),
      ),
  },
  {
    name: "consumer-rebalance",
    what: "a Kafka consumer group rebalance during a scale-up",
    gen: (c) => {
      const s = svc(c, "orders");
      const ev: Ev[] = [];
      for (let i = 0; i < 6; i++) {
        const t = c.a + i * 20000;
        ev.push(
          e(
            t,
            s,
            "info",
            `[Consumer clientId=${s}-${i % 3}, groupId=${s}] Request joining group due to: group is already rebalancing`,
          ),
        );
        ev.push(
          e(
            t + 300,
            s,
            "warn",
            `[Consumer clientId=${s}-${i % 3}, groupId=${s}] Revoking previously assigned partitions [orders-${i}, orders-${i + 6}]`,
          ),
        );
        ev.push(
          e(
            t + 3000,
            s,
            "warn",
            `[Consumer clientId=${s}-${i % 3}, groupId=${s}] Offset commit failed on partition orders-${i}: The coordinator is loading and hence can't process requests. Will retry.`,
          ),
        );
        ev.push(
          e(
            t + 4500,
            s,
            "info",
            `[Consumer clientId=${s}-${i % 3}, groupId=${s}] Adding newly assigned partitions: orders-${i}`,
          ),
        );
      }
      return ev;
    },
  },
  {
    name: "db-switchover",
    what: "a planned database switchover: a few resets retried successfully",
    gen: (c) => {
      const s = svc(c, "stock");
      const ev: Ev[] = [
        e(c.a, s, "info", "maintenance window: planned switchover of primary announced, clients will reconnect"),
      ];
      for (let i = 0; i < c.r.int(6, 14); i++) {
        const t = c.a + 30000 + c.r.int(0, 8000);
        ev.push(
          e(t, s, "warn", `db connection lost (server closed the connection unexpectedly), retrying ${(i % 3) + 1}/5`),
        );
      }
      ev.push(e(c.a + 41000, s, "info", "db reconnected to new primary, pool healthy (10/10)"));
      return ev;
    },
  },
  {
    name: "email-bounces",
    what: "hard bounces from a marketing send",
    gen: (c) =>
      at(c, c.r.int(60, 180)).map((t) =>
        e(
          t,
          svc(c, "notify"),
          "warn",
          `hard bounce recipient=${c.r.hex(6)}@${c.r.pick(["gmail.com", "hotmail.co.uk", "telia.se", "yahoo.com"])} 550 5.1.1 The email account that you tried to reach does not exist (campaign mothers-day-reminder)`,
        ),
      ),
  },
  {
    name: "stale-pos-feed",
    what: "member shops' stock feeds stale and marked uncertain",
    gen: (c) =>
      at(c, c.r.int(20, 60)).map((t) =>
        e(
          t,
          svc(c, "stock"),
          "warn",
          `stock feed from shop ${c.r.int(1000, 9999)} is ${c.r.int(2, 9)}h${c.r.int(10, 59)}m old, availability marked uncertain`,
        ),
      ),
  },
  {
    name: "duplicate-orders",
    what: "duplicate orders from double-clicks suppressed",
    gen: (c) =>
      at(c, c.r.int(20, 60)).map((t) =>
        e(
          t,
          svc(c, "orders"),
          "warn",
          `duplicate order suppressed: same card fingerprint and recipient within 60s (kept ${ord(c)})`,
        ),
      ),
  },
  {
    name: "card-message-flagged",
    what: "card messages flagged by the wording filter for human review",
    gen: (c) =>
      at(c, c.r.int(20, 60)).map((t) =>
        e(
          t,
          svc(c, "cards"),
          "warn",
          `card message for order ${ord(c)} flagged by filter (score 0.${c.r.int(70, 99)}), held for human review`,
        ),
      ),
  },
  {
    name: "card-message-truncated",
    what: "long card messages truncated for the printer",
    gen: (c) =>
      at(c, c.r.int(30, 80)).map((t) =>
        e(
          t,
          svc(c, "cards"),
          "error",
          `card message for order ${ord(c)} is ${c.r.int(251, 600)} chars, exceeds printer limit 250: truncated`,
        ),
      ),
  },
  {
    name: "promo-expired",
    what: "an expired promo code from an email campaign rejected many times",
    gen: (c) =>
      at(c, c.r.int(80, 220)).map((t) =>
        e(
          t,
          svc(c, "gw"),
          "warn",
          `POST /basket/promo 400 promo code MUM25 rejected: expired at 2026-03-14T23:59:59Z basket=${c.r.hex(8)}`,
        ),
      ),
  },
  {
    name: "slot-full",
    what: "delivery slots full by zone, next slot offered",
    gen: (c) =>
      at(c, c.r.int(60, 180)).map((t) =>
        e(
          t,
          svc(c, "cutoff"),
          "warn",
          `zone capacity reached zone=${zone(c)} slot=${c.r.pick(["10-13", "13-16", "16-19"])} (${c.r.int(120, 200)}/${c.r.int(120, 200)}), offering next slot`,
        ),
      ),
  },
  {
    name: "holiday-no-filler",
    what: "no member florist open in some zones for a bank-holiday date",
    gen: (c) =>
      at(c, c.r.int(40, 120)).map((t) =>
        e(
          t,
          svc(c, "members"),
          "error",
          `no filler available zone=${zone(c)} date=${c.r.pick(["2026-12-25", "2026-12-26", "2027-01-01"])}: all members closed, customer offered next date`,
        ),
      ),
  },
  {
    name: "cert-expiry-warning",
    what: "certificate expiry warnings ahead of a scheduled renewal",
    gen: (c) =>
      at(c, c.r.int(8, 20)).map((t) =>
        e(
          t,
          svc(c, "pay"),
          "warn",
          "x509 certificate for partner-api mTLS client expires in 6 days (2026 renewal scheduled by cert-manager)",
        ),
      ),
  },
  {
    name: "synthetic-checks",
    what: "synthetic monitor orders declined on purpose with test cards",
    gen: (c) =>
      at(c, c.r.int(10, 30)).flatMap((t) => [
        e(
          t,
          svc(c, "pay"),
          "error",
          "payment declined: card 4000 0000 0000 0002 (test card, synthetic monitor run) generic_decline",
        ),
        e(t + 40, svc(c, "gw"), "warn", "POST /checkout/pay 402 synthetic=true"),
      ]),
  },
  {
    name: "old-app-upgrade",
    what: "old app versions told to upgrade",
    gen: (c) =>
      at(c, c.r.int(60, 160)).map((t) =>
        e(
          t,
          svc(c, "driver"),
          "warn",
          `426 Upgrade Required: client app ${c.r.pick(["3.2.1", "3.3.0", "3.1.9"])} below minimum 3.4.0`,
        ),
      ),
  },
  {
    name: "heic-fallback",
    what: "HEIC photos from new phones converted via a slower fallback",
    gen: (c) =>
      at(c, c.r.int(30, 90)).map((t) =>
        e(
          t,
          svc(c, "photos"),
          "warn",
          `unsupported content-type image/heic from iOS client, converting via libheif fallback (${c.r.int(800, 2400)}ms)`,
        ),
      ),
  },
  {
    name: "client-abort",
    what: "customers closing the tab mid-response: broken pipes with stack traces",
    gen: (c) => {
      const s = byRuntime(c, "java") ?? byRuntime(c, "node") ?? svc(c, "gw");
      const java = c.est.services[s] === "java";
      return at(c, c.r.int(8, 25)).map((t) => ({
        ...e(
          t,
          s,
          "error",
          java ? "Servlet.service() for servlet [dispatcherServlet] threw exception" : "Error: aborted",
        ),
        errType: java ? "org.apache.catalina.connector.ClientAbortException" : "Error",
        stack: java
          ? "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe\n\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)\n\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:776)\n\tat org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:125)\n\tat com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer(UTF8JsonGenerator.java:2237)\nCaused by: java.io.IOException: Broken pipe\n\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)\n\t... 46 common frames omitted"
          : "Error: aborted\n    at connResetException (node:internal/errors:787:14)\n    at abortIncoming (node:_http_server:793:17)\n    at socketOnClose (node:_http_server:787:3)",
      }));
    },
  },
  {
    name: "scanner-404",
    what: "a vulnerability scanner probing for WordPress paths",
    gen: (c) => {
      const s = byRuntime(c, "ruby") ?? svc(c, "gw");
      const ruby = c.est.services[s] === "ruby";
      return at(c, c.r.int(20, 60)).map((t) => {
        const p = c.r.pick(["/wp-login.php", "/.env", "/xmlrpc.php", "/wp-admin/setup-config.php", "/.git/config"]);
        return ruby
          ? {
              ...e(t, s, "fatal", `ActionController::RoutingError (No route matches [GET] "${p}"):`),
              errType: "ActionController::RoutingError",
              stack:
                "actionpack (7.1.3) lib/action_dispatch/middleware/debug_exceptions.rb:32:in `call'\nactionpack (7.1.3) lib/action_dispatch/middleware/show_exceptions.rb:31:in `call'\nrailties (7.1.3) lib/rails/rack/logger.rb:37:in `call_app'",
            }
          : e(t, s, "warn", `GET ${p} 404 2ms client=45.${c.r.int(10, 250)}.${c.r.int(1, 250)}.9`);
      });
    },
  },
  {
    name: "gc-pauses",
    what: "a few long GC pauses and a Hikari clock-leap warning",
    gen: (c) => {
      const s = byRuntime(c, "java") ?? svc(c, "orders");
      return [
        ...at(c, c.r.int(4, 9)).map((t) =>
          e(
            t,
            s,
            "warn",
            `[gc] GC(${c.r.int(3000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${c.r.int(900, 1400)}M->${c.r.int(300, 500)}M(2048M) ${c.r.int(420, 980)}.${c.r.int(100, 999)}ms`,
          ),
        ),
        e(c.a + 40000, s, "warn", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m4s)."),
      ];
    },
  },
  {
    name: "invalid-phone",
    what: "SMS to mistyped recipient numbers refused by the SMS provider",
    gen: (c) =>
      at(c, c.r.int(30, 90)).map((t) =>
        e(
          t,
          svc(c, "notify"),
          "error",
          `sms to +${c.r.int(44, 47)}${c.r.int(1000000, 9999999)}xx failed: 21211 Invalid 'To' Phone Number (order ${ord(c)}), customer to be emailed instead`,
        ),
      ),
  },
  {
    name: "solver-time-limit",
    what: "route planning hitting its time limit and returning a good-enough plan",
    gen: (c) =>
      at(c, c.r.int(20, 60)).map((t) =>
        e(
          t,
          svc(c, "relay"),
          "warn",
          `planner hit time limit 2000ms for zone ${zone(c)}, returning best feasible plan (gap ${c.r.int(1, 6)}.${c.r.int(0, 9)}%)`,
        ),
      ),
  },
  {
    name: "handled-traceback",
    what: "a handled Python or Go parse error logged with its traceback for a bad partner payload",
    gen: (c) => {
      const s = byRuntime(c, "python") ?? svc(c, "members");
      return at(c, c.r.int(10, 30)).map((t) => ({
        ...e(
          t,
          s,
          "error",
          `skipping malformed partner payload from member ${c.r.int(1000, 9999)}, will be re-sent by partner`,
        ),
        errType: "json.decoder.JSONDecodeError",
        stack:
          'Traceback (most recent call last):\n  File "/app/partners/ingest.py", line 64, in handle\n    payload = json.loads(body)\n  File "/usr/local/lib/python3.12/json/__init__.py", line 346, in loads\n    return _default_decoder.decode(s)\n  File "/usr/local/lib/python3.12/json/decoder.py", line 353, in raw_decode\n    obj, end = self.scan_once(s, idx)\njson.decoder.JSONDecodeError: Expecting \',\' delimiter: line 1 column 212 (char 211)',
      }));
    },
  },
];

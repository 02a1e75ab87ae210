// Harmless noise that looks alarming: each kind is something that pages an on-call engineer for nothing.
// A kind runs either steady (the same line at a constant rate from the first minute) or as a burst that ends
// on its own.
import type { Estate } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace } from "./traces.js";

export interface Ctx {
  r: Rng;
  est: Estate;
  t0: number;
  t1: number;
  add(t: number, svc: string, level: Level, msg: string, req?: string): void;
  svc(role: string): string;
  req(): string | undefined;
}

/** One occurrence: lines as [delay ms, role, level, message]. */
type Line = [number, string, Level, string];

export interface NoiseKind {
  id: string;
  domain: "hotel" | "delivery" | "any";
  /** fit to run steady from the first minute (the noisy service of a file) */
  steady: boolean;
  gen(r: Rng, c: Ctx): Line[];
  /** custom shape, replaces the default burst */
  emit?(c: Ctx, at: number): void;
}

const pad = (n: number) => String(n).padStart(2, "0");
const d = (r: Rng) => `2026-12-${pad(r.i(1, 28))}`;
const rid = (r: Rng) => r.i(1000000, 9999999);

export const KINDS: NoiseKind[] = [
  {
    id: "ota-parity-reject",
    domain: "hotel",
    steady: true,
    gen: (r) => [
      [
        0,
        "channel",
        "error",
        `Rate push rejected by ${r.p(["Booking.com", "Expedia"])} for hotel ${r.i(80000, 99999)} room ${r.p(["DBL", "TWN", "KNG", "STE"])} plan BAR ${d(r)}: [${r.p(["2014", "RATE_PARITY"])}] rate ${r.i(89, 240)}.00 below parity floor, update dropped`,
      ],
    ],
  },
  {
    id: "night-audit-long",
    domain: "hotel",
    steady: false,
    gen: () => [],
    emit: (c, at) => {
      const svc = c.svc("audit");
      const h = `${c.r.i(101, 148)}`;
      let t = at;
      c.add(t, svc, "info", `night audit started property=${h} business_date=${d(c.r)}`);
      for (const [step, mins] of [
        ["close cashiers", 6],
        ["post room and tax", 38],
        ["roll business date", 3],
      ] as const) {
        t += c.r.i(20000, 60000);
        c.add(
          t,
          svc,
          "warn",
          `night audit step '${step}' still running after ${mins + c.r.i(5, 30)}m (expected ${mins}m), property=${h}`,
        );
      }
      t += c.r.i(30000, 90000);
      c.add(t, svc, "info", `night audit finished property=${h} in ${c.r.i(70, 140)}m, business date rolled`);
    },
  },
  {
    id: "checkin-card-declined",
    domain: "hotel",
    steady: true,
    gen: (r) => [
      [
        0,
        "card",
        "error",
        `Pre-authorization declined for card-on-file token ${r.hex(16)}: 05 Do Not Honor (issuer), reservation ${rid(r)}`,
      ],
      [
        r.i(100, 400),
        "pms",
        "warn",
        `check-in for reservation ${rid(r)} held at desk: guarantee card declined, front desk to collect another card`,
      ],
    ],
  },
  {
    id: "keycard-encoder-offline",
    domain: "hotel",
    steady: false,
    gen: (r) => [
      [
        0,
        "keys",
        "warn",
        `encoder ENC-${r.p(["FD", "GRP", "SPA"])}${r.i(1, 3)} heartbeat missed (${r.i(3, 5)} in a row), marked OFFLINE`,
      ],
      [
        r.i(60000, 120000),
        "keys",
        "info",
        `encoder ENC-FD${r.i(1, 3)} back ONLINE (firmware 4.${r.i(1, 9)}.${r.i(0, 20)})`,
      ],
    ],
  },
  {
    id: "ota-unknown-modification",
    domain: "hotel",
    steady: true,
    gen: (r) => [
      [
        0,
        "channel",
        "error",
        `Expedia BR notification ${r.i(100000000, 999999999)}: modify for unknown booking, parked for manual review`,
      ],
    ],
  },
  {
    id: "oversell-within-allowance",
    domain: "hotel",
    steady: false,
    gen: (r) => [
      [
        0,
        "cres",
        "warn",
        `hotel LH${r.i(101, 148)} ${r.p(["DBL", "KNG"])} oversold for ${d(r)} by ${r.i(1, 3)} (overbooking allowance 4)`,
      ],
    ],
  },
  {
    id: "guest-mail-bounce",
    domain: "hotel",
    steady: true,
    gen: (r) => [
      [
        0,
        "notify",
        "error",
        `SMTP 550 5.1.1 <${r.hex(6)}@${r.p(["gmial.com", "hotmial.com", "yaho.com"])}>: Recipient address rejected: User unknown`,
      ],
    ],
  },
  {
    id: "3ds-abandoned",
    domain: "hotel",
    steady: true,
    gen: (r) => [
      [
        0,
        "booking",
        "warn",
        `3-D Secure challenge abandoned (session ${r.hex(12)}), hold on room released after ${r.i(5, 15)}m`,
      ],
    ],
  },
  {
    id: "forecast-stale",
    domain: "hotel",
    steady: false,
    gen: (r) => [
      [
        0,
        "rates",
        "warn",
        `BAR recompute skipped ${r.i(3, 20)} rate plans: occupancy forecast stale (last refresh 02:00, max age 6h)`,
      ],
    ],
  },
  {
    id: "ota-429-backoff",
    domain: "hotel",
    steady: false,
    gen: (r) => [
      [
        0,
        "channel",
        "warn",
        `Airbnb API 429 Too Many Requests on /v2/calendar_operations, backing off ${r.p([1, 2, 4])}s (attempt 1/5)`,
      ],
      [r.i(1500, 5000), "channel", "info", `Airbnb calendar update retried OK (${r.i(1, 30)} listings)`],
    ],
  },
  {
    id: "posting-outside-business-date",
    domain: "hotel",
    steady: true,
    gen: (r) => [
      [
        0,
        "pms",
        "warn",
        `folio posting rejected: transaction date ${d(r)} is outside current business date (night audit pending) - queued`,
      ],
    ],
  },
  {
    id: "key-not-on-encoder",
    domain: "hotel",
    steady: true,
    gen: (r) => [
      [
        0,
        "keys",
        "error",
        `encode failed on ENC-FD${r.i(1, 3)}: card not present (status 0x1A), asking clerk to re-insert`,
      ],
      [r.i(3000, 9000), "keys", "info", `encode retried OK for room ${r.i(2, 14)}${pad(r.i(1, 40))}`],
    ],
  },
  {
    id: "bot-booking-blocked",
    domain: "hotel",
    steady: true,
    gen: (r) => [
      [
        0,
        "gw",
        "warn",
        `POST /v2/reservations 403 ${r.i(3, 20)} ms - blocked: recaptcha score ${r.f(0, 0.2).toFixed(1)} from 185.${r.i(0, 255)}.${r.i(0, 255)}.${r.i(1, 254)}`,
      ],
    ],
  },
  {
    id: "gds-session-expired",
    domain: "hotel",
    steady: false,
    gen: (r) => [
      [
        0,
        "cres",
        "warn",
        `Sabre session pool: ${r.i(2, 8)} sessions expired (ERR.SWS.CLIENT.INVALID_SECURITY_TOKEN), re-authenticating`,
      ],
      [r.i(500, 2000), "cres", "info", `Sabre session pool refilled (${r.i(8, 16)}/16)`],
    ],
  },
  {
    id: "restaurant-paused-busy",
    domain: "delivery",
    steady: true,
    gen: (r) => [
      [
        0,
        "inject",
        "warn",
        `store st_${r.i(1000, 9999)} paused by merchant reason=BUSY for ${r.p([15, 20, 30])}m; ${r.i(0, 3)} orders in flight unaffected`,
      ],
    ],
  },
  {
    id: "courier-declines",
    domain: "delivery",
    steady: true,
    gen: (r) => [
      [
        0,
        "dispatch",
        "warn",
        `Offer declined by courier ${r.i(10000, 99999)} reason=${r.p(["TOO_FAR", "LOW_PAY", "NO_REASON", "BIKE_ISSUE"])}, re-offering (attempt ${r.i(2, 4)})`,
      ],
    ],
  },
  {
    id: "geocode-zero-results",
    domain: "delivery",
    steady: true,
    gen: (r) => [
      [
        0,
        "geo",
        "warn",
        `geocode ZERO_RESULTS for "${r.p(["Flat 3b, rear entrance", "Kerkstraat 12 achterom", "opposite the big tree", "Unit 7 Harbour Pk"])}", fell back to postcode centroid`,
      ],
    ],
  },
  {
    id: "promo-expired",
    domain: "delivery",
    steady: true,
    gen: (r) => [
      [
        0,
        "promo",
        "error",
        `promo ${r.p(["BLACKFRI30", "NOV15", "AUTUMN20"])} rejected: PromotionExpiredError expired_at=2026-11-30T00:00:00Z`,
      ],
    ],
  },
  {
    id: "menu-items-86d",
    domain: "delivery",
    steady: false,
    gen: (r) => [
      [
        0,
        "menu",
        "warn",
        `store ${r.i(1000, 9999)}: ${r.i(10, 60)} items marked unavailable by POS (86'd), ${r.i(1, 4)} modifier groups hidden (no price)`,
      ],
    ],
  },
  {
    id: "tablet-ack-fallback",
    domain: "delivery",
    steady: true,
    gen: (r) => [
      [
        0,
        "inject",
        "warn",
        `tablet for store ${r.i(1000, 9999)} did not acknowledge order within 90s, falling back to IVR call`,
      ],
      [r.i(20000, 60000), "inject", "info", `IVR: store ${r.i(1000, 9999)} confirmed order by keypress`],
    ],
  },
  {
    id: "eta-clamped-weather",
    domain: "delivery",
    steady: false,
    gen: (r) => [
      [
        0,
        "eta",
        "warn",
        `predicted ETA ${r.i(92, 140)}m exceeds cap, clamped to 90m (weather multiplier ${r.f(1.3, 1.8).toFixed(2)} zone ${r.i(1, 30)})`,
      ],
    ],
  },
  {
    id: "psp-card-declined",
    domain: "delivery",
    steady: true,
    gen: (r) => [
      [
        0,
        "checkout",
        "error",
        `payment refused: ${r.p(["card_declined (insufficient_funds)", "Refused (05 : Do not honor)", "card_declined (expired_card)"])} order=${r.hex(10)} - customer asked for another method`,
      ],
    ],
  },
  {
    id: "refund-window",
    domain: "delivery",
    steady: true,
    gen: (r, c) => [
      [
        0,
        "refund",
        "warn",
        `refund request for order ${c.est.key === "basketo" ? "ord_" : "PW"}${c.est.key === "basketo" ? r.hex(10) : r.i(10000000, 99999999)} rejected: outside 24h self-service window, routed to support`,
      ],
    ],
  },
  {
    id: "couriers-short-surge",
    domain: "delivery",
    steady: false,
    gen: (r) => [
      [
        0,
        "dispatch",
        "warn",
        `zone Z-${r.i(1, 30)}: no available couriers for ${r.i(3, 9)}m, surge x${r.f(1.2, 1.8).toFixed(1)} applied, ${r.i(2, 12)} orders waiting`,
      ],
    ],
  },
  {
    id: "menu-schema-invalid",
    domain: "delivery",
    steady: true,
    gen: (r, c) => [
      [
        0,
        "menu",
        "error",
        `POS menu payload for store ${r.i(1000, 9999)} failed validation, item skipped\n${c.est.svcs[c.svc("menu")] === "python" ? pyTrace([["/app/menusync/ingest.py", 141, "normalize_item", "price = Decimal(raw['price'])"]], `decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>] price='${r.i(5, 30)},${r.p(["50", "95"])}'`) : `price '${r.i(5, 30)},50' is not a number`}`,
      ],
    ],
  },
  {
    id: "chargeback-webhook",
    domain: "delivery",
    steady: false,
    gen: (r) => [
      [
        0,
        "refund",
        "warn",
        `dispute webhook charge.dispute.created ch_${r.hex(14)} reason=${r.p(["fraudulent", "product_not_received"])}, evidence task opened`,
      ],
    ],
  },
  {
    id: "push-bad-token",
    domain: "any",
    steady: true,
    gen: (r) => [
      [
        0,
        "notify",
        "error",
        `APNs rejected ${r.i(1, 30)} device tokens (410 Unregistered / BadDeviceToken), tokens removed`,
      ],
    ],
  },
  {
    id: "gc-pause",
    domain: "any",
    steady: false,
    gen: (r) => [
      [
        0,
        "@java",
        "warn",
        `[gc] GC(${r.i(1000, 9000)}) Pause Young (G1 Evacuation Pause) ${r.i(700, 1400)}M->${r.i(150, 400)}M(2048M) ${r.f(150, 480).toFixed(3)}ms`,
      ],
    ],
  },
  {
    id: "cert-expiry-notice",
    domain: "any",
    steady: false,
    gen: (r) => [
      [
        0,
        "gw",
        "warn",
        `TLS certificate for partner-mtls client expires in ${r.i(18, 27)} days (CN=${r.hex(4)}-client), renewal ticket open`,
      ],
    ],
  },
  {
    id: "rollout-readiness",
    domain: "any",
    steady: false,
    gen: () => [],
    emit: (c, at) => {
      const svc = c.svc(c.r.p(["gw", "cres", "dispatch", "checkout", "notify"]));
      const v = `${c.r.i(2, 9)}.${c.r.i(0, 30)}.${c.r.i(0, 9)}`;
      c.add(at, svc, "info", `starting ${svc} ${v} (pid 1, rollout ${c.r.hex(8)})`);
      for (let k = 0; k < c.r.i(3, 6); k++)
        c.add(
          at + 800 + k * 2500,
          svc,
          "warn",
          `readiness check failed: warming caches (${k + 1}/10), not accepting traffic yet`,
        );
      c.add(at + 18000, svc, "info", `ready: serving on :8080 after ${c.r.i(14, 19)}s warmup`);
    },
  },
  {
    id: "slow-query-replica",
    domain: "any",
    steady: true,
    gen: (r) => [
      [
        0,
        r.p(["cres", "refund", "audit", "dispatch"]),
        "warn",
        `slow query ${r.i(1200, 4800)}ms on read replica (report export, statement_timeout 30s): SELECT ... FROM ${r.p(["folio_lines", "orders_archive", "audit_events"])} WHERE ...`,
      ],
    ],
  },
  {
    id: "redis-reconnect",
    domain: "any",
    steady: false,
    gen: (r) => [
      [
        0,
        "@node",
        "error",
        `[ioredis] Unhandled error event: Error: read ECONNRESET (failover of cache-${r.i(1, 3)} primary)`,
      ],
      [r.i(300, 1500), "@node", "info", "[ioredis] reconnected to cache primary, 0 commands lost"],
    ],
  },
  {
    id: "node-listener-leak-warning",
    domain: "any",
    steady: false,
    gen: () => [
      [
        0,
        "@node",
        "warn",
        "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit",
      ],
    ],
  },
  {
    id: "client-abort-trace",
    domain: "any",
    steady: true,
    gen: (r, c) => {
      const svc = r.c(0.5) ? c.svc("gw") : roleSvc(c, "@java");
      const rt = c.est.svcs[svc];
      const ip = `10.${r.i(20, 40)}.${r.i(0, 15)}.${r.i(2, 250)}`;
      let msg: string;
      if (rt === "node")
        msg = `request aborted by client (app backgrounded)\n${nodeTrace("Error", "aborted", ["abortIncoming (node:_http_server:794:17)", "socketOnClose (node:_http_server:788:3)", "Socket.emit (node:events:529:35)", "TCP.<anonymous> (node:net:350:12)"])}`;
      else if (rt === "dotnet")
        msg = `Connection id "0HN${r.hex(9).toUpperCase()}", Request id "0HN${r.hex(9).toUpperCase()}:00000002": An unhandled exception was thrown by the application.\n${dotnetTrace("Microsoft.AspNetCore.Connections.ConnectionResetException", "The client has disconnected", ["Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.Http1ContentLengthMessageBody.ReadAsyncInternal(CancellationToken cancellationToken)", "System.IO.Pipelines.Pipe.GetReadAsyncResult()"])}`;
      else if (rt === "python")
        msg = `Error handling request /api/export\n${pyTrace(
          [
            [
              "/usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py",
              183,
              "handle_request",
              "resp.write(item)",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/gunicorn/http/wsgi.py",
              346,
              "write",
              "util.write(self.sock, arg, self.chunked)",
            ],
          ],
          "BrokenPipeError: [Errno 32] Broken pipe",
        )}`;
      else if (rt === "go")
        msg = `http: response write failed: write tcp ${ip}:8080->10.${r.i(20, 40)}.${r.i(0, 15)}.${r.i(2, 250)}:${r.i(30000, 60000)}: write: broken pipe`;
      else if (rt === "ruby") msg = "Puma::ConnectionError: Connection error detected during write (client went away)";
      else if (rt === "java")
        msg = `Failure in @ExceptionHandler, client went away\n${javaTrace("org.apache.catalina.connector.ClientAbortException", "java.io.IOException: Broken pipe", ["org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)", "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)", "org.apache.catalina.connector.OutputBuffer.append(OutputBuffer.java:683)"])}`;
      else msg = "client socket closed during write (EPIPE), response dropped";
      return [[0, svc, rt === "go" || rt === "ruby" ? "warn" : "error", msg]];
    },
  },
  {
    id: "synthetic-canary-404",
    domain: "any",
    steady: true,
    gen: (r) => [
      [0, "gw", "warn", `GET /internal/canary/${r.hex(6)} 404 - synthetic check probe (checkly) hitting retired path`],
    ],
  },
  {
    id: "pool-resize-notice",
    domain: "any",
    steady: false,
    gen: (r) => [
      [
        0,
        "@java",
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.i(60, 90)}s${r.i(0, 999)}ms).`,
      ],
    ],
  },
];

/** Resolves a role (or `@runtime`) to a service of the estate. */
export function roleSvc(c: Ctx, role: string): string {
  if (role.startsWith("@")) {
    const rt = role.slice(1);
    const cands = Object.keys(c.est.svcs).filter((s) => c.est.svcs[s] === rt);
    return cands.length ? c.r.p(cands) : c.svc("gw");
  }
  return role in c.est.svcs ? role : c.svc(role);
}

/** Steady: the kind's lines every few seconds from the first minute. Burst: one or a few occurrences. */
export function runKind(k: NoiseKind, c: Ctx, mode: "steady" | "burst"): void {
  const put = (at: number, lines: Line[]) => {
    const req = c.req();
    for (const [dt, role, lv, msg] of lines) if (at + dt < c.t1) c.add(at + dt, roleSvc(c, role), lv, msg, req);
  };
  if (mode === "steady") {
    const every = c.r.i(6000, 25000);
    for (let t = c.t0 + c.r.i(1000, 20000); t < c.t1; t += every * c.r.f(0.7, 1.3)) put(t, k.gen(c.r, c));
    return;
  }
  const at = c.t0 + c.r.f(0.1, 0.8) * (c.t1 - c.t0);
  if (k.emit) {
    k.emit(c, at);
    return;
  }
  const n = c.r.i(2, 12);
  const span = c.r.i(30000, 200000);
  for (let j = 0; j < n; j++) put(at + (span * j) / n + c.r.i(0, 3000), k.gen(c.r, c));
}

// The four made-up companies of holdout77: their services, request flows and background chatter.
import type { Level } from "./formats.js";
import { hex, int, pick, type Rng, upper } from "./rng.js";

export type Runtime = "java" | "go" | "node" | "python" | "dotnet" | "ruby" | "cpp";
export interface Svc {
  name: string;
  rt: Runtime;
  store?: "postgres" | "mysql" | "mongo" | "sqlserver" | "redis";
  vendor?: string;
  vhost?: string;
}
export interface Req {
  status: number;
  ms: number;
}
export interface Step {
  svc: string;
  line: (r: Rng, q: Req) => string;
  path?: string;
}
export interface Flow {
  weight: number;
  steps: Step[];
}
export interface Chat {
  svc: string;
  every: number; // mean seconds between lines
  level: Level;
  line: (r: Rng) => string;
}
export interface Estate {
  key: string;
  domain: "hotel" | "delivery";
  ns: string;
  traces: boolean;
  svcs: Svc[];
  flows: Flow[];
  chatter: Chat[];
  noisy: Chat;
  deprecations: Chat[];
  reloads: { svc: string; line: (r: Rng) => string }[];
}

const EUR = (r: Rng, lo: number, hi: number) => (lo + r() * (hi - lo)).toFixed(2);
const day = (r: Rng) => `2026-0${int(r, 6, 9)}-${String(int(r, 1, 28)).padStart(2, "0")}`;
const room = (r: Rng) => `${int(r, 1, 14)}${String(int(r, 1, 40)).padStart(2, "0")}`;
const phone = (r: Rng) => `+${pick(r, ["31", "44", "49", "34"])}******${int(r, 100, 999)}`;

// ---------------------------------------------------------------- Larkspur Hotels (hotel, trace ids)
const LH_HOTELS = ["LKS-AMS-02", "LKS-BER-01", "LKS-LIS-03", "LKS-CPH-01", "LKS-MAD-02"];
const larkspur: Estate = {
  key: "larkspur",
  domain: "hotel",
  ns: "larkspur-prod",
  traces: true,
  svcs: [
    { name: "guest-gateway", rt: "node" },
    { name: "booking-engine", rt: "node", store: "redis" },
    { name: "central-res", rt: "java", store: "postgres" },
    { name: "pms-core", rt: "dotnet", store: "sqlserver" },
    { name: "channel-mgr", rt: "java", vendor: "Booking.com", vhost: "supply-xml.booking.com" },
    { name: "card-vault", rt: "go", store: "postgres", vendor: "Adyen", vhost: "pal-live.adyen.com" },
    { name: "keycard-encoder", rt: "cpp" },
    { name: "housekeeping", rt: "python", store: "postgres" },
    { name: "guest-messaging", rt: "ruby", vendor: "Twilio", vhost: "api.twilio.com" },
  ],
  flows: [
    {
      weight: 3,
      steps: [
        {
          svc: "guest-gateway",
          path: "POST /api/v3/reservations",
          line: (r, q) => `POST /api/v3/reservations ${q.status} - ${q.ms}.${int(r, 100, 999)} ms`,
        },
        {
          svc: "booking-engine",
          line: (r) =>
            `quote hotel=${pick(r, LH_HOTELS)} rooms=${int(r, 1, 3)} offers=${int(r, 2, 9)} in ${int(r, 20, 140)}ms`,
        },
        {
          svc: "central-res",
          line: (r) =>
            `Reservation ${upper(r, 6)} confirmed hotel=${pick(r, LH_HOTELS)} arrival=${day(r)} nights=${int(r, 1, 6)} ratePlan=${pick(r, ["BAR-FLEX", "ADV-NR", "CORP-ING", "PKG-BB"])}`,
        },
        {
          svc: "card-vault",
          line: (r) =>
            `level=info msg="card stored on file" brand=${pick(r, ["visa", "mc", "amex"])} last4=${int(r, 1000, 9999)} token=tok_${hex(r, 12)} psp=adyen latency_ms=${int(r, 90, 420)}`,
        },
      ],
    },
    {
      weight: 5,
      steps: [
        {
          svc: "guest-gateway",
          path: "GET /api/v3/availability",
          line: (r, q) =>
            `GET /api/v3/availability?hotel=${pick(r, LH_HOTELS)} ${q.status} - ${q.ms}.${int(r, 100, 999)} ms`,
        },
        {
          svc: "booking-engine",
          line: (r) =>
            `availability cache ${pick(r, ["hit", "hit", "miss"])} hotel=${pick(r, LH_HOTELS)} nights=${int(r, 1, 7)}`,
        },
        {
          svc: "central-res",
          line: (r) =>
            `Availability computed for ${pick(r, LH_HOTELS)} ${int(r, 3, 11)} room types in ${int(r, 8, 60)} ms`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "guest-gateway",
          path: "POST /api/v3/stays/:id/check-in",
          line: (r, q) => `POST /api/v3/stays/${upper(r, 6)}/check-in ${q.status} - ${q.ms}.${int(r, 100, 999)} ms`,
        },
        {
          svc: "pms-core",
          line: (r) => `Guest checked in. Reservation=${upper(r, 6)} Room=${room(r)} Folio=${int(r, 80000, 99999)}`,
        },
        {
          svc: "keycard-encoder",
          line: (r) =>
            `[enc] ENC-${String(int(r, 1, 8)).padStart(2, "0")} wrote ${int(r, 1, 2)} key(s) room=${room(r)} expiry=${day(r)}T11:00 ok`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "guest-gateway",
          path: "GET /api/v3/folios/:id",
          line: (r, q) => `GET /api/v3/folios/${int(r, 80000, 99999)} ${q.status} - ${q.ms}.${int(r, 100, 999)} ms`,
        },
        {
          svc: "pms-core",
          line: (r) => `Folio ${int(r, 80000, 99999)} read: ${int(r, 1, 14)} postings balance=${EUR(r, 0, 900)} EUR`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "pms-core",
          line: (r) => `Room ${room(r)} status changed Inspected -> Ready; notifying guest`,
        },
        {
          svc: "guest-messaging",
          line: (r) => `Delivered room-ready SMS to ${phone(r)} sid=SM${hex(r, 32)}`,
        },
      ],
    },
  ],
  chatter: [
    {
      svc: "channel-mgr",
      every: 6,
      level: "info",
      line: (r) =>
        `ARI push to ${pick(r, ["Booking.com", "Expedia", "Agoda"])}: ${int(r, 10, 90)} rate updates, ${int(r, 2, 30)} availability updates accepted (${int(r, 120, 600)} ms)`,
    },
    {
      svc: "channel-mgr",
      every: 25,
      level: "warn",
      line: (r) =>
        `Rate update rejected by Expedia for ${pick(r, LH_HOTELS)} roomType=KNG date=${day(r)}: RATE_PARITY_VIOLATION (BAR ${EUR(r, 120, 180)} vs OTA ${EUR(r, 100, 119)})`,
    },
    {
      svc: "housekeeping",
      every: 5,
      level: "info",
      line: (r) =>
        `room ${room(r)} status ${pick(r, ["DIRTY -> CLEAN", "CLEAN -> INSPECTED", "OCCUPIED -> DIRTY"])} attendant=${int(r, 1, 40)}`,
    },
    {
      svc: "keycard-encoder",
      every: 40,
      level: "warn",
      line: (r) =>
        `[enc] re-encode requested room=${room(r)} reason=${pick(r, ["LOST_CARD", "DEMAGNETIZED", "EXTRA_KEY"])}`,
    },
    {
      svc: "pms-core",
      every: 45,
      level: "warn",
      line: (r) =>
        `Card declined at check-in. Reservation=${upper(r, 6)} Reason=${pick(r, ["Refused", "Insufficient funds", "Expired card"])}; guest asked for another card`,
    },
    {
      svc: "central-res",
      every: 90,
      level: "warn",
      line: (r) =>
        `Overbooking detected ${pick(r, LH_HOTELS)} ${day(r)} roomType=DBL oversold=1; walk candidate ${upper(r, 6)}`,
    },
    { svc: "guest-gateway", every: 10, level: "info", line: () => "GET /healthz 200 - 0.412 ms" },
    { svc: "card-vault", every: 15, level: "info", line: () => `level=info msg="health check" status=SERVING` },
    { svc: "booking-engine", every: 30, level: "info", line: (r) => `promo cache refreshed: ${int(r, 30, 80)} codes` },
    {
      svc: "booking-engine",
      every: 50,
      level: "warn",
      line: (r) => `promo code ${upper(r, 8)} rejected: expired ${day(r)}`,
    },
    {
      svc: "housekeeping",
      every: 60,
      level: "info",
      line: (r) => `celery beat: sending due task hk.rebalance_boards (id ${hex(r, 8)}-${hex(r, 4)})`,
    },
  ],
  noisy: {
    svc: "guest-messaging",
    every: 4,
    level: "error",
    line: (r) =>
      `Twilio::REST::RestError: [HTTP 400] 21610 : Unable to create record: Attempt to send to unsubscribed recipient ${phone(r)}`,
  },
  deprecations: [
    {
      svc: "guest-gateway",
      every: 120,
      level: "warn",
      line: () =>
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "central-res",
      every: 200,
      level: "warn",
      line: () =>
        "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA javax.persistence.criteria.CriteriaQuery instead",
    },
  ],
  reloads: [
    {
      svc: "booking-engine",
      line: (r) => `feature flags reloaded from LaunchDarkly (${int(r, 40, 70)} flags, 2 changed)`,
    },
    { svc: "housekeeping", line: (r) => `Booting worker with pid: ${int(r, 20, 90)}` },
    {
      svc: "channel-mgr",
      line: (r) =>
        `Started ChannelManagerApplication in ${int(r, 8, 19)}.${int(r, 100, 999)} seconds (process running for ${int(r, 10, 22)}.4)`,
    },
  ],
};

// ---------------------------------------------------------------- Maris & Vale Resorts (hotel, no ids)
const MV_PROPS = ["MV-ALG", "MV-CRF", "MV-MLL", "MV-SAN", "MV-AZO"];
const mv: Estate = {
  key: "marisvale",
  domain: "hotel",
  ns: "mv-resorts",
  traces: false,
  svcs: [
    { name: "mv-web-bff", rt: "dotnet" },
    { name: "bookflow", rt: "ruby", store: "postgres" },
    { name: "crs-api", rt: "java", store: "mysql" },
    { name: "pms-bridge", rt: "python", store: "postgres" },
    { name: "ari-distributor", rt: "go", vendor: "SiteMinder", vhost: "smx.siteminder.com" },
    { name: "cof-tokenizer", rt: "java", vendor: "Worldpay", vhost: "access.worldpay.com" },
    { name: "lock-gateway", rt: "cpp" },
    { name: "hk-planner", rt: "python", store: "postgres" },
    { name: "concierge-chat", rt: "node", vendor: "WhatsApp Cloud API", vhost: "graph.facebook.com" },
  ],
  flows: [
    {
      weight: 4,
      steps: [
        {
          svc: "mv-web-bff",
          path: "GET /booking/search",
          line: (r, q) =>
            `Request finished HTTP/1.1 GET http://mv-web-bff/booking/search?property=${pick(r, MV_PROPS)} - ${q.status} - application/json ${q.ms}.${int(r, 1000, 9999)}ms`,
        },
        {
          svc: "bookflow",
          line: (r) =>
            `Completed 200 OK in ${int(r, 30, 200)}ms (Views: ${int(r, 1, 9)}.${int(r, 1, 9)}ms | ActiveRecord: ${int(r, 2, 40)}.${int(r, 1, 9)}ms | Allocations: ${int(r, 2000, 9000)})`,
        },
        {
          svc: "crs-api",
          line: (r) =>
            `availability property=${pick(r, MV_PROPS)} from=${day(r)} roomTypes=${int(r, 3, 12)} took=${int(r, 10, 90)}ms`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "mv-web-bff",
          path: "POST /booking/confirm",
          line: (r, q) =>
            `Request finished HTTP/1.1 POST http://mv-web-bff/booking/confirm - ${q.status} - application/json ${q.ms}.${int(r, 1000, 9999)}ms`,
        },
        {
          svc: "bookflow",
          line: (r) =>
            `Booking ${pick(r, MV_PROPS)}-${int(r, 100000, 999999)} confirmed for ${int(r, 1, 4)} guests (${int(r, 1, 9)} nights)`,
        },
        {
          svc: "cof-tokenizer",
          line: (r) =>
            `Card on file stored: scheme=${pick(r, ["VISA", "MASTERCARD"])} bin=${int(r, 400000, 559999)} token=${hex(r, 20)} t=${int(r, 100, 500)}ms`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "bookflow",
          line: (r) =>
            `Booking ${pick(r, MV_PROPS)}-${int(r, 100000, 999999)} confirmed for ${int(r, 1, 4)} guests (${int(r, 1, 9)} nights)`,
        },
        {
          svc: "crs-api",
          line: (r) =>
            `reservation committed id=${int(r, 100000, 999999)} property=${pick(r, MV_PROPS)} channel=DIRECT`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "pms-bridge",
          line: (r) =>
            `reservation ${int(r, 100000, 999999)} synced to PMS property=${pick(r, MV_PROPS)} (${int(r, 40, 300)} ms)`,
        },
        {
          svc: "crs-api",
          line: (r) => `PMS ack received for reservation ${int(r, 100000, 999999)}`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "mv-web-bff",
          path: "POST /stay/mobile-key",
          line: (r, q) =>
            `Request finished HTTP/1.1 POST http://mv-web-bff/stay/mobile-key - ${q.status} - application/json ${q.ms}.${int(r, 1000, 9999)}ms`,
        },
        {
          svc: "pms-bridge",
          line: (r) => `check-in posted room=${room(r)} property=${pick(r, MV_PROPS)}`,
        },
        {
          svc: "lock-gateway",
          line: (r) =>
            `I lockgw: issued mobile key room=${room(r)} door=${pick(r, ["ASSA", "SALTO"])} credential=${hex(r, 8)} ttl=${int(r, 1, 7)}d`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "mv-web-bff",
          path: "POST /concierge/messages",
          line: (r, q) =>
            `Request finished HTTP/1.1 POST http://mv-web-bff/concierge/messages - ${q.status} - application/json ${q.ms}.${int(r, 1000, 9999)}ms`,
        },
        {
          svc: "concierge-chat",
          line: (r) =>
            `message ${hex(r, 10)} sent via whatsapp to ${phone(r)} (template=${pick(r, ["welcome_v3", "spa_offer", "late_checkout"])})`,
        },
      ],
    },
  ],
  chatter: [
    {
      svc: "ari-distributor",
      every: 5,
      level: "info",
      line: (r) =>
        `level=info msg="ARI delivered" channel=${pick(r, ["booking", "expedia", "hotelbeds", "airbnb"])} property=${pick(r, MV_PROPS)} messages=${int(r, 5, 80)} dur=${int(r, 100, 900)}ms`,
    },
    {
      svc: "ari-distributor",
      every: 20,
      level: "warn",
      line: (r) =>
        `level=warn msg="rate rejected by channel" channel=expedia property=${pick(r, MV_PROPS)} code=PARITY date=${day(r)}`,
    },
    {
      svc: "crs-api",
      every: 70,
      level: "warn",
      line: (r) =>
        `overbooked property=${pick(r, MV_PROPS)} date=${day(r)} type=DLX by=1, reservation ${int(r, 100000, 999999)} flagged for walk`,
    },
    {
      svc: "hk-planner",
      every: 7,
      level: "info",
      line: (r) => `INFO hk.board: room ${room(r)} -> ${pick(r, ["clean", "inspected", "dirty", "out_of_order"])}`,
    },
    {
      svc: "lock-gateway",
      every: 35,
      level: "warn",
      line: (r) => `W lockgw: card re-encode room=${room(r)} reason=guest_lost_key`,
    },
    { svc: "mv-web-bff", every: 10, level: "info", line: () => "Health check /health completed: Healthy (1.2ms)" },
    {
      svc: "concierge-chat",
      every: 60,
      level: "info",
      line: (r) => `webhook status update: ${int(r, 3, 40)} delivered, ${int(r, 0, 6)} read`,
    },
    {
      svc: "cof-tokenizer",
      every: 40,
      level: "warn",
      line: (r) =>
        `Authorisation refused at check-in: outcome=refused code=${pick(r, ["05", "51", "54"])} property=${pick(r, MV_PROPS)}`,
    },
    {
      svc: "pms-bridge",
      every: 60,
      level: "info",
      line: (r) =>
        `INFO apscheduler.executors.default: Job "sync_inhouse_guests" executed successfully (${int(r, 200, 900)} rows)`,
    },
  ],
  noisy: {
    svc: "hk-planner",
    every: 5,
    level: "error",
    line: (r) => `ERROR hk.zones: room ${room(r)} has no attendant zone mapping; skipped in board rebuild`,
  },
  deprecations: [
    {
      svc: "bookflow",
      every: 150,
      level: "warn",
      line: () =>
        "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone=` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord.default_timezone=` instead.",
    },
    {
      svc: "pms-bridge",
      every: 200,
      level: "warn",
      line: () =>
        "/app/.venv/lib/python3.11/site-packages/urllib3/connectionpool.py:1100: DeprecationWarning: HTTPResponse.getheaders() is deprecated and will be removed in urllib3 v2.1.0. Instead access HTTPResponse.headers directly.",
    },
  ],
  reloads: [
    { svc: "concierge-chat", line: () => "Server listening on :8080 (build 2026.11.3-7f2c1)" },
    { svc: "ari-distributor", line: (r) => `level=info msg="config reloaded" channels=4 rules=${int(r, 100, 180)}` },
    { svc: "bookflow", line: (r) => `Puma starting in cluster mode... * Workers: ${int(r, 2, 6)}` },
  ],
};

// ---------------------------------------------------------------- Forkline (delivery, trace ids)
const FL_RESTOS = ["Pho Saigon", "Burger Bros", "La Piazza", "Sushi Kai", "Taco Loco", "Curry Leaf", "Green Bowl"];
const forkline: Estate = {
  key: "forkline",
  domain: "delivery",
  ns: "forkline",
  traces: true,
  svcs: [
    { name: "app-gateway", rt: "go" },
    { name: "checkout", rt: "node", store: "postgres", vendor: "Braintree", vhost: "payments.braintree-api.com" },
    { name: "menu-sync", rt: "python", store: "mongo" },
    { name: "order-relay", rt: "java", store: "postgres" },
    { name: "dispatch", rt: "go", store: "redis" },
    { name: "eta-model", rt: "python", vendor: "Mapbox", vhost: "api.mapbox.com" },
    { name: "surge-pricer", rt: "java", store: "redis" },
    { name: "refunds", rt: "ruby", store: "postgres" },
    { name: "support-console", rt: "dotnet", store: "sqlserver" },
    { name: "geo-resolver", rt: "node", vendor: "Google Geocoding", vhost: "maps.googleapis.com" },
  ],
  flows: [
    {
      weight: 3,
      steps: [
        {
          svc: "app-gateway",
          path: "POST /v1/checkout",
          line: (r, q) =>
            `{"method":"POST","path":"/v1/checkout","status":${q.status},"dur_ms":${q.ms},"client":"${pick(r, ["ios/8.12", "android/8.11", "web"])}"}`,
        },
        {
          svc: "checkout",
          line: (r) =>
            `order ${hex(r, 8)} placed: ${int(r, 1, 6)} items, total EUR ${EUR(r, 12, 80)}, restaurant="${pick(r, FL_RESTOS)}"`,
        },
        {
          svc: "surge-pricer",
          line: (r) =>
            `quote zone=${pick(r, ["ams-c", "ams-w", "rtm-n", "utr-c"])} multiplier=${(1 + r() * 0.8).toFixed(2)} couriers_free=${int(r, 3, 40)}`,
        },
      ],
    },
    {
      weight: 3,
      steps: [
        {
          svc: "checkout",
          line: (r) =>
            `order ${hex(r, 8)} handed to restaurant: ${int(r, 1, 6)} items, total EUR ${EUR(r, 12, 80)}, restaurant="${pick(r, FL_RESTOS)}"`,
        },
        {
          svc: "order-relay",
          line: (r) =>
            `Order ${hex(r, 8)} delivered to POS tablet store=${int(r, 1000, 4999)} ack in ${int(r, 200, 1800)}ms`,
        },
      ],
    },
    {
      weight: 5,
      steps: [
        {
          svc: "app-gateway",
          path: "GET /v1/restaurants",
          line: (r, q) =>
            `{"method":"GET","path":"/v1/restaurants","status":${q.status},"dur_ms":${q.ms},"client":"${pick(r, ["ios/8.12", "android/8.11", "web"])}"}`,
        },
        {
          svc: "eta-model",
          line: (r) =>
            `INFO eta.predict restaurants=${int(r, 10, 60)} p50=${int(r, 18, 35)}min model=gbm-v41 took=${int(r, 5, 40)}ms`,
        },
        {
          svc: "geo-resolver",
          line: (r) =>
            `geocode ok precision=${pick(r, ["ROOFTOP", "RANGE_INTERPOLATED"])} cache=${pick(r, ["hit", "hit", "miss"])}`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "order-relay",
          line: (r) => `Order ${hex(r, 8)} accepted by restaurant store=${int(r, 1000, 4999)} prep=${int(r, 8, 25)}m`,
        },
        {
          svc: "dispatch",
          line: (r) =>
            `level=info msg="offer accepted" courier=c-${int(r, 10000, 99999)} order=${hex(r, 8)} pickup_eta=${int(r, 3, 15)}m`,
        },
        {
          svc: "eta-model",
          line: (r) => `INFO eta.route courier leg ${int(r, 300, 4000)}m -> ${int(r, 2, 14)}min`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "support-console",
          line: (r) =>
            `Ticket ${int(r, 500000, 599999)} opened by agent ${int(r, 10, 99)} reason=${pick(r, ["missing_item", "late", "cold_food"])}`,
        },
        {
          svc: "refunds",
          line: (r) => `Refund ${hex(r, 8)} issued EUR ${EUR(r, 2, 30)} (partial) method=original_payment`,
        },
      ],
    },
  ],
  chatter: [
    {
      svc: "menu-sync",
      every: 6,
      level: "info",
      line: (r) =>
        `INFO menu_sync.worker: synced menu for "${pick(r, FL_RESTOS)}" (${int(r, 20, 180)} items, ${int(r, 0, 9)} changed)`,
    },
    {
      svc: "order-relay",
      every: 30,
      level: "warn",
      line: (r) => `Store ${int(r, 1000, 4999)} paused ordering for ${pick(r, ["15", "20", "30"])} min (busy)`,
    },
    {
      svc: "dispatch",
      every: 6,
      level: "info",
      line: (r) =>
        `level=info msg="offer rejected" courier=c-${int(r, 10000, 99999)} reason=${pick(r, ["too_far", "declined", "timeout"])}`,
    },
    {
      svc: "app-gateway",
      every: 10,
      level: "info",
      line: () => `{"method":"GET","path":"/healthz","status":200,"dur_ms":0}`,
    },
    {
      svc: "checkout",
      every: 35,
      level: "warn",
      line: (r) => `promo ${upper(r, 7)} rejected: PROMO_EXPIRED`,
    },
    {
      svc: "surge-pricer",
      every: 30,
      level: "info",
      line: (r) => `Recomputed surge grid: ${int(r, 30, 60)} zones, max multiplier ${(1 + r()).toFixed(2)}`,
    },
    {
      svc: "refunds",
      every: 40,
      level: "info",
      line: (r) => `[Sidekiq] RefundReconcileJob JID-${hex(r, 24)} done: ${int(r, 0, 3)}.${int(r, 1, 9)} sec`,
    },
  ],
  noisy: {
    svc: "geo-resolver",
    every: 4,
    level: "error",
    line: (r) =>
      `geocode failed status=ZERO_RESULTS address="${int(r, 1, 300)} ${pick(r, ["Keizersgrcht", "Damrak str", "Oude Kerkstrat", "Ferdinand Bolstr."])}" (address not geocoded, falling back to pin)`,
  },
  deprecations: [
    {
      svc: "checkout",
      every: 120,
      level: "warn",
      line: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "eta-model",
      every: 180,
      level: "warn",
      line: () =>
        "/usr/local/lib/python3.10/site-packages/sklearn/base.py:348: InconsistentVersionWarning: Trying to unpickle estimator GradientBoostingRegressor from version 1.2.2 when using version 1.3.0.",
    },
  ],
  reloads: [
    {
      svc: "surge-pricer",
      line: (r) =>
        `Started SurgePricerApplication in ${int(r, 6, 14)}.${int(r, 100, 999)} seconds (process running for ${int(r, 8, 16)}.1)`,
    },
    { svc: "menu-sync", line: () => "INFO celery.worker: celery@menu-sync-7c9d ready." },
    {
      svc: "app-gateway",
      line: (r) => `{"msg":"routes reloaded","routes":${int(r, 80, 120)},"rev":"r${int(r, 1000, 2000)}"}`,
    },
  ],
};

// ---------------------------------------------------------------- Bento Run (delivery, no ids)
const BR_STORES = ["Wok This Way", "Bao Down", "Pizza Ciro", "Falafel Hub", "Poke Town", "Ramen Ya"];
const bento: Estate = {
  key: "bentorun",
  domain: "delivery",
  ns: "bento-prod",
  traces: false,
  svcs: [
    { name: "edge-api", rt: "java" },
    { name: "cart-svc", rt: "go", store: "redis" },
    { name: "pay-orchestrator", rt: "java", store: "postgres", vendor: "Stripe", vhost: "api.stripe.com" },
    { name: "catalog-ingest", rt: "python", store: "postgres" },
    { name: "kitchen-bridge", rt: "node", vendor: "Deliverect", vhost: "api.deliverect.com" },
    { name: "courier-assign", rt: "go", store: "postgres" },
    { name: "eta-service", rt: "python", store: "redis" },
    { name: "refund-worker", rt: "ruby", store: "postgres" },
    { name: "care-desk", rt: "dotnet", store: "sqlserver" },
  ],
  flows: [
    {
      weight: 3,
      steps: [
        {
          svc: "edge-api",
          path: "POST /orders",
          line: (r, q) =>
            `POST /orders -> ${q.status} (${q.ms} ms) ua=${pick(r, ["BentoRun-iOS/5.3", "BentoRun-Android/5.3", "okhttp/4.12"])}`,
        },
        {
          svc: "cart-svc",
          line: (r) =>
            `level=info msg="cart priced" items=${int(r, 1, 7)} subtotal=${EUR(r, 10, 70)} fee=${EUR(r, 1, 5)}`,
        },
        {
          svc: "pay-orchestrator",
          line: (r) => `PaymentIntent pi_${hex(r, 24)} succeeded amount=${int(r, 1200, 9000)} currency=eur`,
        },
      ],
    },
    {
      weight: 3,
      steps: [
        {
          svc: "cart-svc",
          line: (r) =>
            `level=info msg="order submitted" items=${int(r, 1, 7)} subtotal=${EUR(r, 10, 70)} fee=${EUR(r, 1, 5)}`,
        },
        {
          svc: "kitchen-bridge",
          line: (r) =>
            `order pushed to POS store="${pick(r, BR_STORES)}" channelOrderId=${hex(r, 10)} status=201 ${int(r, 150, 900)}ms`,
        },
      ],
    },
    {
      weight: 5,
      steps: [
        {
          svc: "edge-api",
          path: "GET /stores/nearby",
          line: (r, q) =>
            `GET /stores/nearby -> ${q.status} (${q.ms} ms) ua=${pick(r, ["BentoRun-iOS/5.3", "BentoRun-Android/5.3"])}`,
        },
        {
          svc: "eta-service",
          line: (r) => `INFO eta: ${int(r, 5, 40)} stores scored p90=${int(r, 25, 50)}min in ${int(r, 4, 30)}ms`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "courier-assign",
          line: (r) =>
            `level=info msg="courier assigned" order=${hex(r, 10)} courier=${int(r, 1000, 9999)} distance_m=${int(r, 200, 3500)}`,
        },
        {
          svc: "eta-service",
          line: (r) => `INFO eta: delivery estimate ${int(r, 12, 45)}min for order ${hex(r, 10)}`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "care-desk",
          line: (r) =>
            `Case ${int(r, 700000, 799999)} escalated category=${pick(r, ["never_arrived", "wrong_order", "late"])}`,
        },
        {
          svc: "refund-worker",
          line: (r) => `RefundJob processed refund re_${hex(r, 24)} amount=${int(r, 300, 3000)} status=succeeded`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "edge-api",
          path: "GET /orders/:id/track",
          line: (r, q) => `GET /orders/${hex(r, 10)}/track -> ${q.status} (${q.ms} ms) ua=BentoRun-iOS/5.3`,
        },
        {
          svc: "courier-assign",
          line: (r) => `level=info msg="position" courier=${int(r, 1000, 9999)} lag_s=${int(r, 1, 6)}`,
        },
      ],
    },
  ],
  chatter: [
    {
      svc: "catalog-ingest",
      every: 7,
      level: "info",
      line: (r) =>
        `INFO catalog.ingest: menu "${pick(r, BR_STORES)}" v${int(r, 100, 900)} imported (${int(r, 15, 140)} items)`,
    },
    {
      svc: "courier-assign",
      every: 7,
      level: "info",
      line: (r) =>
        `level=info msg="offer declined" courier=${int(r, 1000, 9999)} reason=${pick(r, ["distance", "shift_ending", "no_response"])}`,
    },
    {
      svc: "cart-svc",
      every: 40,
      level: "warn",
      line: (r) => `level=warn msg="promo rejected" code=${upper(r, 6)} reason=expired`,
    },
    { svc: "edge-api", every: 10, level: "info", line: () => "GET /actuator/health -> 200 (2 ms) ua=kube-probe/1.29" },
    {
      svc: "pay-orchestrator",
      every: 40,
      level: "warn",
      line: (r) =>
        `PaymentIntent pi_${hex(r, 24)} requires_payment_method: card_declined (${pick(r, ["insufficient_funds", "do_not_honor", "expired_card"])})`,
    },
    {
      svc: "care-desk",
      every: 60,
      level: "info",
      line: (r) => `Hangfire job SlaSweep completed in ${int(r, 100, 900)}ms`,
    },
    {
      svc: "eta-service",
      every: 45,
      level: "warn",
      line: (r) => `WARNING eta: address not geocoded for order ${hex(r, 10)}, using postcode centroid`,
    },
  ],
  noisy: {
    svc: "kitchen-bridge",
    every: 4,
    level: "warn",
    line: (r) =>
      `store "${pick(r, BR_STORES)}" tablet offline (last heartbeat ${int(r, 4, 50)}m ago); order will be sent by fax fallback`,
  },
  deprecations: [
    {
      svc: "edge-api",
      every: 160,
      level: "warn",
      line: () =>
        "Spring Cloud LoadBalancer is currently working with the default cache. While this cache implementation is useful for development and tests, it's recommended to use Caffeine cache in production.",
    },
    {
      svc: "care-desk",
      every: 200,
      level: "warn",
      line: () => "Microsoft.AspNetCore.Mvc: 'UseMvc' is obsolete. Use endpoint routing instead.",
    },
  ],
  reloads: [
    { svc: "eta-service", line: () => "INFO uvicorn: Application startup complete." },
    { svc: "refund-worker", line: (r) => `Sidekiq 7.2.${int(r, 0, 4)} starting, concurrency: 10` },
    { svc: "care-desk", line: () => "Application started. Hosting environment: Production; Content root path: /app" },
  ],
};

export const ESTATES: Estate[] = [larkspur, mv, forkline, bento];
export const svcOf = (e: Estate, name: string): Svc => {
  const s = e.svcs.find((x) => x.name === name);
  if (!s) throw new Error(`no service ${name} in ${e.key}`);
  return s;
};

// Four made-up laundry / dry-cleaning companies: their services, runtimes, request flows and steady background.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type Role =
  | "api"
  | "orders"
  | "routes"
  | "driver"
  | "scan"
  | "tags"
  | "locker"
  | "billing"
  | "subs"
  | "payments"
  | "notify"
  | "telemetry"
  | "auth"
  | "notes";

export interface Step {
  svc: string;
  gap: number;
  msg: (r: Rng) => string;
}
export interface Flow {
  weight: number;
  steps: Step[];
}
export interface Periodic {
  svc: string;
  everySec: number;
  level: Level;
  msg: (r: Rng) => string;
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: Array<{ name: string; rt: Runtime }>;
  roles: Record<Role, string>;
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic;
  deprecation: Periodic;
  retryOk: { svc: string; first: (r: Rng) => string; ok: (r: Rng) => string };
}

const ord = (r: Rng, p: string) => `${p}${r.int(100000, 999999)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const lbs = (r: Rng) => (r.int(40, 260) / 10).toFixed(1);
const zip = (r: Rng) => r.pick(["94110", "94117", "94103", "94612", "94607", "94041", "94301"]);

export const ESTATES: Estate[] = [
  {
    key: "freshfold",
    company: "FreshFold Laundry",
    namespace: "freshfold-prod",
    traces: true,
    services: [
      { name: "fold-app-api", rt: "node" },
      { name: "order-service", rt: "java" },
      { name: "route-planner", rt: "python" },
      { name: "driver-bff", rt: "node" },
      { name: "plant-scan", rt: "go" },
      { name: "garment-tags", rt: "java" },
      { name: "locker-hub", rt: "go" },
      { name: "billing-meter", rt: "ruby" },
      { name: "notify-push", rt: "node" },
      { name: "machine-telemetry", rt: "python" },
    ],
    roles: {
      api: "fold-app-api",
      auth: "fold-app-api",
      orders: "order-service",
      routes: "route-planner",
      driver: "driver-bff",
      scan: "plant-scan",
      tags: "garment-tags",
      locker: "locker-hub",
      billing: "billing-meter",
      subs: "billing-meter",
      payments: "billing-meter",
      notify: "notify-push",
      telemetry: "machine-telemetry",
      notes: "garment-tags",
    },
    flows: [
      {
        weight: 5,
        steps: [
          { svc: "fold-app-api", gap: 0, msg: (r) => `POST /v3/orders 201 ${ms(r, 60, 240)}ms` },
          {
            svc: "order-service",
            gap: 30,
            msg: (r) =>
              `Order ${ord(r, "FF-")} created: ${r.pick(["wash & fold", "dry clean", "wash & fold + hang dry"])}, pickup window ${r.pick(["7-9am", "6-8pm", "8-10pm"])}, zip ${zip(r)}`,
          },
          {
            svc: "route-planner",
            gap: 20,
            msg: (r) => `slot reserved route=R-${r.int(10, 48)} stop_seq=${r.int(2, 31)} eta_shift=+${r.int(0, 9)}min`,
          },
          {
            svc: "notify-push",
            gap: 40,
            msg: (r) =>
              `push sent template=order_confirmed platform=${r.pick(["ios", "android"])} latency=${ms(r, 40, 300)}ms`,
          },
        ],
      },
      {
        weight: 4,
        steps: [
          { svc: "fold-app-api", gap: 0, msg: (r) => `GET /v3/orders/${ord(r, "FF-")}/status 200 ${ms(r, 12, 90)}ms` },
          {
            svc: "order-service",
            gap: 8,
            msg: (r) =>
              `status lookup ${ord(r, "FF-")} -> ${r.pick(["AT_PLANT", "OUT_FOR_DELIVERY", "PICKED_UP", "WASHING", "READY"])}`,
          },
        ],
      },
      {
        weight: 4,
        steps: [
          {
            svc: "plant-scan",
            gap: 0,
            msg: (r) =>
              `scan ok station=${r.pick(["INTAKE-1", "INTAKE-2", "SORT-A", "BAG-OUT"])} tag=FF${r.int(1000000, 9999999)} dur=${ms(r, 3, 30)}ms`,
          },
          {
            svc: "garment-tags",
            gap: 10,
            msg: (r) =>
              `Tag FF${r.int(1000000, 9999999)} bound to order ${ord(r, "FF-")} (${r.pick(["shirt", "trousers", "duvet", "towel", "dress", "blazer"])})`,
          },
          {
            svc: "order-service",
            gap: 15,
            msg: (r) => `Garment count for ${ord(r, "FF-")} now ${r.int(1, 24)}/${r.int(24, 30)}`,
          },
        ],
      },
      {
        weight: 3,
        steps: [
          {
            svc: "driver-bff",
            gap: 0,
            msg: (r) => `POST /driver/v1/stops/${r.int(10000, 99999)}/complete 200 ${ms(r, 40, 180)}ms`,
          },
          {
            svc: "route-planner",
            gap: 15,
            msg: (r) =>
              `stop completed route=R-${r.int(10, 48)} remaining=${r.int(0, 22)} on_time=${r.pick(["true", "true", "true", "false"])}`,
          },
          {
            svc: "order-service",
            gap: 20,
            msg: (r) => `Order ${ord(r, "FF-")} transitioned PICKED_UP (bags=${r.int(1, 3)})`,
          },
        ],
      },
      {
        weight: 2,
        steps: [
          { svc: "order-service", gap: 0, msg: (r) => `Weighing complete for ${ord(r, "FF-")}: ${lbs(r)} lb` },
          {
            svc: "billing-meter",
            gap: 25,
            msg: (r) => `Charged ${ord(r, "FF-")} ${lbs(r)} lb @ $1.95/lb = $${r.int(1500, 5200) / 100} (card_on_file)`,
          },
          {
            svc: "notify-push",
            gap: 30,
            msg: (r) => `push sent template=receipt platform=${r.pick(["ios", "android"])} latency=${ms(r, 40, 300)}ms`,
          },
        ],
      },
      {
        weight: 2,
        steps: [
          { svc: "fold-app-api", gap: 0, msg: (r) => `POST /v3/lockers/reserve 200 ${ms(r, 50, 160)}ms` },
          {
            svc: "locker-hub",
            gap: 12,
            msg: (r) =>
              `reserved locker site=${r.pick(["MISSION-01", "SOMA-03", "OAK-07"])} bay=${r.pick(["A", "B", "C"])}${r.int(1, 24)} code issued ttl=48h`,
          },
        ],
      },
    ],
    periodic: [
      {
        svc: "machine-telemetry",
        everySec: 10,
        level: "INFO",
        msg: (r) =>
          `ingested ${r.int(180, 260)} samples from ${r.int(22, 24)} machines (washers=14 dryers=8 presses=2)`,
      },
      {
        svc: "route-planner",
        everySec: 60,
        level: "INFO",
        msg: (r) =>
          `reoptimized ${r.int(18, 30)} routes in ${(r.int(8, 40) / 10).toFixed(1)}s, moved ${r.int(0, 12)} stops`,
      },
      {
        svc: "locker-hub",
        everySec: 30,
        level: "INFO",
        msg: (r) => `heartbeat sweep: ${r.int(41, 43)}/43 locker banks online`,
      },
    ],
    noisy: {
      svc: "garment-tags",
      everySec: 6,
      level: "ERROR",
      msg: (r) =>
        `RFID read E2801160600002${r.hex(6).toUpperCase()} discarded: CRC mismatch (reader RD-${r.int(1, 4)} antenna ${r.int(1, 4)})`,
    },
    deprecation: {
      svc: "fold-app-api",
      everySec: 45,
      level: "WARN",
      msg: (r) =>
        `DeprecationWarning: GET /v2/orders called by app build ${r.pick(["4.18.2", "4.19.0", "4.17.9"])}; v2 sunset 2027-01-31`,
    },
    retryOk: {
      svc: "notify-push",
      first: (r) => `FCM send failed (UNAVAILABLE), retry 1/3 in ${r.int(200, 800)}ms`,
      ok: () => "FCM send succeeded on retry 1",
    },
  },
  {
    key: "presspoint",
    company: "PressPoint Dry Cleaning",
    namespace: "presspoint",
    traces: false,
    services: [
      { name: "press-web", rt: "dotnet" },
      { name: "pickup-booking", rt: "dotnet" },
      { name: "courier-dispatch", rt: "go" },
      { name: "tag-printer", rt: "cpp" },
      { name: "conveyor-ctl", rt: "cpp" },
      { name: "stain-notes", rt: "python" },
      { name: "subscriptions", rt: "ruby" },
      { name: "payments-bridge", rt: "java" },
      { name: "sms-relay", rt: "node" },
    ],
    roles: {
      api: "press-web",
      auth: "press-web",
      orders: "pickup-booking",
      routes: "courier-dispatch",
      driver: "courier-dispatch",
      scan: "conveyor-ctl",
      tags: "tag-printer",
      locker: "pickup-booking",
      billing: "subscriptions",
      subs: "subscriptions",
      payments: "payments-bridge",
      notify: "sms-relay",
      telemetry: "conveyor-ctl",
      notes: "stain-notes",
    },
    flows: [
      {
        weight: 5,
        steps: [
          {
            svc: "press-web",
            gap: 0,
            msg: (r) =>
              `Request finished HTTP/1.1 POST https://presspoint.example/api/bookings - 201 - application/json ${r.int(60, 260)}.${r.int(1000, 9999)}ms`,
          },
          {
            svc: "pickup-booking",
            gap: 25,
            msg: (r) =>
              `Booking ${ord(r, "PP")} confirmed for store ${r.pick(["Marylebone", "Clapham", "Islington", "Shoreditch"])} pickup ${r.pick(["08:00-10:00", "18:00-20:00", "19:00-21:00"])}`,
          },
          {
            svc: "courier-dispatch",
            gap: 30,
            msg: (r) =>
              `assigned booking to courier=${r.pick(["c-114", "c-207", "c-031", "c-088", "c-152"])} run=${r.pick(["AM", "PM"])}-${r.int(1, 9)} detour=${r.int(1, 12)}min`,
          },
          {
            svc: "sms-relay",
            gap: 40,
            msg: (r) => `sms queued sid=SM${r.hex(32)} to=+4477****${r.int(1000, 9999)} template=booking_confirmed`,
          },
        ],
      },
      {
        weight: 4,
        steps: [
          {
            svc: "press-web",
            gap: 0,
            msg: (r) =>
              `Request finished HTTP/1.1 GET https://presspoint.example/api/orders/${ord(r, "PP")} - 200 - application/json ${r.int(8, 70)}.${r.int(1000, 9999)}ms`,
          },
          {
            svc: "pickup-booking",
            gap: 10,
            msg: (r) =>
              `Order ${ord(r, "PP")} state ${r.pick(["Received", "Cleaning", "Pressing", "ReadyForCollection", "OutForDelivery"])}`,
          },
        ],
      },
      {
        weight: 4,
        steps: [
          {
            svc: "tag-printer",
            gap: 0,
            msg: (r) =>
              `printed heat-seal tag ${r.int(100, 999)}-${r.int(1000, 9999)} on ZT410 #${r.int(1, 3)} (${r.int(80, 140)}ms)`,
          },
          {
            svc: "conveyor-ctl",
            gap: 200,
            msg: (r) =>
              `slot ${r.int(1, 640)} loaded tag ${r.int(100, 999)}-${r.int(1000, 9999)} rail=${r.pick(["A", "B"])}`,
          },
          {
            svc: "stain-notes",
            gap: 50,
            msg: (r) =>
              `note saved garment=${r.int(100, 999)}-${r.int(1000, 9999)} kind=${r.pick(["none", "none", "none", "wine", "ink", "oil", "makeup", "missing button"])} photos=${r.int(0, 3)}`,
          },
        ],
      },
      {
        weight: 2,
        steps: [
          {
            svc: "subscriptions",
            gap: 0,
            msg: (r) =>
              `Renewing subscription sub_${r.hex(10)} plan=${r.pick(["shirts-10", "family-weekly", "suits-monthly"])}`,
          },
          {
            svc: "payments-bridge",
            gap: 30,
            msg: (r) =>
              `PaymentIntent pi_${r.hex(16)} succeeded amount=${r.int(1800, 8900)} currency=gbp in ${ms(r, 180, 700)}ms`,
          },
          { svc: "subscriptions", gap: 20, msg: () => "Completed renewal, next charge in 30 days" },
        ],
      },
      {
        weight: 3,
        steps: [
          {
            svc: "courier-dispatch",
            gap: 0,
            msg: (r) =>
              `courier=${r.pick(["c-114", "c-207", "c-031", "c-088", "c-152"])} stop done booking=${ord(r, "PP")} proof=signature`,
          },
          { svc: "pickup-booking", gap: 20, msg: (r) => `Booking ${ord(r, "PP")} collected, ${r.int(1, 9)} items` },
        ],
      },
    ],
    periodic: [
      {
        svc: "conveyor-ctl",
        everySec: 15,
        level: "INFO",
        msg: (r) =>
          `rail A ${r.int(180, 240)}/640 slots, rail B ${r.int(120, 220)}/640 slots, motor temp ${r.int(38, 46)}C`,
      },
      {
        svc: "courier-dispatch",
        everySec: 60,
        level: "INFO",
        msg: (r) => `rebalanced runs: ${r.int(9, 14)} couriers active, ${r.int(60, 140)} open stops`,
      },
      {
        svc: "subscriptions",
        everySec: 120,
        level: "INFO",
        msg: (r) =>
          `Sidekiq stats: processed=${r.int(100000, 200000)} failed=${r.int(300, 400)} enqueued=${r.int(0, 30)} retries=${r.int(0, 4)}`,
      },
    ],
    noisy: {
      svc: "sms-relay",
      everySec: 7,
      level: "ERROR",
      msg: (r) =>
        `delivery receipt sid=SM${r.hex(32)} status=undelivered ErrorCode=30006 (Landline or unreachable carrier)`,
    },
    deprecation: {
      svc: "payments-bridge",
      everySec: 90,
      level: "WARN",
      msg: () =>
        "Stripe API version 2022-11-15 is deprecated for this account; pin a newer version (Stripe-Version header)",
    },
    retryOk: {
      svc: "courier-dispatch",
      first: (r) =>
        `geocode lookup failed: Post "https://maps.example/geocode": EOF; retrying (attempt 1, backoff ${r.int(100, 400)}ms)`,
      ok: () => "geocode lookup ok after 2 attempts",
    },
  },
  {
    key: "sudsgo",
    company: "Suds&Go Lockers",
    namespace: "sudsgo-prod",
    traces: true,
    services: [
      { name: "app-gw", rt: "node" },
      { name: "wash-orders", rt: "python" },
      { name: "pricing-lbs", rt: "python" },
      { name: "route-optimizer", rt: "java" },
      { name: "driver-sync", rt: "node" },
      { name: "locker-gateway", rt: "go" },
      { name: "locker-fleet", rt: "go" },
      { name: "plant-floor", rt: "java" },
      { name: "receipts-mailer", rt: "node" },
      { name: "subs-engine", rt: "ruby" },
    ],
    roles: {
      api: "app-gw",
      auth: "app-gw",
      orders: "wash-orders",
      routes: "route-optimizer",
      driver: "driver-sync",
      scan: "plant-floor",
      tags: "plant-floor",
      locker: "locker-gateway",
      billing: "pricing-lbs",
      subs: "subs-engine",
      payments: "subs-engine",
      notify: "receipts-mailer",
      telemetry: "locker-fleet",
      notes: "plant-floor",
    },
    flows: [
      {
        weight: 5,
        steps: [
          { svc: "app-gw", gap: 0, msg: (r) => `POST /api/dropoffs 201 - ${ms(r, 60, 250)} ms` },
          {
            svc: "wash-orders",
            gap: 20,
            msg: (r) =>
              `dropoff ${ord(r, "SG")} registered locker=${r.pick(["SG-AMS-01", "SG-AMS-04", "SG-UTR-02", "SG-RTM-03"])}-${r.pick(["A", "B", "C"])}${r.int(1, 30)} service=${r.pick(["wash_fold", "wash_fold", "dry_clean", "bedding"])}`,
          },
          {
            svc: "locker-gateway",
            gap: 25,
            msg: (r) =>
              `open cmd ack site=${r.pick(["SG-AMS-01", "SG-AMS-04", "SG-UTR-02", "SG-RTM-03"])} door=${r.int(1, 30)} rtt=${ms(r, 90, 420)}ms`,
          },
        ],
      },
      {
        weight: 4,
        steps: [
          { svc: "app-gw", gap: 0, msg: (r) => `GET /api/orders/${ord(r, "SG")} 200 - ${ms(r, 10, 80)} ms` },
          {
            svc: "wash-orders",
            gap: 8,
            msg: (r) =>
              `order ${ord(r, "SG")} stage=${r.pick(["IN_LOCKER", "IN_TRANSIT", "WASHING", "DRYING", "FOLDING", "RETURNED"])}`,
          },
        ],
      },
      {
        weight: 3,
        steps: [
          {
            svc: "plant-floor",
            gap: 0,
            msg: (r) => `Weighed bag ${ord(r, "SG")}: ${lbs(r)} lb on scale SC-${r.int(1, 4)}`,
          },
          {
            svc: "pricing-lbs",
            gap: 20,
            msg: (r) =>
              `priced ${ord(r, "SG")} ${lbs(r)} lb x EUR 2.40 + ${r.pick(["0", "0", "4.50 stain", "3.00 hang-dry"])} -> EUR ${r.int(1200, 6000) / 100}`,
          },
          { svc: "receipts-mailer", gap: 40, msg: () => "receipt email accepted by relay (250 2.0.0 OK)" },
        ],
      },
      {
        weight: 3,
        steps: [
          {
            svc: "driver-sync",
            gap: 0,
            msg: (r) => `driver d${r.int(10, 60)} sync ok stops=${r.int(4, 19)} pending_scans=0`,
          },
          {
            svc: "route-optimizer",
            gap: 30,
            msg: (r) =>
              `Route RT-${r.int(100, 199)} refreshed: ${r.int(6, 22)} stops, ${(r.int(120, 900) / 10).toFixed(1)} km`,
          },
        ],
      },
      {
        weight: 2,
        steps: [
          { svc: "app-gw", gap: 0, msg: (r) => `POST /api/subscriptions/renew 200 - ${ms(r, 100, 400)} ms` },
          {
            svc: "subs-engine",
            gap: 20,
            msg: (r) =>
              `Renewed plan=${r.pick(["bag-a-week", "family-xl", "student"])} customer=cus_${r.hex(8)} charged EUR ${r.int(1900, 4900) / 100}`,
          },
        ],
      },
    ],
    periodic: [
      {
        svc: "locker-fleet",
        everySec: 20,
        level: "INFO",
        msg: (r) => `fleet status: ${r.int(36, 38)}/38 sites online, ${r.int(2, 9)} doors in service mode`,
      },
      {
        svc: "route-optimizer",
        everySec: 60,
        level: "INFO",
        msg: (r) => `OptaPlanner solve finished: score 0hard/-${r.int(1000, 9000)}soft in ${r.int(2, 9)}s`,
      },
      {
        svc: "plant-floor",
        everySec: 30,
        level: "INFO",
        msg: (r) => `tunnel washer TW-1 pocket ${r.int(1, 12)} transfer ok, throughput ${r.int(380, 460)} lb/h`,
      },
    ],
    noisy: {
      svc: "locker-fleet",
      everySec: 5,
      level: "WARN",
      msg: (r) =>
        `site ${r.pick(["SG-AMS-02", "SG-UTR-01"])} door ${r.int(1, 30)}: sensor reports OPEN while bolt engaged, ignoring (known flapping reed switch)`,
    },
    deprecation: {
      svc: "wash-orders",
      everySec: 60,
      level: "WARN",
      msg: () =>
        "RemovedInDjango50Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
    },
    retryOk: {
      svc: "receipts-mailer",
      first: () => "SMTP relay returned 421 4.7.0 Try again later; requeue in 30s",
      ok: () => "requeued receipt delivered (250 2.0.0 OK)",
    },
  },
  {
    key: "drydash",
    company: "DryDash",
    namespace: "drydash",
    traces: false,
    services: [
      { name: "dash-api", rt: "java" },
      { name: "customer-auth", rt: "node" },
      { name: "garment-intake", rt: "python" },
      { name: "damage-claims", rt: "ruby" },
      { name: "van-telematics", rt: "go" },
      { name: "dispatch-planner", rt: "python" },
      { name: "billing-ledger", rt: "java" },
      { name: "plant-machines", rt: "go" },
      { name: "courier-notify", rt: "node" },
    ],
    roles: {
      api: "dash-api",
      auth: "customer-auth",
      orders: "dash-api",
      routes: "dispatch-planner",
      driver: "van-telematics",
      scan: "garment-intake",
      tags: "garment-intake",
      locker: "dash-api",
      billing: "billing-ledger",
      subs: "billing-ledger",
      payments: "billing-ledger",
      notify: "courier-notify",
      telemetry: "plant-machines",
      notes: "damage-claims",
    },
    flows: [
      {
        weight: 5,
        steps: [
          { svc: "customer-auth", gap: 0, msg: (r) => `token refreshed for user u_${r.hex(8)} (exp 900s)` },
          { svc: "dash-api", gap: 15, msg: (r) => `Completed 201 CREATED POST /api/v1/pickups in ${ms(r, 80, 300)}ms` },
          {
            svc: "dispatch-planner",
            gap: 30,
            msg: (r) =>
              `pickup PU-${r.int(100000, 999999)} slotted into van ${r.pick(["VAN-04", "VAN-11", "VAN-17", "VAN-23"])} window ${r.pick(["07:00-09:00", "17:00-19:00", "19:00-21:00"])}`,
          },
          { svc: "courier-notify", gap: 40, msg: () => "whatsapp template pickup_scheduled accepted by provider" },
        ],
      },
      {
        weight: 4,
        steps: [
          {
            svc: "dash-api",
            gap: 0,
            msg: (r) => `Completed 200 OK GET /api/v1/orders/${r.int(100000, 999999)} in ${ms(r, 9, 60)}ms`,
          },
        ],
      },
      {
        weight: 4,
        steps: [
          {
            svc: "garment-intake",
            gap: 0,
            msg: (r) =>
              `intake scan ok bin=${r.int(1, 40)} barcode=DD${r.int(10000000, 99999999)} item=${r.pick(["shirt", "suit jacket", "silk blouse", "coat", "trousers", "curtain"])}`,
          },
          {
            svc: "damage-claims",
            gap: 40,
            msg: (r) =>
              `pre-existing condition check: ${r.pick(["clean", "clean", "clean", "loose hem noted", "faded collar noted", "lipstick stain noted"])}`,
          },
        ],
      },
      {
        weight: 2,
        steps: [
          {
            svc: "dash-api",
            gap: 0,
            msg: (r) => `Completed 200 OK POST /api/v1/orders/${r.int(100000, 999999)}/invoice in ${ms(r, 90, 350)}ms`,
          },
          {
            svc: "billing-ledger",
            gap: 20,
            msg: (r) =>
              `Posted invoice INV-${r.int(200000, 299999)} total=${r.int(1500, 9900) / 100} AUD, ledger balance ok`,
          },
          { svc: "courier-notify", gap: 30, msg: () => "email receipt handed to SES (MessageId accepted)" },
        ],
      },
      {
        weight: 3,
        steps: [
          {
            svc: "van-telematics",
            gap: 0,
            msg: (r) =>
              `van ${r.pick(["VAN-04", "VAN-11", "VAN-17", "VAN-23", "VAN-31"])} at stop, geofence enter, speed 0 km/h`,
          },
          {
            svc: "dispatch-planner",
            gap: 30,
            msg: (r) =>
              `stop PU-${r.int(100000, 999999)} arrived (${r.pick(["on time", "on time", "2 min late", "4 min early"])})`,
          },
        ],
      },
    ],
    periodic: [
      {
        svc: "plant-machines",
        everySec: 15,
        level: "INFO",
        msg: (r) =>
          `telemetry batch: ${r.int(9, 11)} machines, solvent still ${r.int(62, 71)}C, press P${r.int(1, 6)} ${r.int(150, 165)}C`,
      },
      {
        svc: "dispatch-planner",
        everySec: 60,
        level: "INFO",
        msg: (r) =>
          `OR-Tools solve done: ${r.int(4, 7)} vans, ${r.int(40, 90)} stops, objective ${r.int(20000, 40000)}`,
      },
      {
        svc: "billing-ledger",
        everySec: 60,
        level: "INFO",
        msg: (r) => `HikariPool-1 - Pool stats (total=10, active=${r.int(0, 3)}, idle=${r.int(7, 10)}, waiting=0)`,
      },
    ],
    noisy: {
      svc: "van-telematics",
      everySec: 6,
      level: "WARN",
      msg: (r) =>
        `vehicle ${r.pick(["VAN-11", "VAN-31"])} CAN frame: unknown PGN 0x${r.pick(["FEF1", "FECA", "FD7C"])} ignored`,
    },
    deprecation: {
      svc: "customer-auth",
      everySec: 75,
      level: "WARN",
      msg: () =>
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    retryOk: {
      svc: "courier-notify",
      first: () => "provider returned 503, retrying in 1s (attempt 1/4)",
      ok: () => "provider accepted message on attempt 2",
    },
  },
];

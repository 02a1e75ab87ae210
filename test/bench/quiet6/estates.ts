// Five made-up companies: their services, request paths, periodic jobs, the one noisy service each, and which
// service plays which role (database user, JVM, Kafka consumer, worker...) for the quiet kinds and incidents.

export type Runtime = "java" | "node" | "python" | "go";
export type EdgeStyle = "nginx" | "envoy" | "express" | "go";

export interface Hop {
  svc: string;
  tpl: string;
}
export interface Route {
  method: string;
  path: string;
  hops: Hop[];
}
export interface Estate {
  company: string;
  ns: string;
  edge: string;
  edgeStyle: EdgeStyle;
  runtimes: Record<string, Runtime>;
  routes: Route[];
  jobs: Array<{ svc: string; everyS: number; tpl: string; level?: "info" | "debug" }>;
  noisy: { svc: string; level: "warn" | "error"; everyS: number; tpl: string };
  dep: { svc: string; tpl: string };
  db: { svc: string; engine: "postgres" | "mysql"; name: string; host: string };
  jvm: string;
  node: string;
  py: string;
  go: string;
  worker: string;
  consumer: { svc: string; topic: string; group: string };
  cache: string;
  vendor: { svc: string; host: string; what: string };
  pkg: string;
}

export const ESTATES: Estate[] = [
  {
    company: "Fernhill Dairy Co-op",
    ns: "fernhill-prod",
    edge: "collect-gw",
    edgeStyle: "go",
    runtimes: {
      "collect-gw": "go",
      "route-planner": "java",
      "tank-telemetry": "go",
      "farmer-portal": "node",
      "payout-ledger": "java",
      "lab-results": "python",
      "notify-hub": "node",
      "quality-batch": "python",
    },
    routes: [
      {
        method: "GET",
        path: "/api/v2/farms/FH{i:1000:4999}/collections",
        hops: [
          { svc: "farmer-portal", tpl: "rendered collections for farm FH{i:1000:4999} ({i:3:40} pickups)" },
          {
            svc: "route-planner",
            tpl: "pickup window for farm FH{i:1000:4999}: {p:05:30|06:15|07:00|13:45}-{p:08:00|09:30|16:00}",
          },
        ],
      },
      {
        method: "POST",
        path: "/api/v2/tanks/T{i:100:999}/readings",
        hops: [{ svc: "tank-telemetry", tpl: "tank T{i:100:999} level={i:400:9800}L temp={f:2.8:4.4}C stored" }],
      },
      {
        method: "GET",
        path: "/api/v2/payouts/{p:2026-04|2026-05}",
        hops: [
          {
            svc: "payout-ledger",
            tpl: "payout statement FH{i:1000:4999} period 2026-05 total={i:1200:48000}.{i:10:99} EUR",
          },
        ],
      },
      {
        method: "GET",
        path: "/api/v2/samples/S{i:100000:999999}",
        hops: [
          {
            svc: "lab-results",
            tpl: "sample S{i:100000:999999}: fat={f:3.5:4.9}% protein={f:3.0:3.8}% scc={i:80:390}k",
          },
        ],
      },
      {
        method: "POST",
        path: "/api/v2/routes/R{i:10:99}/optimise",
        hops: [
          {
            svc: "route-planner",
            tpl: "route R{i:10:99} optimised: {i:8:31} stops, {i:60:240} km, solver {i:40:900}ms",
          },
          { svc: "notify-hub", tpl: "queued driver push for route R{i:10:99}" },
        ],
      },
    ],
    jobs: [
      { svc: "quality-batch", everyS: 60, tpl: "grading run: {i:20:140} samples graded, {i:0:3} flagged for review" },
      { svc: "tank-telemetry", everyS: 30, tpl: "mqtt bridge: {i:300:900} messages/30s from {i:180:240} tanks" },
      {
        svc: "payout-ledger",
        everyS: 45,
        tpl: "HikariPool-1 - Pool stats (total=20, active={i:1:6}, idle={i:14:19}, waiting=0)",
        level: "debug",
      },
    ],
    noisy: {
      svc: "lab-results",
      level: "error",
      everyS: 9,
      tpl: "LIMS import: sample S{i:100000:999999} has unknown analyser code '{p:FOSS-7|MX-22|BENT-3}', stored as raw",
    },
    dep: {
      svc: "farmer-portal",
      tpl: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    db: { svc: "payout-ledger", engine: "postgres", name: "ledger", host: "pg-ledger.fernhill.internal" },
    jvm: "route-planner",
    node: "notify-hub",
    py: "lab-results",
    go: "tank-telemetry",
    worker: "quality-batch",
    consumer: { svc: "payout-ledger", topic: "milk.collections.v1", group: "payout-ledger" },
    cache: "farmer-portal",
    vendor: { svc: "notify-hub", host: "api.textlink.example", what: "SMS gateway" },
    pkg: "coop.fernhill",
  },
  {
    company: "Brightwave Mobile",
    ns: "brightwave",
    edge: "shop-edge",
    edgeStyle: "nginx",
    runtimes: {
      "shop-edge": "go",
      "sim-activation": "java",
      "number-porting": "python",
      "billing-core": "java",
      "plan-catalog": "node",
      "kyc-check": "python",
      "order-events": "go",
      "sms-sender": "node",
    },
    routes: [
      {
        method: "GET",
        path: "/shop/api/plans?segment={p:prepaid|postpaid|family}",
        hops: [{ svc: "plan-catalog", tpl: "served {i:6:24} plans for segment (cache hit)" }],
      },
      {
        method: "POST",
        path: "/shop/api/orders",
        hops: [
          { svc: "kyc-check", tpl: "KYC decision=approve order=BW-{i:100000:999999} score={f:0.7:0.99}" },
          { svc: "billing-core", tpl: "account BA{i:1000000:9999999} created, plan {p:FLEX-20|FLEX-40|UNL-5G}" },
          { svc: "order-events", tpl: "published order.created BW-{i:100000:999999} to orders.v3 partition={i:0:11}" },
        ],
      },
      {
        method: "POST",
        path: "/shop/api/sims/activate",
        hops: [
          {
            svc: "sim-activation",
            tpl: "ICCID 8944{i:100000000:999999999}{i:10000:99999} activated on HLR in {i:200:1900}ms",
          },
          { svc: "sms-sender", tpl: "welcome SMS queued to +44 7{i:100:999} {i:100000:999999}" },
        ],
      },
      {
        method: "POST",
        path: "/shop/api/porting",
        hops: [
          { svc: "number-porting", tpl: "PAC {p:ABC|XYZ|QRT}{i:100000:999999} validated, port date 2026-06-{i:10:28}" },
        ],
      },
      {
        method: "GET",
        path: "/shop/api/accounts/me/bill",
        hops: [{ svc: "billing-core", tpl: "bill BA{i:1000000:9999999}/2026-05 rendered ({i:2:9} lines)" }],
      },
    ],
    jobs: [
      { svc: "order-events", everyS: 30, tpl: "outbox relay: {i:0:40} events published, lag {i:2:90}ms" },
      { svc: "billing-core", everyS: 60, tpl: "rating batch: {i:2000:9000} CDRs rated in {i:300:1900}ms" },
      {
        svc: "sim-activation",
        everyS: 45,
        tpl: "HikariPool-1 - Pool stats (total=15, active={i:0:5}, idle={i:10:15}, waiting=0)",
        level: "debug",
      },
    ],
    noisy: {
      svc: "number-porting",
      level: "warn",
      everyS: 7,
      tpl: "donor operator response for PAC {p:ABC|XYZ|QRT}{i:100000:999999} missing optional field 'retailer_ref'; continuing",
    },
    dep: {
      svc: "kyc-check",
      tpl: "/app/kyc/scoring.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
    db: { svc: "billing-core", engine: "postgres", name: "billing", host: "billing-db.brightwave.svc" },
    jvm: "sim-activation",
    node: "plan-catalog",
    py: "number-porting",
    go: "order-events",
    worker: "kyc-check",
    consumer: { svc: "billing-core", topic: "orders.v3", group: "billing-core-orders" },
    cache: "plan-catalog",
    vendor: { svc: "sms-sender", host: "rest.smsroute.example", what: "SMS aggregator" },
    pkg: "uk.brightwave",
  },
  {
    company: "Orchard Lane Vets",
    ns: "orchardlane",
    edge: "vet-api",
    edgeStyle: "express",
    runtimes: {
      "vet-api": "node",
      "appointment-book": "python",
      "patient-records": "java",
      "pharmacy-stock": "go",
      "invoice-svc": "java",
      "reminder-mailer": "python",
      "lab-connector": "go",
    },
    routes: [
      {
        method: "GET",
        path: "/v1/clinics/{p:ashford|bexley|croydon|dartford}/slots?date=2026-06-{i:10:28}",
        hops: [{ svc: "appointment-book", tpl: "slots query clinic returned {i:0:22} free slots ({i:4:60}ms)" }],
      },
      {
        method: "POST",
        path: "/v1/appointments",
        hops: [
          {
            svc: "patient-records",
            tpl: "loaded patient PT-{i:10000:99999} ({p:canine|feline|rabbit|equine}), {i:1:40} visits",
          },
          {
            svc: "appointment-book",
            tpl: "appointment AP{i:100000:999999} booked with {p:Dr Patel|Dr Okafor|Dr Lindqvist|Dr Moreau}",
          },
        ],
      },
      {
        method: "GET",
        path: "/v1/patients/PT-{i:10000:99999}",
        hops: [{ svc: "patient-records", tpl: "patient PT-{i:10000:99999} fetched (vaccinations={i:0:9})" }],
      },
      {
        method: "POST",
        path: "/v1/prescriptions",
        hops: [
          {
            svc: "pharmacy-stock",
            tpl: "reserved {i:1:4} x {p:meloxicam 1.5mg/ml|amoxicillin 250mg|fipronil spot-on} at clinic stock",
          },
          { svc: "invoice-svc", tpl: "invoice INV-{i:100000:999999} line added, total {i:20:400}.{i:10:99} GBP" },
        ],
      },
      {
        method: "GET",
        path: "/v1/labs/LR{i:10000:99999}",
        hops: [
          {
            svc: "lab-connector",
            tpl: "lab result LR{i:10000:99999} status=final panel={p:CBC|chem-10|T4|urinalysis}",
          },
        ],
      },
    ],
    jobs: [
      {
        svc: "reminder-mailer",
        everyS: 60,
        tpl: "celery beat: task reminders.send_due succeeded in {f:0.2:3.9}s: {i:0:60} reminders",
      },
      { svc: "lab-connector", everyS: 30, tpl: "HL7 poll: {i:0:12} ORU^R01 messages from idexx-bridge" },
      {
        svc: "pharmacy-stock",
        everyS: 90,
        tpl: "stock snapshot: {i:1200:1600} SKUs across 4 clinics, {i:0:7} below reorder point",
      },
    ],
    noisy: {
      svc: "patient-records",
      level: "error",
      everyS: 8,
      tpl: "microchip lookup: chip 9851{i:10000000:99999999}{i:100:999} not registered with PetLog, record kept without owner match",
    },
    dep: {
      svc: "invoice-svc",
      tpl: "HHH90000026: PostgreSQL95Dialect has been deprecated; use org.hibernate.dialect.PostgreSQLDialect instead",
    },
    db: { svc: "invoice-svc", engine: "postgres", name: "invoicing", host: "pg-main.orchardlane.local" },
    jvm: "patient-records",
    node: "vet-api",
    py: "appointment-book",
    go: "pharmacy-stock",
    worker: "reminder-mailer",
    consumer: { svc: "invoice-svc", topic: "clinic.visits", group: "invoice-svc" },
    cache: "appointment-book",
    vendor: { svc: "reminder-mailer", host: "smtp.mailrelay.example", what: "mail relay" },
    pkg: "uk.orchardlane",
  },
  {
    company: "Quayside Port Logistics",
    ns: "quayside",
    edge: "port-gateway",
    edgeStyle: "envoy",
    runtimes: {
      "port-gateway": "go",
      "berth-scheduler": "java",
      "container-tracker": "go",
      "customs-filing": "python",
      "gate-ocr": "python",
      "yard-planner": "java",
      "edi-bridge": "node",
      "crane-telemetry": "go",
      "billing-dock": "java",
    },
    routes: [
      {
        method: "GET",
        path: "/api/containers/{p:MSCU|MAEU|CMAU|HLXU}{i:1000000:9999999}",
        hops: [
          {
            svc: "container-tracker",
            tpl: "container located block {p:A|B|C|D}{i:1:40} tier {i:1:6} (status {p:discharged|gated-in|on-hold|loaded})",
          },
        ],
      },
      {
        method: "POST",
        path: "/api/gate/transactions",
        hops: [
          {
            svc: "gate-ocr",
            tpl: "plate {p:AB|KX|LN|YR}{i:10:99} {p:ZKT|PQR|HHG}, container read confidence {f:0.91:0.99}",
          },
          { svc: "yard-planner", tpl: "slot assigned {p:A|B|C|D}{i:1:40}-{i:1:20}-{i:1:6} for gate-in" },
          { svc: "container-tracker", tpl: "event GATE_IN recorded" },
        ],
      },
      {
        method: "GET",
        path: "/api/berths/schedule?day=2026-06-{i:10:28}",
        hops: [{ svc: "berth-scheduler", tpl: "berth plan: {i:4:11} calls, utilisation {i:55:92}%" }],
      },
      {
        method: "POST",
        path: "/api/customs/declarations",
        hops: [
          { svc: "customs-filing", tpl: "declaration MRN 26GB{h:14} lodged, route {p:green|green|green|amber}" },
          { svc: "edi-bridge", tpl: "CUSCAR sent to port community system ({i:2:20} KB)" },
        ],
      },
      {
        method: "GET",
        path: "/api/invoices/DI-{i:10000:99999}",
        hops: [
          { svc: "billing-dock", tpl: "invoice DI-{i:10000:99999} rendered: {i:1:30} moves, {i:300:9000}.00 GBP" },
        ],
      },
    ],
    jobs: [
      { svc: "crane-telemetry", everyS: 20, tpl: "STS-{i:1:8} moves/h={i:22:38} spreader cycles ok" },
      { svc: "edi-bridge", everyS: 40, tpl: "BAPLIE poll: {i:0:3} new stowage plans" },
      { svc: "yard-planner", everyS: 60, tpl: "yard density {i:48:81}% reefer plugs used {i:120:300}/420" },
    ],
    noisy: {
      svc: "gate-ocr",
      level: "warn",
      everyS: 6,
      tpl: "low confidence ({f:0.41:0.69}) on seal number at lane {i:1:9}, queued for clerk review",
    },
    dep: {
      svc: "edi-bridge",
      tpl: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    db: { svc: "berth-scheduler", engine: "mysql", name: "berths", host: "mysql-berths.quayside.internal" },
    jvm: "yard-planner",
    node: "edi-bridge",
    py: "customs-filing",
    go: "container-tracker",
    worker: "customs-filing",
    consumer: { svc: "billing-dock", topic: "terminal.moves", group: "billing-dock" },
    cache: "container-tracker",
    vendor: { svc: "customs-filing", host: "api.cds.hmrc.example", what: "customs declaration service" },
    pkg: "com.quayside",
  },
  {
    company: "Kestrel Cinemas",
    ns: "kestrel-prod",
    edge: "cinema-web",
    edgeStyle: "nginx",
    runtimes: {
      "cinema-web": "go",
      showtimes: "node",
      "seat-lock": "go",
      ticketing: "java",
      concessions: "python",
      "loyalty-club": "node",
      "payments-bridge": "java",
      "email-worker": "python",
      "recs-engine": "python",
    },
    routes: [
      {
        method: "GET",
        path: "/api/showtimes?site={p:leeds|york|hull|bath}&date=2026-06-{i:10:28}",
        hops: [{ svc: "showtimes", tpl: "showtimes served: {i:8:40} sessions (cache {p:hit|hit|hit|miss})" }],
      },
      {
        method: "POST",
        path: "/api/sessions/SE{i:10000:99999}/seats/hold",
        hops: [{ svc: "seat-lock", tpl: "held {i:1:6} seats for 600s (redis SETNX ok)" }],
      },
      {
        method: "POST",
        path: "/api/bookings",
        hops: [
          { svc: "payments-bridge", tpl: "payment authorised psp_ref=ch_{h:16} amount={i:8:60}.{i:10:99} GBP" },
          { svc: "ticketing", tpl: "booking KC{i:100000:999999} confirmed, {i:1:6} tickets issued" },
          { svc: "loyalty-club", tpl: "member KM{i:100000:999999} earned {i:10:200} stars" },
        ],
      },
      {
        method: "GET",
        path: "/api/recommendations",
        hops: [{ svc: "recs-engine", tpl: "recs for member: {i:5:12} titles (model v{i:40:44}, {i:8:40}ms)" }],
      },
      {
        method: "POST",
        path: "/api/concessions/orders",
        hops: [{ svc: "concessions", tpl: "order CO-{i:10000:99999} sent to kiosk {i:1:12} ({i:1:7} items)" }],
      },
    ],
    jobs: [
      { svc: "email-worker", everyS: 60, tpl: "sent {i:0:180} booking confirmations in last minute" },
      { svc: "seat-lock", everyS: 30, tpl: "expired {i:0:25} seat holds" },
      {
        svc: "ticketing",
        everyS: 45,
        tpl: "HikariPool-1 - Pool stats (total=20, active={i:0:7}, idle={i:13:20}, waiting=0)",
        level: "debug",
      },
    ],
    noisy: {
      svc: "recs-engine",
      level: "error",
      everyS: 8,
      tpl: "feature store: member KM{i:100000:999999} has no embedding, falling back to popular titles",
    },
    dep: {
      svc: "concessions",
      tpl: "/usr/local/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
    },
    db: { svc: "ticketing", engine: "postgres", name: "ticketing", host: "pg-ticketing.kestrel.internal" },
    jvm: "payments-bridge",
    node: "showtimes",
    py: "concessions",
    go: "seat-lock",
    worker: "email-worker",
    consumer: { svc: "loyalty-club", topic: "bookings.confirmed", group: "loyalty-club" },
    cache: "showtimes",
    vendor: { svc: "payments-bridge", host: "api.payflow.example", what: "card processor" },
    pkg: "uk.kestrel",
  },
];

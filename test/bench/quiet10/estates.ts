// Five made-up companies, 7-10 services each: who calls whom, what normal traffic looks like, the one noisy
// service with a constant harmless complaint, the periodic job and the deprecation warnings of each runtime.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "node" | "go" | "python";

export interface Service {
  name: string;
  rt: Runtime;
  /** one normal line of this service's work */
  work: (r: Rng) => string;
}

export interface Estate {
  company: string;
  ns: string;
  services: Service[];
  /** the edge that answers users; it calls `backends` */
  edge: string;
  backends: string[];
  routes: string[];
  /** a Java service on PostgreSQL (HikariCP), its database and busiest tables */
  db: string;
  dbName: string;
  tables: string[];
  /** a Kafka consumer and its topic */
  consumer: string;
  topic: string;
  /** a Python worker with scheduled jobs */
  worker: string;
  /** a service in front of Redis */
  cache: string;
  /** a service calling a third party */
  vendorClient: string;
  vendor: string;
  noisy: { svc: string; level: Level; msg: (r: Rng) => string; everyMs: number };
  job: { svc: string; name: string };
}

const id = (r: Rng, p: string, n = 6) => `${p}${r.int(10 ** (n - 1), 10 ** n - 1)}`;

export const ESTATES: Estate[] = [
  {
    company: "Tidewater Freight",
    ns: "tidewater-prod",
    edge: "shipment-api",
    backends: ["route-planner", "manifest-store", "carrier-bridge", "dock-scheduler"],
    routes: ["/v1/shipments", "/v1/shipments/{id}", "/v1/quotes", "/v1/docks/slots", "/v1/manifests"],
    db: "manifest-store",
    dbName: "manifests",
    tables: ["manifest_lines", "shipments", "consignees"],
    consumer: "tracking-ingest",
    topic: "tracking.events.v2",
    worker: "label-printer",
    cache: "route-planner",
    vendorClient: "carrier-bridge",
    vendor: "api.parcelhub.example",
    noisy: {
      svc: "dock-scheduler",
      level: "error",
      msg: (r) => `slot sync: dock D${r.int(1, 24)} reports unknown door sensor state 'NaN', keeping last known`,
      everyMs: 9000,
    },
    job: { svc: "label-printer", name: "reprint-spool-sweep" },
    services: [
      { name: "shipment-api", rt: "node", work: (r) => `shipment ${id(r, "SH")} created for account ${id(r, "A", 5)}` },
      {
        name: "route-planner",
        rt: "go",
        work: (r) => `planned route legs=${r.int(2, 7)} km=${r.int(40, 900)} solver_ms=${r.int(3, 80)}`,
      },
      {
        name: "manifest-store",
        rt: "java",
        work: (r) => `Manifest ${id(r, "MF")} persisted with ${r.int(1, 40)} lines`,
      },
      {
        name: "carrier-bridge",
        rt: "java",
        work: (r) => `Booked pickup with parcelhub ref=${r.hex(10)} in ${r.int(90, 400)}ms`,
      },
      {
        name: "dock-scheduler",
        rt: "python",
        work: (r) => `slot D${r.int(1, 24)}@${r.int(6, 21)}:00 reserved for ${id(r, "SH")}`,
      },
      {
        name: "tracking-ingest",
        rt: "go",
        work: (r) => `committed offsets partition=${r.int(0, 11)} batch=${r.int(20, 500)}`,
      },
      {
        name: "label-printer",
        rt: "python",
        work: (r) => `rendered label ${id(r, "SH")} zpl_bytes=${r.int(900, 4000)}`,
      },
      { name: "notify-hub", rt: "node", work: (r) => `delivered webhook to customer ${id(r, "A", 5)} status=200` },
    ],
  },
  {
    company: "Brightleaf Pharmacy",
    ns: "brightleaf",
    edge: "rx-web",
    backends: ["prescription-svc", "formulary-cache", "insurer-gateway", "inventory-ledger"],
    routes: ["/api/rx", "/api/rx/{id}/refill", "/api/formulary/search", "/api/cart", "/api/coverage"],
    db: "prescription-svc",
    dbName: "rx",
    tables: ["prescriptions", "refill_requests", "patients"],
    consumer: "refill-scheduler",
    topic: "rx.refill-due",
    worker: "pharmacist-queue",
    cache: "formulary-cache",
    vendorClient: "insurer-gateway",
    vendor: "claims.payerlink.example",
    noisy: {
      svc: "sms-notifier",
      level: "warn",
      msg: (r) =>
        `carrier lookup returned no result for +1555${r.int(1000000, 9999999)}, falling back to default route`,
      everyMs: 7000,
    },
    job: { svc: "pharmacist-queue", name: "verify-queue-rebalance" },
    services: [
      { name: "rx-web", rt: "node", work: (r) => `session ${r.hex(8)} cart items=${r.int(1, 5)}` },
      {
        name: "prescription-svc",
        rt: "java",
        work: (r) => `Prescription ${id(r, "RX", 7)} status ACTIVE refills_left=${r.int(0, 5)}`,
      },
      {
        name: "formulary-cache",
        rt: "go",
        work: (r) => `formulary hit ndc=${r.int(10000, 99999)}-${r.int(100, 999)} tier=${r.int(1, 4)}`,
      },
      {
        name: "insurer-gateway",
        rt: "java",
        work: (r) =>
          `Eligibility 270/271 roundtrip ok payer=${r.pick(["AET", "CGN", "UHC", "BCB"])} in ${r.int(120, 700)}ms`,
      },
      {
        name: "inventory-ledger",
        rt: "go",
        work: (r) => `reserved qty=${r.int(1, 90)} sku=${r.int(100000, 999999)} store=${r.int(10, 80)}`,
      },
      {
        name: "pharmacist-queue",
        rt: "python",
        work: (r) => `task ${id(r, "V")} assigned to pharmacist ${id(r, "P", 4)}`,
      },
      { name: "refill-scheduler", rt: "python", work: (r) => `refill reminder scheduled for ${id(r, "RX", 7)}` },
      { name: "sms-notifier", rt: "node", work: (r) => `sms queued id=${r.hex(12)} segments=${r.int(1, 2)}` },
    ],
  },
  {
    company: "Northbeam Energy",
    ns: "northbeam",
    edge: "customer-portal",
    backends: ["tariff-engine", "payment-hub", "outage-map", "bill-renderer"],
    routes: ["/account/usage", "/account/bills", "/pay", "/outages", "/account/tariff"],
    db: "tariff-engine",
    dbName: "billing",
    tables: ["meter_readings", "invoices", "tariff_bands"],
    consumer: "reading-ingest",
    topic: "meter.readings.raw",
    worker: "bill-renderer",
    cache: "outage-map",
    vendorClient: "payment-hub",
    vendor: "api.paystream.example",
    noisy: {
      svc: "meter-gw",
      level: "error",
      msg: (r) => `frame from meter ${id(r, "MTR", 8)} failed CRC check, dropped (firmware 2.1.4 known issue)`,
      everyMs: 5000,
    },
    job: { svc: "bill-renderer", name: "pdf-cache-prune" },
    services: [
      { name: "customer-portal", rt: "node", work: (r) => `rendered dashboard for customer ${id(r, "C", 7)}` },
      {
        name: "meter-gw",
        rt: "go",
        work: (r) => `accepted ${r.int(50, 400)} frames from concentrator ${id(r, "CN", 4)}`,
      },
      {
        name: "reading-ingest",
        rt: "go",
        work: (r) => `wrote ${r.int(100, 2000)} readings to meter_readings in ${r.int(5, 60)}ms`,
      },
      {
        name: "tariff-engine",
        rt: "java",
        work: (r) =>
          `Rated ${r.int(1, 30)} intervals for account ${id(r, "C", 7)} band=${r.pick(["peak", "offpeak", "shoulder"])}`,
      },
      { name: "bill-renderer", rt: "python", work: (r) => `rendered invoice ${id(r, "INV", 7)} pages=${r.int(1, 4)}` },
      { name: "outage-map", rt: "node", work: (r) => `tiles served z=${r.int(8, 14)} count=${r.int(4, 40)}` },
      {
        name: "payment-hub",
        rt: "java",
        work: (r) => `Payment ${id(r, "PM", 8)} captured amount=${r.int(20, 400)}.${r.int(10, 99)} GBP`,
      },
      {
        name: "kafka-connect-s3",
        rt: "java",
        work: (r) =>
          `Files committed to S3. Target commit offset for meter.readings.raw-${r.int(0, 5)} is ${r.int(100000, 999999)}`,
      },
    ],
  },
  {
    company: "Kestrel Games",
    ns: "kestrel-live",
    edge: "lobby-api",
    backends: ["matchmaker", "player-profile", "store-front", "entitlements", "leaderboard"],
    routes: ["/lobby/join", "/profile/me", "/store/offers", "/entitlements", "/leaderboard/weekly"],
    db: "player-profile",
    dbName: "players",
    tables: ["profiles", "loadouts", "friendships"],
    consumer: "telemetry-sink",
    topic: "game.telemetry",
    worker: "replay-archive",
    cache: "leaderboard",
    vendorClient: "store-front",
    vendor: "payments.xsolla.example",
    noisy: {
      svc: "anti-cheat-scan",
      level: "error",
      msg: (r) => `signature db: unknown module hash ${r.hex(16)} in client report, marking as unclassified`,
      everyMs: 6000,
    },
    job: { svc: "replay-archive", name: "cold-storage-move" },
    services: [
      {
        name: "lobby-api",
        rt: "go",
        work: (r) => `party ${r.hex(8)} joined queue region=${r.pick(["eu-west", "us-east", "ap-south"])}`,
      },
      {
        name: "matchmaker",
        rt: "go",
        work: (r) => `match formed players=${r.int(6, 12)} mmr_spread=${r.int(20, 300)} wait=${r.int(3, 90)}s`,
      },
      { name: "player-profile", rt: "java", work: (r) => `Loaded profile ${id(r, "PL", 8)} (loadouts=${r.int(1, 9)})` },
      {
        name: "store-front",
        rt: "node",
        work: (r) => `offer ${r.pick(["skin", "bundle", "pass"])}-${r.int(100, 999)} viewed by ${id(r, "PL", 8)}`,
      },
      { name: "entitlements", rt: "java", work: (r) => `Granted entitlement ${r.hex(6)} to ${id(r, "PL", 8)}` },
      { name: "leaderboard", rt: "python", work: (r) => `score submitted board=weekly rank=${r.int(1, 90000)}` },
      {
        name: "telemetry-sink",
        rt: "go",
        work: (r) => `flushed ${r.int(500, 9000)} events to warehouse in ${r.int(20, 300)}ms`,
      },
      { name: "anti-cheat-scan", rt: "python", work: (r) => `scanned report ${r.hex(10)} verdict=clean` },
      { name: "replay-archive", rt: "python", work: (r) => `archived replay ${r.hex(12)} size=${r.int(2, 40)}MB` },
    ],
  },
  {
    company: "Parkway Clinics",
    ns: "parkway",
    edge: "appt-web",
    backends: ["scheduling-core", "patient-identity", "lab-results", "ehr-bridge"],
    routes: ["/appointments", "/appointments/{id}", "/patients/me", "/labs/recent", "/clinics/nearby"],
    db: "scheduling-core",
    dbName: "scheduling",
    tables: ["appointments", "clinician_slots", "waitlist"],
    consumer: "claims-batch",
    topic: "encounters.closed",
    worker: "reminder-worker",
    cache: "patient-identity",
    vendorClient: "ehr-bridge",
    vendor: "fhir.carenet.example",
    noisy: {
      svc: "lab-results",
      level: "warn",
      msg: (r) =>
        `HL7 ORU^R01 from lab ${r.pick(["QLAB", "MEDX", "BIOC"])} has OBX-5 with trailing whitespace, trimmed`,
      everyMs: 4000,
    },
    job: { svc: "reminder-worker", name: "reminder-batch" },
    services: [
      {
        name: "appt-web",
        rt: "node",
        work: (r) => `booking page rendered clinic=${r.int(1, 40)} slots=${r.int(0, 30)}`,
      },
      {
        name: "scheduling-core",
        rt: "java",
        work: (r) => `Appointment ${id(r, "AP", 7)} booked clinician=${id(r, "DR", 4)}`,
      },
      { name: "patient-identity", rt: "go", work: (r) => `token issued sub=${r.hex(8)} scope=patient ttl=900s` },
      { name: "lab-results", rt: "python", work: (r) => `result ${id(r, "L", 8)} filed to chart ${id(r, "MRN", 7)}` },
      { name: "ehr-bridge", rt: "java", work: (r) => `FHIR Encounter ${r.hex(8)} synced in ${r.int(80, 500)}ms` },
      {
        name: "reminder-worker",
        rt: "python",
        work: (r) => `reminder sent appointment=${id(r, "AP", 7)} channel=${r.pick(["sms", "email"])}`,
      },
      { name: "claims-batch", rt: "java", work: (r) => `Claim ${id(r, "CL", 8)} queued for 837P submission` },
    ],
  },
];

export const rtOf = (e: Estate, svc: string): Runtime => e.services.find((s) => s.name === svc)?.rt ?? "go";

/** How each runtime words a refused TCP connection to `host:port`. */
export function refused(rt: Runtime, host: string, port: number, ip: string): string {
  switch (rt) {
    case "node":
      return `connect ECONNREFUSED ${ip}:${port}`;
    case "java":
      return `I/O error on POST request for "http://${host}:${port}/": Connection refused`;
    case "go":
      return `dial tcp ${ip}:${port}: connect: connection refused`;
    case "python":
      return `HTTPConnectionPool(host='${host}', port=${port}): Max retries exceeded (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a2c1d5e50>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
  }
}

/** How each runtime words a connection reset by the peer. */
export function reset(rt: Runtime, host: string, ip: string): string {
  switch (rt) {
    case "node":
      return `request to http://${host}/ failed, reason: socket hang up (ECONNRESET)`;
    case "java":
      return "java.net.SocketException: Connection reset";
    case "go":
      return `read tcp 10.42.1.9:48122->${ip}:8080: read: connection reset by peer`;
    case "python":
      return "ConnectionResetError: [Errno 104] Connection reset by peer";
  }
}

export const DEPRECATION: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  java: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  go: [
    "grpc: WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead",
    "aws-sdk-go (v1) is in maintenance mode; migrate to aws-sdk-go-v2",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0.",
  ],
};

// Five made-up companies: their application services (runtime, routes, business lines, a periodic job) and the
// names their stateful systems run under.
import type { Rng } from "./rng.js";

export type StoreKind =
  | "postgres"
  | "mysql"
  | "mongo"
  | "redis"
  | "cassandra"
  | "kafka"
  | "rabbitmq"
  | "elasticsearch"
  | "etcd"
  | "zookeeper"
  | "minio";

export type Runtime = "node" | "java" | "python" | "go";

export interface App {
  name: string;
  runtime: Runtime;
  routes: string[];
  work: (r: Rng) => string;
  job: string;
}

export interface Estate {
  company: string;
  ns: string;
  prefix: string;
  apps: App[];
  /** A constant harmless complaint one app logs from the first minute. */
  noisy: { app: string; level: "warn" | "error"; msg: (r: Rng) => string };
}

const id = (r: Rng, p: string, n = 6) => `${p}${r.int(10 ** (n - 1), 10 ** n - 1)}`;

export const ESTATES: Estate[] = [
  {
    company: "Parcelwise Logistics",
    ns: "parcelwise-prod",
    prefix: "parcel",
    apps: [
      {
        name: "shipment-api",
        runtime: "node",
        routes: ["/v1/shipments", "/v1/quotes", "/v1/labels"],
        work: (r) =>
          `shipment ${id(r, "SH")} booked, ${r.int(1, 6)} parcels, service=${r.pick(["express", "economy", "same-day"])}`,
        job: "quote-cache-warm",
      },
      {
        name: "route-planner",
        runtime: "java",
        routes: ["/routes/plan", "/routes/optimize"],
        work: (r) =>
          `planned route R-${r.int(1000, 9999)} for depot ${r.pick(["LHR2", "MAN1", "BRS3"])}: ${r.int(20, 140)} stops in ${r.int(40, 900)}ms`,
        job: "nightly-route-rebuild",
      },
      {
        name: "tracking-feed",
        runtime: "go",
        routes: ["/track", "/track/batch"],
        work: (r) => `scan event ${r.pick(["ARRIVED_HUB", "OUT_FOR_DELIVERY", "DELIVERED"])} for ${id(r, "SH")}`,
        job: "scan-compactor",
      },
      {
        name: "billing-worker",
        runtime: "python",
        routes: ["/internal/invoice"],
        work: (r) =>
          `invoice INV-${r.int(100000, 999999)} generated for account ${id(r, "AC", 5)} (${r.int(3, 400)} lines)`,
        job: "invoice-run",
      },
      {
        name: "notify-hub",
        runtime: "node",
        routes: ["/notify/sms", "/notify/email"],
        work: (r) => `sms queued to +44 7${r.int(100, 999)} ****** template=${r.pick(["eta", "delivered", "missed"])}`,
        job: "bounce-sweep",
      },
      {
        name: "depot-scanner",
        runtime: "go",
        routes: ["/scan"],
        work: (r) => `depot ${r.pick(["LHR2", "MAN1", "BRS3"])} belt ${r.int(1, 8)}: ${r.int(20, 200)} parcels sorted`,
        job: "belt-heartbeat",
      },
      {
        name: "label-printer",
        runtime: "python",
        routes: ["/labels/render"],
        work: (r) => `rendered ZPL label for ${id(r, "SH")} (${r.int(2, 9)}KB)`,
        job: "template-reload",
      },
    ],
    noisy: {
      app: "depot-scanner",
      level: "error",
      msg: (r) => `barcode read failed on belt ${r.int(1, 8)}: checksum mismatch (parcel re-queued for manual scan)`,
    },
  },
  {
    company: "Fernleaf Health",
    ns: "fernleaf",
    prefix: "fern",
    apps: [
      {
        name: "patient-portal",
        runtime: "node",
        routes: ["/api/appointments", "/api/messages", "/api/profile"],
        work: (r) => `patient ${id(r, "P")} viewed ${r.pick(["lab results", "upcoming visits", "messages"])}`,
        job: "session-sweep",
      },
      {
        name: "appointment-svc",
        runtime: "java",
        routes: ["/appointments", "/slots"],
        work: (r) =>
          `appointment APT-${r.int(100000, 999999)} booked with clinician C${r.int(100, 999)} at ${r.pick(["Northgate", "Riverside", "Elm St"])}`,
        job: "slot-release",
      },
      {
        name: "rx-router",
        runtime: "go",
        routes: ["/rx/submit", "/rx/status"],
        work: (r) => `prescription RX${r.int(1000000, 9999999)} routed to pharmacy PH-${r.int(100, 999)}`,
        job: "pharmacy-directory-sync",
      },
      {
        name: "lab-results",
        runtime: "python",
        routes: ["/results/ingest", "/results"],
        work: (r) => `HL7 ORU^R01 accepted for patient ${id(r, "P")} (${r.int(1, 30)} observations)`,
        job: "hl7-archive",
      },
      {
        name: "claims-worker",
        runtime: "java",
        routes: ["/claims/submit"],
        work: (r) => `claim CLM-${r.int(100000, 999999)} submitted to payer ${r.pick(["AETNA", "BCBS", "UHC"])}`,
        job: "claims-batch",
      },
      {
        name: "reminder-sender",
        runtime: "node",
        routes: ["/reminders"],
        work: (r) => `reminder sent for APT-${r.int(100000, 999999)} via ${r.pick(["sms", "email"])}`,
        job: "reminder-tick",
      },
      {
        name: "audit-trail",
        runtime: "go",
        routes: ["/audit"],
        work: (r) => `audit event PHI_ACCESS user=u${r.int(1000, 9999)} record=${id(r, "P")}`,
        job: "audit-rollup",
      },
    ],
    noisy: {
      app: "lab-results",
      level: "warn",
      msg: (r) => `HL7 segment OBX-${r.int(3, 9)} has unknown LOINC code, stored as free text`,
    },
  },
  {
    company: "Quillstone Learning",
    ns: "quillstone",
    prefix: "quill",
    apps: [
      {
        name: "course-web",
        runtime: "node",
        routes: ["/courses", "/lessons", "/me/progress"],
        work: (r) => `learner L${r.int(100000, 999999)} resumed lesson ${r.int(1, 40)} of course CS-${r.int(100, 400)}`,
        job: "sitemap-build",
      },
      {
        name: "enroll-api",
        runtime: "go",
        routes: ["/enroll", "/cohorts"],
        work: (r) =>
          `enrolled L${r.int(100000, 999999)} in cohort ${r.pick(["spring", "summer", "fall"])}-${r.int(1, 30)}`,
        job: "cohort-close",
      },
      {
        name: "grader",
        runtime: "python",
        routes: ["/grade"],
        work: (r) => `graded submission S${r.int(1000000, 9999999)}: ${r.int(0, 100)}/100 in ${r.int(200, 4000)}ms`,
        job: "regrade-queue",
      },
      {
        name: "video-transcoder",
        runtime: "go",
        routes: ["/transcode"],
        work: (r) => `transcoded lecture V${r.int(10000, 99999)} to 720p (${r.int(20, 600)}MB)`,
        job: "orphan-cleanup",
      },
      {
        name: "cert-issuer",
        runtime: "java",
        routes: ["/certificates"],
        work: (r) => `certificate CERT-${r.hex(8)} issued for L${r.int(100000, 999999)}`,
        job: "cert-expiry-scan",
      },
      {
        name: "forum-svc",
        runtime: "node",
        routes: ["/threads", "/posts"],
        work: (r) => `post ${r.int(100000, 999999)} created in thread ${r.int(1000, 9999)}`,
        job: "digest-mail",
      },
    ],
    noisy: {
      app: "course-web",
      level: "error",
      msg: (r) =>
        `i18n: missing translation key "lesson.quiz.hint_${r.int(1, 40)}" for locale pt-BR, falling back to en`,
    },
  },
  {
    company: "Brightwater Energy",
    ns: "brightwater",
    prefix: "bw",
    apps: [
      {
        name: "meter-ingest",
        runtime: "go",
        routes: ["/readings"],
        work: (r) =>
          `ingested ${r.int(200, 4000)} interval readings from head-end ${r.pick(["HE-01", "HE-02", "HE-03"])}`,
        job: "gap-fill",
      },
      {
        name: "billing-engine",
        runtime: "java",
        routes: ["/bills", "/bills/preview"],
        work: (r) => `bill run for account ${id(r, "BA", 7)}: ${r.int(28, 31)} days, ${r.int(80, 1400)} kWh`,
        job: "tariff-reprice",
      },
      {
        name: "outage-map",
        runtime: "node",
        routes: ["/outages", "/outages/geo"],
        work: (r) => `outage map tiles refreshed (${r.int(0, 12)} active outages)`,
        job: "tile-refresh",
      },
      {
        name: "customer-api",
        runtime: "node",
        routes: ["/v2/accounts", "/v2/usage", "/v2/payments"],
        work: (r) => `account ${id(r, "BA", 7)} usage fetched (${r.int(1, 24)} months)`,
        job: "token-sweep",
      },
      {
        name: "tariff-svc",
        runtime: "python",
        routes: ["/tariffs"],
        work: (r) =>
          `tariff ${r.pick(["TOU-A", "FLAT-2", "EV-NIGHT"])} resolved for region ${r.pick(["N", "S", "E", "W"])}`,
        job: "tariff-import",
      },
      {
        name: "dispatch-worker",
        runtime: "python",
        routes: ["/dispatch"],
        work: (r) => `crew CR-${r.int(10, 99)} dispatched to ticket T${r.int(100000, 999999)}`,
        job: "crew-roster-sync",
      },
    ],
    noisy: {
      app: "meter-ingest",
      level: "warn",
      msg: (r) =>
        `meter MTR-${r.int(1000000, 9999999)} reported reading with clock drift ${r.int(31, 300)}s, corrected`,
    },
  },
  {
    company: "Tallyho Games",
    ns: "tallyho-live",
    prefix: "tally",
    apps: [
      {
        name: "lobby-api",
        runtime: "node",
        routes: ["/lobby/join", "/lobby/list", "/friends"],
        work: (r) => `player pl_${r.hex(8)} joined lobby ${r.pick(["eu-1", "us-2", "ap-1"])}`,
        job: "stale-lobby-reaper",
      },
      {
        name: "matchmaker",
        runtime: "go",
        routes: ["/match"],
        work: (r) => `match ${r.hex(10)} formed: ${r.int(2, 10)} players, mmr spread ${r.int(10, 300)}`,
        job: "queue-rebalance",
      },
      {
        name: "inventory-svc",
        runtime: "java",
        routes: ["/inventory", "/inventory/grant"],
        work: (r) => `granted item ${r.pick(["skin", "emote", "crate"])}_${r.int(100, 999)} to pl_${r.hex(8)}`,
        job: "expired-item-sweep",
      },
      {
        name: "leaderboard",
        runtime: "python",
        routes: ["/leaderboard/top", "/leaderboard/me"],
        work: (r) => `season ${r.int(10, 14)} leaderboard page ${r.int(1, 50)} served`,
        job: "rank-snapshot",
      },
      {
        name: "payments-gw",
        runtime: "java",
        routes: ["/purchase", "/refund"],
        work: (r) => `purchase ord_${r.hex(10)} captured (${r.pick(["USD", "EUR", "GBP"])} ${r.int(1, 99)}.99)`,
        job: "settlement-export",
      },
      {
        name: "chat-relay",
        runtime: "node",
        routes: ["/chat/send"],
        work: (r) => `relayed ${r.int(10, 400)} messages in channel ${r.pick(["global", "party", "guild"])}`,
        job: "profanity-list-refresh",
      },
      {
        name: "telemetry-sink",
        runtime: "go",
        routes: ["/t"],
        work: (r) => `flushed ${r.int(1000, 20000)} client events to kafka`,
        job: "schema-refresh",
      },
    ],
    noisy: {
      app: "chat-relay",
      level: "error",
      msg: (r) => `websocket write to pl_${r.hex(8)} failed: client went away (code 1001)`,
    },
  },
];

const SUFFIX: Record<StoreKind, string[]> = {
  postgres: ["pg", "postgres"],
  mysql: ["mysql"],
  mongo: ["mongo"],
  redis: ["redis"],
  cassandra: ["cassandra"],
  kafka: ["kafka"],
  rabbitmq: ["rabbitmq"],
  elasticsearch: ["es", "opensearch"],
  etcd: ["etcd"],
  zookeeper: ["zk"],
  minio: ["minio"],
};

export function storeName(e: Estate, k: StoreKind, r: Rng): string {
  return `${e.prefix}-${r.pick(SUFFIX[k])}`;
}

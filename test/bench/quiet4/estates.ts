// The three made-up estates: a hospital lab-results system, an online chess platform and a bike-share fleet.
// Each names its services, roles (which service plays edge, database, batch, ...), request flows and noise.
import type { Ctx } from "./ctx.js";
import type { IdKind, Level } from "./formats.js";
import { java, node, python } from "./stacks.js";

export type Runtime = "java" | "node" | "go" | "python" | "postgres";
export type Flow = (c: Ctx, t: number, id?: string) => void;

export interface Roles {
  edge: string;
  auth: string;
  api: string;
  db: string;
  batch: string;
  gc: string;
  vendorCaller: string;
  consumer: string;
  cache: string;
  side: string;
}

export interface Estate {
  key: "lab" | "chess" | "bike";
  ns: string;
  idKind: IdKind;
  services: string[];
  runtime: Record<string, Runtime>;
  roles: Roles;
  vendor: { name: string; host: string };
  flows: Array<[number, Flow]>;
  jobs: Array<{ svc: string; period: number; level: Level; msg: (c: Ctx) => string }>;
  chronic: Array<{ svc: string; level: Level; msg: (c: Ctx) => string; stack?: string }>;
  deprecations: Array<{ svc: string; msg: string }>;
  /** An edge access line. */
  edge: (
    c: Ctx,
    t: number,
    method: string,
    path: string,
    status: number,
    ms: number,
    id?: string,
    who?: string,
  ) => void;
  /** A path ordinary users hit, for kinds that need one. */
  userPath: (c: Ctx) => string;
  apiCall: (c: Ctx, t: number, id?: string) => void;
}

const runtimeOf = (rt: Runtime, svcs: string[]) => Object.fromEntries(svcs.map((s) => [s, rt]));

export function boot(c: Ctx, t: number, svc: string, ver: string): number {
  const rt = c.e.runtime[svc];
  const r = c.rng;
  if (rt === "java") {
    const app = svc
      .split("-")
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join("");
    c.at(t, svc, "info", `Starting ${app}Application v${ver} using Java 21.0.3 with PID 1`);
    c.at(t + 900, svc, "info", `The following 1 profile is active: "prod"`);
    c.at(t + 6100, svc, "info", "Tomcat initialized with port 8080 (http)");
    c.at(t + 9400, svc, "info", "HikariPool-1 - Start completed.");
    const up = 11000 + r.int(0, 6000);
    c.at(
      t + up,
      svc,
      "info",
      `Started ${app}Application in ${(up / 1000).toFixed(3)} seconds (process running for ${(up / 1000 + 0.8).toFixed(1)})`,
    );
    return up;
  }
  if (rt === "node") {
    c.at(t, svc, "info", `${svc} v${ver} starting (node v20.12.2, pid 1, NODE_ENV=production)`);
    c.at(t + 1400, svc, "info", `${svc} listening on 0.0.0.0:8080`);
    return 1400;
  }
  if (rt === "go") {
    c.at(t, svc, "info", `starting ${svc} version=${ver} go=go1.22.5 GOMAXPROCS=4`);
    c.at(t + 300, svc, "info", "http server listening addr=:8080");
    return 300;
  }
  c.at(t, svc, "info", "Started server process [1]");
  c.at(t + 50, svc, "info", "Waiting for application startup.");
  c.at(t + 2100, svc, "info", `${svc} ${ver} ready; Application startup complete.`);
  c.at(t + 2110, svc, "info", "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)");
  return 2110;
}

export function stop(c: Ctx, t: number, svc: string): void {
  const rt = c.e.runtime[svc];
  if (rt === "java") {
    c.at(t, svc, "info", "Commencing graceful shutdown. Waiting for active requests to complete");
    c.at(t + 1800, svc, "info", "Graceful shutdown complete");
  } else if (rt === "node") {
    c.at(t, svc, "info", `SIGTERM received, draining ${c.rng.int(2, 40)} open connections`);
    c.at(t + 1200, svc, "info", "server closed, exiting 0");
  } else if (rt === "go") {
    c.at(t, svc, "info", "received signal terminated, shutting down http server gracefully");
    c.at(t + 900, svc, "info", "shutdown complete");
  } else {
    c.at(t, svc, "info", "Shutting down");
    c.at(t + 600, svc, "info", "Finished server process [1]");
  }
}

const LAB = [
  "ward-portal",
  "auth-gate",
  "order-intake",
  "specimen-tracker",
  "analyzer-bridge",
  "results-api",
  "result-notifier",
  "lab-pg",
  "report-batch",
  "hl7-router",
];
const CHESS = [
  "lobby-edge",
  "login-service",
  "matchmaker",
  "game-server",
  "rating-service",
  "puzzle-api",
  "anti-cheat",
  "chat-relay",
  "games-pg",
  "replay-archiver",
];
const BIKE = [
  "rider-api",
  "account-service",
  "unlock-service",
  "dock-telemetry",
  "trip-service",
  "payments-adapter",
  "fleet-rebalancer",
  "billing-batch",
  "fleet-pg",
  "push-gateway",
];

const mrn = (c: Ctx) => `MRN${c.rng.int(1000000, 9999999)}`;
const analyzers = ["cobas-8000-2", "sysmex-xn-1", "architect-ci4100", "atellica-3"];
const users = (c: Ctx) =>
  `${c.rng.pick(["dr", "rn", "lt"])}.${c.rng.pick(["okafor", "lindqvist", "moreau", "tanaka", "ruiz", "brennan", "haddad", "kowalski", "ng", "silva"])}`;

export const lab: Estate = {
  key: "lab",
  ns: "lis-prod",
  idKind: "traceparent",
  services: LAB,
  runtime: { ...runtimeOf("java", LAB), "lab-pg": "postgres", "result-notifier": "python" },
  roles: {
    edge: "ward-portal",
    auth: "auth-gate",
    api: "results-api",
    db: "lab-pg",
    batch: "report-batch",
    gc: "specimen-tracker",
    vendorCaller: "result-notifier",
    consumer: "hl7-router",
    cache: "results-api",
    side: "order-intake",
  },
  vendor: { name: "TextBridge SMS", host: "api.textbridge.example" },
  edge: (c, t, method, path, status, ms, id, who) =>
    c.at(
      t,
      "ward-portal",
      status >= 500 ? "error" : status >= 400 ? "warn" : "info",
      `${method} ${path} -> ${status} (${ms} ms) client=${who ?? `10.20.${c.rng.int(1, 40)}.${c.rng.int(2, 250)}`}`,
      undefined,
      id,
    ),
  userPath: (c) => `/api/patients/${mrn(c)}/results`,
  apiCall: (c, t, id) => {
    const m = mrn(c);
    const ms = c.ms(t, 60);
    c.at(t + ms - 5, "results-api", "info", `fetched ${c.rng.int(3, 60)} results for ${m} in ${ms}ms`, undefined, id);
    lab.edge(c, t + ms, "GET", `/api/patients/${m}/results`, 200, ms + c.rng.int(2, 9), id);
  },
  flows: [
    [5, (c, t, id) => lab.apiCall(c, t, id)],
    [
      2,
      (c, t, id) => {
        const o = `ORD-${c.rng.int(100000, 999999)}`;
        const ms = c.ms(t, 90);
        c.at(
          t + 10,
          "order-intake",
          "info",
          `order ${o} accepted priority=${c.rng.pick(["routine", "routine", "stat"])} tests=[${c.rng.pick(["CBC", "BMP", "LFT", "TSH", "HBA1C"])},${c.rng.pick(["CRP", "INR", "LIPID"])}]`,
          undefined,
          id,
        );
        c.at(
          t + 30,
          "specimen-tracker",
          "info",
          `labels printed for ${o} (${c.rng.int(1, 3)} tubes) at ${c.rng.pick(["WARD-4B", "ED-TRIAGE", "ONC-2"])}`,
          undefined,
          id,
        );
        c.at(
          t + 60,
          "hl7-router",
          "info",
          `ORM^O01 ${o} forwarded to LIS, ACK AA in ${c.rng.int(4, 40)}ms`,
          undefined,
          id,
        );
        lab.edge(c, t + ms, "POST", "/api/orders", 201, ms, id);
      },
    ],
    [
      3,
      (c, t, id) => {
        const a = `A${c.rng.int(10000000, 99999999)}`;
        const k = c.rng.int(2, 24);
        c.at(
          t,
          "analyzer-bridge",
          "info",
          `ORU^R01 from ${c.rng.pick(analyzers)} accession ${a}: ${k} OBX segments`,
          undefined,
          id,
        );
        c.at(t + c.rng.int(5, 30), "hl7-router", "info", `ORU^R01 ${a} routed to results-api`, undefined, id);
        c.at(
          t + c.ms(t, 40) + 30,
          "results-api",
          "info",
          `stored ${k} observations for ${a}; ${c.rng.int(0, 2)} outside reference range`,
          undefined,
          id,
        );
        if (c.rng.chance(0.4))
          c.at(
            t + 400,
            "result-notifier",
            "info",
            `notified ${c.rng.pick(["WARD-4B", "ED-TRIAGE", "ONC-2", "ICU-1"])} of verified result ${a}`,
            undefined,
            id,
          );
      },
    ],
    [
      2,
      (c, t) =>
        c.at(
          t,
          "specimen-tracker",
          "info",
          `specimen S${c.rng.int(1000000, 9999999)} scanned at RECV-${c.rng.int(1, 4)} status=${c.rng.pick(["received", "centrifuged", "aliquoted", "on-analyzer"])}`,
        ),
    ],
    [
      1,
      (c, t, id) => {
        const ms = c.ms(t, 45);
        c.at(
          t,
          "auth-gate",
          "info",
          `LDAP authentication ok for ${users(c)} in ${ms}ms roles=[clinician]`,
          undefined,
          id,
        );
        lab.edge(c, t + ms + 3, "POST", "/auth/login", 302, ms + 6, id);
      },
    ],
  ],
  jobs: [
    {
      svc: "lab-pg",
      period: 300_000,
      level: "info",
      msg: (c) =>
        `LOG:  checkpoint complete: wrote ${c.rng.int(800, 9000)} buffers (${(c.rng.next() * 8).toFixed(1)}%); 0 WAL file(s) added, ${c.rng.int(0, 3)} removed, ${c.rng.int(1, 6)} recycled; write=26.9 s, sync=0.021 s, total=27.0 s`,
    },
    {
      svc: "hl7-router",
      period: 30_000,
      level: "debug",
      msg: (c) =>
        `consumer group lis-oru lag partitions 0-5: [${Array.from({ length: 6 }, () => c.rng.int(0, 3)).join(",")}]`,
    },
    { svc: "report-batch", period: 60_000, level: "debug", msg: () => "scheduler tick: 0 cumulative reports due" },
    {
      svc: "result-notifier",
      period: 60_000,
      level: "debug",
      msg: (c) => `sms outbox depth=${c.rng.int(0, 4)} oldest=0s`,
    },
  ],
  chronic: [
    {
      svc: "analyzer-bridge",
      level: "error",
      msg: () => "ASTM frame checksum mismatch from sysmex-xn-1 (frame 3), NAK sent",
    },
    {
      svc: "hl7-router",
      level: "error",
      msg: (c) =>
        `ORU^R01 rejected: unknown OBX-3 code 'GLU-POC' from poc-gateway (msgctl ${c.rng.int(100000, 999999)}), moved to dead-letter`,
    },
    { svc: "specimen-tracker", level: "warn", msg: () => "label printer ZD421-RECV3 reports media low, continuing" },
    {
      svc: "results-api",
      level: "error",
      msg: () => "cumulative PDF render failed for legacy accession, served HTML fallback",
      stack: java("java.io.IOException: font 'ArialNarrow' not found in /opt/fonts", [
        "com.openhtmltopdf.pdfboxout.PdfBoxFontResolver.addFont(PdfBoxFontResolver.java:211)",
        "org.lis.results.report.CumulativePdf.render(CumulativePdf.java:88)",
        "org.lis.results.web.ReportController.cumulative(ReportController.java:64)",
      ]),
    },
  ],
  deprecations: [
    {
      svc: "results-api",
      msg: "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA jakarta.persistence.criteria.CriteriaQuery instead",
    },
    {
      svc: "ward-portal",
      msg: "property 'spring.cloud.gateway.routes' is deprecated, use 'spring.cloud.gateway.server.webflux.routes'",
    },
    {
      svc: "auth-gate",
      msg: "client 10.20.9.14 negotiated TLSv1.1 which is deprecated and will be refused from 2026-09-01",
    },
  ],
};

const gid = (c: Ctx) => `g_${c.rng.hex(8)}`;
const uid = (c: Ctx) => `u${c.rng.int(10000, 999999)}`;
const tc = (c: Ctx) => c.rng.pick(["1+0", "3+2", "5+0", "10+5", "15+10"]);

export const chess: Estate = {
  key: "chess",
  ns: "chess-prod",
  idKind: "x-request-id",
  services: CHESS,
  runtime: {
    ...runtimeOf("node", CHESS),
    "lobby-edge": "go",
    matchmaker: "go",
    "game-server": "go",
    "replay-archiver": "go",
    "anti-cheat": "java",
    "games-pg": "postgres",
  },
  roles: {
    edge: "lobby-edge",
    auth: "login-service",
    api: "game-server",
    db: "games-pg",
    batch: "replay-archiver",
    gc: "anti-cheat",
    vendorCaller: "login-service",
    consumer: "chat-relay",
    cache: "puzzle-api",
    side: "rating-service",
  },
  vendor: { name: "Postbox mail API", host: "api.postbox.example" },
  edge: (c, t, method, path, status, ms, id, who) =>
    c.at(
      t,
      "lobby-edge",
      status >= 500 ? "error" : "info",
      `access method=${method} path=${path} status=${status} dur=${ms}ms ip=${who ?? `${c.rng.int(11, 220)}.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}`}`,
      undefined,
      id,
    ),
  userPath: (c) => c.rng.pick(["/api/lobby/seeks", "/api/puzzle/next", "/api/games/live"]),
  apiCall: (c, t, id) => {
    const ms = c.ms(t, 25);
    c.at(
      t + 3,
      "puzzle-api",
      "info",
      `served puzzle p_${c.rng.hex(5)} rating=${c.rng.int(800, 2600)} theme=${c.rng.pick(["fork", "pin", "mateIn2", "skewer", "endgame"])} in ${ms}ms`,
      undefined,
      id,
    );
    chess.edge(c, t + ms + 2, "GET", "/api/puzzle/next", 200, ms + 2, id);
  },
  flows: [
    [3, (c, t, id) => chess.apiCall(c, t, id)],
    [
      3,
      (c, t, id) => {
        const g = gid(c);
        const ms = c.ms(t, 350);
        c.at(
          t + ms,
          "matchmaker",
          "info",
          `paired ${uid(c)} (${c.rng.int(900, 2500)}) vs ${uid(c)} (${c.rng.int(900, 2500)}) pool=${tc(c)} wait=${ms}ms`,
          undefined,
          id,
        );
        c.at(
          t + ms + 20,
          "game-server",
          "info",
          `game ${g} created tc=${tc(c)} shard=${c.rng.int(0, 7)}`,
          undefined,
          id,
        );
        chess.edge(c, t + ms + 30, "POST", "/api/lobby/seek", 200, ms + 30, id);
      },
    ],
    [
      3,
      (c, t, id) => {
        const g = gid(c);
        const a = c.rng.int(800, 2500);
        const b = c.rng.int(800, 2500);
        const d = c.rng.int(3, 12);
        c.at(
          t,
          "game-server",
          "info",
          `game ${g} ended ${c.rng.pick(["1-0", "0-1", "1/2-1/2"])} by ${c.rng.pick(["resignation", "checkmate", "timeout", "agreement"])} after ${c.rng.int(12, 90)} moves`,
          undefined,
          id,
        );
        c.at(
          t + c.ms(t, 30),
          "rating-service",
          "info",
          `rated ${g}: ${a}->${a + d}, ${b}->${b - d} (glicko2, rd ${c.rng.int(45, 90)})`,
          undefined,
          id,
        );
        c.at(
          t + c.ms(t, 80),
          "replay-archiver",
          "info",
          `archived ${g} pgn ${(c.rng.next() * 4 + 0.5).toFixed(1)}KB to bucket games-archive`,
          undefined,
          id,
        );
        if (c.rng.chance(0.3))
          c.at(t + 200, "anti-cheat", "info", `queued ${g} for engine-correlation scan (priority low)`, undefined, id);
      },
    ],
    [
      1,
      (c, t, id) => {
        const ms = c.ms(t, 80);
        c.at(
          t + ms - 4,
          "login-service",
          "info",
          `session issued for ${uid(c)} method=${c.rng.pick(["password", "oauth-google", "oauth-apple", "magic-link"])}`,
          undefined,
          id,
        );
        chess.edge(c, t + ms, "POST", "/api/auth/login", 200, ms, id);
      },
    ],
    [
      2,
      (c, t, id) =>
        c.at(
          t,
          "chat-relay",
          "info",
          `room ${gid(c)}: relayed ${c.rng.int(1, 9)} messages to ${c.rng.int(2, 40)} spectators`,
          undefined,
          id,
        ),
    ],
    [
      3,
      (c, t, id) => {
        const ms = c.ms(t, 12);
        chess.edge(c, t + ms, "GET", c.rng.pick(["/api/lobby/seeks", "/api/games/live", "/api/user/me"]), 200, ms, id);
      },
    ],
  ],
  jobs: [
    {
      svc: "games-pg",
      period: 300_000,
      level: "info",
      msg: (c) =>
        `LOG:  checkpoint complete: wrote ${c.rng.int(2000, 20000)} buffers (${(c.rng.next() * 10).toFixed(1)}%); write=53.9 s, sync=0.040 s, total=54.0 s`,
    },
    {
      svc: "matchmaker",
      period: 15_000,
      level: "debug",
      msg: (c) => `pools: bullet=${c.rng.int(10, 90)} blitz=${c.rng.int(40, 300)} rapid=${c.rng.int(10, 120)} waiting`,
    },
    {
      svc: "anti-cheat",
      period: 60_000,
      level: "info",
      msg: (c) => `scan batch done: ${c.rng.int(20, 120)} games, 0 flagged, engine pool 8/8`,
    },
    { svc: "replay-archiver", period: 120_000, level: "debug", msg: () => "lifecycle sweep: nothing to tier" },
  ],
  chronic: [
    {
      svc: "chat-relay",
      level: "error",
      msg: (c) => `ws send failed to spectator ${uid(c)}: socket hang up (client gone), dropping`,
    },
    {
      svc: "game-server",
      level: "warn",
      msg: (c) => `clock drift ${c.rng.int(120, 400)}ms reported by client build 4.1.0, compensated`,
    },
    {
      svc: "puzzle-api",
      level: "error",
      msg: () => "theme translation missing for locale 'gl', falling back to en",
      stack: node("Error: missing key 'themes.zugzwang' for locale gl", [
        "I18n.t (/app/dist/i18n.js:44:11)",
        "renderTheme (/app/dist/routes/puzzle.js:87:23)",
      ]),
    },
    {
      svc: "anti-cheat",
      level: "error",
      msg: (c) => `engine worker stockfish-${c.rng.int(1, 8)} returned malformed info line, game skipped and requeued`,
    },
  ],
  deprecations: [
    {
      svc: "login-service",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "rating-service",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    { svc: "lobby-edge", msg: "grpc: Dial is deprecated, use NewClient (config: upstream rating-service)" },
  ],
};

const bike = (c: Ctx) => `B-${c.rng.int(1000, 9999)}`;
const dock = (c: Ctx) => `D-${c.rng.int(100, 480)}`;
const rider = (c: Ctx) => `r${c.rng.int(100000, 999999)}`;

export const bikes: Estate = {
  key: "bike",
  ns: "fleet-prod",
  idKind: "req-uuid",
  services: BIKE,
  runtime: { ...runtimeOf("python", BIKE), "fleet-pg": "postgres", "fleet-rebalancer": "java", "push-gateway": "go" },
  roles: {
    edge: "rider-api",
    auth: "account-service",
    api: "trip-service",
    db: "fleet-pg",
    batch: "billing-batch",
    gc: "fleet-rebalancer",
    vendorCaller: "payments-adapter",
    consumer: "dock-telemetry",
    cache: "rider-api",
    side: "unlock-service",
  },
  vendor: { name: "Paynetic", host: "api.paynetic.example" },
  edge: (c, t, method, path, status, ms, id, who) =>
    c.at(
      t,
      "rider-api",
      status >= 500 ? "error" : "info",
      `${who ?? `10.64.${c.rng.int(0, 31)}.${c.rng.int(2, 250)}`}:${c.rng.int(30000, 65000)} - "${method} ${path} HTTP/1.1" ${status} ${ms}ms`,
      undefined,
      id,
    ),
  userPath: (c) => c.rng.pick(["/v1/docks/nearby", "/v1/rides", "/v1/me/wallet"]),
  apiCall: (c, t, id) => {
    const ms = c.ms(t, 30);
    bikes.edge(c, t + ms, "GET", "/v1/docks/nearby", 200, ms, id);
  },
  flows: [
    [4, (c, t, id) => bikes.apiCall(c, t, id)],
    [
      2,
      (c, t, id) => {
        const b = bike(c);
        const d = dock(c);
        const ack = c.ms(t, 600);
        c.at(
          t + 20,
          "account-service",
          "info",
          `rider ${rider(c)} eligible (wallet ${(c.rng.next() * 30).toFixed(2)} EUR, no holds)`,
          undefined,
          id,
        );
        c.at(t + 60 + ack, "unlock-service", "info", `unlock ${b} at ${d}: command acked in ${ack}ms`, undefined, id);
        c.at(
          t + 90 + ack,
          "trip-service",
          "info",
          `trip T${c.rng.int(1000000, 9999999)} started bike=${b} dock=${d}`,
          undefined,
          id,
        );
        bikes.edge(c, t + 100 + ack, "POST", "/v1/rides", 201, 100 + ack, id);
      },
    ],
    [
      2,
      (c, t, id) => {
        const r = rider(c);
        const amt = (c.rng.next() * 6 + 0.5).toFixed(2);
        c.at(
          t,
          "dock-telemetry",
          "info",
          `${bike(c)} docked at ${dock(c)} slot ${c.rng.int(1, 24)} battery ${c.rng.int(12, 100)}%`,
          undefined,
          id,
        );
        c.at(
          t + 40,
          "trip-service",
          "info",
          `trip T${c.rng.int(1000000, 9999999)} ended ${c.rng.int(3, 55)}min ${(c.rng.next() * 9).toFixed(1)}km`,
          undefined,
          id,
        );
        c.at(
          t + c.ms(t, 350) + 40,
          "payments-adapter",
          "info",
          `charged ${r} ${amt} EUR psp=paynetic ref=pn_${c.rng.hex(12)}`,
          undefined,
          id,
        );
        c.at(t + c.ms(t, 120) + 500, "push-gateway", "info", `receipt push delivered to ${r} (fcm)`, undefined, id);
      },
    ],
    [
      3,
      (c, t) =>
        c.at(
          t,
          "dock-telemetry",
          "info",
          `heartbeat batch from ${c.rng.pick(["north", "centre", "harbour", "uni"])} zone: ${c.rng.int(20, 60)} docks, 0 offline`,
        ),
    ],
    [
      1,
      (c, t, id) =>
        c.at(
          t,
          "account-service",
          "info",
          `token refreshed for ${rider(c)} (app ${c.rng.pick(["ios 6.2.1", "android 6.2.0", "android 6.1.4"])})`,
          undefined,
          id,
        ),
    ],
  ],
  jobs: [
    {
      svc: "fleet-pg",
      period: 300_000,
      level: "info",
      msg: (c) =>
        `LOG:  automatic vacuum of table "fleet.public.dock_events": index scans: 1, pages: 0 removed, ${c.rng.int(20000, 90000)} remain`,
    },
    {
      svc: "fleet-rebalancer",
      period: 60_000,
      level: "info",
      msg: (c) =>
        `rebalance plan computed: ${c.rng.int(2, 14)} van moves, score -${c.rng.int(100, 900)}hard/0soft in ${c.rng.int(800, 3000)}ms`,
    },
    { svc: "billing-batch", period: 90_000, level: "debug", msg: () => "settlement cursor idle, next run at 03:00" },
    {
      svc: "push-gateway",
      period: 30_000,
      level: "debug",
      msg: (c) => `fcm pool: ${c.rng.int(2, 8)} conns, apns pool: 2 conns`,
    },
  ],
  chronic: [
    {
      svc: "dock-telemetry",
      level: "error",
      msg: () => "dock D-311 firmware 2.0.7 sends malformed slot bitmap, frame discarded",
    },
    {
      svc: "push-gateway",
      level: "warn",
      msg: (c) => `fcm: registration token for ${rider(c)} is unregistered, removed`,
    },
    {
      svc: "trip-service",
      level: "error",
      msg: () => "geofence lookup failed for legacy zone 'expo-2019', ride accepted without zone tag",
      stack: python([["/app/trips/zones.py", 118, "tag_zone", "zone = ZONES[legacy_id]"]], "KeyError: 'expo-2019'"),
    },
    {
      svc: "account-service",
      level: "warn",
      msg: (c) => `KYC webhook replay ignored (duplicate event evt_${c.rng.hex(10)})`,
    },
  ],
  deprecations: [
    { svc: "rider-api", msg: "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead." },
    {
      svc: "trip-service",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
    {
      svc: "payments-adapter",
      msg: "urllib3 HTTPResponse.getheader() is deprecated and will be removed in urllib3 v2.1.0. Instead use HTTPResponse.headers.get(name, default).",
    },
  ],
};

export const ESTATES = [lab, chess, bikes];

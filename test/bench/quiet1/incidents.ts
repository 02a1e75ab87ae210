// The eight control incidents: an origin that fails (often quietly) and louder callers, 1-3 hops.
import { restart } from "./benign-ops.js";
import { connReset, stack, status5xx, timedOut } from "./runtime.js";
import type { Ctx } from "./types.js";
import { every } from "./types.js";

export interface Control {
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  /** draws the incident from about true time start; returns a note and the true fault start */
  run: (c: Ctx, start: number) => { note: string; start: number };
}

/** A caller's retry storm from `from` to the end of the window. */
function storm(c: Ctx, svc: string, from: number, period: number, lvl: "warn" | "error", msg: () => string): void {
  every(c, period, (t) => c.emit(t, svc, lvl, msg(), { trace: c.tid() }), from, c.t1);
}

const memory: Control = {
  estate: "greenleaf-rx",
  category: "memory",
  origin: "claims-adjudicator",
  hints: ["memory", "heap", "oom", "outofmemory"],
  sev: "high",
  run(c, s) {
    const o = this.origin;
    for (let i = 0; i < 6; i++)
      c.emit(
        s + i * c.r.int(8000, 15000),
        o,
        "warn",
        `[gc] GC(${9000 + i}) Pause Full (G1 Compaction Pause) 2041M->${2010 + i * 5}M(2048M) ${c.r.int(1900, 4200)}.${c.r.digits(3)}ms`,
      );
    let t = s + 90000;
    while (t < c.t1) {
      const exc = "java.lang.OutOfMemoryError: Java heap space";
      c.emit(t, o, "error", `Handler dispatch failed: ${exc}`, {
        stack: stack("java", c.r, "com.greenleaf.rx.claims", exc, 7),
      });
      c.emit(t + 400, o, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      t = restart(c, o, t + 2000) + c.r.int(60000, 150000);
    }
    c.degrade(o, s + 90000, c.t1, 0.85);
    storm(c, "prescription-svc", s + 90000, 250, "error", () =>
      c.r.chance(0.5) ? timedOut("java", c.r, o, 5000) : status5xx("java", o, 503, "/claims/adjudicate"),
    );
    storm(
      c,
      "rx-portal-gw",
      s + 92000,
      400,
      "error",
      () => `POST /api/v3/refills 502 ${c.r.int(5000, 5100)}ms - upstream prescription-svc failed`,
    );
    c.degrade("prescription-svc", s + 90000, c.t1, 0.5);
    return {
      note: "claims-adjudicator heap exhaustion (Full GCs, then OutOfMemoryError and restarts); prescription-svc and rx-portal-gw storm",
      start: s,
    };
  },
};

const configuration: Control = {
  estate: "greenleaf-rx",
  category: "configuration",
  origin: "refill-reminder",
  hints: ["config", "improperlyconfigured", "environment", "env", "setting", "missing"],
  sev: "medium",
  run(c, s0) {
    const o = this.origin;
    c.emit(s0 - 20000, "rx-portal-gw", "info", "deploy: refill-reminder 4.11.3 -> 4.12.0 started by ci-bot");
    const s = restart(c, o, s0 - 15000, "4.12.0");
    const exc = "django.core.exceptions.ImproperlyConfigured: Set the REMINDER_SMS_SENDER_ID environment variable";
    every(
      c,
      4000,
      (t) =>
        c.emit(t, o, "error", `Task reminders.send_refill_sms[${c.r.hex(8)}] raised unexpected: ${exc}`, {
          stack: stack("python", c.r, "reminders", exc, 3),
        }),
      s,
      c.t1,
    );
    c.degrade(o, s, c.t1, 0.95);
    storm(
      c,
      "rx-portal-gw",
      s + 3000,
      700,
      "error",
      () => `POST /api/v3/refills 500 ${c.r.int(30, 90)}ms - reminder scheduling failed (refill-reminder answered 500)`,
    );
    storm(
      c,
      "prescription-svc",
      s + 5000,
      1500,
      "warn",
      () => `Refill RF-${c.r.digits(6)} saved but reminder not scheduled: refill-reminder returned 500`,
    );
    return { note: "refill-reminder release 4.12.0 lacks REMINDER_SMS_SENDER_ID; gateway 500s louder", start: s };
  },
};

const database: Control = {
  estate: "gatepass",
  category: "database",
  origin: "event-catalog",
  hints: ["connection", "database", "postgres", "psql", "sql", "slots", "pool"],
  sev: "high",
  run(c, s) {
    const o = this.origin;
    every(
      c,
      6000,
      (t) =>
        c.emit(t, o, "warn", `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${c.r.int(30, 120)})`),
      s,
      c.t1,
    );
    every(
      c,
      900,
      (t) =>
        c.emit(t, o, "error", "HikariPool-1 - Exception during pool initialization of new connection", {
          stack: [
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
            ...stack("java", c.r, "io.gatepass.tix.catalog", "", 5),
          ],
          trace: c.tid(),
        }),
      s + 20000,
      c.t1,
    );
    c.degrade(o, s + 20000, c.t1, 0.7);
    storm(
      c,
      "storefront-bff",
      s + 21000,
      200,
      "error",
      () =>
        `GET /events/EV-${c.r.digits(6)} 500 ${c.r.int(30000, 30100)}ms - upstream event-catalog: Internal Server Error`,
    );
    storm(
      c,
      "seat-map",
      s + 25000,
      1200,
      "warn",
      () => `event metadata from event-catalog unavailable, serving stale seat map`,
    );
    return { note: "event-catalog exhausts Postgres connection slots; storefront-bff 500s louder", start: s };
  },
};

const dependency: Control = {
  estate: "gatepass",
  category: "dependency",
  origin: "payments-adapter",
  hints: ["psp", "paycore", "upstream", "unavailable", "503", "provider", "dependency", "circuit"],
  sev: "medium",
  run(c, s) {
    const o = this.origin;
    every(
      c,
      1500,
      (t) =>
        c.emit(t, o, "error", `${status5xx("python", "api.paycore.example", 503, "/v2/charges")} (provider outage)`, {
          trace: c.tid(),
        }),
      s,
      s + 45000,
    );
    c.emit(s + 45000, o, "warn", "circuit breaker 'paycore' OPEN: 20 failures in 30s");
    every(
      c,
      3000,
      (t) =>
        c.emit(t, o, "warn", "paycore circuit open, rejecting charge without calling provider", { trace: c.tid() }),
      s + 45000,
      c.t1,
    );
    c.degrade(o, s, c.t1, 0.9);
    storm(
      c,
      "checkout-orchestrator",
      s + 1000,
      350,
      "error",
      () =>
        `Saga step PAYMENT failed for TX-${c.r.hex(8).toUpperCase()}: payments-adapter returned 502; compensating (release seats)`,
    );
    storm(
      c,
      "storefront-bff",
      s + 1500,
      500,
      "error",
      () => `POST /checkout 502 ${c.r.int(800, 4000)}ms - checkout-orchestrator failed`,
    );
    return {
      note: "PSP PayCore answers 503 to payments-adapter, breaker opens; checkout-orchestrator and storefront-bff storm",
      start: s,
    };
  },
};

const authentication: Control = {
  estate: "gatepass",
  category: "authentication",
  origin: "account-auth",
  hints: ["ldap", "bind", "credential", "authentication", "invalid", "auth"],
  sev: "medium",
  run(c, s) {
    const o = this.origin;
    c.emit(s - 20000, o, "info", "secret svc-account-auth/ldap-bind rotated by vault agent, reloading");
    every(
      c,
      2500,
      (t) =>
        c.emit(
          t,
          o,
          "error",
          `ldap: bind as cn=svc-account-auth,ou=services,dc=gatepass,dc=io failed: LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C09044E, data 52e`,
          { trace: c.tid() },
        ),
      s,
      c.t1,
    );
    c.degrade(o, s, c.t1, 0.95);
    storm(
      c,
      "storefront-bff",
      s + 500,
      300,
      "error",
      () => `POST /login 503 ${c.r.int(20, 90)}ms - upstream account-auth: identity backend unavailable`,
    );
    storm(
      c,
      "checkout-orchestrator",
      s + 4000,
      2000,
      "warn",
      () => `token introspection via account-auth failed (503), rejecting checkout`,
    );
    return {
      note: "account-auth's LDAP bind fails with Invalid Credentials after a secret rotation; logins 503 at storefront-bff",
      start: s,
    };
  },
};

const timeout: Control = {
  estate: "kestrel-orbital",
  category: "timeout",
  origin: "tile-renderer",
  hints: ["timeout", "deadline", "timed out"],
  sev: "medium",
  run(c, s) {
    const o = this.origin;
    every(
      c,
      1200,
      (t) =>
        c.emit(
          t,
          o,
          "warn",
          `render tile z=${c.r.int(8, 16)} scene=KS07_${c.r.digits(8)}_L1C aborted: context deadline exceeded after 10s (gdal warp)`,
        ),
      s,
      c.t1,
    );
    c.degrade(o, s, c.t1, 0.8);
    storm(
      c,
      "tasking-api",
      s + 10000,
      250,
      "error",
      () =>
        `GET /v1/tiles/${c.r.int(8, 16)}/${c.r.int(0, 60000)}/${c.r.int(0, 60000)}.png 504 10001ms - ${timedOut("go", c.r, o, 10000)}`,
    );
    return { note: "tile-renderer renders exceed their 10s deadline (warn only); tasking-api 504s louder", start: s };
  },
};

const network: Control = {
  estate: "kestrel-orbital",
  category: "network",
  origin: "downlink-ingest",
  hints: ["reset", "connection", "network", "route", "socket", "unreachable"],
  sev: "medium",
  run(c, s) {
    const o = this.origin;
    every(
      c,
      3000,
      (t) => {
        c.emit(t, o, "error", `ground station link awarua: ${connReset("rust", c.r, "gs-awarua.link")}`);
        c.emit(
          t + 1000,
          o,
          "warn",
          `reconnect to gs-awarua.link:7100 failed: No route to host (os error 113), retry in 2s`,
        );
      },
      s,
      c.t1,
    );
    c.degrade(o, s, c.t1, 0.7);
    storm(
      c,
      "scene-catalog",
      s + 60000,
      5000,
      "warn",
      () => `no new scenes from downlink-ingest for ${c.r.int(60, 600)}s`,
    );
    storm(
      c,
      "order-fulfillment",
      s + 90000,
      600,
      "error",
      () => `Order ORD-${c.r.digits(7)} blocked: scene KS07_${c.r.digits(8)}_L1C not ingested, SLA at risk`,
    );
    return { note: "downlink-ingest's link to a ground station resets / no route; order-fulfillment louder", start: s };
  },
};

const disk: Control = {
  estate: "kestrel-orbital",
  category: "disk",
  origin: "scene-archive",
  hints: ["disk", "space", "no space", "storage", "full", "volume", "enospc"],
  sev: "high",
  run(c, s) {
    const o = this.origin;
    for (const [k, pct] of [88, 93, 97].entries())
      c.emit(s - (3 - k) * 60000, o, "warn", `volume /data at ${pct}% used`);
    every(
      c,
      2000,
      (t) =>
        c.emit(
          t,
          o,
          "error",
          `PUT /scenes/KS07_${c.r.digits(8)}_L1C.tif 507 Insufficient Storage: write /data/scenes/.tmp-${c.r.hex(8)}: no space left on device`,
        ),
      s,
      c.t1,
    );
    c.degrade(o, s, c.t1, 0.6);
    storm(
      c,
      "order-fulfillment",
      s + 2000,
      300,
      "error",
      () =>
        `Failed to store deliverable for ORD-${c.r.digits(7)}: scene-archive returned 507, retrying (attempt ${c.r.int(1, 5)}/5)`,
    );
    storm(
      c,
      "downlink-ingest",
      s + 3000,
      900,
      "error",
      () => `handoff of scene KS11_${c.r.digits(8)}_L1C to scene-archive failed: HTTP 507, keeping on local spool`,
    );
    return {
      note: "scene-archive volume fills (no space left on device); order-fulfillment and downlink-ingest louder",
      start: s,
    };
  },
};

export const CONTROLS: Control[] = [
  memory,
  configuration,
  database,
  dependency,
  authentication,
  timeout,
  network,
  disk,
];

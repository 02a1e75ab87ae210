// The eight real failures, one per category, each told the way the origin and its callers would log it.
import { type Ctx, has, petId, type Role, rsv, svcOf } from "./estates.js";
import { every, type Level } from "./stream.js";
import { access, type CallKind, callErr, type Msg, stack, startup } from "./styles.js";

export interface Incident {
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (c: Ctx, t0: number) => void;
}

const say = (c: Ctx, role: Role, t: number, level: Level, msg: string | Msg, trace?: string) => {
  if (!has(c, role)) return;
  const m = typeof msg === "string" ? { msg } : msg;
  c.s.add(t, svcOf(c, role).name, level, m.msg, { stack: m.stack, errType: m.errType, trace });
};
const tr = (c: Ctx) => (c.e.traced ? c.r.hex(16) : undefined);
const tick = (c: Ctx, a: number, b: number, ms: number, f: (t: number) => void) =>
  every(a, b, ms, 0.7, () => c.r.next(), f);

function breakerOpen(c: Ctx, caller: Role, callee: Role): string {
  const n = svcOf(c, callee).name;
  switch (svcOf(c, caller).rt) {
    case "java":
      return `CircuitBreaker '${n}' changed state from CLOSED to OPEN`;
    case "node":
      return `circuit breaker OPEN for ${n} (opossum: errorThresholdPercentage 50 exceeded)`;
    case "go":
      return `circuit breaker "${n}" state changed from closed to open`;
    case "python":
      return `CircuitBreakerError: Failures threshold reached, circuit breaker '${n}' is open`;
    case "ruby":
      return `[Circuitbox] ${n}: circuit opened after ${c.r.int(5, 10)} failures`;
    case "dotnet":
      return `Circuit breaker for ${n} opened for 30s due to: HttpRequestException`;
    case "cpp":
      return `circuit to ${n} opened after 5 consecutive failures`;
  }
}
function breakerReject(c: Ctx, caller: Role, callee: Role): string {
  const n = svcOf(c, callee).name;
  switch (svcOf(c, caller).rt) {
    case "java":
      return `CallNotPermittedException: CircuitBreaker '${n}' is OPEN and does not permit further calls`;
    case "dotnet":
      return `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${n})`;
    case "python":
      return `CircuitBreakerError: Timeout not elapsed yet, circuit breaker '${n}' still open`;
    default:
      return `${n}: breaker is open, failing fast`;
  }
}

interface CallerSpec {
  role: Role;
  kind: CallKind;
  status?: number;
  method: string;
  path: () => string;
  action: () => string;
  edge: [string, string, number];
  every: number;
  retries: number;
  breaker?: boolean;
}

/** Callers report the failure in their own words: retries, final errors, gateway 5xx, breakers. */
function callersFail(
  c: Ctx,
  origin: Role,
  a: number,
  b: number,
  specs: CallerSpec[],
  kindAt?: (t: number) => CallKind,
  failing: (t: number) => boolean = () => true,
) {
  c.s.mute({ from: a, to: b, role: origin, p: 0.9 });
  for (const sp of specs) {
    if (!has(c, sp.role)) continue;
    const caller = svcOf(c, sp.role);
    const callee = svcOf(c, origin);
    const openAt = sp.breaker ? a + c.r.int(60000, 110000) : Number.POSITIVE_INFINITY;
    if (sp.breaker) say(c, sp.role, openAt, "warn", breakerOpen(c, sp.role, origin));
    tick(c, a + c.r.int(500, 4000), b, sp.every, (t) => {
      if (!failing(t)) return;
      const x = tr(c);
      const path = sp.path();
      const open = t > openAt && (t - openAt) % 60000 > 8000;
      let tt = t;
      if (open) {
        say(c, sp.role, tt, "error", `${sp.action()} failed: ${breakerReject(c, sp.role, origin)}`, x);
      } else {
        const kind = kindAt ? kindAt(t) : sp.kind;
        const named = (m: string) => (m.includes(callee.name) ? m : `${sp.method} ${callee.name}${path}: ${m}`);
        for (let i = 1; i <= sp.retries; i++) {
          const m = callErr(caller, callee, c.r, sp.method, path, kind, sp.status);
          say(c, sp.role, tt, "warn", `${named(m.msg)} (attempt ${i}/${sp.retries + 1}), retrying`, x);
          tt += kind === "timeout" ? c.r.int(3000, 9000) : c.r.int(100, 600);
        }
        const m = callErr(caller, callee, c.r, sp.method, path, kind, sp.status);
        say(c, sp.role, tt, "error", { msg: `${sp.action()} failed: ${named(m.msg)}`, errType: m.errType }, x);
      }
      if (sp.role !== "edge") {
        const [em, ep, es] = sp.edge;
        say(
          c,
          "edge",
          tt + c.r.int(5, 40),
          "error",
          access(svcOf(c, "edge"), c.r, em, ep, es, tt - t + c.r.int(20, 90)),
          x,
        );
      }
    });
  }
}

export const INCIDENTS: Incident[] = [
  {
    estate: "wagtail",
    origin: "inventory",
    category: "database",
    hints: ["database", "postgres", "connection", "too many", "sqlstate", "pool", "53300"],
    severity: "high",
    note: "kennel-inventory can no longer get Postgres connections (too many clients), so holds and availability fail and stay-booking retries loudly",
    run: (c, t0) => {
      tick(c, t0, c.end, 2200, (t) => {
        const r = c.r.next();
        say(
          c,
          "inventory",
          t,
          "error",
          r < 0.5
            ? `failed to connect to \`user=inventory database=kennels\`: 10.21.4.17:5432 (kennel-db.${c.e.namespace}.svc): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)`
            : r < 0.8
              ? `GET /v1/units: acquire conn: context deadline exceeded (pool: 40/40 in use, 113 waiting)`
              : `FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300)`,
        );
      });
      say(
        c,
        "inventory",
        t0 + 15000,
        "warn",
        `pgxpool stats: total=40 idle=0 acquired=40 constructing=0 empty_acquire=${c.r.int(900, 2000)}`,
      );
      callersFail(c, "inventory", t0 + 1000, c.end, [
        {
          role: "booking",
          kind: "status",
          status: 500,
          method: "POST",
          path: () => "/v1/holds",
          action: () => `hold for ${rsv(c)}`,
          edge: ["POST", "/v1/reservations", 502],
          every: 1800,
          retries: 3,
          breaker: true,
        },
        {
          role: "edge",
          kind: "status",
          status: 500,
          method: "GET",
          path: () => "/v1/availability",
          action: () => "availability lookup",
          edge: ["GET", "", 0],
          every: 3000,
          retries: 1,
        },
      ]);
    },
  },
  {
    estate: "wagtail",
    origin: "vax",
    category: "network",
    hints: ["dns", "name resolution", "resolve", "gaierror", "network", "errno -3"],
    severity: "medium",
    note: "vax-verify pods lose name resolution for every host they call, internal and external, so vaccination checks and check-ins fail",
    run: (c, t0) => {
      const s = svcOf(c, "vax");
      const hosts = [
        `pet-profiles.${c.e.namespace}.svc.cluster.local`,
        "api.vetconnect-records.com",
        `vax-redis.${c.e.namespace}.svc.cluster.local`,
      ];
      tick(c, t0, c.end, 2600, (t) => {
        const h = c.r.pick(hosts);
        const pid = petId(c);
        say(c, "vax", t, "error", {
          msg: `vaccination check ${pid} failed: could not resolve ${h}`,
          errType: "socket.gaierror",
          stack: c.r.chance(0.4)
            ? stack(s, c.r, "socket.gaierror", "[Errno -3] Temporary failure in name resolution", [
                ["vaxverify.api", "handle"],
                ["vaxverify.records", "fetch_record"],
                ["urllib3.util.connection", "create_connection"],
                ["socket", "getaddrinfo"],
              ])
            : undefined,
        });
      });
      tick(c, t0 + 20000, c.end, 30000, (t) =>
        say(
          c,
          "vax",
          t,
          "warn",
          `redis: Error -3 connecting to vax-redis.${c.e.namespace}.svc.cluster.local:6379. Temporary failure in name resolution.`,
        ),
      );
      callersFail(c, "vax", t0 + 2000, c.end, [
        {
          role: "booking",
          kind: "status",
          status: 502,
          method: "POST",
          path: () => "/v1/checks",
          action: () => `check-in ${rsv(c)}`,
          edge: ["POST", "/v1/checkins", 502],
          every: 3500,
          retries: 2,
        },
      ]);
    },
  },
  {
    estate: "happytails",
    origin: "webcam",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "storage", "volume", "full"],
    severity: "medium",
    note: "the yard-cams recording volume fills up; it only warns, segments are dropped and clip and live requests fail for owners",
    run: (c, t0) => {
      say(
        c,
        "webcam",
        t0 - 120000,
        "warn",
        `storage: /var/lib/yardcam/rec at 96% (1.8G free), retention sweep scheduled`,
      );
      say(c, "webcam", t0 - 40000, "warn", `storage: /var/lib/yardcam/rec at 99% (212M free)`);
      tick(c, t0, c.end, 1400, (t) => {
        const room = c.r.pick(["play-yard-1", "play-yard-2", "small-dog-den", "splash-pad"]);
        say(
          c,
          "webcam",
          t,
          "warn",
          c.r.chance(0.7)
            ? `segment_writer.cc:${c.r.int(200, 260)}] write(/var/lib/yardcam/rec/${room}/${c.day.replace(/-/g, "")}T${new Date(t).toISOString().slice(11, 16).replace(":", "")}.ts) failed: No space left on device (28); segment dropped`
            : `hls_packager.cc:${c.r.int(90, 120)}] cannot create playlist ${room}/index.m3u8.tmp: No space left on device; viewers kept on previous playlist`,
        );
      });
      tick(c, t0 + 30000, c.end, 20000, (t) =>
        say(
          c,
          "webcam",
          t,
          "warn",
          `storage: /var/lib/yardcam/rec 100% used (0 B free), retention sweep skipped: directory busy`,
        ),
      );
      callersFail(c, "webcam", t0 + 5000, c.end, [
        {
          role: "edge",
          kind: "status",
          status: 503,
          method: "GET",
          path: () => `/clips/${c.r.pick(["play-yard-1", "play-yard-2"])}/latest`,
          action: () => "webcam clip",
          edge: ["GET", "", 0],
          every: 2500,
          retries: 1,
        },
      ]);
    },
  },
  {
    estate: "happytails",
    origin: "profiles",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "out of memory"],
    severity: "high",
    note: "pet-records runs out of Java heap loading vaccination attachments, exits and restarts in a loop while callers get connection refused",
    run: (c, t0) => {
      const s = svcOf(c, "profiles");
      let t = t0;
      const down: [number, number][] = [];
      while (t < c.end) {
        say(
          c,
          "profiles",
          t - 20000,
          "warn",
          `[gc] GC(${c.r.int(900, 2000)}) Pause Full (G1 Compaction Pause) 2046M->2039M(2048M) ${c.r.int(1800, 3200)}.${c.r.digits(3)}ms`,
        );
        say(c, "profiles", t, "error", {
          msg: `Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space`,
          errType: "java.lang.OutOfMemoryError",
          stack: stack(s, c.r, "java.lang.OutOfMemoryError", "Java heap space", [
            ["attachments.PdfAttachmentLoader", "readAll"],
            ["vaccination.VaccinationRecordService", "withAttachments"],
            ["web.PetRecordController", "getRecord"],
          ]),
        });
        say(c, "profiles", t + 400, "fatal", `Terminating due to java.lang.OutOfMemoryError: Java heap space`);
        const gap = c.r.int(35000, 55000);
        c.s.mute({ svc: s.name, from: t + 500, to: t + gap, maxLevel: "fatal" });
        down.push([t, t + gap + 15000]);
        startup(s, c.r, "2.31.4").forEach((m, i) => {
          say(c, "profiles", t + gap + i * 800, "info", m);
        });
        t += gap + c.r.int(60000, 110000);
      }
      callersFail(
        c,
        "profiles",
        t0 + 500,
        c.end,
        [
          {
            role: "booking",
            kind: "refused",
            method: "GET",
            path: () => `/api/pets/${petId(c)}`,
            action: () => `drop-off ${rsv(c)}`,
            edge: ["POST", "/checkins", 502],
            every: 2600,
            retries: 2,
          },
          {
            role: "vax",
            kind: "refused",
            method: "GET",
            path: () => `/api/pets/${petId(c)}/vaccinations`,
            action: () => "immunization lookup",
            edge: ["GET", "/pets/vaccinations", 503],
            every: 3800,
            retries: 1,
          },
        ],
        () => (c.r.chance(0.3) ? "reset" : "refused"),
      );
    },
  },
  {
    estate: "suds",
    origin: "payments",
    category: "dependency",
    hints: ["stripe", "payment", "provider", "upstream", "api", "processor", "dependency", "500"],
    severity: "high",
    note: "the card processor starts answering noshow-fees with 500s and connection errors, its breaker opens and cancellations with fees fail",
    run: (c, t0) => {
      const s = svcOf(c, "payments");
      tick(c, t0, c.end, 2000, (t) => {
        const rq = `req_${c.r.hex(14)}`;
        say(
          c,
          "payments",
          t,
          "error",
          c.r.chance(0.7)
            ? {
                msg: `Stripe::APIError: (Status 500) (Request ${rq}) An unknown error occurred while processing your request.`,
                errType: "Stripe::APIError",
                stack: c.r.chance(0.3)
                  ? stack(s, c.r, "Stripe::APIError", "", [
                      ["services/charge_no_show_fee", "call"],
                      ["jobs/fee_capture_job", "perform"],
                    ])
                  : undefined,
              }
            : `Stripe::APIConnectionError: Unexpected error communicating with Stripe. If this problem persists, let us know at support@stripe.com. (Network error: Net::ReadTimeout)`,
        );
      });
      say(c, "payments", t0 + 70000, "warn", `[Circuitbox] stripe: circuit opened after 10 failures`);
      tick(c, t0 + 72000, c.end, 2500, (t) =>
        say(
          c,
          "payments",
          t,
          "error",
          `Circuitbox::OpenCircuitError: stripe circuit is open; fee for APT-${c.r.digits(6)} not captured`,
        ),
      );
      callersFail(c, "payments", t0 + 1500, c.end, [
        {
          role: "booking",
          kind: "status",
          status: 502,
          method: "POST",
          path: () => "/fees/charge",
          action: () => `cancellation fee for APT-${c.r.digits(6)}`,
          edge: ["POST", "/v1/grooming/appointments/cancel", 502],
          every: 2400,
          retries: 2,
        },
      ]);
    },
  },
  {
    estate: "suds",
    origin: "groom",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "exceeded"],
    severity: "medium",
    note: "stylist-calendar's availability solver starts exceeding its time budget (warnings only), callers time out and retry storms follow",
    run: (c, t0) => {
      tick(c, t0, c.end, 2400, (t) =>
        say(
          c,
          "groom",
          t,
          "warn",
          c.r.chance(0.7)
            ? `availability solve for salon S-${c.r.int(1, 9)} on ${c.day} exceeded budget 8000ms (${c.r.int(8000, 30000)}ms), aborted: java.util.concurrent.TimeoutException`
            : `task rejected from pool 'availability-solver' (active 32/32, queued 500/500); caller will time out`,
        ),
      );
      c.s.mute({ svc: svcOf(c, "groom").name, from: t0 + 60000, to: c.end, maxLevel: "info" });
      callersFail(c, "groom", t0 + 3000, c.end, [
        {
          role: "booking",
          kind: "timeout",
          method: "GET",
          path: () => `/api/availability?date=${c.day}`,
          action: () => "slot search",
          edge: ["GET", "/v1/grooming/availability", 504],
          every: 2000,
          retries: 2,
        },
        {
          role: "edge",
          kind: "timeout",
          method: "GET",
          path: () => "/api/stylists/today",
          action: () => "stylist board",
          edge: ["GET", "", 0],
          every: 5000,
          retries: 1,
        },
      ]);
    },
  },
  {
    estate: "barkley",
    origin: "care",
    category: "configuration",
    hints: ["config", "option", "setting", "pharmacybaseurl", "missing"],
    severity: "high",
    note: "right after its 4.8.0 release feeding-meds rejects every plan request because the DosingOptions PharmacyBaseUrl setting is missing, and check-ins fail",
    run: (c, t0) => {
      const s = svcOf(c, "care");
      startup(s, c.r, "4.8.0").forEach((m, i) => {
        say(c, "care", t0 - 9000 + i * 700, "info", m);
      });
      say(c, "care", t0 - 12000, "info", "Application is shutting down...");
      tick(c, t0, c.end, 2300, (t) =>
        say(c, "care", t, "error", {
          msg: `An unhandled exception has occurred while executing the request.`,
          errType: "Microsoft.Extensions.Options.OptionsValidationException",
          stack: stack(
            s,
            c.r,
            "Microsoft.Extensions.Options.OptionsValidationException",
            "DataAnnotation validation failed for 'DosingOptions' members: 'PharmacyBaseUrl' with the error: 'The PharmacyBaseUrl field is required.'.",
            [
              ["Microsoft.Extensions.Options.OptionsFactory`1", "Create"],
              ["Plans.MedicationPlanService", "GetPlanAsync"],
              ["Controllers.PlansController", "Get"],
            ],
          ),
        }),
      );
      callersFail(c, "care", t0 + 800, c.end, [
        {
          role: "booking",
          kind: "status",
          status: 500,
          method: "GET",
          path: () => `/api/plans/${petId(c)}`,
          action: () => `check-in ${rsv(c)} care plan`,
          edge: ["POST", "/v1/checkins", 502],
          every: 2600,
          retries: 1,
        },
      ]);
    },
  },
  {
    estate: "barkley",
    origin: "inventory",
    category: "unknown",
    hints: ["unknown", "unavailable", "unresponsive", "down", "hang"],
    severity: "high",
    note: "suites-avail stops serving and goes silent except for failing health checks, so boarding-core times out and opens its breaker",
    run: (c, t0) => {
      const s = svcOf(c, "inventory");
      c.s.mute({ svc: s.name, from: t0, to: c.end, maxLevel: "error", keep: "/actuator/health -> 503" });
      tick(c, t0 + 25000, c.end, 10000, (t) =>
        c.s.add(
          t,
          s.name,
          "warn",
          access(s, c.r, "GET", "/actuator/health", 503, c.r.int(3000, 5000)).replace(")", `) {"status":"DOWN"}`),
        ),
      );
      callersFail(c, "inventory", t0 + 2000, c.end, [
        {
          role: "booking",
          kind: "timeout",
          method: "POST",
          path: () => "/suites/holds",
          action: () => `suite hold for ${rsv(c)}`,
          edge: ["POST", "/v1/reservations", 504],
          every: 1900,
          retries: 2,
          breaker: true,
        },
        {
          role: "groom",
          kind: "timeout",
          method: "GET",
          path: () => "/suites/occupancy",
          action: () => "bath-slot sync",
          edge: ["GET", "/v1/grooming/availability", 504],
          every: 6000,
          retries: 1,
        },
      ]);
    },
  },
];

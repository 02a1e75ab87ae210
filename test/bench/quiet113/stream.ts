// The traffic engine: healthy request flows through an estate, probes, periodic jobs, the constant complainer,
// deprecation warnings, retries that succeed and one unrelated rollout; then noise and a failure are laid on top,
// clocks are skewed per service and the lines are sorted by printed time.
import { access, type Estate, type Role, services } from "./estates.js";
import type { Level, Printed } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
  /** Lines a silenced service still prints (its own last words, restarts). */
  keep?: boolean;
}

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  S: (role: Role) => string;
  req: () => string | undefined;
  unit: () => string;
  tenant: () => string;
  site: () => string;
}

export type FlowName = "search" | "movein" | "entry" | "pay" | "lead" | "camera" | "quote" | "portal";

/** What a failure does to the stream: replaces failing flows, adds its own lines, may silence the origin. */
export interface Failure {
  start: number;
  fail: (c: Ctx, flow: FlowName, t: number, req: string | undefined) => Ev[] | null;
  extra: (c: Ctx) => Ev[];
  silent?: string;
  /** When the silenced service stops printing (defaults to start). */
  silentFrom?: number;
  /** Routine lines that cannot happen once the failure has started (dropped from then on). */
  drop?: (x: Ev) => boolean;
}

export function makeCtx(r: Rng, e: Estate, t0: number, t1: number): Ctx {
  return {
    r,
    e,
    t0,
    t1,
    S: (role) => e.svc[role],
    req: () => (e.traces ? r.hex(16) : undefined),
    unit: () => `${r.p(["A", "B", "C", "D", "E"])}${r.i(1, 3)}${String(r.i(1, 60)).padStart(2, "0")}`,
    tenant: () => `T-${r.i(100000, 999999)}`,
    site: () => r.p(e.sites),
  };
}

export const ev = (t: number, svc: string, level: Level, msg: string, req?: string): Ev => ({
  t,
  svc,
  level,
  msg,
  req,
});
const code = (c: Ctx) => c.e.rt;

const SIZES = ["5x5", "5x10", "10x10", "10x15", "10x20", "10x30"];
const CLIMATE = ["climate", "drive-up", "interior", "parking"];

/** One healthy request flow, starting at t. */
export function flow(c: Ctx, name: FlowName, t: number, req: string | undefined): Ev[] {
  const { r, S } = c;
  const rt = code(c);
  const out: Ev[] = [];
  let d = t;
  const step = (role: Role, level: Level, msg: string, lo = 3, hi = 40) => {
    d += r.i(lo, hi);
    out.push(ev(d, S(role), level, msg, req));
  };
  const site = c.site();
  const sid = site.split(" ")[0];
  switch (name) {
    case "search": {
      const size = r.p(SIZES);
      const n = r.i(0, 38);
      step(
        "inventory",
        "info",
        `availability ${sid} size=${size} type=${r.p(CLIMATE)} -> ${n} units, street_rate=${r.i(39, 289)}.00`,
      );
      step(
        "edge",
        "info",
        access(rt[S("edge")], "GET", `/api/facilities/${sid}/units?size=${size}`, 200, r.f(20, 260), r),
        10,
        120,
      );
      break;
    }
    case "movein": {
      const u = c.unit();
      const tn = c.tenant();
      const lease = `L-${r.i(2000000, 2999999)}`;
      step(
        "rentals",
        "info",
        `move-in started tenant=${tn} unit=${sid}/${u} lease=${lease} channel=${r.p(["web", "web", "app", "call-center"])}`,
      );
      step("inventory", "info", `unit ${sid}/${u} status vacant -> reserved (hold 15m)`);
      step(
        "billing",
        "info",
        `charge ok tenant=${tn} amount=${r.i(29, 320)}.${r.i(10, 99)} USD kind=first_month+admin_fee auth=${r.hex(6).toUpperCase()}`,
        60,
        400,
      );
      if (r.c(0.55))
        step(
          "insurance",
          "info",
          `protection plan bound tenant=${tn} coverage=${r.p(["2000", "3000", "5000"])} premium=${r.p(["9", "12", "18"])}.00`,
        );
      step(
        "gate",
        "info",
        `access code provisioned for ${tn} at ${sid} (zone ${r.i(1, 4)}, hours 06:00-22:00)`,
        20,
        200,
      );
      if (r.c(0.6))
        step("locks", "info", `smart lock for unit ${sid}/${u} assigned to ${tn}, digital key issued`, 20, 300);
      step("rentals", "info", `move-in complete lease=${lease} unit=${sid}/${u}`);
      step("edge", "info", access(rt[S("edge")], "POST", "/api/move-ins", 201, r.f(400, 1900), r), 5, 30);
      break;
    }
    case "entry": {
      const u = c.unit();
      step("gate", "info", `keypad ${sid}/K${r.i(1, 3)} entry granted tenant=${c.tenant()} unit=${u}`, 0, 5);
      if (r.c(0.5))
        step(
          "locks",
          "info",
          `unlock ${sid}/${u} via ${r.p(["app-ble", "app-ble", "keypad-pin"])} ok (battery ${r.i(41, 100)}%)`,
          200,
          4000,
        );
      break;
    }
    case "pay": {
      const tn = c.tenant();
      step(
        "billing",
        "info",
        `payment captured tenant=${tn} amount=${r.i(45, 420)}.00 method=${r.p(["card", "card", "ach"])} ref=${r.hex(10)}`,
        80,
        500,
      );
      step("edge", "info", access(rt[S("edge")], "POST", "/api/tenant/payments", 200, r.f(300, 1400), r));
      break;
    }
    case "portal": {
      const path = r.p(["/api/tenant/ledger", "/api/tenant/units", "/api/tenant/gate-code", "/api/tenant/autopay"]);
      step("rentals", "info", `tenant portal ${path.split("/").pop()} served tenant=${c.tenant()}`);
      step("edge", "info", access(rt[S("edge")], "GET", path, 200, r.f(15, 180), r));
      break;
    }
    case "lead": {
      step(
        "leads",
        "info",
        `lead created id=LD-${r.i(100000, 999999)} source=${r.p(["sparefoot", "google-ads", "web-form", "phone", "yelp"])} site=${sid} size=${r.p(SIZES)}`,
        0,
        5,
      );
      if (r.c(0.5))
        step(
          "inventory",
          "info",
          `rate quote for lead: ${sid} ${r.p(SIZES)} web_rate=${r.i(35, 250)}.00 (promo ${r.p(["FIRSTMONTH1", "none", "50OFF2"])})`,
        );
      break;
    }
    case "camera": {
      step(
        "cameras",
        "info",
        `clip stored site=${sid} cam=cam-${r.i(1, 30)} trigger=${r.p(["motion", "door", "gate-open"])} ${r.i(2, 20)}s ${r.i(400, 9000)}KB`,
        0,
        5,
      );
      break;
    }
    case "quote": {
      step(
        "insurance",
        "info",
        `quote issued coverage=${r.p(["2000", "3000", "5000", "10000"])} premium=${r.p(["9", "12", "18", "29"])}.00 carrier=${r.p(["MiniCo", "Bader"])}`,
      );
      step("edge", "info", access(rt[S("edge")], "GET", "/api/protection/quote", 200, r.f(60, 400), r));
      break;
    }
  }
  return out;
}

const WEIGHTS: [FlowName, number][] = [
  ["search", 30],
  ["portal", 18],
  ["entry", 20],
  ["pay", 8],
  ["movein", 6],
  ["lead", 8],
  ["camera", 6],
  ["quote", 4],
];

function pick(r: Rng): FlowName {
  let x = r.f(0, 100);
  for (const [n, w] of WEIGHTS) {
    x -= w;
    if (x < 0) return n;
  }
  return "search";
}

const HEALTH: Record<string, (r: Rng) => string> = {
  node: (r) => `GET /healthz 200 ${r.f(0.3, 2).toFixed(3)} ms - 15`,
  java: () => `"GET /actuator/health HTTP/1.1" 200 49 2ms`,
  go: (r) => `http request method=GET path=/healthz status=200 dur=${r.f(0.1, 0.9).toFixed(1)}ms`,
  python: (r) => `10.42.0.1:${r.i(30000, 60000)} - "GET /health HTTP/1.1" 200`,
  ruby: (r) =>
    `method=GET path=/up format=html controller=Rails::HealthController action=show status=200 duration=${r.f(0.4, 2).toFixed(2)} view=0.31 db=0.00`,
  dotnet: (r) =>
    `Request finished HTTP/1.1 GET http://localhost:8080/health - 200 - text/plain ${r.f(0.2, 2).toFixed(4)}ms`,
  cpp: () => "[http] GET /health -> 200 (0 ms)",
};

const HANDLED: Record<string, (r: Rng) => string> = {
  java: (r) =>
    `Servlet.service() for servlet [dispatcherServlet] threw exception: client aborted download of lease PDF\norg.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe\n\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:${r.i(340, 360)})\n\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:776)\n\tat org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:125)\n\tat org.springframework.util.StreamUtils.copy(StreamUtils.java:135)\nCaused by: java.io.IOException: Broken pipe\n\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)`,
  python: (r) =>
    `duplicate webhook ignored (idempotency key ${r.hex(12)})\nTraceback (most recent call last):\n  File "/app/app/webhooks.py", line ${r.i(40, 90)}, in handle\n    session.flush()\n  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/orm/session.py", line 4154, in flush\n    self._flush(objects)\nsqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "webhook_events_key"\nDETAIL:  Key (key)=(${r.hex(12)}) already exists.`,
  node: (r) =>
    `request aborted by client GET /api/tenant/ledger after ${r.i(3000, 12000)}ms\nAbortError: The operation was aborted\n    at new DOMException (node:internal/per_context/domexception:53:5)\n    at AbortController.abort (node:internal/abort_controller:392:18)\n    at IncomingMessage.<anonymous> (/app/dist/middleware/abort.js:14:20)\n    at IncomingMessage.emit (node:events:519:28)`,
  ruby: (r) =>
    `ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_payments_on_idempotency_key" (ignored, payment ${r.hex(8)} already recorded)\n  app/models/payment.rb:${r.i(20, 60)}:in \`record!'\n  app/jobs/payment_webhook_job.rb:18:in \`perform'\n  activejob (7.1.3) lib/active_job/execution.rb:68:in \`block in _perform_job'`,
  dotnet: (r) => {
    const conn = `0HN${r.hex(10).toUpperCase()}`;
    return `warn: Microsoft.AspNetCore.Server.Kestrel[0]\n      Connection id "${conn}", Request id "${conn}:00000002": the application completed without reading the entire request body.\n      System.OperationCanceledException: The operation was canceled.\n         at System.Threading.CancellationToken.ThrowOperationCanceledException()\n         at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpRequestStream.ReadAsyncInternal(Memory\`1 destination, CancellationToken cancellationToken)`;
  },
  go: (r) =>
    `http: superfluous response.WriteHeader call from main.(*server).writeJSON (server.go:${r.i(80, 140)}) (client disconnected: write tcp 10.42.${r.i(1, 9)}.${r.i(2, 250)}:8080->10.42.0.${r.i(2, 250)}:${r.i(30000, 60000)}: write: broken pipe)`,
  cpp: (r) =>
    `controller ${r.i(1, 60)} sent malformed Wiegand frame (26 bits expected, got ${r.i(20, 25)}); frame dropped, keypad will resend`,
};

/** Probes, jobs, the constant complainer, deprecations and retries that succeed. */
export function background(c: Ctx, rolloutAt: number, spare: string[] = []): Ev[] {
  const { r, e, S, t0, t1 } = c;
  const out: Ev[] = [];
  for (const s of services(e)) {
    const every = r.p([15000, 20000, 30000]);
    for (let t = t0 + r.i(0, every); t < t1; t += every + r.i(-200, 200)) {
      if (r.c(0.35)) out.push(ev(t, s, "debug", HEALTH[e.rt[s]](r)));
    }
  }
  for (let t = t0 + r.i(0, e.noisy.every); t < t1; t += e.noisy.every * r.f(0.6, 1.4)) {
    out.push(ev(t, S(e.noisy.role), e.noisy.level, e.noisy.make(r)));
  }
  for (let t = t0 + r.i(0, 30000); t < t1; t += 30000 + r.i(-500, 500)) {
    out.push(
      ev(
        t,
        S("gate"),
        "info",
        `site sync ${c.site().split(" ")[0]}: pushed ${r.i(0, 9)} code changes, controller ack in ${r.i(40, 900)}ms`,
      ),
    );
  }
  for (let t = t0 + r.i(0, 60000); t < t1; t += 60000 + r.i(-800, 800)) {
    out.push(
      ev(
        t,
        S("billing"),
        "info",
        `scheduled charges: batch ${r.i(1, 140)} processed ${r.i(20, 60)} ok, ${r.i(0, 4)} declined, ${r.i(0, 2)} skipped (card on hold)`,
      ),
    );
  }
  for (let t = t0 + r.i(0, 120000); t < t1; t += 120000 + r.i(-1000, 1000)) {
    out.push(
      ev(
        t,
        S("delinquency"),
        "info",
        `delinquency scan done: ${r.i(3, 40)} tenants past due, ${r.i(0, 6)} lien notices queued, ${r.i(0, 5)} cleared by payment`,
      ),
    );
    out.push(
      ev(
        t + r.i(200, 2000),
        S("leads"),
        "info",
        `crm sync: ${r.i(0, 25)} leads pushed, ${r.i(0, 3)} merged as duplicates`,
      ),
    );
  }
  for (let t = t0 + r.i(0, 45000); t < t1; t += 45000 + r.i(-900, 900)) {
    out.push(
      ev(
        t,
        S("locks"),
        "info",
        `hub heartbeat ${c.site().split(" ")[0]}: ${r.i(180, 420)} locks online, ${r.i(0, 3)} offline, mean rssi -${r.i(60, 78)}dBm`,
      ),
    );
  }
  // Deprecation warnings in each runtime's words.
  const dep: Record<string, string> = {
    node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected automatically)",
    python:
      "/usr/local/lib/python3.11/site-packages/celery/app/utils.py:203: CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0 and above.",
    ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:AutopayJob> at app/jobs/autopay_job.rb:41)",
    dotnet:
      "warn: Microsoft.EntityFrameworkCore.Model.Validation[10622] Entity 'Policy' has a global query filter defined and is the required end of a relationship with the entity 'Claim'.",
    go: "grpc: Dial called with deprecated option WithInsecure(); use WithTransportCredentials(insecure.NewCredentials()) instead",
    cpp: "warning: config key 'controller.legacy_wiegand26' is deprecated and will be removed in 4.0",
  };
  for (const s of r.shuffle(services(e)).slice(0, 4)) {
    const t = t0 + r.i(5000, (t1 - t0) * 0.9);
    out.push(ev(t, s, "warn", dep[e.rt[s]]));
  }
  // Handled exceptions with their traces: a client went away, a duplicate was ignored.
  for (let k = 0; k < r.i(3, 8); k++) {
    const s = r.p(services(e));
    const t = t0 + r.i(10000, t1 - t0 - 5000);
    out.push(ev(t, s, e.rt[s] === "dotnet" ? "warn" : r.p(["warn", "error"] as const), HANDLED[e.rt[s]](r)));
  }
  // Retries that succeed.
  for (let k = 0; k < r.i(2, 4); k++) {
    const t = t0 + r.i(20000, t1 - t0 - 20000);
    const tn = c.tenant();
    out.push(
      ev(
        t,
        S("billing"),
        "warn",
        `gateway call failed (HTTP 502 from processor edge), retrying 1/3 in 250ms tenant=${tn}`,
      ),
    );
    out.push(ev(t + r.i(300, 700), S("billing"), "info", `retry 1/3 succeeded tenant=${tn} charge ok`));
  }
  // An unrelated rollout of one service.
  const rs = r.p(services(e).filter((s) => s !== S("edge") && !spare.includes(s)));
  const ver = `${r.i(2, 9)}.${r.i(0, 40)}.${r.i(0, 9)}`;
  out.push(ev(rolloutAt, rs, "info", "Received SIGTERM, draining connections (grace 30s)"));
  out.push(ev(rolloutAt + r.i(800, 3000), rs, "info", `starting ${rs} version=${ver} build=${r.hex(7)}`));
  out.push(
    ev(
      rolloutAt + r.i(3000, 6000),
      rs,
      "info",
      `${rs} ready, listening on :8080 (config reloaded, ${r.i(12, 60)} keys)`,
    ),
  );
  return out;
}

/** Request traffic for the whole window, at a rate chosen to land near `targetLines`. */
export function traffic(c: Ctx, targetLines: number, fail?: Failure): Ev[] {
  const { r, t0, t1 } = c;
  const out: Ev[] = [];
  const gap = (t1 - t0) / (targetLines / 2.6);
  for (let t = t0 + r.f(0, gap); t < t1; t += r.f(0.2, 1.8) * gap) {
    const name = pick(r);
    const req = c.req();
    const failed = fail && t >= fail.start ? fail.fail(c, name, t, req) : null;
    out.push(...(failed ?? flow(c, name, t, req)));
  }
  return out;
}

/** Skews clocks per service, silences a service if asked, and sorts by printed time. */
export function finish(c: Ctx, evs: Ev[], fail?: Failure): Printed[] {
  const skew: Record<string, number> = {};
  for (const s of services(c.e)) skew[s] = c.r.i(-300, 300);
  const kept = evs.filter(
    (x) =>
      x.t >= c.t0 &&
      x.t < c.t1 &&
      !(
        fail?.silent === x.svc &&
        !x.keep &&
        x.t > (fail.silentFrom ?? fail.start) + 2000 &&
        (x.level === "info" || x.level === "debug")
      ),
  );
  const kept2 = kept.filter((x) => !(fail?.drop && x.t > fail.start && !x.keep && fail.drop(x)));
  const pr = kept2.map((x) => ({ pt: x.t + (skew[x.svc] ?? 0), svc: x.svc, level: x.level, msg: x.msg, req: x.req }));
  pr.sort((a, b) => a.pt - b.pt);
  return pr;
}

// Healthy background traffic: callouts flowing through intake, pricing, payments, dispatch and notify; tech app
// polls and GPS batches; quotes, key-cutting orders, smart-lock provisioning, van stock, logins, the portal;
// plus health probes, JVM GC lines, scheduled jobs, checkpoints and periodic summaries.
import type { Ctx } from "./ctx.js";
import { access, appReq, routeOf } from "./http.js";
import type { Rng } from "./rng.js";
import type { Flow, Ids, ServiceDef } from "./types.js";

const BASE: Record<Flow, number> = {
  callout: 3.2,
  techpoll: 38,
  location: 26,
  quote: 11,
  cut: 1.6,
  provision: 0.9,
  stock: 1.8,
  login: 2.4,
  portal: 10,
};

export const CALLOUT_TYPES = [
  "lockout",
  "lockout",
  "lock-change",
  "burglary-repair",
  "car-lockout",
  "snapped-key",
  "upvc-mechanism",
];

/** Ruby services print a "Started" line before their "Completed" line. */
function started(ctx: Ctx, t: number, svc: ServiceDef, ids: Ids, method: string, path: string): void {
  if (svc.runtime === "ruby")
    ctx.emit(
      t,
      svc,
      "INFO",
      `Started ${method} "${path}" for ${ctx.ip()} at ${new Date(ctx.clock(svc.name, t)).toISOString().replace("T", " ").slice(0, 19)} +0000`,
      { ids },
    );
}

export function calloutOk(ctx: Ctx, t: number, ids: Ids, r: Rng): string {
  const id = ctx.callout();
  const intake = ctx.svc("intake");
  const type = r.pick(CALLOUT_TYPES);
  const { method, path } = routeOf(ctx, "intake");
  started(ctx, t, intake, ids, method, path);
  ctx.emit(
    t + r.int(8, 40),
    intake,
    "INFO",
    `Callout ${id} created type=${type} postcode=${ctx.postcode()} channel=${r.pick(["web", "web", "phone", "app", "partner"])}`,
    { ids },
  );
  ctx.emit(
    t + r.int(40, 120),
    ctx.svc("pricing"),
    "INFO",
    `Quote for ${id}: callout ${ctx.money(59, 89)} + ${r.pick(["out-of-hours", "weekend", "standard", "standard"])} ${ctx.money(0, 45)}, parts est. ${ctx.money(0, 60)}`,
    { ids },
  );
  ctx.emit(
    t + r.int(150, 420),
    ctx.svc("payments"),
    "INFO",
    `Deposit authorised ${ctx.money(25, 60)} for ${id} via ${ctx.estate.vendors.psp} ref=${r.alnum(12, true)}`,
    { ids },
  );
  const ms = r.int(300, 1100);
  ctx.emit(
    t + ms - r.int(5, 60),
    ctx.svc("dispatch"),
    "INFO",
    `Assigned ${id} to ${ctx.tech()} eta=${r.int(12, 55)}m distance=${r.float(0.8, 24).toFixed(1)}km`,
    { ids },
  );
  appReq(ctx, t + ms, intake, ids, method, path, 201, ms);
  access(ctx, t + ms + r.int(1, 4), ids, { method, path, status: 201, ms: ms + 3, up: intake });
  ctx.emit(
    t + ms + r.int(50, 400),
    ctx.svc("notify"),
    "INFO",
    `SMS queued to ${ctx.phone()} template=eta_confirmation ref=${id}`,
    { ids },
  );
  return id;
}

function flowLine(ctx: Ctx, f: Flow, t: number, ids: Ids, r: Rng): void {
  switch (f) {
    case "callout":
      calloutOk(ctx, t, ids, r);
      return;
    case "techpoll": {
      const { method, path } = routeOf(ctx, "dispatch");
      access(ctx, t, ids, {
        method,
        path,
        status: r.chance(0.6) ? 304 : 200,
        ms: r.int(4, 60),
        up: ctx.svc("dispatch"),
        ua: ctx.ua("app"),
      });
      return;
    }
    case "location": {
      const { method, path } = routeOf(ctx, "fleet");
      access(ctx, t, ids, { method, path, status: 202, ms: r.int(2, 25), up: ctx.svc("fleet"), ua: ctx.ua("app") });
      return;
    }
    case "quote": {
      const up = ctx.svc("pricing");
      const { method, path } = routeOf(ctx, "pricing");
      const ms = r.int(15, 180);
      if (r.chance(0.4)) appReq(ctx, t + ms - 2, up, ids, method, path, 200, ms - 3);
      access(ctx, t + ms, ids, { method, path, status: 200, ms, up });
      return;
    }
    case "cut": {
      const keys = ctx.svc("keys");
      const { method, path } = routeOf(ctx, "keys");
      const order = ctx.order();
      const b = ctx.blank();
      const n = r.int(1, 4);
      const machine = `${ctx
        .town()
        .toLowerCase()
        .replace(/[^a-z]/g, "")}-M${r.int(1, 3)}`;
      ctx.emit(t + 30, keys, "INFO", `Cut order ${order} blank=${b} qty=${n} machine=${machine} queued`, { ids });
      access(ctx, t + r.int(40, 160), ids, { method, path, status: 201, ms: r.int(40, 160), up: keys });
      const done = t + r.int(30000, 140000);
      ctx.emit(done, keys, "INFO", `Cut order ${order} complete on ${machine}: ${n}/${n} keys, ${r.int(28, 95)}s`);
      ctx.emit(
        done + r.int(100, 900),
        ctx.svc("stock"),
        "INFO",
        `Blank ${b} decremented by ${n} at ${machine.split("-")[0]} shop (on hand ${r.int(3, 140)})`,
      );
      return;
    }
    case "provision": {
      const sl = ctx.svc("smartlock");
      const { method, path } = routeOf(ctx, "smartlock");
      const lock = path.split("/").at(-2) ?? ctx.lock();
      access(ctx, t + r.int(20, 90), ids, { method, path, status: 202, ms: r.int(20, 90), up: sl });
      ctx.emit(
        t + 10,
        sl,
        "INFO",
        `provisioning ${lock} model=${r.pick(["LX-400", "LX-410", "Entry-2", "Deadbolt Pro"])} fw=${r.pick(["2.6.0", "2.7.4", "2.7.4", "3.0.1"])} site=S-${r.int(10000, 99999)}`,
        { ids },
      );
      ctx.emit(
        t + r.int(2000, 7000),
        sl,
        "INFO",
        `${lock} bound to tenant via ${ctx.estate.vendors.locks}; ${r.int(1, 6)} access codes synced`,
        { ids },
      );
      return;
    }
    case "stock": {
      const st = ctx.svc("stock");
      ctx.emit(
        t,
        st,
        "INFO",
        `${ctx.van()} consumed 1x ${r.pick(["euro cylinder 35/35", "euro cylinder 40/50 anti-snap", "uPVC gearbox 35mm", "5-lever mortice deadlock", "night latch", ctx.blank()])} for ${ctx.callout()}`,
        { ids },
      );
      if (r.chance(0.15))
        ctx.emit(
          t + r.int(100, 900),
          st,
          "INFO",
          `Restock pick list generated for ${ctx.van()}: ${r.int(2, 14)} lines`,
        );
      return;
    }
    case "login": {
      const au = ctx.svc("auth");
      const { method, path } = routeOf(ctx, "auth");
      const user = ctx.tech();
      if (au.runtime === "keycloak")
        ctx.emit(
          t + 20,
          au,
          "INFO",
          `type="LOGIN", realmId="field", clientId="${ctx.estate.techApp.toLowerCase()}", userId="${ctx.v.uuid()}", ipAddress="${ctx.ip()}", auth_method="openid-connect", username="${user}"`,
        );
      else
        ctx.emit(t + 20, au, "INFO", `login ok user=${user} client=tech-app mfa=${r.pick(["totp", "push", "none"])}`, {
          ids,
        });
      access(ctx, t + r.int(40, 200), ids, {
        method,
        path,
        status: 200,
        ms: r.int(40, 200),
        up: au,
        ua: ctx.ua("app"),
      });
      return;
    }
    case "portal": {
      const web = ctx.svc("web");
      const { method, path } = routeOf(ctx, "web");
      const ms = r.int(20, 260);
      if (r.chance(0.5)) {
        started(ctx, t, web, ids, method, path);
        appReq(ctx, t + ms - 2, web, ids, method, path, 200, ms - 3);
      }
      access(ctx, t + ms, ids, { method, path, status: 200, ms, up: web });
      return;
    }
  }
}

/** A JVM service's max heap in MB: fixed per service so every GC line of a window agrees. */
export function heapMb(s: ServiceDef): number {
  if (s.roles.includes("stock") || s.roles.includes("payments")) return 2048;
  return [1024, 2048, 4096][s.name.length % 3] ?? 2048;
}

function probePath(s: ServiceDef): string {
  switch (s.runtime) {
    case "java":
    case "kotlin":
      return "/actuator/health/liveness";
    case "dotnet":
      return "/health/ready";
    case "python":
      return "/healthz";
    case "ruby":
      return "/up";
    default:
      return "/healthz";
  }
}

function periodic(ctx: Ctx, r: Rng): void {
  const e = ctx.estate;
  for (const s of e.services) {
    if (s.probes !== "none") {
      const period = r.pick([10000, 15000, 20000]);
      ctx.every(r, period, 400, (t) => {
        if (!ctx.muted(`probe:${s.name}`, t))
          appReq(ctx, t, s, {}, "GET", probePath(s), 200, r.int(1, 6), s.probes === "info" ? "INFO" : "DEBUG");
      });
    }
    if (s.runtime === "java" || s.runtime === "kotlin" || s.runtime === "keycloak") {
      const heap = heapMb(s);
      let gc = r.int(200, 9000);
      ctx.every(r, r.int(25000, 70000), 8000, (t) => {
        if (ctx.muted(`gc:${s.name}`, t)) return;
        const before = r.int(Math.round(heap * 0.45), Math.round(heap * 0.8));
        ctx.emit(
          t,
          s,
          "INFO",
          `GC(${gc++}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${r.int(Math.round(heap * 0.12), Math.round(heap * 0.3))}M(${heap}M) ${r.float(2.5, 18).toFixed(3)}ms`,
        );
      });
    }
  }
  // scheduled jobs
  const jobs = ctx.svc("jobs");
  ctx.every(r, r.int(90000, 200000), 30000, (t) => {
    const name = r.pick(e.scheduled);
    const dur = r.float(0.4, 40);
    if (jobs.runtime === "ruby") {
      const jid = r.hex(24);
      ctx.emit(t, jobs, "INFO", `class=${name} jid=${jid} INFO: start`);
      ctx.emit(t + dur * 1000, jobs, "INFO", `class=${name} jid=${jid} elapsed=${dur.toFixed(3)} INFO: done`);
    } else {
      const id = r.uuid();
      ctx.emit(t, jobs, "INFO", `Task ${jobs.code}.${name.replace(/-/g, "_")}[${id}] received`);
      ctx.emit(
        t + dur * 1000,
        jobs,
        "INFO",
        `Task ${jobs.code}.${name.replace(/-/g, "_")}[${id}] succeeded in ${dur.toFixed(3)}s: {'rows': ${r.int(0, 4000)}}`,
      );
    }
  });
  // stock checkpoints
  const st = ctx.svc("stock");
  let off = r.int(100000, 9000000);
  ctx.every(r, r.int(45000, 90000), 5000, (t) => {
    if (ctx.muted("checkpoint", t)) return;
    off += r.int(200, 4000);
    ctx.emit(
      t,
      st,
      "INFO",
      st.runtime === "dotnet"
        ? `Checkpoint stored for projection VanLedger at position ${off}`
        : `Snapshot checkpoint van-ledger at offset ${off} (${r.float(0.4, 6).toFixed(1)} MB, ${r.int(30, 400)} ms)`,
    );
  });
  // fleet ingest summary
  const fl = ctx.svc("fleet");
  ctx.every(r, r.pick([10000, 15000, 30000]), 200, (t) => {
    if (ctx.muted("ingest", t)) return;
    const n = r.int(60, 260);
    ctx.emit(
      t,
      fl,
      fl.runtime === "go" ? "INFO" : "DEBUG",
      `ingested ${n} location pings from ${r.int(20, Math.max(21, Math.round(n / 2)))} devices, dropped ${r.chance(0.9) ? 0 : r.int(1, 3)}`,
    );
  });
  // notify receipts
  const nt = ctx.svc("notify");
  ctx.every(r, 30000, 3000, (t) => {
    const n = r.int(3, 40);
    ctx.emit(t, nt, "INFO", `processed ${n} delivery receipts from ${e.vendors.sms} (delivered=${n - r.int(0, 2)})`);
  });
  // smart lock MQTT summary
  const sl = ctx.svc("smartlock");
  ctx.every(r, 60000, 2000, (t) => {
    ctx.emit(
      t,
      sl,
      "INFO",
      `mqtt bridge: ${r.int(1800, 2400)} devices connected, ${r.int(7000, 9500)} heartbeats in last 60s`,
    );
  });
  // dispatch consumer lag
  const dp = ctx.svc("dispatch");
  ctx.every(r, 30000, 1000, (t) => {
    if (!ctx.muted("lag", t)) ctx.emit(t, dp, "DEBUG", `job-events consumer lag=${r.int(0, 4)} partitions=12`);
  });
}

/** Writes the background of the window at the given scale (1 = a quiet weekday night). */
export function background(ctx: Ctx, r: Rng, scale: number, mix: Record<Flow, number>): void {
  for (const f of Object.keys(BASE) as Flow[]) {
    const rate = BASE[f] * scale * (mix[f] ?? 1);
    ctx.poisson(r, rate, (t) => {
      const ids = ctx.ids();
      if (ctx.hook) {
        ctx.src = "incident";
        const taken = ctx.hook(f, t, ids);
        ctx.src = "background";
        if (taken) return;
      }
      flowLine(ctx, f, t, ids, r);
    });
  }
  periodic(ctx, r);
}

export function flowMix(r: Rng): Record<Flow, number> {
  const m = {} as Record<Flow, number>;
  for (const f of Object.keys(BASE) as Flow[]) m[f] = r.float(0.6, 1.5);
  return m;
}

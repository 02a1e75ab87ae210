// One window of one estate: the scenario's events, then everyday traffic (requests, health checks, jobs, a noisy
// service, deprecation warnings, retries that succeed) up to the target size, then skew, sort by printed time, render.
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import { expand, type Rng } from "./rng.js";

export interface Ctx {
  rng: Rng;
  estate: Estate;
  start: number;
  end: number;
  evs: Ev[];
  add(at: number, service: string, level: Level, msg: string, trace?: string): void;
  role(r: Role): string;
  /** The edge's access line for one request. */
  edge(method: string, path: string, status: number, ms: number, agent?: string): string;
  /** True time at a fraction of the window. */
  t(frac: number): number;
  trace(): string;
}

export function makeCtx(estate: Estate, rng: Rng, start: number, minutes: number): Ctx {
  const evs: Ev[] = [];
  const end = start + minutes * 60_000;
  return {
    rng,
    estate,
    start,
    end,
    evs,
    add: (at, service, level, msg, trace) => {
      if (at >= start && at < end) evs.push({ at: Math.round(at), service, level, msg, trace });
    },
    role: (r) => estate.roles[r],
    edge: (m, p, s, ms, agent) => edgeLine(estate, rng, m, p, s, ms, agent),
    t: (f) => start + f * (end - start),
    trace: () => rng.hex(12),
  };
}

const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  426: "Upgrade Required",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

function edgeLine(e: Estate, rng: Rng, m: string, p: string, s: number, ms: number, agent?: string): string {
  const ua =
    agent ?? rng.pick(["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)", "okhttp/4.12.0", "Mozilla/5.0"]);
  const bytes = s >= 400 ? rng.int(60, 240) : rng.int(200, 9000);
  switch (e.edgeStyle) {
    case "express":
      return `${m} ${p} ${s} ${ms}.${rng.int(100, 999)} ms - ${bytes}`;
    case "envoy":
      return `"${m} ${p} HTTP/1.1" ${s} - 0 ${bytes} ${ms} ${Math.max(ms - 1, 0)} "-" "${ua}" "${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}" "${e.host}"`;
    case "nginx":
      return `10.${rng.int(0, 40)}.${rng.int(0, 255)}.${rng.int(1, 254)} - - "${m} ${p} HTTP/1.1" ${s} ${bytes} "-" "${ua}" rt=${(ms / 1000).toFixed(3)}`;
    case "spring":
      return `Completed ${s} ${REASON[s] ?? ""} for ${m} "${p}" in ${ms}ms`;
    case "go":
      return `request completed method=${m} path=${p} status=${s} duration=${ms}.${rng.int(1, 9)}ms`;
  }
}

/** Adds everyday traffic until the window holds about `target` events. */
export function background(ctx: Ctx, target: number): void {
  const { rng, estate: e, start, end } = ctx;
  const span = end - start;
  const probe = rng.int(10, 20) * 1000;
  for (const s of e.services) {
    if (rng.chance(0.35)) continue;
    for (let t = start + rng.int(0, probe); t < end; t += probe + rng.int(-40, 40))
      ctx.add(
        t,
        s.name,
        "info",
        rng.chance(0.5) ? `GET /healthz 200 - kube-probe/1.30` : `"GET /ready HTTP/1.1" 200 2`,
      );
  }
  for (const s of e.services) {
    if (s.job)
      for (let t = start + rng.int(0, s.job[0] * 1000); t < end; t += s.job[0] * 1000 + rng.int(-500, 500))
        ctx.add(t, s.name, "info", expand(s.job[1], rng));
    if (s.deprecation)
      for (let t = start + rng.int(5_000, 90_000); t < end; t += rng.int(180_000, 360_000))
        ctx.add(t, s.name, "warn", s.deprecation);
  }
  for (
    let t = start + rng.int(0, e.noisy.everySec * 1000);
    t < end;
    t += rng.int(e.noisy.everySec * 500, e.noisy.everySec * 1500)
  )
    ctx.add(t, e.noisy.service, e.noisy.level, expand(e.noisy.tmpl, rng));
  for (let t = start + rng.int(30_000, 120_000); t < end; t += rng.int(90_000, 240_000)) {
    const tr = ctx.trace();
    ctx.add(t, e.retry.caller, "warn", expand(e.retry.fail, rng), tr);
    ctx.add(t + rng.int(400, 2500), e.retry.caller, "info", expand(e.retry.ok, rng), tr);
  }
  const others = e.services.filter((s) => s.name !== e.roles.edge);
  const chains = Math.max(100, Math.floor((target - ctx.evs.length) / 2.4));
  const step = span / chains;
  for (let i = 0; i < chains; i++) {
    const t = start + i * step + rng.next() * step;
    const tr = ctx.trace();
    const route = rng.pick(e.routes);
    const m = rng.chance(0.7) ? "GET" : "POST";
    const st = m === "POST" ? rng.pick([200, 201, 201]) : rng.chance(0.985) ? 200 : rng.pick([304, 404]);
    const ms = Number(expand("{ms}", rng));
    const a = rng.pick(others);
    ctx.add(t + rng.int(1, 20), a.name, "info", expand(rng.pick(a.traffic), rng), tr);
    if (rng.chance(0.4)) {
      const b = rng.pick(others);
      ctx.add(t + rng.int(5, 60), b.name, "info", expand(rng.pick(b.traffic), rng), tr);
    }
    ctx.add(t + ms, e.roles.edge, "info", ctx.edge(m, route, st, ms), tr);
  }
}

/** Skews each service's clock by up to ±280 ms, sorts by printed time and renders. */
export function finish(ctx: Ctx, format: Format): string[] {
  const skew = new Map<string, number>();
  const node = new Map<string, number>();
  for (const e of ctx.evs) {
    if (!skew.has(e.service)) {
      skew.set(e.service, ctx.rng.int(-280, 280));
      node.set(e.service, ctx.rng.int(0, 3));
    }
    e.printed = e.at + (skew.get(e.service) ?? 0);
  }
  const evs = [...ctx.evs].sort((a, b) => (a.printed ?? 0) - (b.printed ?? 0) || a.at - b.at);
  return render(format, evs, ctx.estate.namespace, (s) => node.get(s) ?? 0);
}

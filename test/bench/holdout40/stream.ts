// Builds one interleaved stream: background traffic through the edge gateway to replicated services (each
// request picks a pod, tenant, shard and route), health probes, cron jobs, the noisy service's constant error,
// deprecation warnings, baseline retries that succeed, and whatever a scenario injects; then applies per-service
// clock skew, sorts by printed time and renders.
import type { Estate, Lang, Svc } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Pods {
  names: string[];
  azs: string[];
  versions: string[];
  ips: string[];
}

export interface Req {
  t: number;
  svc: Svc;
  pod: number;
  route: string;
  path: string;
  method: string;
  tenant: string;
  shard: number;
  trace: string;
}

/** What a request that hits the faulty part produces. */
export interface Outcome {
  /** lines at the origin pod (relative ms offsets from the request) */
  lines: Array<{ dt: number; level: Level; msg: string; stack?: string[] }>;
  status: number;
  latency: number;
  /** how the gateway words it, appended to its access line */
  caller: string;
}

export interface Ctx {
  est: Estate;
  rng: Rng;
  start: number;
  from: number;
  to: number;
  end: number;
  pods: (s: Svc) => Pods;
  ev: (s: Svc, pod: number, t: number, level: Level, msg: string, stack?: string[]) => Ev;
}

export interface Injection {
  hit?: (r: Req, c: Ctx) => boolean;
  fail?: (r: Req, c: Ctx) => Outcome;
  extra?: (c: Ctx) => Ev[];
  /** a service whose last pod runs a different version */
  canary?: { svc: string; version: string };
}

export interface StreamSpec {
  est: Estate;
  rng: Rng;
  format: Format;
  start: number;
  baselineMs: number;
  windowMs: number;
  targetLines: number;
  inj: Injection;
}

export function fill(rng: Rng, tpl: string, tenant = "-"): string {
  return tpl
    .replace(/\{n\}/g, () => String(rng.int(1000, 99999)))
    .replace(/\{id\}/g, () => rng.hex(6))
    .replace(/\{ms\}/g, () => String(rng.int(4, 260)))
    .replace(/\{k\}/g, () => String(rng.int(1, 48)))
    .replace(/\{t\}/g, tenant);
}

const REASON: Record<number, string> = { 200: "OK", 201: "Created", 400: "Bad Request", 401: "Unauthorized" };

export function accessLine(
  lang: Lang,
  svc: string,
  method: string,
  path: string,
  status: number,
  ms: number,
  tenant: string,
  rng: Rng,
): string {
  switch (lang) {
    case "java":
      return `c.${svc.split("-")[0]}.web.RequestLogFilter : ${method} ${path} tenant=${tenant} -> ${status} (${ms} ms)`;
    case "go":
      return `request handled method=${method} path=${path} status=${status} duration=${ms}.${rng.int(100, 999)}ms tenant=${tenant}`;
    case "node":
      return `request completed ${method} ${path} ${status} ${ms}ms tenant=${tenant}`;
    case "python":
      return `10.${rng.int(0, 3)}.${rng.int(0, 255)}.${rng.int(2, 254)}:${rng.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status} ${REASON[status] ?? ""}`.trimEnd();
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc}${path} - ${status} - application/json ${ms}.${rng.int(1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${REASON[status] ?? "Internal Server Error"} in ${ms}ms (Views: ${rng.int(0, 9)}.${rng.int(1, 9)}ms | ActiveRecord: ${rng.int(0, 20)}.${rng.int(1, 9)}ms | Allocations: ${rng.int(900, 9000)})`;
    case "rust":
      return `finished processing request latency=${ms} ms status=${status} method=${method} uri=${path}`;
  }
}

const CRON_JOBS = ["reconcile-orphans", "rotate-partitions", "refresh-materialized-views", "purge-expired-sessions"];

export function buildStream(sp: StreamSpec): { lines: string[]; from: number; pods: (s: Svc) => Pods } {
  const { est, rng } = sp;
  const start = sp.start;
  const from = start + sp.baselineMs;
  const end = start + sp.windowMs;
  const durS = sp.windowMs / 1000;
  const podMap = new Map<string, Pods>();
  for (const s of est.services) {
    const rs = rng.hex(9).replace(/^[0-9]/, "7");
    const base = `${rng.int(3, 9)}.${rng.int(1, 40)}.${rng.int(0, 12)}`;
    const p: Pods = { names: [], azs: [], versions: [], ips: [] };
    for (let i = 0; i < s.replicas; i++) {
      p.names.push(
        s.kind === "cron" ? `${s.name}-29${rng.int(100000, 999999)}-${rng.hex(5)}` : `${s.name}-${rs}-${rng.hex(5)}`,
      );
      p.azs.push("abc"[i % 3] as string);
      p.versions.push(sp.inj.canary?.svc === s.name && i === s.replicas - 1 ? sp.inj.canary.version : base);
      p.ips.push(`10.${rng.int(10, 40)}.${rng.int(0, 255)}.${rng.int(2, 254)}`);
    }
    podMap.set(s.name, p);
  }
  const pods = (s: Svc) => podMap.get(s.name) as Pods;
  const ev = (s: Svc, pod: number, t: number, level: Level, msg: string, stack?: string[]): Ev => {
    const p = pods(s);
    const i = Math.min(pod, p.names.length - 1);
    return {
      t,
      svc: s.name,
      pod: p.names[i] as string,
      az: p.azs[i] as string,
      version: p.versions[i] as string,
      level,
      msg,
      stack,
    };
  };
  const ctx: Ctx = { est, rng, start, from, to: end, end, pods, ev };
  const out: Ev[] = [];
  const edge = est.services.find((s) => s.kind === "edge") as Svc;
  const apps = est.services.filter((s) => s.kind === "app");
  const noisy = est.services.find((s) => s.kind === "noisy") as Svc;
  const cron = est.services.find((s) => s.kind === "cron") as Svc;

  // requests through the gateway
  const reqRate = (sp.targetLines * 0.62) / 2.05 / durS;
  const serve = (r: Req, t0: number): { status: number; lat: number; caller: string } => {
    if (sp.inj.hit && sp.inj.fail && r.t >= from && sp.inj.hit(r, ctx)) {
      const o = sp.inj.fail(r, ctx);
      for (const l of o.lines) out.push({ ...ev(r.svc, r.pod, t0 + l.dt, l.level, l.msg, l.stack), trace: r.trace });
      return { status: o.status, lat: o.latency, caller: o.caller };
    }
    const ms = rng.int(6, 180) + (r.route.includes("export") ? rng.int(400, 1500) : 0);
    const status = r.method === "POST" ? 201 : 200;
    out.push({
      ...ev(
        r.svc,
        r.pod,
        t0 + ms,
        "info",
        accessLine(r.svc.lang, r.svc.name, r.method, r.path, status, ms, r.tenant, rng),
      ),
      trace: r.trace,
    });
    if (rng.chance(0.35))
      out.push({
        ...ev(r.svc, r.pod, t0 + rng.int(1, ms), "info", fill(rng, rng.pick(r.svc.bg), r.tenant)),
        trace: r.trace,
      });
    return { status, lat: ms, caller: "" };
  };
  for (
    let t = start + rng.int(0, 500);
    t < end;
    t += Math.max(1, Math.round((-Math.log(1 - rng.next()) * 1000) / reqRate))
  ) {
    const svc = rng.pick(apps);
    const route = rng.pick(svc.routes);
    const r: Req = {
      t,
      svc,
      pod: rng.int(0, svc.replicas - 1),
      route,
      path: route.replace("{id}", String(rng.int(10000, 999999))),
      method: rng.chance(0.7) ? "GET" : "POST",
      tenant: rng.pick(est.tenants),
      shard: rng.int(0, 7),
      trace: rng.hex(12),
    };
    const edgePod = rng.int(0, edge.replicas - 1);
    let res = serve(r, t + rng.int(1, 4));
    let total = res.lat;
    // baseline transient: a draining pod answers 503 once and the retry succeeds
    if (res.status < 500 && rng.chance(0.003)) {
      out.push(
        ev(
          edge,
          edgePod,
          t + res.lat + 2,
          "warn",
          `upstream ${svc.name} ${pods(svc).ips[r.pod]}:8080 returned 503 (pod draining), retrying on next endpoint (attempt 1 of 3)`,
        ),
      );
      const r2 = { ...r, pod: (r.pod + 1) % svc.replicas };
      res = serve(r2, t + total + 5);
      total += res.lat + 5;
    } else if (res.status >= 500) {
      out.push({
        ...ev(
          edge,
          edgePod,
          t + total + 1,
          "warn",
          `upstream ${svc.name} ${pods(svc).ips[r.pod]}:8080 ${res.caller || `returned ${res.status}`}, retrying on next endpoint (attempt 1 of 3)`,
        ),
        trace: r.trace,
      });
      const r2 = { ...r, pod: rng.int(0, svc.replicas - 1) };
      const res2 = serve(r2, t + total + 8);
      total += res2.lat + 8;
      res = res2;
    }
    const lvl: Level = res.status >= 500 ? "error" : res.status >= 400 ? "warn" : "info";
    out.push({
      ...ev(
        edge,
        edgePod,
        t + total + 2,
        lvl,
        `${r.method} ${r.path} ${res.status} ${total}ms upstream=${svc.name} tenant=${r.tenant}${res.status >= 500 && res.caller ? ` error="${res.caller}"` : ""}`,
      ),
      trace: r.trace,
    });
  }

  // domain background per app, health probes, deprecations
  for (const s of [...apps, noisy]) {
    const rate = (sp.targetLines * 0.08) / apps.length / durS;
    for (let t = start + rng.int(0, 3000); t < end; t += Math.round((-Math.log(1 - rng.next()) * 1000) / rate) + 1)
      out.push(ev(s, rng.int(0, s.replicas - 1), t, "info", fill(rng, rng.pick(s.bg), rng.pick(est.tenants))));
  }
  for (const s of [edge, ...apps]) {
    for (let t = start + rng.int(0, 15000); t < end; t += 15000 + rng.int(-400, 400))
      out.push(
        ev(
          s,
          rng.int(0, s.replicas - 1),
          t,
          "info",
          accessLine(s.lang, s.name, "GET", "/healthz", 200, rng.int(0, 3), "-", rng).replace(
            "tenant=-",
            "ua=kube-probe/1.29",
          ),
        ),
      );
    if (s.deprecation)
      for (let k = rng.int(1, 3); k > 0; k--)
        out.push(ev(s, rng.int(0, s.replicas - 1), rng.int(start, end), "warn", s.deprecation));
  }
  // noisy service: constant harmless error from the first minute
  for (let t = start + rng.int(0, 4000); t < end; t += rng.int(2500, 7000))
    out.push(ev(noisy, rng.int(0, noisy.replicas - 1), t, noisy.noiseLevel ?? "error", fill(rng, noisy.noise ?? "")));
  // cron: one job a minute
  for (let t = start + rng.int(5000, 50000); t < end; t += 60000) {
    const job = CRON_JOBS[Math.floor((t - start) / 60000) % CRON_JOBS.length] as string;
    const dur = rng.int(800, 9000);
    out.push(ev(cron, 0, t, "info", `job ${job} started (schedule "*/1 * * * *")`));
    out.push(
      ev(
        cron,
        0,
        t + dur,
        "info",
        `job ${job} finished in ${(dur / 1000).toFixed(2)}s, ${rng.int(0, 400)} rows affected`,
      ),
    );
  }
  if (sp.inj.extra) out.push(...sp.inj.extra(ctx));

  // clock skew per service, sort by printed time, render
  const skew = new Map(est.services.map((s) => [s.name, rng.int(-300, 300)]));
  const inWin = out.filter((e) => e.t >= start && e.t < end);
  for (const e of inWin) e.pt = e.t + (skew.get(e.svc) ?? 0);
  inWin.sort((a, b) => (a.pt as number) - (b.pt as number));
  const pad = Math.max(...est.services.map((s) => s.name.length)) + 3;
  const lines: string[] = [];
  for (const e of inWin) lines.push(...render(e, sp.format, { namespace: est.namespace, region: est.region, pad }));
  return { lines, from, pods };
}

// One aggregated stream: the window, its baseline traffic and chatter, silencing, clock skew and printing.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  estate: Estate;
  start: number;
  end: number;
  evs: Ev[];
  /** windows in which a service's ordinary lines are dropped with probability `p` */
  mute: Array<{ svc: string; from: number; to: number; p: number }>;
  /** added to each gateway request: status override for a route's first hop service in a window */
  gwFail: Array<{ svc: string; from: number; to: number; p: number; status: number }>;
}

export const add = (c: Ctx, t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string) => {
  if (t < c.start || t >= c.end) return;
  c.evs.push({ t, svc, level, msg, stack, trace });
};

export const traceId = (c: Ctx) => (c.estate.traced ? c.r.hex(c.estate.key === "parcelpoint" ? 32 : 16) : undefined);

const UA = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)",
  "okhttp/4.12.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
  "python-requests/2.32.3",
  "Go-http-client/2.0",
];

export function gatewayLine(
  c: Ctx,
  t: number,
  method: string,
  path: string,
  status: number,
  dur: number,
  upstream: string,
  tr?: string,
): Ev {
  const r = c.r;
  const e = c.estate;
  const rt = e.services[e.gateway];
  let msg: string;
  if (rt === "envoy") {
    const flags = status === 503 ? "UF" : status === 504 ? "UT" : status === 0 ? "DC" : "-";
    msg = `[${new Date(t).toISOString()}] "${method} ${path} HTTP/2" ${status} ${flags} ${r.int(0, 900)} ${r.int(120, 9000)} ${dur} ${Math.max(0, dur - r.int(0, 3))} "${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}" "${r.pick(UA)}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" "${e.key}.example" "10.42.${r.int(0, 9)}.${r.int(2, 250)}:8080" outbound|8080||${upstream}.${e.ns}.svc.cluster.local`;
  } else if (rt === "nginx") {
    const d = new Date(t);
    const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
    const hh = d.toISOString().slice(11, 19);
    msg = `${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)} - - [${String(d.getUTCDate()).padStart(2, "0")}/${mon}/${d.getUTCFullYear()}:${hh} +0000] "${method} ${path} HTTP/1.1" ${status} ${r.int(200, 40000)} "-" "${r.pick(UA)}" ${(dur / 1000).toFixed(3)} [${e.ns}-${upstream}-80] 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${upstream === "web-portal" ? 3000 : 8080} ${(Math.max(1, dur - 1) / 1000).toFixed(3)} ${status}`;
  } else {
    msg = `${method} ${path} ${status} ${dur}.${r.int(100, 999)} ms - ${r.int(90, 9000)}`;
  }
  const level: Level = status >= 500 ? (rt === "node" ? "ERROR" : "WARN") : "INFO";
  return { t, svc: e.gateway, level: rt === "node" ? level : "INFO", msg, trace: tr };
}

export function baseline(c: Ctx, rps: number): void {
  const { r, estate: e } = c;
  const total = e.routes.reduce((s, x) => s + x.weight, 0);
  for (
    let t = c.start + r.int(0, 400);
    t < c.end;
    t += Math.max(20, Math.round((-Math.log(1 - r.next()) * 1000) / rps))
  ) {
    let w = r.next() * total;
    let route = e.routes[0];
    for (const x of e.routes) {
      w -= x.weight;
      if (w < 0) {
        route = x;
        break;
      }
    }
    const tr = traceId(c);
    let dt = t;
    const first = route.hops[0].svc;
    const fail = c.gwFail.find((f) => f.svc === first && t >= f.from && t < f.to && r.chance(f.p));
    if (fail) continue; // the scenario writes its own failing requests
    for (const h of route.hops) {
      dt += r.int(2, 40);
      c.evs.push({ t: dt, svc: h.svc, level: "INFO", msg: h.line(r), trace: tr });
    }
    c.evs.push(
      gatewayLine(
        c,
        dt + r.int(1, 20),
        route.method,
        route.path(r),
        route.method === "POST" && r.chance(0.3) ? 201 : 200,
        dt - t + r.int(3, 30),
        first,
        tr,
      ),
    );
  }
  for (const svc of e.health) {
    const rt = e.services[svc];
    const every = r.pick([10, 15, 30]);
    for (let t = c.start + r.int(0, every * 1000); t < c.end; t += every * 1000 + r.int(-300, 300)) {
      const m =
        rt === "java"
          ? `GET /actuator/health/liveness 200 ${r.int(1, 4)}ms`
          : rt === "dotnet"
            ? `info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://10.42.${r.int(0, 9)}.${r.int(2, 250)}:8080/healthz - 200 - text/plain ${r.int(0, 2)}.${r.int(1000, 9999)}ms`
            : rt === "ruby"
              ? `Completed 200 OK in 1ms (Views: 0.2ms | ActiveRecord: 0.0ms | Allocations: 112) GET /up`
              : rt === "python"
                ? `10.42.${r.int(0, 9)}.1:${r.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200`
                : `GET /healthz 200 ${r.int(40, 400)}µs ua=kube-probe/1.30`;
      c.evs.push({ t, svc, level: "INFO", msg: m });
    }
  }
  for (const j of e.jobs) {
    for (let t = c.start + r.int(0, j.everySec * 1000); t < c.end; t += j.everySec * 1000 + r.int(-500, 500)) {
      let k = 0;
      for (const [lv, m] of j.lines(r)) c.evs.push({ t: t + k++ * r.int(200, 3000), svc: j.svc, level: lv, msg: m });
    }
  }
  const n = e.noisy;
  for (let t = c.start + r.int(500, 20000); t < c.end; t += n.everySec * 1000 + r.int(-2500, 2500)) {
    c.evs.push({ t, svc: n.svc, level: n.level, msg: n.line(r) });
  }
  for (const d of e.deprecations) {
    for (let t = c.start + r.int(1000, 60000); t < c.end; t += r.int(60, 240) * 1000) {
      c.evs.push({ t, svc: d.svc, level: "WARN", msg: d.msg });
    }
  }
  // retries that succeed: a few per window against an upstream
  const svcs = Object.keys(e.services).filter((s) => s !== e.gateway);
  for (let i = 0; i < r.int(3, 7); i++) {
    const t = r.int(c.start, c.end);
    const a = r.pick(svcs);
    const b = r.pick(svcs.filter((s) => s !== a));
    c.evs.push({ t, svc: a, level: "WARN", msg: retryLine(c, a, b) });
    c.evs.push({ t: t + r.int(100, 900), svc: a, level: "INFO", msg: `call to ${b} succeeded on attempt 2` });
  }
}

export function retryLine(c: Ctx, svc: string, callee: string): string {
  const r = c.r;
  switch (c.estate.services[svc]) {
    case "go":
      return `retrying request to ${callee} attempt=1 backoff=${r.int(50, 400)}ms err="Post \\"http://${callee}.${c.estate.ns}.svc:8080/internal\\": read tcp 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}->10.43.${r.int(0, 9)}.${r.int(2, 250)}:8080: read: connection reset by peer"`;
    case "java":
      return `Retrying call to ${callee} (attempt 1 of 3) after I/O error: Connection reset`;
    case "python":
      return `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /internal/${callee}`;
    case "node":
      return `request to ${callee} failed with ECONNRESET (socket hang up), retrying in ${r.int(50, 300)}ms (1/3)`;
    case "dotnet":
      return `warn: Polly[0] Execution attempt. Source: '${callee}-pipeline/(null)/Retry', Operation Key: '', Result: 'An error occurred while sending the request.', Handled: 'True', Attempt: '0'`;
    case "ruby":
      return `Faraday::ConnectionFailed (Net::ReadTimeout with #<TCPSocket:(closed)>) calling ${callee}, retry 1/3`;
    default:
      return `upstream ${callee} reset, retrying`;
  }
}

/** Deploy or config reload lines for one service at `t`. */
export function deployLines(c: Ctx, t: number, svc: string, version: string): void {
  const r = c.r;
  const rt = c.estate.services[svc];
  add(
    c,
    t,
    svc,
    "INFO",
    rt === "java"
      ? "Commencing graceful shutdown. Waiting for active requests to complete"
      : "received SIGTERM, draining connections",
  );
  add(c, t + r.int(800, 3000), svc, "INFO", rt === "java" ? "Graceful shutdown complete" : "shutdown complete");
  const s = t + r.int(4000, 9000);
  const boot: Record<string, string> = {
    java: `Started Application in ${(r.next() * 8 + 6).toFixed(3)} seconds (process running for ${(r.next() * 8 + 8).toFixed(3)})`,
    go: `starting ${svc} version=${version} commit=${r.hex(7)} go=go1.23.3`,
    python: `Booting worker with pid: ${r.int(7, 90)}`,
    node: `${svc}@${version} listening on :8080 (NODE_ENV=production)`,
    dotnet: "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
    ruby: `Puma starting in cluster mode... * Puma version: 6.4.3 ("The Eagle of Durango") * Environment: production * Master PID: 1`,
  };
  add(c, s, svc, "INFO", boot[rt] ?? `${svc} ${version} started`);
  add(c, s + r.int(500, 2000), svc, "INFO", `version ${version} ready, serving traffic`);
}

export function print(c: Ctx, f: Format): { text: string; lines: number } {
  const r = c.r;
  const skew: Record<string, number> = {};
  for (const s of Object.keys(c.estate.services)) skew[s] = r.int(-300, 300);
  const pad = Math.max(...Object.keys(c.estate.services).map((s) => s.length + 2)) + 1;
  const evs: Printed[] = [];
  for (const e of c.evs) {
    if (e.t < c.start || e.t >= c.end) continue;
    if (e.level === "INFO" && c.mute.some((m) => m.svc === e.svc && e.t >= m.from && e.t < m.to && r.chance(m.p)))
      continue;
    evs.push({ ...e, p: e.t + skew[e.svc] });
  }
  evs.sort((a, b) => a.p - b.p || (a.svc < b.svc ? -1 : 1));
  const runtime = (s: string) => c.estate.services[s] ?? "custom";
  const out: string[] = [];
  for (const e of evs) out.push(...render(f, e, { ns: c.estate.ns, pad, runtime }));
  return { text: `${out.join("\n")}\n`, lines: out.length };
}

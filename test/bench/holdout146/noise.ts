// Steady background of a window: edge access lines with their downstream work, ordinary INFO work, routine
// WARN/ERROR lines that are always there, and an unrelated deploy somewhere near the middle.
import type { Estate, Service } from "./estates.js";
import { fill } from "./fill.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Raw {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  rid?: string;
  /** for edge access lines: the upstream that answered */
  up?: string;
}

export function newRid(r: Rng, e: Estate): string | undefined {
  if (e.rid === "xrid")
    return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
  if (e.rid === "traceparent") return `00-${r.hex(32)}-${r.hex(16)}-01`;
  return undefined;
}

export function background(r: Rng, e: Estate, svcs: Service[], start: number, end: number, reqPerMin: number): Raw[] {
  const out: Raw[] = [];
  const names = new Set(svcs.map((s) => s.name));
  const routes = e.routes.filter((x) => names.has(x.upstream));
  const total = routes.reduce((s, x) => s + x.weight, 0);
  // requests through the edge
  for (let t = start + r.gap(60000 / reqPerMin); t < end; t += r.gap(60000 / reqPerMin)) {
    let k = r.next() * total;
    let route = routes[0];
    for (const x of routes) {
      k -= x.weight;
      if (k <= 0) {
        route = x;
        break;
      }
    }
    const rid = newRid(r, e);
    let at = t;
    const hops: Raw[] = [];
    for (const [svc, tpl] of route.chain) {
      if (!names.has(svc) || tpl === "") continue;
      at += r.int(2, 60);
      hops.push({
        t: at,
        svc,
        level: "INFO",
        msg: fill(r, tpl),
        rid: r.chance(0.9) ? rid : undefined,
        up: route.upstream,
      });
    }
    const ms = Math.round(at - t + r.int(3, 40));
    const status = r.chance(0.03) ? r.pick([400, 404, 401, 409]) : route.method === "POST" && r.chance(0.5) ? 201 : 200;
    out.push(...hops);
    out.push({
      t: at + r.int(1, 5),
      svc: e.edge,
      level: "INFO",
      msg: e.access(r, route.method, fill(r, route.path), status, ms, route.upstream, rid ?? "-"),
      rid,
      up: route.upstream,
    });
  }
  // each service's own work and routine lines
  for (const s of svcs) {
    if (s.work.length) {
      for (let t = start + r.gap(60000 / 1.6); t < end; t += r.gap(60000 / 1.6)) {
        out.push({ t, svc: s.name, level: "INFO", msg: fill(r, r.pick(s.work)) });
      }
    }
    for (const rt of s.routine) {
      for (let t = start + r.gap(60000 / rt.perMin); t < end; t += r.gap(60000 / rt.perMin)) {
        out.push({ t, svc: s.name, level: rt.level, msg: fill(r, rt.msg) });
      }
    }
  }
  // clients hanging up and health checks: the edge's own everyday warnings
  for (let t = start + r.gap(60000 / 0.7); t < end; t += r.gap(60000 / 0.7)) {
    out.push({ t, svc: e.edge, level: "WARN", msg: edgeGrumble(r, e, svcs) });
  }
  return out;
}

function edgeGrumble(r: Rng, e: Estate, svcs: Service[]): string {
  const up = r.pick(svcs.filter((s) => s.name !== e.edge)).name;
  switch (e.key) {
    case "cruxworks":
      return fill(
        r,
        `[access] "GET /v1/passes/today HTTP/1.1" 0 DC 0 0 {slow} - "{ip}" "okhttp/4.12.0" "-" "${up}:8080" (downstream disconnect)`,
      );
    case "boulder_barn":
      return fill(
        r,
        `[warn] 28#28: *{n}{n} an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/{n2}/0000{n} while reading upstream, upstream: "http://${up}:8000"`,
      );
    case "overhang":
      return fill(r, `{ip}:{port} [fe_https] fe_https/1: Connection closed during SSL handshake`);
    default:
      return fill(
        r,
        `{ip} - - "GET /healthz HTTP/1.1" 499 0 "-" "kube-probe/1.29" {n} "${up}@kubernetes" "-" {slow}ms`,
      );
  }
}

/** An unrelated deploy or restart landing a few minutes from the fault, in a service that is not its origin. */
export function unrelatedDeploy(r: Rng, svcs: Service[], near: number, origin: string | null, edgeName: string): Raw[] {
  const cands = svcs.filter((s) => s.name !== origin && s.name !== edgeName);
  if (!cands.length) return [];
  const s = r.pick(cands);
  const t = near + (r.chance(0.5) ? -1 : 1) * r.int(50, 260) * 1000;
  const ver = fill(r, "{ver}");
  const byRuntime: Record<string, string[]> = {
    node: [`${s.name} ${ver} starting (NODE_ENV=production)`, `${s.name} listening on :8080`],
    java: [
      `Starting ${s.name} v${ver} using Java 21.0.3 with PID 1`,
      `Started ${s.name} in 11.{n2} seconds (process running for 12.4)`,
    ],
    python: [
      `[1] [INFO] Starting gunicorn 22.0.0 (${s.name} ${ver})`,
      "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)",
    ],
    go: [`${s.name} ${ver} (go1.22.4) starting`, "http server listening addr=:8080"],
    ruby: ["Puma starting in cluster mode...", "* Listening on http://0.0.0.0:3000"],
    php: [`NOTICE: fpm is running, pid 1 (${s.name} ${ver})`, "NOTICE: ready to handle connections"],
    dotnet: [
      `Microsoft.Hosting.Lifetime[0] Application started (${s.name} ${ver}).`,
      "Microsoft.Hosting.Lifetime[0] Hosting environment: Production",
    ],
    elixir: [
      `[info] Running ${s.name.charAt(0).toUpperCase() + s.name.slice(1)}Web.Endpoint with Bandit 1.5.0 at :::4000 (http)`,
      `[info] ${s.name} ${ver} booted`,
    ],
  };
  const lines = byRuntime[s.runtime] ?? [`${s.name} ${ver} rolled out`, `${s.name} ready`];
  return [
    { t, svc: s.name, level: "INFO", msg: fill(r, lines[0]) },
    { t: t + r.int(800, 9000), svc: s.name, level: "INFO", msg: fill(r, lines[1]) },
  ];
}

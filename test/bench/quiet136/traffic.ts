// Normal traffic: edge access lines in each proxy's real shape, backend and callee request logs, chatter.
import type { Ctx, Outcome, Req } from "./context.js";
import type { Rng } from "./rng.js";
import { requestLine, requestStartLine } from "./runtimes.js";
import type { Route } from "./types.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function clf(ms: number, withMs = false): string {
  const d = new Date(ms);
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  const base = `${p(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
  return withMs ? `${base}.${p(d.getUTCMilliseconds(), 3)}` : `${base} +0000`;
}

export function nginxErrTime(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").replace(/-/g, "/").slice(0, 19);
}

const UAS: Record<string, string[]> = {
  A: [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Crisply/4.12.0 (iPhone; iOS 18.1; Scale/3.00)",
    "Crisply/4.11.3 (Android 14; Pixel 8)",
    "counter-tablet/2.3.1 okhttp/4.12.0",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ],
  B: [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  ],
  C: [
    "Sudsy/3.4.0 CFNetwork/1568.200.51 Darwin/24.1.0",
    "Sudsy/3.4.0 (Android 15)",
    "locker-kiosk/1.9 (linux; armv7l)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ],
  D: [
    "FoldLineCounter/5.2 (iPadOS 17.6)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    "fleet-app/1.8.4 (Android 13)",
  ],
};

const CALLEE_PATH: Record<string, (r: Rng) => string> = {
  "order-api": (r) => `/v1/orders/ORD-${r.digits(6)}`,
  "payment-adapter": () => "/v1/intents",
  "locker-controller": (r) => `/v1/banks/LB-${String(r.int(1, 38)).padStart(2, "0")}/doors/${r.int(1, 24)}/open`,
  "photo-store": () => "/v1/objects",
  payments_gateway: () => "/v1/charges",
  route_planner: () => "/v1/slots",
  locker_sync: () => "/v1/reservations",
  ledger: (r) => `/api/postings/ORD-${r.digits(6)}`,
  "pay-ledger-svc": () => "/v2/charges",
};
export const calleePath = (r: Rng, svc: string) => (CALLEE_PATH[svc] ?? (() => "/internal"))(r);
const CALLEE_METHOD: Record<string, string> = {
  "payment-adapter": "POST",
  "locker-controller": "POST",
  "photo-store": "PUT",
  payments_gateway: "POST",
  locker_sync: "POST",
  "pay-ledger-svc": "POST",
};

const backendAddr = new Map<string, string>();
export function podIp(r: Rng, svc: string): string {
  let a = backendAddr.get(svc);
  if (!a) {
    a = `10.42.${r.int(0, 31)}.${r.int(2, 250)}`;
    backendAddr.set(svc, a);
  }
  return a;
}
export function resetAddrs(): void {
  backendAddr.clear();
}

export function newReq(ctx: Ctx, route: Route, t: number, ua?: string, client?: string): Req {
  const r = ctx.r;
  return {
    route,
    method: route.method,
    path: route.path(r),
    t,
    ids: ctx.newIds(),
    client: client ?? r.publicIp(),
    ua: ua ?? r.pick(UAS[ctx.estate.key]),
  };
}

/** One proxy access line (and the proxy's own error line when it could not get an answer). */
export function edgeLog(ctx: Ctx, req: Req, out: Outcome, backend = req.route.to): void {
  const r = ctx.r;
  const e = ctx.estate;
  const end = req.t + out.dur;
  const pt = end + (ctx.skew.get(e.proxy) ?? 0);
  const bytes = out.status >= 400 ? r.int(19, 240) : r.int(180, 9000);
  const ip = podIp(r, backend);
  let line: string;
  switch (ctx.svc(e.proxy).rt) {
    case "envoy": {
      const flags = out.flags ?? "-";
      const ust = out.noUpstream || out.proxyTimeout ? "-" : String(Math.max(1, out.dur - r.int(0, 3)));
      const uh = out.noUpstream && flags === "UH" ? "-" : `${ip}:8080`;
      line = `[${new Date(req.t + (ctx.skew.get(e.proxy) ?? 0)).toISOString()}] "${req.method} ${req.path} HTTP/2" ${out.status} ${flags} ${req.method === "GET" ? 0 : r.int(80, 2400)} ${bytes} ${out.dur} ${ust} "${req.client}" "${req.ua}" "${r.uuid()}" "${e.domain}" "${uh}" ${backend}`;
      break;
    }
    case "nginx": {
      const rt = (out.dur / 1000).toFixed(3);
      const urt = out.noUpstream ? "0.000" : rt;
      line = `${req.client} - - [${clf(pt)}] "${req.method} ${req.path} HTTP/1.1" ${out.status} ${bytes} "-" "${req.ua}" rt=${rt} uct="${out.noUpstream ? "-" : "0.001"}" urt="${urt}" upstream=${backend}:${backend === "web_storefront" ? 3000 : 8000}${req.ids.request_id ? ` req_id=${req.ids.request_id}` : ""}`;
      if (out.noUpstream || out.proxyTimeout) {
        const what = out.proxyTimeout
          ? "upstream timed out (110: Connection timed out) while reading response header from upstream"
          : "connect() failed (111: Connection refused) while connecting to upstream";
        ctx.emit(
          e.proxy,
          end,
          "ERROR",
          `${nginxErrTime(pt)} [error] 29#29: *${r.int(100000, 999999)} ${what}, client: ${req.client}, server: ${e.domain}, request: "${req.method} ${req.path} HTTP/1.1", upstream: "http://${ip}:3000${req.path}", host: "${e.domain}"`,
        );
      }
      break;
    }
    case "traefik":
      line = `${req.client} - - [${clf(pt)}] "${req.method} ${req.path} HTTP/1.1" ${out.status} ${bytes} "-" "${req.ua}" ${r.int(10000, 99999)} "${backend}-${e.namespace}@kubernetescrd" "http://${ip}:8080" ${out.dur}ms`;
      break;
    case "haproxy": {
      const be = `be_${backend.replace(/-(svc|worker)$/, "").replace(/-/g, "_")}`;
      const srv = out.noUpstream ? "<NOSRV>" : `${backend.replace(/-(svc|worker)$/, "")}${r.int(1, 3)}`;
      const term = out.flags ?? (out.noUpstream ? "SC--" : out.proxyTimeout ? "sH--" : "----");
      const tc = out.noUpstream ? -1 : r.int(0, 2);
      const tr = out.noUpstream || out.proxyTimeout ? -1 : Math.max(0, out.dur - 3);
      line = `${req.client}:${r.int(30000, 65000)} [${clf(req.t + (ctx.skew.get(e.proxy) ?? 0), true)}] fe_https~ ${be}/${srv} 0/0/${tc}/${tr}/${out.dur} ${out.status} ${bytes} - - ${term} ${r.int(20, 90)}/${r.int(20, 90)}/${r.int(0, 12)}/${r.int(0, 6)}/0 0/0 "${req.method} ${req.path} HTTP/1.1"`;
      break;
    }
    default:
      line = `${req.method} ${req.path} ${out.status}`;
  }
  const level = ctx.svc(e.proxy).rt === "nginx" || ctx.svc(e.proxy).rt === "traefik" ? "INFO" : "INFO";
  ctx.emit(e.proxy, end, level, line, { ids: req.ids });
}

/** The backend's normal handling: start line, business line, callees, request log. */
export function normalHandle(ctx: Ctx, req: Req, status = req.route.ok): Outcome {
  const r = ctx.r;
  const backend = ctx.svc(req.route.to);
  let t = req.t + r.int(1, 4);
  const start = requestStartLine(backend, req.method, req.path, req.client, t, req.ids.request_id);
  if (start) ctx.emit(backend.name, t, "INFO", start, { ids: req.ids });
  for (const c of req.route.calls) {
    const cs = ctx.svc(c);
    const d = r.latency(c.includes("pay") ? 180 : 14);
    t += d;
    ctx.emit(
      c,
      t,
      cs.rt === "java" || cs.rt === "dotnet" ? "DEBUG" : "INFO",
      requestLine(r, cs, CALLEE_METHOD[c] ?? "GET", calleePath(r, c), 200, d),
      {
        ids: req.ids,
      },
    );
  }
  const done = req.route.done(r);
  t += r.latency(12);
  if (done && r.chance(0.5)) ctx.emit(backend.name, t, "INFO", done, { ids: req.ids });
  const dur = Math.max(2, t - req.t + r.int(1, 5));
  ctx.emit(
    backend.name,
    req.t + dur,
    "INFO",
    requestLine(r, backend, req.method, req.path, status, dur, req.ids.request_id),
    {
      ids: req.ids,
    },
  );
  return { status, dur: dur + r.int(0, 2) };
}

/** Sends one request through the hooks (incidents, noise) or the normal path, then logs it at the edge. */
export function serve(ctx: Ctx, req: Req): void {
  let out: Outcome | undefined;
  for (const h of ctx.hooks) {
    out = h(req);
    if (out) break;
  }
  if (!out) out = normalHandle(ctx, req);
  edgeLog(ctx, req, out);
}

/** Customer and staff traffic at `rps` requests per second, with a gentle swell. */
export function traffic(ctx: Ctx, rps: number): void {
  const r = ctx.r;
  const routes = ctx.estate.routes;
  const table = routes.map((x) => [x, x.weight] as const);
  const span = ctx.end - ctx.start;
  let t = ctx.start + r.exp(1000 / rps);
  while (t < ctx.end) {
    serve(ctx, newReq(ctx, r.weighted(table), t));
    const swell = 1 + 0.25 * Math.sin(((t - ctx.start) / span) * Math.PI * 2 + 1);
    t += r.exp(1000 / (rps * swell));
  }
}

/** Each service's own chatter and probes. */
export function chatter(ctx: Ctx): void {
  const r = ctx.r;
  for (const s of ctx.estate.svcs) {
    if (s.bgPerMin > 0 && s.bg.length)
      ctx.every(ctx.start, ctx.end, 60000 / s.bgPerMin, (t) => {
        const [lv, text] = r.pick(s.bg)(r);
        ctx.emit(s.name, t, lv, text);
      });
    if (s.rt !== "envoy" && s.rt !== "nginx" && s.rt !== "traefik" && s.rt !== "haproxy" && r.chance(0.6))
      ctx.tick(ctx.start, ctx.end, 10000, (t) =>
        ctx.emit(s.name, t, "DEBUG", requestLine(r, s, "GET", "/healthz", 200, r.int(0, 3))),
      );
  }
}

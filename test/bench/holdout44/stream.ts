// One aggregated stream: the edge's access log for every request plus what the estate's services print on their
// own (probes, jobs, a noisy service, deprecations, retries that succeed), a scenario's plan on top, each service
// printing with its own clock skew, all sorted by printed time and rendered in one format.
import { accessLine, type EdgeFail, edgeError, levelOf, type Req } from "./edge.js";
import type { Estate, Svc } from "./estates.js";
import { type Format, type Level, type LogEvent, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Effect {
  /** Index of the upstream whose requests fail; -1 = every upstream (edge-own faults). */
  up: number;
  /** Only paths starting with this fail. */
  route?: string;
  frac: number;
  status: number;
  upStatus: number | null;
  fail?: EdgeFail;
  flag?: string;
  rt: [number, number];
  /** Only this method fails. */
  method?: string;
  /** The address the edge now dials (a bad reload). */
  upAddr?: string;
  /** Seconds until the full failure rate. */
  ramp?: number;
}

export interface Ctx {
  rng: Rng;
  e: Estate;
  t0: number;
  emit(svc: string, level: Level, msg: string, at: number, stack?: string[], trace?: string): void;
  fill(s: string): string;
  addr(svc: string): string;
  /** Sends one request through the edge (background rules fill what is not given). */
  request(at: number, r: Partial<Req> & { upIdx?: number }): Req;
}

export interface Plan {
  effect?: Effect;
  /** Services that print nothing of their own after t0 (plus delay). */
  silent?: { svc: string; after: number }[];
  /** One-off lines at or after t0. */
  start?: (c: Ctx) => void;
  /** Every failed request (after the edge line is written). */
  onFail?: (c: Ctx, r: Req) => void;
  /** Once a second for the whole file (t = true time ms). */
  tick?: (c: Ctx, t: number) => void;
}

export interface Window {
  start: number;
  seconds: number;
  t0: number;
  rps: number;
}

const UAS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  "okhttp/4.12.0",
  "Dart/3.5 (dart:io)",
  "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
];
const BOTS = [
  ["/wp-login.php", "Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)"],
  ["/.env", "Mozilla/5.0 zgrab/0.x"],
  ["/.git/config", "python-requests/2.31.0"],
  ["/phpmyadmin/index.php", "Mozilla/5.0 (compatible; Nmap Scripting Engine)"],
  ["/actuator/env", "Go-http-client/1.1"],
  ["/robots.txt", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
  ["/sitemap_old.xml", "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)"],
] as const;
const PROBE: Record<Svc["rt"], string> = {
  java: "GET /actuator/health -> 200 (UP) 3ms",
  node: "GET /healthz 200 1.204 ms - 15",
  python: '10.42.0.1:0 - "GET /healthz HTTP/1.1" 200',
  go: "http: GET /healthz 200 312µs ua=kube-probe/1.30",
};
const DEPRECATIONS: Record<Svc["rt"], string[]> = {
  java: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
    "WARNING: package github.com/golang/protobuf/proto is deprecated: Use the google.golang.org/protobuf/proto package instead.",
  ],
};
const RETRY: Record<Svc["rt"], [string, string]> = {
  java: [
    "Retrying call to http://{dep}/internal (attempt 2 of 3) after java.net.SocketException: Connection reset",
    "Call to http://{dep}/internal succeeded on attempt 2",
  ],
  node: [
    "request to http://{dep}/internal failed with ECONNRESET, retry 1/3 in 100ms",
    "request to http://{dep}/internal ok after 1 retry",
  ],
  python: [
    "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /internal",
    "GET http://{dep}/internal 200 after 1 retry",
  ],
  go: [
    "retrying POST http://{dep}/internal: attempt 1 failed: EOF; backoff 120ms",
    "POST http://{dep}/internal succeeded after 2 attempts",
  ],
};
const REASON4XX: Record<number, string> = {
  400: "field 'email' must be a well-formed email address",
  401: "missing bearer token",
  403: "resource belongs to another account",
  409: "If-Match precondition failed",
  422: "postcode does not match country",
};
const EVENTS = [
  "Normal  Pulled  pod/{svc}-{id}  Container image already present on machine",
  "Normal  SuccessfulCreate  job/{svc}-29{n}  Created pod: {svc}-29{n}-x8k2q",
  "Normal  ScalingReplicaSet  deployment/{svc}  Scaled up replica set {svc}-6b9{n} to 3",
];

/** Writes the stream; returns its raw lines. */
export function buildStream(rng: Rng, e: Estate, fmt: Format, w: Window, plan: Plan): string[] {
  const evs: LogEvent[] = [];
  const all = [e.edge.svc, ...e.ups.map((u) => u.svc), ...e.deps.map((d) => d.svc), e.worker.svc, e.events];
  const skew = new Map(all.map((s) => [s, rng.int(-280, 280)]));
  const addrs = new Map<string, string>();
  for (const s of [...e.ups, ...e.deps]) addrs.set(s.svc, `10.42.${rng.int(1, 30)}.${rng.int(2, 250)}:${s.port}`);
  const end = w.start + w.seconds * 1000;
  const silentFrom = new Map((plan.silent ?? []).map((s) => [s.svc, w.t0 + s.after * 1000]));
  const wid = rng.int(20, 60);
  const fill = (s: string) =>
    s
      .replace(/\{id\}/g, () => rng.hex(6))
      .replace(/\{n\}/g, () => String(rng.int(2, 480)))
      .replace(/\{ms\}/g, () => String(rng.int(3, 240)));
  const emit = (svc: string, level: Level, msg: string, at: number, stack?: string[], trace?: string) => {
    const sf = silentFrom.get(svc);
    if (sf !== undefined && at >= sf) return;
    if (at < w.start || at >= end) return;
    evs.push({ at: at + (skew.get(svc) ?? 0), svc, level, msg, stack, trace });
  };
  const c: Ctx = {
    rng,
    e,
    t0: w.t0,
    emit,
    fill,
    addr: (s) => addrs.get(s) ?? "10.42.0.1:80",
    request: (at, p) => serve(at, p),
  };

  function serve(at: number, p: Partial<Req> & { upIdx?: number } = {}): Req {
    const ui = p.upIdx ?? (p.up ? e.ups.findIndex((u) => u.svc === p.up) : pickUp());
    const u = e.ups[Math.max(ui, 0)];
    const route = rng.pick(u.routes).replace("{id}", () => rng.hex(8));
    const method = p.method ?? (route.includes("{") || !rng.chance(0.3) ? "GET" : "POST");
    const urt = p.urt !== undefined ? p.urt : rng.int(8, 180) / 1000;
    const r: Req = {
      at,
      method,
      path: p.path ?? route,
      status: p.status ?? 200,
      upStatus: p.upStatus !== undefined ? p.upStatus : (p.status ?? 200),
      up: u.svc,
      upAddr: addrs.get(u.svc)!,
      rt: p.rt ?? (urt ?? 0) + rng.int(0, 4) / 1000,
      urt,
      bytes: p.bytes ?? rng.int(180, 24000),
      ua: p.ua ?? rng.pick(UAS),
      client: p.client ?? `${rng.int(31, 213)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      id: rng.hex(32),
      fail: p.fail,
      flag: p.flag,
    };
    // Effect of the scenario's fault.
    const ef = plan.effect;
    if (
      ef &&
      at >= w.t0 &&
      !p.status &&
      (ef.up === -1 || ef.up === ui) &&
      (!ef.route || r.path.startsWith(ef.route)) &&
      (!ef.method || ef.method === r.method)
    ) {
      const ramp = Math.min(1, (at - w.t0) / 1000 / (ef.ramp ?? 40) + 0.15);
      if (rng.chance(ef.frac * ramp)) {
        r.status = ef.status;
        r.upStatus = ef.upStatus;
        r.fail = ef.fail;
        r.flag = ef.flag;
        r.rt = rng.int(ef.rt[0] * 1000, ef.rt[1] * 1000) / 1000;
        r.urt = ef.upStatus === null ? (ef.fail === "timeout" ? r.rt : null) : r.rt - 0.002;
        r.bytes = rng.int(150, 600);
        if (ef.upAddr) r.upAddr = ef.upAddr;
        r.at = at + Math.round(r.rt * 1000);
        pushEdge(r);
        plan.onFail?.(c, r);
        return r;
      }
    }
    r.at = at + Math.round(r.rt * 1000);
    pushEdge(r);
    if (r.upStatus !== null && rng.chance(0.28)) {
      const trace = r.id.slice(0, 12);
      if (r.upStatus >= 400 && r.upStatus < 500 && r.upStatus !== 404)
        emit(
          u.svc,
          "warn",
          `${method} ${r.path} rejected with ${r.upStatus}: ${REASON4XX[r.upStatus] ?? "bad request"}`,
          r.at - 5,
          undefined,
          trace,
        );
      else if (r.upStatus < 400) emit(u.svc, "info", fill(rng.pick(u.says)), r.at - rng.int(5, 60), undefined, trace);
    }
    return r;
  }

  function pushEdge(r: Req) {
    const { msg, fields } = accessLine(e, r);
    emit(e.edge.svc, levelOf(r.status), msg, r.at);
    const last = evs[evs.length - 1];
    if (last && last.msg === msg) last.fields = fields;
    const er = edgeError(e, r, wid);
    if (er && rng.chance(0.6)) emit(e.edge.svc, er.level, er.msg, r.at + 1);
  }

  const weights = [0.36, 0.26, 0.24, 0.14];
  function pickUp(): number {
    let x = rng.next();
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i];
      if (x < 0) return i;
    }
    return 0;
  }

  // Background, second by second.
  const probeOffset = new Map(all.map((s) => [s, rng.int(0, 9)]));
  for (let s = 0; s < w.seconds; s++) {
    const t = w.start + s * 1000;
    const n = Math.max(0, Math.round(w.rps * (0.8 + 0.4 * rng.next())));
    for (let i = 0; i < n; i++) {
      const at = t + rng.int(0, 999);
      const x = rng.next();
      if (x < 0.012) {
        const [path, ua] = rng.pick(BOTS);
        serve(at, { upIdx: 0, path, ua, status: path === "/robots.txt" ? 200 : 404, urt: 0.003, bytes: 162 });
      } else if (x < 0.03)
        serve(at, { upIdx: 0, path: "/index.html", status: 301, upStatus: 301, bytes: 0, urt: 0.001 });
      else if (x < 0.035) serve(at, { status: rng.pick([400, 401, 403, 409, 422]), bytes: rng.int(60, 400) });
      else if (x < 0.038) {
        const st = e.edge.kind === "alb" ? 460 : e.edge.kind === "envoy" ? 0 : e.edge.kind === "haproxy" ? -1 : 499;
        serve(at, {
          status: st,
          upStatus: null,
          urt: null,
          rt: rng.int(4000, 30000) / 1000,
          bytes: 0,
          flag: e.edge.kind === "envoy" ? "DC" : undefined,
        });
      } else serve(at);
    }
    if (s % 5 === 2) {
      const ua =
        e.edge.kind === "alb" ? "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)" : "Blackbox-Exporter/0.25.0";
      serve(t + 400, { upIdx: 0, path: "/healthz", ua, urt: 0.002, bytes: 15, method: "GET" });
    }
    for (const sv of [...e.ups, ...e.deps]) {
      if ((s + probeOffset.get(sv.svc)!) % 10 === 0) emit(sv.svc, "info", PROBE[sv.rt], t + rng.int(0, 900));
      if (sv.parent !== undefined && rng.chance(0.18))
        emit(sv.svc, "info", fill(rng.pick(sv.says)), t + rng.int(0, 999));
    }
    if (s % 7 === probeOffset.get(e.noisy.svc)!) emit(e.noisy.svc, e.noisy.level, e.noisy.msg, t + rng.int(0, 999));
    if (s % 60 === 17) emit(e.worker.svc, "info", fill(rng.pick(e.worker.jobs)), t + rng.int(0, 999));
    if (s % 60 === 16) emit(e.worker.svc, "info", `job started (schedule="*/1 * * * *")`, t + rng.int(0, 500));
    if (s % 97 === 40) emit(e.events, "info", fill(rng.pick(EVENTS)).replace(/\{svc\}/g, rng.pick(e.ups).svc), t);
    if (s % 113 === 30) {
      const sv = rng.pick([...e.ups, ...e.deps]);
      emit(sv.svc, "warn", rng.pick(DEPRECATIONS[sv.rt]), t + rng.int(0, 999));
    }
    if (s % 41 === 11) {
      const d = rng.pick(e.deps);
      const u = e.ups[d.parent ?? 0];
      const [a, b] = RETRY[u.rt];
      const at = t + rng.int(0, 800);
      emit(u.svc, "warn", a.replace("{dep}", `${d.svc}:${d.port}`), at);
      emit(u.svc, "info", b.replace("{dep}", `${d.svc}:${d.port}`), at + rng.int(100, 260));
    }
    if (e.edge.kind === "nginx" && s % 150 === 75)
      emit(
        e.edge.svc,
        "warn",
        `[warn] 27#27: the "listen ... http2" directive is deprecated, use the "http2" directive instead in /etc/nginx/nginx.conf:${rng.int(200, 900)}`,
        t,
      );
    plan.tick?.(c, t);
  }
  plan.start?.(c);

  evs.sort((a, b) => a.at - b.at);
  const pad = Math.max(...all.map((s) => s.length)) + 3;
  return evs.flatMap((ev) => render(fmt, ev, pad, e.namespace));
}

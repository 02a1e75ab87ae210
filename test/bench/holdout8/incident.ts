// The incident's events: the origin's own lines (errors, WARN only, or a crash and silence), its callers'
// louder reports hop by hop, the gateway's 502/504s, and the supervisor's words for a dead origin.
import { int, pick, type Rng } from "../holdout3/kit.js";
import { STARTUP } from "./estates.js";
import { fill } from "./fill.js";
import type { Estate, Ev, Fault } from "./types.js";

const HOP = [
  "call to {o} failed: 502 Bad Gateway (request {id})",
  "upstream {o} error, request {id} failed",
  "dependency {o} degraded (HTTP 503), returning fallback",
  "POST to {o} failed after 3 attempts",
  "request {id} failed: downstream {o} returned 500",
];

const EDGE: Record<string, { bad: string[]; slow: string[] }> = {
  "edge-envoy": {
    bad: [
      '"POST /checkout/orders HTTP/2" 503 UF 0 91 {ms} "{o}" upstream_reset_before_response_started{connection_failure}',
      '"GET /api/v3/passes/{id} HTTP/2" 502 - 0 0 {ms} "{o}" upstream_reset_before_response_started{remote_reset}',
    ],
    slow: ['"GET /api/v3/passes/{id} HTTP/2" 504 UT 0 24 15000 "{o}"'],
  },
  "nginx-edge": {
    bad: [
      'connect() failed (111: Connection refused) while connecting to upstream, client: {ip}, server: api.spokeway, request: "POST /v2/rides HTTP/1.1", upstream: "http://{o}:3000/v2/rides"',
      '{ip} - - "POST /v2/rides HTTP/1.1" 502 157 "-" "Spokeway-iOS/7.3" rt=0.{ms} upstream={o}',
    ],
    slow: [
      'upstream timed out (110: Connection timed out) while reading response header from upstream, client: {ip}, server: api.spokeway, request: "GET /v2/quote HTTP/1.1", upstream: "http://{o}:3000/v2/quote"',
      '{ip} - - "GET /v2/quote HTTP/1.1" 504 167 "-" "Spokeway-Android/7.2" rt=60.001 upstream={o}',
    ],
  },
  traefik: {
    bad: [
      "'502 Bad Gateway' caused by: dial tcp {ip}:4000: connect: connection refused (service {o}@docker)",
      '{ip} - - "GET /portal/cases/{n} HTTP/1.1" 502 11 "-" "-" {n} "{o}@docker" "http://{ip}:4000" {ms}ms',
      '{ip} - - "POST /portal/login HTTP/1.1" 500 21 "-" "-" {n} "{o}@docker" "http://{ip}:4000" {ms}ms',
    ],
    slow: ["'504 Gateway Timeout' caused by: net/http: timeout awaiting response headers (service {o}@docker)"],
  },
};

/** Times from `from` to `to`, about n of them, exponential gaps. */
function times(r: Rng, from: number, to: number, n: number): number[] {
  const out: number[] = [];
  const mean = (to - from) / Math.max(1, n);
  for (let t = from; t < to && out.length < n * 2; t += Math.max(20, Math.floor(-Math.log(1 - r()) * mean)))
    out.push(t);
  return out;
}

export function incidentEvents(r: Rng, e: Estate, f: Fault, onset: number, end: number, n: number): Ev[] {
  const out: Ev[] = [];
  const lvl = f.mode === "warn" ? "warn" : "error";
  const origin = e.svcs.find((s) => s.name === f.origin);
  if (f.mode === "crash") {
    f.o.forEach((m, i) => {
      out.push({ t: onset + i * int(r, 1, 40), svc: f.origin, level: i === 0 ? "fatal" : "error", msg: fill(r, m) });
    });
    // restarts with back-off: the reporter speaks; a crash loop repeats the origin's first words
    const loops = f.cat === "configuration" || f.cat === "null_reference" || f.cat === "memory";
    let back = 10000;
    let count = 0;
    for (let t = onset + int(r, 300, 1500); t < end; t += back, back = Math.min(back * 2, 300000)) {
      count++;
      (f.rep ?? []).forEach((m, i) => {
        const msg = fill(r, m.replace("{k}", String(count)), f.origin);
        out.push({ t: t + i * int(r, 2, 9), svc: f.reporter ?? e.reporter, level: "warn", msg });
      });
      if (loops && t + back < end) {
        const up = t + back - int(r, 2000, 5000);
        out.push({ t: up, svc: f.origin, level: "info", msg: fill(r, STARTUP[origin?.rt ?? "go"] ?? "starting") });
        out.push({ t: up + int(r, 800, 3000), svc: f.origin, level: "fatal", msg: fill(r, f.o[0]) });
      }
    }
  } else {
    out.push({ t: onset, svc: f.origin, level: lvl, msg: fill(r, f.o[0]) });
    for (const t of times(r, onset + int(r, 100, 2000), end, n))
      out.push({ t, svc: f.origin, level: lvl, msg: fill(r, pick(r, f.o)) });
  }
  // callers, hop by hop, each louder than the one it calls
  let callee = f.origin;
  let lag = int(r, 300, 3000);
  f.chain.forEach((svc, i) => {
    const msgs = i === 0 ? f.c : [pick(r, HOP), pick(r, HOP)];
    const k = Math.ceil(n * (1.4 + r() * 1.6));
    for (const t of times(r, onset + lag, end, k))
      out.push({ t, svc, level: r() < 0.85 ? "error" : "warn", msg: fill(r, pick(r, msgs), callee) });
    callee = svc;
    lag += int(r, 200, 2500);
  });
  if (f.edge) {
    const g = EDGE[e.gateway];
    const msgs = f.cat === "timeout" ? g.slow : g.bad;
    for (const t of times(r, onset + lag, end, Math.ceil(n * 1.3)))
      out.push({ t, svc: e.gateway, level: r() < 0.6 ? "error" : "warn", msg: fill(r, pick(r, msgs), callee) });
  }
  return out;
}

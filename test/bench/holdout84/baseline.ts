// The normal noise of an estate: request flows, health checks, jobs, the noisy service, domain warnings,
// deprecations, retries that succeed and one unrelated deploy or config reload.
import type { Estate, Flow, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface BaseOpts {
  linesTarget: number;
  origin?: string;
  start?: number;
  quiet?: boolean; // the origin stops logging its own baseline lines
  drop?: number; // share of flows through the origin that vanish after start (the incident writes those)
  deployAt: number;
  deploySvc: string;
}

const HEALTH: Record<Runtime, (r: Rng, svc: string) => string> = {
  node: (r) => `GET /healthz 200 ${r.int(0, 3)}ms`,
  java: (r) => `GET /actuator/health/liveness 200 ${r.int(1, 6)}ms`,
  python: (r) => `10.42.${r.int(0, 9)}.${r.int(2, 250)} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
  go: () => `"GET /healthz HTTP/1.1" 200 2 "kube-probe/1.29"`,
  dotnet: (r, svc) =>
    `Request finished HTTP/1.1 GET http://${svc}:8080/healthz - 200 - text/plain ${r.int(0, 2)}.${r.int(1000, 9999)}ms`,
  ruby: (r) => `Completed 200 OK in ${r.int(0, 2)}ms (GET /up)`,
  cpp: () => "probe ok",
  postgres: () => "LOG:  connection received: host=10.42.3.8 port=51122",
  elasticsearch: () => "health check: cluster [hr-search] status [GREEN]",
};

export const START: Record<Runtime, (r: Rng, svc: string, v: string) => string[]> = {
  node: (_r, svc, v) => [
    `${svc}@${v} starting (node v20.18.1, NODE_ENV=production)`,
    "server listening on 0.0.0.0:8080",
  ],
  java: (r, svc, v) => {
    const cls = svc
      .split("-")
      .map((p) => p[0].toUpperCase() + p.slice(1))
      .join("");
    return [
      `Starting ${cls}Application v${v} using Java 21.0.5 with PID 1`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started ${cls}Application in ${r.int(9, 28)}.${r.int(100, 999)} seconds (process running for ${r.int(29, 35)}.${r.int(10, 99)})`,
    ];
  },
  python: (r, _svc, v) => [
    "[INFO] Starting gunicorn 22.0.0",
    "[INFO] Listening at: http://0.0.0.0:8000 (1)",
    `[INFO] Booting worker with pid: ${r.int(7, 40)}`,
    `app version ${v} ready`,
  ],
  go: (_r, svc, v) => [`starting ${svc} version=${v} go=go1.23.4 addr=:8080`],
  dotnet: () => [
    "Now listening on: http://[::]:8080",
    "Application started. Press Ctrl+C to shut down.",
    "Hosting environment: Production",
  ],
  ruby: (_r, _svc, v) => [
    "Puma starting in cluster mode...",
    '* Puma version: 6.4.3 (ruby 3.3.6-p108) ("The Eagle of Durango")',
    "* Listening on http://0.0.0.0:3000",
    `release ${v} booted`,
  ],
  cpp: (_r, svc, v) => [`${svc} ${v} starting, listening on 0.0.0.0:7001`],
  postgres: () => [
    "LOG:  received SIGHUP, reloading configuration files",
    'LOG:  parameter "work_mem" changed to "64MB"',
  ],
  elasticsearch: () => ["updating [cluster.routing.allocation.node_concurrent_recoveries] from [2] to [3]"],
};
export const STOP: Partial<Record<Runtime, string>> = {
  node: "SIGTERM received, draining connections",
  java: "Commencing graceful shutdown. Waiting for active requests to complete",
  python: "[INFO] Handling signal: term",
  go: "shutdown requested, draining in-flight requests",
  dotnet: "Application is shutting down...",
  ruby: "- Gracefully stopping, waiting for requests to finish",
};

const RETRY: Record<string, [string, (r: Rng) => string][]> = {
  paycrest: [
    [
      "payroll-api",
      (r) =>
        `upstream employer-registry ECONNRESET on keep-alive socket, retried (attempt 2/3) ok in ${r.int(20, 90)}ms`,
    ],
    [
      "payrun-engine",
      (r) => `Retrying tax-engine call after 503 (attempt 2 of 3, backoff ${r.int(100, 400)}ms) - succeeded`,
    ],
  ],
  rotaline: [
    ["wfm-web", (r) => `retry 1/2 GET shift-scheduler /rosters succeeded after ${r.int(80, 400)}ms`],
    [
      "timesheet-export",
      (r) => `Polly retry 1 for partner API after HttpRequestException; attempt 2 succeeded (${r.int(200, 900)} ms)`,
    ],
  ],
  peoplenest: [
    [
      "onboarding-svc",
      (r) =>
        `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /v1/verifications -> ok (${r.int(100, 600)}ms)`,
    ],
    ["hr-portal", (r) => `directory-svc 502 on first attempt, retry ok (${r.int(30, 200)}ms)`],
  ],
  brightwage: [
    [
      "employer-portal",
      (r) => `Faraday::ConnectionFailed on payroll-calc, retried 1 time, succeeded in ${r.int(40, 300)}ms`,
    ],
    [
      "pension-feed",
      (r) =>
        `urllib3 retry: Retry(total=2) after ReadTimeoutError, upload succeeded on attempt 2 (${r.int(900, 4000)}ms)`,
    ],
  ],
};

function pickFlow(r: Rng, flows: Flow[]): Flow {
  const total = flows.reduce((s, f) => s + f.w, 0);
  let x = r.next() * total;
  for (const f of flows) {
    x -= f.w;
    if (x <= 0) return f;
  }
  return flows[flows.length - 1];
}

export function baseline(s: Stream, est: Estate, o: BaseOpts): void {
  const r = s.r;
  const dur = s.t1 - s.t0;
  const after = (t: number) => o.start !== undefined && t >= o.start;
  const silent = (svc: string, t: number) => o.quiet === true && svc === o.origin && after(t);
  const meanSteps = est.flows.reduce((a, f) => a + f.w * f.steps.length, 0) / est.flows.reduce((a, f) => a + f.w, 0);
  const bgPerMin = 25;
  const flowsWanted = Math.max(50, (o.linesTarget - (bgPerMin * dur) / 60000) / meanSteps);
  const mean = dur / flowsWanted;

  s.every(s.t0, s.t1, mean, (t) => {
    const f = pickFlow(r, est.flows);
    const touches = o.origin !== undefined && f.steps.some((st) => st.svc === o.origin);
    if (touches && after(t) && r.chance(o.quiet ? 1 : (o.drop ?? 0.8))) return;
    const trace = s.id();
    let at = t;
    let total = 0;
    const lat = f.steps.map(() => r.int(4, 160));
    const lines: [number, string, string][] = [];
    f.steps.forEach((st, i) => {
      const isEdge = i === f.steps.length - 1 && f.steps.length > 1;
      const ms = isEdge ? total + r.int(2, 15) : lat[i];
      at += r.int(1, 25) + (isEdge ? 0 : lat[i]);
      total += lat[i];
      lines.push([at, st.svc, st.msg(r, ms)]);
    });
    // one request is about one employer, one site and one pay period
    for (const re of [
      /\bE\d{5}\b/g,
      /\b2026-(?:\d\d[ABS]|W\d\d)\b/g,
      /\b(?:STORE-\d{4}|DC-ATL-02|PLANT-KC-1|HOSP-W3)\b/g,
    ]) {
      const first = lines.map((l) => l[2].match(re)?.[0]).find((x) => x !== undefined);
      if (first) for (const l of lines) l[2] = l[2].replace(re, first);
    }
    for (const [t, svc, msg] of lines)
      if (!silent(svc, t)) s.add(t, svc, f.steps.find((x) => x.svc === svc)?.level ?? "info", msg, undefined, trace);
  });

  for (const svc of est.health) {
    const rt = est.services[svc];
    s.tick(s.t0 + r.int(0, 9000), r.int(10, 15) * 1000, (t) => {
      if (!silent(svc, t)) s.add(t, svc, "info", HEALTH[rt](r, svc));
    });
  }
  for (const j of est.jobs)
    s.tick(s.t0 + r.int(0, j.periodS * 1000), j.periodS * 1000, (t, i) => {
      if (!silent(j.svc, t)) s.add(t, j.svc, j.level ?? "info", j.msg(r, i));
    });
  const n = est.noisy;
  s.every(s.t0 - 3000, s.t1, n.meanS * 1000, (t) => {
    if (!silent(n.svc, t)) s.add(t, n.svc, n.level, n.msg(r));
  });
  for (const sp of est.sporadic)
    s.every(s.t0, s.t1, sp.meanS * 1000, (t) => {
      if (!silent(sp.svc, t)) s.add(t, sp.svc, sp.level, sp.msg(r));
    });
  for (const d of est.deprecations)
    s.tick(s.t0 + r.int(5000, 200000), r.int(4, 9) * 60000, (t) => {
      if (!silent(d.svc, t)) s.add(t, d.svc, "warn", d.msg);
    });
  for (const [svc, fn] of RETRY[est.key] ?? [])
    s.every(s.t0, s.t1, r.int(50, 110) * 1000, (t) => {
      if (!silent(svc, t)) s.add(t, svc, "warn", fn(r));
    });

  // one unrelated rollout or config reload
  const rt = est.services[o.deploySvc];
  const v = `${r.int(1, 6)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  let at = o.deployAt;
  const stop = STOP[rt];
  if (stop) s.add(at, o.deploySvc, "info", stop);
  at += r.int(2000, 9000);
  for (const line of START[rt](r, o.deploySvc, v)) {
    s.add(at, o.deploySvc, "info", line);
    at += r.int(100, 2500);
  }
}

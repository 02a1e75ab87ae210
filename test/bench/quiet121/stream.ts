// Builds one aggregated window: baseline traffic, health checks, jobs, the noisy service, deprecations, retries
// that succeed, an unrelated deploy, the noise episodes and (optionally) the incident; then skews, sorts and renders.
import { DEPRECATIONS, type Estate, e, type Runtime } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { IncidentDef } from "./incidents.js";
import type { NoiseKind } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface WindowSpec {
  est: Estate;
  format: Format;
  start: number;
  minutes: number;
  targetLines: number;
  kinds: NoiseKind[];
  incident?: IncidentDef;
  incidentStart?: number;
}

const STARTUP: Record<Runtime, (svc: string, v: string) => string[]> = {
  node: (s, v) => [`${s} ${v} listening on :8080 (node v20.12.2)`],
  java: (s, v) => [
    ":: Spring Boot ::                (v3.2.5)",
    `Started ${s.replace(/-./g, (m) => (m[1] ?? "").toUpperCase())}Application in 11.8 seconds (process running for 12.6) version=${v}`,
  ],
  go: (s, v) => [`starting ${s} version=${v} go=go1.22.3`, "http server listening addr=:8080"],
  python: (_s, v) => [
    "Started server process [1]",
    "Waiting for application startup.",
    `Application startup complete. build=${v}`,
    "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
  ],
  dotnet: (_s, v) => [
    "Now listening on: http://[::]:8080",
    `Application started. Press Ctrl+C to shut down. Version ${v}`,
    "Hosting environment: Production",
  ],
  ruby: (_s, v) => [
    "Puma starting in cluster mode...",
    '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")',
    `* Min threads: 5, max threads: 5 release=${v}`,
    "Use Ctrl-C to stop",
  ],
  cpp: (s, v) => [`${s} ${v} ready, 8 worker threads, model cache warm`],
};

function baseline(r: Rng, w: WindowSpec, end: number, avgFlow: number): Ev[] {
  const { est } = w;
  const ev: Ev[] = [];
  const svcs = Object.keys(est.services);
  const noiseShare = 0.22;
  const gap = ((w.minutes * 60000) / ((w.targetLines * (1 - noiseShare)) / avgFlow)) | 0;
  for (let t = w.start + r.exp(gap); t < end; t += r.exp(gap)) {
    const f = r.pick(est.flows);
    let id: string | undefined;
    if (est.traceKey === "trace_id") id = r.hex(16);
    else if (est.traceKey === "request_id") id = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
    else if (est.traceKey === "traceId" && r.chance(0.6)) id = r.hex(32);
    ev.push(...f(r, Math.floor(t), id));
  }
  const probed = r.shuffle([...svcs]).slice(0, 4);
  for (const s of probed) {
    for (let t = w.start + r.int(0, 10000); t < end; t += 10000 + r.int(-200, 200))
      ev.push(e(t, s, "info", `GET /healthz 200 ${r.int(0, 3)}ms ua=kube-probe/1.29`));
  }
  for (const j of est.jobs) for (let t = w.start + r.int(0, j.every); t < end; t += j.every) ev.push(...j.run(r, t));
  for (let t = w.start + r.int(500, 8000); t < end; t += r.exp(18000) + 2000) ev.push(est.noisy(r, Math.floor(t)));
  for (const s of svcs) {
    if (!r.chance(0.5)) continue;
    const d = r.pick(DEPRECATIONS[est.services[s] as Runtime]);
    for (let t = w.start + r.int(0, 60000); t < end; t += r.int(150000, 300000)) ev.push(e(t, s, "warn", d));
  }
  for (let t = w.start + r.exp(80000); t < end; t += r.exp(80000)) {
    const [a, b] = r.shuffle([...svcs]);
    if (!a || !b) continue;
    const tt = Math.floor(t);
    ev.push(
      e(
        tt,
        a,
        "warn",
        `call to ${b} failed: ${r.pick(["timeout after 2000ms", "connection reset by peer", "503 Service Unavailable"])}, retry 1/3 in 250ms`,
      ),
    );
    ev.push(e(tt + r.int(260, 900), a, "info", `call to ${b} succeeded on retry 2/3`));
  }
  return ev;
}

function deploy(r: Rng, w: WindowSpec, at: number): Ev[] {
  const svcs = Object.keys(w.est.services).filter((s) => s !== w.incident?.origin);
  const s = r.pick(svcs);
  const rt = w.est.services[s] as Runtime;
  const v = `v2026.${r.int(1, 12)}.${r.int(1, 28)}-${r.int(1, 6)}`;
  if (r.chance(0.35)) {
    return [
      e(
        at,
        s,
        "info",
        `config reloaded from configmap/${s}-config (rev ${r.int(20, 400)}): feature flag '${r.pick(["late-cutoff-banner", "sub-suggestions-v2", "photo-compress", "sunday-relay"])}' toggled`,
      ),
    ];
  }
  const ev: Ev[] = [
    e(at, s, "warn", "received SIGTERM, shutting down gracefully"),
    e(at + 600, s, "info", `drained ${r.int(0, 25)} in-flight requests`),
  ];
  STARTUP[rt](s, v).forEach((m, i) => {
    ev.push(e(at + 9000 + i * 150, s, "info", m));
  });
  return ev;
}

export function avgFlowLines(est: Estate, r: Rng): number {
  let n = 0;
  for (let i = 0; i < 60; i++) n += (r.pick(est.flows)(r, 0, undefined) as Ev[]).length;
  return n / 60;
}

/** Returns the rendered file text and its number of physical lines. */
export function buildWindow(r: Rng, w: WindowSpec): { text: string; lines: number } {
  const end = w.start + w.minutes * 60000;
  const avg = avgFlowLines(w.est, r);
  let evs = baseline(r, w, end, avg);
  const s = w.incidentStart;
  const deployAt =
    s !== undefined ? s + r.pick([-1, 1]) * r.int(60000, 150000) : w.start + r.int(2, w.minutes - 2) * 60000;
  evs.push(...deploy(r, w, deployAt));
  const span = end - w.start;
  w.kinds.forEach((k, i) => {
    const len = Math.min(span - 60000, r.int(2, 6) * 60000);
    const a = i === 0 && s !== undefined ? s + r.int(-120000, 60000) : w.start + r.int(0, span - len);
    const day = new Date(w.start).toISOString().slice(0, 10);
    evs.push(...k.gen({ r, est: w.est, a: Math.max(w.start, a), b: Math.min(end, Math.max(w.start, a) + len), day }));
  });
  if (w.incident && s !== undefined) {
    const inc = w.incident;
    const retried = `call to ${inc.origin} `;
    evs = evs
      .filter((x) => x.t < s || !x.msg.startsWith(retried))
      .map((x) => inc.transform(r, x, s))
      .filter((x): x is Ev => x !== null);
    evs.push(...inc.gen(r, s, end));
  }
  evs = evs.filter((x) => x.t >= w.start && x.t < end);
  const skew: Record<string, number> = {};
  const host: Record<string, string> = {};
  for (const sv of Object.keys(w.est.services)) {
    skew[sv] = r.int(-300, 300);
    host[sv] = w.format === "gcp" ? `${sv}-${r.hex(9)}-${r.hex(5)}` : `${sv}.node-${r.int(0, 5)}`;
  }
  const printed = evs.map((x, i) => ({ x, p: x.t + (skew[x.svc] ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const padTo = Math.max(...Object.keys(w.est.services).map((n) => n.length + 2)) + 1;
  const ctx = {
    namespace: w.est.namespace,
    traceKey: w.est.traceKey ?? "trace",
    padTo,
    host: (sv: string) => host[sv] ?? sv,
  };
  const out: string[] = [];
  for (const { x, p } of printed) out.push(...render(w.format, x, p, ctx));
  return { text: `${out.join("\n")}\n`, lines: out.length };
}

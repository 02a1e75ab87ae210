// Builds one scenario's aggregated stream: traffic, health checks, periodic jobs, the noisy service, deprecation
// warnings, retries that succeed, an unrelated deploy and config reload, the noise kinds and (maybe) one failure;
// then per-service clock skew, sorting by printed time and rendering in the scenario's format.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { IncCtx, IncidentSpec } from "./incidents.js";
import type { NoiseCtx, NoiseKind } from "./quiet.js";
import type { Rng } from "./rng.js";

const S = 1000;

const HEALTH: Record<string, [string, string][]> = {
  "st-brigid": [
    ["clinical-portal", "GET /healthz 200 1ms user=- ua=kube-probe/1.29"],
    ["device-registry", 'Started GET "/up" for 10.20.0.1'],
  ],
  harbourview: [
    ["bed-board", "method=GET path=/up format=html controller=Rails::HealthController status=200 duration=0.41"],
    ["audit-log", "GET /healthz 200 (kube-probe/1.29)"],
  ],
  fieldhand: [
    ["fleet-api", "GET /healthz 200 0ms"],
    ["device-shadow", "GET /health 200 (kube-probe/1.30)"],
  ],
  frostline: [
    ["customer-portal", "Request finished HTTP/1.1 GET http://10.1.4.7:8080/healthz - 200 - text/plain 0.4121ms"],
    ["webhook-relay", "GET /healthz 200 1ms"],
  ],
};

const RELOAD: Record<string, [string, string]> = {
  "st-brigid": [
    "hl7-engine",
    "Channel ORU_OUT redeployed by user analyst.brennan (code template library updated), 0 messages in flight",
  ],
  harbourview: ["rtls-engine", 'level=info msg="config reloaded" file=/etc/rtls/zones.yaml zones=412 changed=3'],
  fieldhand: ["mqtt-broker", "emqx_conf: configuration reloaded (authz sources unchanged, 3 rules updated)"],
  frostline: ["mqtt-gw", "Reloading config."],
};

export interface ScenarioPlan {
  estate: Estate;
  format: Format;
  t0: number;
  durMin: number;
  targetLines: number;
  noise: NoiseKind[];
  incident?: IncidentSpec;
  leadMin: number;
}

interface Tagged extends Ev {
  inc?: boolean;
}

export function buildStream(p: ScenarioPlan, r: Rng): { lines: string[]; incidentStart: number | null } {
  const e = p.estate;
  const t0 = p.t0;
  const t1 = t0 + p.durMin * 60 * S;
  const evs: Tagged[] = [];
  const trace = () => (e.traced ? r.hex(e.name === "frostline" ? 32 : 16) : undefined);
  const emit = (svc: string, level: Level, msg: string, t: number, more?: Partial<Ev>) => {
    evs.push({ t: Math.round(t), svc, level, msg, ...more });
  };
  // traffic
  const rate = p.targetLines / (p.durMin * 60 * 2.2);
  for (let t = t0 + r.next() * 500; t < t1; t += (-Math.log(1 - r.next()) / rate) * S) {
    const steps = r.pick(e.traffic)(r);
    const tr = trace();
    for (const [svc, level, msg, dt] of steps) emit(svc, level, msg, t + dt, tr ? { trace: tr } : undefined);
  }
  for (const [svc, msg] of HEALTH[e.name])
    for (let t = t0 + r.int(0, 9999); t < t1; t += 10 * S) emit(svc, "info", msg, t + r.int(0, 40));
  for (const j of e.periodic)
    for (let t = t0 + r.next() * j.everyS * S; t < t1; t += j.everyS * S + r.int(-300, 300))
      emit(j.svc, j.level ?? "info", j.msg(r), t);
  for (let t = t0 + r.next() * 3 * S; t < t1; t += e.noisy.everyS * S * (0.5 + r.next()))
    emit(e.noisy.svc, e.noisy.level, e.noisy.msg(r), t);
  for (const d of e.deprecations) emit(d.svc, "warn", d.msg, t0 + r.int(5, 120) * S);
  for (let t = t0 + r.int(20, 90) * S; t < t1; t += r.int(60, 150) * S) {
    const tr = trace();
    for (const [svc, level, msg, dt] of e.retries(r)) emit(svc, level, msg, t + dt, tr ? { trace: tr } : undefined);
  }
  // unrelated change near the failure (or mid-window when quiet)
  const ts = p.incident ? t0 + p.leadMin * 60 * S + r.int(0, 50) * S : null;
  const pivot = ts ?? t0 + (p.durMin * 60 * S) / 2 + r.int(-90, 90) * S;
  const deps = e.deploy.filter((d) => d.svc !== p.incident?.origin);
  const dep = r.pick(deps);
  const dt0 = Math.max(t0 + 60 * S, pivot + r.int(-150, 100) * S);
  const depMute: [string, number, number][] = [[dep.svc, dt0 - 20 * S, dt0]];
  dep.lines(r).forEach(([lv, m], i) => {
    emit(dep.svc, lv, m, dt0 + i * r.int(150, 900));
  });
  const again = e.deprecations.find((d) => d.svc === dep.svc);
  if (again) emit(dep.svc, "warn", again.msg, dt0 + 4 * S);
  const [rs, rm] = RELOAD[e.name];
  if (rs !== p.incident?.origin) emit(rs, "info", rm, pivot + r.int(-240, 240) * S);
  // noise kinds
  const role = (n: string) => e.roles[n];
  const nc: NoiseCtx = { r, t0, t1, role, emit };
  for (const k of p.noise) k.run(nc);
  // failure
  const mutes: { svc: string; from: number; to: number; frac: number; re?: RegExp }[] = [];
  for (const [svc, from, to] of depMute) mutes.push({ svc, from, to, frac: 1 });
  if (p.incident && ts !== null) {
    const before = evs.length;
    const ic: IncCtx = {
      ...nc,
      ts,
      trace,
      mute: (svc, from, to, frac, re) => mutes.push({ svc, from, to, frac, re }),
    };
    p.incident.run(ic);
    for (let i = before; i < evs.length; i++) evs[i].inc = true;
  }
  const kept = evs.filter((v) => {
    if (v.t < t0 || v.t >= t1) return false;
    if (v.inc) return true;
    for (const m of mutes)
      if (v.svc === m.svc && v.t >= m.from && v.t < m.to && (!m.re || m.re.test(v.msg)) && r.next() < m.frac)
        return false;
    return true;
  });
  // skew, sort by printed time, render
  const skew = new Map(e.services.map((s) => [s, r.int(-300, 300)]));
  const printed = kept.map((v) => ({ v, p: v.t + (skew.get(v.svc) ?? 0) }));
  printed.sort((a, b) => a.p - b.p);
  const padTo = Math.max(...e.services.map((s) => s.length + 2));
  const hostOf = (svc: string) =>
    `${svc}-${e.name === "frostline" ? "7d9f8c6b5-" : "6c8d9f7b4-"}${svc.length % 3 === 0 ? "x2kqp" : "m9wzt"}`;
  const lines: string[] = [];
  for (const { v, p: pt } of printed) lines.push(...render(p.format, v, pt, { ns: e.ns, hostOf, padTo }));
  return { lines, incidentStart: ts };
}

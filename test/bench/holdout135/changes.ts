// Unrelated changes that land in a window: rolling restarts of a new build, config reloads and feature-flag flips,
// each in the words of the service's runtime. Incidents also use the restart to show their own releases.
import { shutdown, startup } from "./runtimes.js";
import type { Scn } from "./stream.js";

function bump(v: string, r: Scn["r"]): string {
  const m = /^(\d+)\.(\d+)\.(\d+)(.*)$/.exec(v);
  if (!m) return `${v}-${r.hex(6)}`;
  return r.chance(0.7) ? `${m[1]}.${m[2]}.${Number(m[3]) + 1}${m[4]}` : `${m[1]}.${Number(m[2]) + 1}.0${m[4]}`;
}

/** A rolling deploy: each pod stops and starts the next build, about 20-40 s apart. Returns the new version. */
export function rollingRestart(s: Scn, svc: string, t: number, version?: string): string {
  const v = s.svc(svc);
  const next = version ?? bump(v.version, s.r);
  let at = t;
  for (let p = 0; p < v.pods; p++) {
    shutdown(s, svc, at, p);
    startup(s, svc, at + s.r.int(900, 2500), p, next);
    at += s.r.int(20_000, 40_000);
  }
  return next;
}

export function configReload(s: Scn, svc: string, t: number, keys?: string[]): void {
  const v = s.svc(svc);
  const r = s.r;
  const k = keys ?? [
    r.pick([
      "cache.ttl",
      "http.client.max-idle",
      "log.sampling",
      "pool.max-size",
      "feature.search-v2",
      "retry.max-attempts",
    ]),
  ];
  const line = {
    java: `Refresh keys changed: [${k.join(", ")}]`,
    go: `config reloaded from /etc/app/config.yaml (sha256 ${r.hex(12)}, ${k.length} keys changed)`,
    node: `config: reloaded ${r.int(20, 90)} keys from consul (index ${r.int(100000, 999999)}), changed: ${k.join(",")}`,
    python: `settings reloaded: ${k.join(", ")} changed`,
    dotnet: `Configuration reloaded: ${k.map((x) => x.replace(/\./g, ":")).join(", ")} changed`,
    ruby: `config/settings.yml reloaded (${k.join(", ")})`,
    nginx: `[notice] 1#1: signal 1 (SIGHUP) received from ${r.int(30, 200)}, reconfiguring`,
  }[v.rt];
  for (let p = 0; p < v.pods; p++) s.emit(t + p * r.int(5, 400), svc, "info", line, { pod: p });
  if (v.rt === "nginx") s.emit(t + 6, svc, "info", "[notice] 1#1: reconfiguring");
}

export function flagFlip(s: Scn, svc: string, t: number, flag: string): void {
  const r = s.r;
  const pct = r.pick([5, 10, 25, 50, 100]);
  const from = r.chance(0.5);
  const msg = r.pick([
    `feature flag "${flag}" changed: ${from} -> ${!from} (rollout ${pct}%)`,
    `flags: ${flag} updated by ${r.pick(["ops-bot", "j.wright", "a.kaur", "m.osei", "release-pipeline"])} (now ${pct}% of traffic)`,
  ]);
  const v = s.svc(svc);
  for (let p = 0; p < v.pods; p++) s.emit(t + r.int(0, 900), svc, "info", msg, { pod: p });
}

export const GENERIC_DISTRACTORS: Array<(s: Scn, t: number, svc: string) => void> = [
  (s, t, svc) => {
    rollingRestart(s, svc, t);
  },
  (s, t, svc) => configReload(s, svc, t),
  (s, t, svc) => flagFlip(s, svc, t, s.r.pick(s.est.flags)),
];

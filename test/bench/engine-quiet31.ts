// Blind set quiet31: security and identity platforms that look on fire at 3 a.m. while nothing is broken.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, disk, authentication, timeout, network, configuration,
// rate_limiting, memory), each one aggregated stream of 8-10 services from one of four made-up estates:
//   - Kestrel Bank (mobile-bff, accounts-core, payments-api, idp-keycloak, vault, siem-forwarder, vuln-sweeper,
//     cert-manager, audit-search; Node/Java/Go/Python; trace ids),
//   - Orchard Health (patient-portal, records-api, scheduling, auth-sso, pam-broker, edr-relay, siem-ingest,
//     acme-renewer, fhir-gateway; Ruby/.NET/Python/Java/C++/Go; no ids),
//   - Tidewater Freight (shipper-web, tracking-api, routing-engine, billing-svc, iam-core, secrets-lease,
//     scan-orchestrator, log-shipper, edge-waf, cert-watch; Node/Go/C++/Java/nginx; trace ids),
//   - Brightline University (lms-web, grades-api, sso-idp, mfa-push, vault-kv, edr-console, siem-correlator,
//     roster-sync; Python/Java/Node/Go/.NET/Ruby; no ids).
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (every estate meets every format), windows of
// 6-20 minutes with 1,500-10,000 lines, per-service clock skew up to 300 ms, multi-line stack traces.
//
// What makes it hard: the quiet windows carry 35 kinds of alarming but harmless noise (scanner sweeps tripping every
// service's error log, WAF blocks, password sprays and lockouts, conditional-access denials, MFA fatigue, lease and
// token expiry with one failed reconnect, ACME retries, EDR detections and patch reboots, SIEM backpressure and
// red-team alerts, JWKS rotation, secrets-manager step-down ...) on top of a constant noisy service, deprecation
// warnings, successful retries and an unrelated rollout. The incidents sit on the same noise: callers retry louder
// than the origin, some origins only warn (disk watermarks, push throttling, audience mismatch), one dies and goes
// quiet between restarts, and a configuration fault looks like authentication.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet31/estates.js";
import { EXT, FORMATS, type Format } from "./quiet31/formats.js";
import { FAILURES, type Failure, unrelatedChange } from "./quiet31/incidents.js";
import { NOISES, type Noise } from "./quiet31/quiet.js";
import { mulberry32, type Rng } from "./quiet31/rng.js";
import { assignSplits } from "./quiet31/split.js";
import { Stream } from "./quiet31/stream.js";

export interface Quiet31Label extends NotedLabel {
  format: Format;
}

const MIN = 60_000;
const DAY0 = Date.UTC(2026, 5, 1);

/** Slot i: format i % 6 and estate (i / 6) % 4, so every estate meets every format twice. */
const slotFormat = (i: number) => FORMATS[i % FORMATS.length];
const slotEstate = (i: number) => ESTATES[Math.floor(i / FORMATS.length) % ESTATES.length];

function placeFailures(rng: Rng): Map<number, Failure> {
  const placed = new Map<number, Failure>();
  const usedFormats = new Map<string, Set<Format>>();
  const formatCount = new Map<Format, number>();
  for (const f of FAILURES) {
    const used = usedFormats.get(f.estate) ?? new Set<Format>();
    const slots = rng
      .shuffle([...Array(48).keys()])
      .filter((i) => slotEstate(i).key === f.estate && !placed.has(i) && !used.has(slotFormat(i)) && i > 0)
      .sort((a, b) => (formatCount.get(slotFormat(a)) ?? 0) - (formatCount.get(slotFormat(b)) ?? 0));
    const slot = slots[0];
    placed.set(slot, f);
    used.add(slotFormat(slot));
    usedFormats.set(f.estate, used);
    formatCount.set(slotFormat(slot), (formatCount.get(slotFormat(slot)) ?? 0) + 1);
  }
  return placed;
}

function runNoise(s: Stream, e: Estate, n: Noise, start: number, end: number, rng: Rng): void {
  const len = rng.int(1, 5) * MIN;
  const t0 = start + rng.int(20_000, Math.max(30_000, end - start - len - 30_000));
  n.run(s, e, t0, Math.min(t0 + len, end - 10_000));
}

export function generateQuiet31(dir: string, seed = 3101): Quiet31Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const failures = placeFailures(rng);
  const noiseOrder = rng.shuffle(NOISES);
  let quietIdx = 0;
  const labels: Quiet31Label[] = [];
  for (let i = 0; i < 48; i++) {
    const r = mulberry32(seed * 1000 + i * 7919);
    const fmt = slotFormat(i);
    const e = slotEstate(i);
    const f = failures.get(i);
    const start = DAY0 + i * 86_400_000 + r.int(0, 23) * 3_600_000 + r.int(0, 11) * 5 * MIN;
    const faultAt = f ? start + r.int(3 * MIN, 8 * MIN) + r.int(0, 59) * 1000 : null;
    const end = faultAt !== null ? faultAt + r.int(6, 11) * MIN : start + r.int(6, 19) * MIN;
    const s = new Stream(r, start, end);
    const target = f ? r.int(2000, 5000) : r.int(2500, 7500);
    const rate = Math.min(6, Math.max(0.6, target / (((end - start) / 1000) * 2.6)));
    e.baseline(s, rate);
    const notes: string[] = [];
    if (f && faultAt !== null) {
      const pool = NOISES.filter((n) => !f.avoid.includes(n.kind));
      const picks = r.shuffle(pool).slice(0, 2);
      runNoise(s, e, picks[0], start, end, r);
      // the second kind overlaps the failure itself
      picks[1].run(s, e, faultAt - r.int(30_000, 90_000), Math.min(end - 5000, faultAt + r.int(2, 4) * MIN));
      f.run(s, e, faultAt);
      const changed = unrelatedChange(s, e, faultAt + (r.chance(0.5) ? -1 : 1) * r.int(70_000, 180_000), f.origin);
      notes.push(
        `${f.note}; around it ${picks.map((p) => p.kind).join(" and ")}, and an unrelated restart of ${changed}.`,
      );
    } else {
      const primary = noiseOrder[quietIdx % noiseOrder.length];
      quietIdx++;
      const extra = r.shuffle(NOISES.filter((n) => n.kind !== primary.kind)).slice(0, r.int(1, 2));
      for (const n of [primary, ...extra]) runNoise(s, e, n, start, end, r);
      const changed = unrelatedChange(s, e, start + r.int(2 * MIN, Math.max(2 * MIN, end - start - 2 * MIN)), "");
      notes.push(
        `Nothing is broken: ${primary.note}, plus ${extra.map((x) => x.kind).join(" and ")} and a routine restart of ${changed}.`,
      );
    }
    const hosts: Record<string, string> = {};
    const skew: Record<string, number> = {};
    for (const svc of e.services) {
      hosts[svc.name] = `${svc.name}-${r.hex(8).slice(0, 5)}${fmt === "datadog" ? "" : `-${r.hex(5)}`}`;
      skew[svc.name] = r.int(-300, 300);
    }
    const lines = s.lines(fmt, e.namespace, hosts, skew);
    const id = `q31-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!f,
      originService: f ? f.origin : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: faultAt !== null ? new Date(faultAt).toISOString() : null,
      expectedSeverityAtLeast: f ? f.severity : null,
      split: "tune",
      note: notes[0],
      lines: lines.length,
    });
  }
  assignSplits(labels, rng);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet31", generateQuiet31, (labels) => {
  const by = (k: (l: Quiet31Label) => string) => {
    const counts = new Map<string, number>();
    for (const l of labels) counts.set(k(l), (counts.get(k(l)) ?? 0) + 1);
    return [...counts].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  const lines = labels.map((l) => l.lines);
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => `${l.split}${l.isIncident ? "-incident" : "-quiet"}`)}; lines ${Math.min(...lines)}-${Math.max(...lines)}`;
});

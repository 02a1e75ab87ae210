// Blind set quiet35: 48 aggregated log windows from a mobile operator's core and a DNS/CDN provider's edge.
// Estates: Kestrel Mobile (selfcare-api, sub-provisioning, pcrf-gx, chf-charging, smsc-router, mnp-gateway, esim-smdp,
// hss-frontend, notif-sender; request ids), Tallis Telecom (retail-web, crm-orders, dea-edge, ocs-diameter, pcf-npcf,
// sms-gw, port-adapter, esim-activation, usage-mediation; no ids), Vantor Edge (edge-cache, shield-cache, waf-filter,
// authdns, zone-publisher, control-api, purge-api, cert-orderer, log-shipper; request ids) and Corvid CDN (edge-proxy,
// bot-mgmt, anycast-dns, dnssec-signer, tls-keyserver, cache-purger, logpush, customer-portal, billing-usage; no ids).
// 40 quiet windows built on 33 kinds of alarming but harmless noise (Diameter watchdog failovers, porting windows,
// absent subscribers, credit-limit answers, customers' bogus DNSSEC, stale-on-5xx, purge 429s, ACME retries, WAF and
// bot floods, ...), each window with a main kind and a second one; 8 incidents, one each of database, disk, timeout,
// configuration, dependency, memory, network and authentication, on the same noise. Formats rotate over jsonl,
// datadog, ecs, gcp, logfmt and compose; 6-20 minute windows, 1,500-10,000 lines, clock skew up to 300 ms.
// Hard parts: a noisy service erroring from the first minute, quiet windows full of ERROR lines, callers that retry
// louder than the origin, an origin that only warns, an origin that goes silent, unrelated deploys near the failure.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { unrelatedChange } from "./quiet35/changes.js";
import { ESTATES, type Estate } from "./quiet35/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet35/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet35/incidents.js";
import { QUIET_KINDS, type QuietKind } from "./quiet35/quiet.js";
import { makeRng, type Rng } from "./quiet35/rng.js";
import { assignSplit } from "./quiet35/split.js";
import { Stream } from "./quiet35/stream.js";

export type Quiet35Label = NotedLabel & { format: Format };

interface Plan {
  estate: Estate;
  incident?: IncidentDef;
  kinds: QuietKind[];
}

function estate(key: string): Estate {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
}

function plans(rng: Rng): Plan[] {
  const out: Plan[] = [];
  for (const dom of ["mobile", "cdn"] as const) {
    const kinds = QUIET_KINDS.filter((k) => k.domain === dom);
    const ests = ESTATES.filter((e) => e.domain === dom);
    for (let i = 0; i < 20; i++) {
      const main = kinds[i % kinds.length] as QuietKind;
      let second = rng.pick(kinds);
      while (second === main) second = rng.pick(kinds);
      out.push({ estate: ests[i % 2] as Estate, kinds: [main, second] });
    }
  }
  for (const inc of INCIDENTS) {
    const e = estate(inc.estate);
    const kinds = QUIET_KINDS.filter((k) => k.domain === e.domain);
    const a = rng.pick(kinds);
    let b = rng.pick(kinds);
    while (b === a) b = rng.pick(kinds);
    out.push({ estate: e, incident: inc, kinds: [a, b] });
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as Plan, out[i] as Plan];
  }
  return out;
}

function build(rng: Rng, p: Plan, day: number): { stream: Stream; t0: number | null } {
  const e = p.estate;
  const hour = rng.int(0, 23);
  const start = Date.UTC(2026, 10, day, hour, rng.int(0, 59), rng.int(0, 59));
  const durMin = p.incident ? rng.int(11, 18) : rng.int(6, 20);
  const end = start + durMin * 60000;
  const skew: Record<string, number> = {};
  for (const svc of e.services) skew[svc] = rng.int(-300, 300);
  const s = new Stream(rng, start, end, skew);
  const t0 = p.incident ? start + rng.int(180, 480) * 1000 : null;
  // The failure first: it may thin or silence the origin's normal lines.
  if (p.incident && t0 !== null) p.incident.run(s, e, t0);
  const durS = durMin * 60;
  const rate = Math.min(Math.max(0.9 + rng.next() * 1.3, 2600 / (2.0 * durS)), 7200 / (2.6 * durS));
  s.every(1 / rate, (t) => {
    const f = rng.pick(e.flows);
    f(s, t, e.traces ? rng.hex(12) : undefined);
  });
  e.background(s);
  const mid = t0 ?? start + rng.int(120, durS - 200) * 1000;
  p.kinds.forEach((k, i) => {
    k.run(s, e, i === 0 ? Math.max(start + 30000, mid - rng.int(60, 200) * 1000) : start + rng.int(20, 200) * 1000);
  });
  const others = e.services.filter((x) => x !== p.incident?.origin);
  unrelatedChange(s, rng.pick(others), mid + rng.int(-150, 90) * 1000);
  if (rng.chance(0.5)) unrelatedChange(s, rng.pick(others), start + rng.int(30, durS - 60) * 1000);
  return { stream: s, t0 };
}

export function generateQuiet35(dir: string, seed = 3501): Quiet35Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const ps = plans(rng);
  const labels: Quiet35Label[] = [];
  // Quiet windows and incidents rotate over the six formats separately, so every format carries failures too.
  const turn = { quiet: 0, incident: rng.int(0, 5) };
  ps.forEach((p, i) => {
    const id = `q35-${String(i + 1).padStart(2, "0")}`;
    const g = p.incident ? "incident" : "quiet";
    const format = FORMATS[turn[g]++ % FORMATS.length] as Format;
    const e = p.estate;
    const { t0, stream } = build(rng, p, 1 + (i % 28));
    const lines = render(format, stream.printed(), e.ns);
    if (lines.length < 1500 || lines.length > 10000) throw new Error(`${id}: ${lines.length} lines`);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: t0 === null ? null : new Date(t0).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${e.company}: ${inc.note}.`
        : `${e.company}, nothing broken: ${p.kinds.map((k) => k.note).join("; and ")}.`,
      lines: lines.length,
    });
  });
  const halves = assignSplit(rng, labels);
  labels.forEach((l, i) => {
    l.split = halves[i] as "tune" | "locked";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet35", generateQuiet35, (ls) => {
  const est = new Set(ls.map((l) => l.note.split(/[:,]/)[0]));
  return `estates ${[...est].join(", ")}; formats ${FORMATS.join("/")}`;
});

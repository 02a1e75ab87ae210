// Blind set quiet84: small-business accounting software (invoicing and payment links, bank feeds through
// aggregators with 90-day consents, categorisation rules, receipt OCR, payroll, VAT/GST returns to a tax authority,
// currency revaluation, an accountant portal). Four made-up estates: Ledgerly (UK, HMRC MTD, TrueLayer, traced),
// Tallystack (AU, ATO BAS/STP, Basiq, no ids), Kontoro (DE, ELSTER, finAPI, Mollie, traced) and Fernledger (NZ, IRD,
// Akahu, Windcave, no ids), 9-10 services each on Node, Python, Java, Go, .NET, Ruby and C++.
// 48 scenarios: 40 quiet windows built around 37 kinds of harmless-but-alarming noise (consents expiring by the
// thousand at 90 days, blurry receipts, returns rejected for a customer's missing field, the tax API's planned
// outage, duplicate transactions, card declines, credential stuffing, GC pauses, rolling restarts ...) and 8 failures,
// one each of dependency, configuration, database, rate_limiting, timeout, memory, disk and null_reference, laid on
// the same noise. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute windows of
// 1,500-10,000 lines, per-service clock skew up to 300 ms, failures starting 3-8 minutes in.
// What makes it hard: every quiet window holds hundreds of ERROR/WARN lines about real-looking trouble, the noisiest
// service is never the broken one, callers' retry storms outnumber the broken service, one broken service goes
// quiet, one only warns, and each failure shares its window with noise from the same part of the product.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, has, type Role } from "./quiet84/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet84/formats.js";
import { OUTAGES, type Outage } from "./quiet84/incidents.js";
import { baseline, NOISE_KINDS, type NoiseKind } from "./quiet84/quiet.js";
import { mulberry32, type Rng } from "./quiet84/rng.js";
import { assignSplit } from "./quiet84/split.js";
import { simulate } from "./quiet84/stream.js";

export interface Quiet84Label extends NotedLabel {
  format: Format;
}

const JAVA_KINDS = new Set(["jvm-gc-pauses", "hikari-clock-leap", "consumer-rebalance"]);

function fits(k: NoiseKind, e: Estate): boolean {
  if (!k.needs.every((role) => has(e, role))) return false;
  if (JAVA_KINDS.has(k.kind) && !Object.values(e.rt).includes("java")) return false;
  if (k.kind === "registry-member-state-down") return e.country === "DE";
  return true;
}

interface Plan {
  e: Estate;
  outage?: Outage;
  kinds: NoiseKind[];
}

function plan(r: Rng): Plan[] {
  const quiet: Plan[] = [];
  // Primary kinds: every kind once before any repeats, each given to an estate it fits.
  const pool = r.shuffle(NOISE_KINDS);
  const perEstate = new Map<string, number>(ESTATES.map((e) => [e.key, 0]));
  let k = 0;
  while (quiet.length < 40) {
    const kind = pool[k++ % pool.length];
    const open = ESTATES.filter((e) => fits(kind, e) && (perEstate.get(e.key) ?? 0) < 10);
    if (!open.length) continue;
    const e = open.reduce((a, b) => ((perEstate.get(a.key) ?? 0) <= (perEstate.get(b.key) ?? 0) ? a : b));
    perEstate.set(e.key, (perEstate.get(e.key) ?? 0) + 1);
    const extra = r.shuffle(NOISE_KINDS.filter((x) => x !== kind && fits(x, e))).slice(0, r.i(1, 2));
    quiet.push({ e, kinds: [kind, ...extra] });
  }
  const incidents: Plan[] = OUTAGES.map((o) => {
    const e = ESTATES.find((x) => x.key === o.estate) ?? ESTATES[0];
    const named = NOISE_KINDS.filter((x) => o.noise.includes(x.kind));
    const extra = r.shuffle(NOISE_KINDS.filter((x) => !named.includes(x) && fits(x, e))).slice(0, 1);
    return { e, outage: o, kinds: [...named, ...extra] };
  });
  return r.shuffle([...quiet, ...incidents]);
}

export function generateQuiet84(dir: string, seed = 8401): Quiet84Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  const plans = plan(r);
  const raw: Omit<Quiet84Label, "split">[] = [];
  const firstFormat = r.i(0, 5);
  plans.forEach((p, n) => {
    const id = `q84-${String(n + 1).padStart(2, "0")}`;
    const format = FORMATS[(firstFormat + n) % FORMATS.length];
    const minutes = r.i(p.outage ? 11 : 6, 20);
    const at = p.outage ? r.f(3, Math.min(8, minutes - 4)) : r.f(1.5, minutes - 1.5);
    const day = r.i(2, 28);
    const hour = r.p([1, 2, 3, 4, 6, 9, 11, 14, 16, 19, 22]);
    let start = Date.UTC(2026, r.p([10, 11]), day, hour, r.i(0, 50), r.i(0, 59));
    // Stale reference rates are only harmless over a weekend.
    if (p.kinds.some((x) => x.kind === "weekend-stale-rates"))
      while (new Date(start).getUTCDay() !== 0) start += 86400000;
    const roles = (Object.keys(p.e.svc) as Role[]).filter((x) => x !== p.outage?.role && x !== "edge");
    const rollout = p.outage?.rollout ?? r.p(roles);
    const recs = simulate({
      e: p.e,
      seed: r.i(1, 2 ** 31),
      start,
      minutes,
      lines: r.i(1700, 6500),
      at,
      failure: p.outage?.failure,
      noise: [...p.kinds.map((x) => x.fn), baseline(rollout, start + (at + r.f(-2, 2)) * 60000)],
    });
    const lines = render(format, recs, p.e.namespace);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const o = p.outage;
    raw.push({
      id,
      file,
      format,
      isIncident: o !== undefined,
      originService: o ? (p.e.svc[o.role] ?? null) : null,
      category: o?.category ?? null,
      errorTypeHints: o?.hints ?? [],
      incidentStart: o ? new Date(Math.round(start + at * 60000)).toISOString() : null,
      expectedSeverityAtLeast: o?.severity ?? null,
      note: o
        ? `${p.e.company}: ${o.note}.`
        : `${p.e.company}, nothing broken: ${p.kinds[0].note}, alongside ${p.kinds
            .slice(1)
            .map((x) => x.kind)
            .join(" and ")}.`,
      lines: lines.length,
    });
  });
  const labels = assignSplit(raw, seed);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet84", generateQuiet84, (labels) => {
  const by = (f: (l: Quiet84Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((a, l) => {
        a[f(l)] = (a[f(l)] ?? 0) + 1;
        return a;
      }, {}),
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  return `formats: ${by((l) => l.format)}; estates: ${by((l) => l.note.split(/[,:]/)[0])}; splits: ${by((l) => l.split)}`;
});

// Blind set quiet38: 48 aggregated log windows from four made-up lending and card-payments companies.
//
// Domains: consumer lending (applications, bureau pulls, KYC, decisioning, e-signature, disbursements,
// repayments, collections) and card payments (authorisation, issuing, tokenisation/wallet provisioning,
// fraud scoring, ledger holds, clearing and settlement, disputes and chargebacks).
// Estates: Kestrel Lending (10 services, W3C trace ids), Moorfield Finance (9, no ids), Tallypay (10, trace ids),
// Quillbank (9, no ids); runtimes Java, Go, Python, Node, .NET, Ruby and C++, each logging in its own style.
// Counts: 40 quiet windows built on 38 kinds of alarming-but-harmless noise (policy declines, bureau no-hits,
// ARUDD direct-debit returns, NSF and card-testing declines, chargeback files, late settlement files, partner
// webhooks down, payday peaks, ...) and 8 failures, one per category (dependency, network, timeout, disk,
// database, memory, configuration, null_reference), laid on the same noise.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (8 files each); windows 6-20 minutes,
// 1,500-10,000 lines, sorted by printed time with per-service clock skew of up to 300 ms.
// What makes it hard: every window has a noisy service erroring from the first minute, deprecations, retries
// that succeed and an unrelated deploy or config reload; quiet windows are full of ERROR/WARN lines from the
// business saying "no" correctly; in failures the callers shout louder than the service at fault, one origin logs
// WARN only and one mostly goes silent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline, Ctx, ESTATES, type Estate } from "./quiet38/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet38/formats.js";
import { FAILURES, type Failure, unrelatedChange } from "./quiet38/incidents.js";
import { QUIET, type QuietKind } from "./quiet38/quiet.js";
import { mulberry32, type Rng } from "./quiet38/rng.js";
import { splitHalves } from "./quiet38/split.js";
import { finalize, Stream } from "./quiet38/stream.js";

export interface Quiet38Label extends NotedLabel {
  format: Format;
}

function shuffle<T>(r: Rng, xs: T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = r.i(0, i);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

const fits = (k: QuietKind, e: Estate) => k.kind === "any" || k.kind === e.kind;

export function generateQuiet38(dir: string, seed = 3801): Quiet38Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  const N = 48;
  const incidentAt = new Set(shuffle(r, [...Array(N).keys()]).slice(0, FAILURES.length));
  const failures = shuffle(r, FAILURES);
  const kinds = shuffle(r, [...QUIET, ...shuffle(r, QUIET).slice(0, N - FAILURES.length - QUIET.length)]);
  const labels: Quiet38Label[] = [];
  let fi = 0;
  let qi = 0;
  const used = new Map<string, number>();
  for (let i = 0; i < N; i++) {
    const format = FORMATS[i % FORMATS.length] as Format;
    const failure: Failure | undefined = incidentAt.has(i) ? failures[fi++] : undefined;
    const primary: QuietKind | undefined = failure ? undefined : kinds[qi++];
    let estate: Estate;
    if (failure) estate = ESTATES.find((e) => e.key === failure.estate) as Estate;
    else {
      const cands = shuffle(
        r,
        ESTATES.filter((e) => fits(primary as QuietKind, e)),
      );
      estate = cands.reduce((m, e) => ((used.get(e.key) ?? 0) < (used.get(m.key) ?? 0) ? e : m));
    }
    used.set(estate.key, (used.get(estate.key) ?? 0) + 1);
    const start = Date.UTC(2026, 9 + r.i(0, 1), r.i(1, 28), r.i(0, 23), r.i(0, 59), r.i(0, 59)) + r.i(0, 999);
    const lead = r.i(180, 480) * 1000;
    const dur = failure ? Math.min(1200000, Math.max(lead + 240000, r.i(360, 1200) * 1000)) : r.i(360, 1200) * 1000;
    const end = start + dur;
    const perK = estate.kind === "lender" ? 75 : 100;
    const target = r.i(2000, 8200);
    const k = Math.min(9, Math.max(0.7, target / (dur / 60000) / perK)) * (failure ? 0.8 : 1);
    const s = new Stream(r, start, end);
    const c = new Ctx(s, estate, start, end, k);
    baseline(c);
    if (primary) primary.run(c, 1.5 + r.f() * 1.2);
    const others = shuffle(
      r,
      QUIET.filter((q) => q !== primary && fits(q, estate)),
    ).slice(0, r.i(1, 2));
    for (const q of others) q.run(c, 0.4 + r.f() * 0.5);
    const t0 = start + lead;
    unrelatedChange(
      c,
      failure ? t0 + r.pick([-1, 1]) * r.i(30, 150) * 1000 : start + r.f() * dur * 0.8,
      failure?.origin,
    );
    if (failure) failure.run(c, t0);
    const skew = new Map(Object.values(estate.svc).map((svc) => [svc as string, r.i(-300, 300)]));
    const printed = finalize(s, skew, (svc) => {
      const role = (Object.keys(estate.svc) as (keyof typeof estate.svc)[]).find((x) => estate.svc[x] === svc);
      return role ? (estate.rt[role] ?? "go") : "go";
    });
    const lines = render(format, printed, estate.ns);
    const id = `q38-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!failure,
      originService: failure ? (estate.svc[failure.origin] as string) : null,
      category: failure ? failure.category : null,
      errorTypeHints: failure ? failure.hints : [],
      incidentStart: failure ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: failure ? failure.sev : null,
      split: "tune",
      note: failure
        ? `${estate.company}: ${failure.note}.`
        : `${estate.company}, nothing broken: ${primary?.note}; also ${others.map((q) => q.name).join(", ")}.`,
      lines: lines.length,
    });
  }
  const halves = splitHalves(
    r,
    labels.map((l) => l.isIncident),
  );
  labels.forEach((l, i) => {
    l.split = halves[i] as "tune" | "locked";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet38", generateQuiet38, (labels) => {
  const by = (f: (l: Quiet38Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[f(l)] = (m[f(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  const estateOf = (l: Quiet38Label) => l.note.split(/[:,]/)[0] ?? "?";
  return `formats: ${by((l) => l.format)}; estates: ${by(estateOf)}; lines ${Math.min(...labels.map((l) => l.lines))}-${Math.max(...labels.map((l) => l.lines))}`;
});

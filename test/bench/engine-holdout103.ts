// Blind holdout 103: trucking and freight brokerage. 64 scenarios (52 incidents, 4 per each of the 13 categories,
// and 12 quiet windows) over four made-up estates: Haulwise (broker: load board, matching, rate confirmations,
// carrier vetting, EDI 204/214/210, invoicing, quick-pay; request ids), Red Mesa Transport (carrier: ELD ingest,
// hours of service, GPS over cellular, dispatch, fuel cards, settlements; no ids), DockPilot (dock appointment
// SaaS: gateway, booking, slot solver, yard check-in, WMS bridge, 214 emitter; request ids) and Ferrovia Freight
// (AS2/X12 EDI, tenders, 214 publishing, 210 billing, receivables, fuel surcharge; no ids). Nine services per file,
// rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line stacks in Java,
// Go, Node, Python, .NET, Ruby and C++ style. Hard because: every file has a noisy service erroring from the first
// minute (sometimes the origin itself), domain noise that looks like failure (lapsed insurance, trucks out of
// coverage, rejected EDI segments, declined fuel purchases, HOS limits), retries that succeed, unrelated deploys
// and config reloads near the change, callers louder than the origin, WARN-only origins, origins that go quiet,
// and per-service clock skew up to 300 ms.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout103/estates.js";
import { EXT, FORMATS, type Format } from "./holdout103/formats.js";
import { HAULWISE, type Incident } from "./holdout103/incidents.js";
import { DOCKPILOT } from "./holdout103/incidents-dockpilot.js";
import { FERROVIA } from "./holdout103/incidents-ferrovia.js";
import { REDMESA } from "./holdout103/incidents-redmesa.js";
import { QUIET_EXTRAS } from "./holdout103/quiet.js";
import { int, mulberry32, pick } from "./holdout103/rng.js";
import { assignSplit } from "./holdout103/split.js";
import { type Ev, expand, fill, type Rule, writeStream } from "./holdout103/stream.js";

export interface Holdout103Label extends NotedLabel {
  format: Format;
}

type Plan = { kind: "incident"; inc: Incident } | { kind: "quiet"; estate: string; extras: Rule[] };

export function generateHoldout103(dir: string, seed = 10301): Holdout103Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [...HAULWISE, ...REDMESA, ...DOCKPILOT, ...FERROVIA].map((inc) => ({ kind: "incident", inc }));
  for (const [estate, sets] of Object.entries(QUIET_EXTRAS))
    for (const extras of sets) plans.push({ kind: "quiet", estate, extras });
  for (let i = plans.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [plans[i], plans[j]] = [plans[j] as Plan, plans[i] as Plan];
  }
  const splits = assignSplit(
    r,
    plans.map((p) => (p.kind === "incident" ? p.inc.cat : null)),
  );
  const labels: Holdout103Label[] = [];
  plans.forEach((plan, i) => {
    const id = `h103-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const estateKey = plan.kind === "incident" ? plan.inc.estate : plan.estate;
    const estate = ESTATES.find((e) => e.key === estateKey);
    if (!estate) throw new Error(`no estate ${estateKey}`);
    const startOff = int(r, 3 * 60, 8 * 60) * 1000 + int(r, 0, 999);
    const windowMs = Math.max(int(r, 9, 15) * 60000 + int(r, 0, 59) * 1000, startOff + int(r, 4, 6) * 60000);
    const day = new Date(Date.UTC(2026, 8, 1) + i * 86400000 + int(r, 0, 22) * 3600000 + int(r, 0, 11) * 300000);
    const t0 = day.getTime();
    const rules: Rule[] = [...estate.background, estate.noisy];
    const evs: Ev[] = expand(r, rules, windowMs, estate.traced);
    // an unrelated deploy or reload near the change point
    const change = pick(r, estate.changes);
    const changeAt = startOff + int(r, -150, 120) * 1000;
    for (const [svc, level, tpl] of change) evs.push({ t: changeAt, svc, level, msg: fill(r, tpl) });
    let label: Holdout103Label;
    let silenced: { svc: string; fromMs: number } | null = null;
    if (plan.kind === "incident") {
      const inc = plan.inc;
      const shifted = inc.rules.map((rule) => ({
        ...rule,
        from: startOff + (rule.from ?? 0),
        to: rule.to === undefined ? undefined : startOff + rule.to,
      }));
      evs.push(...expand(r, shifted, windowMs, estate.traced));
      (inc.pre ?? []).forEach(([svc, level, tpl], k) => {
        evs.push({ t: startOff - int(r, 20, 60) * 1000 + k * 400, svc, level, msg: fill(r, tpl) });
      });
      if (inc.silence) silenced = { svc: inc.origin, fromMs: startOff };
      else {
        // a failing origin completes less of its normal work
        for (let k = evs.length - 1; k >= 0; k--) {
          const e = evs[k] as Ev;
          if (
            e.svc === inc.origin &&
            e.t > startOff &&
            e.level === "info" &&
            r() < 0.5 &&
            !/health|start|Boot|ready/i.test(e.msg)
          )
            evs.splice(k, 1);
        }
      }
      label = {
        id,
        file,
        format,
        isIncident: true,
        originService: inc.origin,
        category: inc.cat,
        errorTypeHints: inc.hints,
        incidentStart: new Date(t0 + startOff).toISOString(),
        expectedSeverityAtLeast: inc.sev,
        split: splits[i] as "tune" | "locked",
        note: inc.note,
        lines: 0,
      };
    } else {
      evs.push(...expand(r, plan.extras, windowMs, estate.traced));
      label = {
        id,
        file,
        format,
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        split: splits[i] as "tune" | "locked",
        note: `Quiet ${estate.key} window: normal traffic, the constant noisy ${estate.noisy.steps[0]?.[0]} line, a routine deploy and harmless bursts of domain noise.`,
        lines: 0,
      };
    }
    label.lines = writeStream(r, join(dir, file), format, evs, t0, estate.ns, silenced);
    labels.push(label);
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout103", generateHoldout103, (ls) => {
  const by = new Map<string, number>();
  for (const l of ls) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return `formats ${[...by].map(([f, n]) => `${f}=${n}`).join(" ")}; estates haulwise, redmesa, dockpilot, ferrovia`;
});

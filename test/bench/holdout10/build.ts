// Builds one scenario's file: the estate's normal traffic for the whole window, a noisy decoy, the story's
// lines around the onset, per-service clock skew, rendered in one format; returns the label.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "../engine-metrics.js";
import { Ctx } from "./ctx.js";
import { claims } from "./estate-claims.js";
import { podcast } from "./estate-podcast.js";
import { port } from "./estate-port.js";
import { EXT, render } from "./formats.js";
import { Rng } from "./rng.js";
import type { Estate, Ev, Format, Scenario } from "./types.js";

const ESTATES: Record<string, Estate> = { claims, podcast, port };

export interface Plan {
  id: string;
  format: Format;
  split: "tune" | "locked";
  lines: number;
  minutes: number;
  /** "early": under a minute of normal traffic before onset; otherwise the onset's fraction of the window. */
  onset: "early" | number;
  day: number;
}

/** The README's label plus the file's format. */
export interface H10Label extends NotedLabel {
  format: Format;
}

export function build(dir: string, s: Scenario, p: Plan, seed: number): H10Label {
  const r = new Rng(seed);
  const est = ESTATES[s.estate];
  const hour = r.int(0, 22);
  const start = Date.UTC(2026, 6, 1 + p.day, hour, r.int(0, 59), r.int(0, 59), 0) + r.int(0, 999);
  const end = start + p.minutes * 60_000;
  const need = s.need ?? 300;
  let onset = p.onset === "early" ? start + r.int(20, 55) * 1000 : start + p.onset * (end - start);
  onset = Math.max(start + 20_000, Math.min(onset, end - need * 1000));
  onset = Math.round(onset / 1000) * 1000 + r.pick([0, 0, 500, 250]);
  const lps = p.lines / (p.minutes * 60);
  const x = new Ctx(r, p.format, onset, start, end, Math.min(6, Math.max(0.6, lps / 15)), est.traced);
  s.run(x);

  const events: Ev[] = [];
  const span = end - start;
  for (const tk of est.ticks) {
    for (let t = start + r.float(0, tk.every * 1000); t < end; t += tk.every * 1000 * r.float(0.9, 1.1))
      events.push({ t, svc: tk.svc, level: tk.level ?? "info", msg: tk.msg(r) });
  }
  const decoys = est.decoys.filter((d) => d.svc !== s.origin);
  const decoy = decoys[(s.decoy ?? r.int(0, 99)) % decoys.length];
  const dscale = Math.max(1, Math.sqrt(lps / 20));
  for (let t = start + r.float(0, 4000); t < end; t += (decoy.every / dscale) * 1000 * r.float(0.5, 1.5))
    events.push({ t, svc: decoy.svc, level: decoy.level, msg: decoy.msg(r) });
  const avg = est.flows.reduce((a, f) => a + f.w * f.steps.length, 0) / est.flows.reduce((a, f) => a + f.w, 0);
  const budget = Math.max(200, p.lines - events.length - x.events.length * 1.3);
  const nflows = Math.round(budget / avg);
  const wsum = est.flows.reduce((a, f) => a + f.w, 0);
  for (let i = 0; i < nflows; i++) {
    let t = start + r.next() * span;
    let k = r.next() * wsum;
    let f = est.flows[0];
    for (const fl of est.flows) {
      k -= fl.w;
      if (k <= 0) {
        f = fl;
        break;
      }
    }
    const trace = est.traced ? r.hex(12) : undefined;
    for (const [svc, msg] of f.steps) {
      if (t >= end) break;
      events.push({ t, svc, level: "info", msg: msg(r), trace });
      t += r.int(1, 70);
    }
  }
  const kept = events.filter((e) => {
    const sil = x.silenced.get(e.svc);
    if (sil !== undefined && e.t >= sil) return false;
    for (const th of x.thinned)
      if (th.svc === e.svc && e.t >= th.from && e.t < th.to && r.next() > th.keep) return false;
    return true;
  });
  const all = kept.concat(x.events).sort((a, b) => a.t - b.t);

  const skew = new Map<string, number>();
  const hosts = new Map<string, string>();
  for (const e of all)
    if (!skew.has(e.svc)) {
      skew.set(e.svc, r.int(-250, 250));
      hosts.set(e.svc, p.format === "gcp" ? `${e.svc}-${r.hex(9)}-${r.hex(5)}` : `${e.svc}.node-${r.int(0, 3)}`);
    }
  const pad = Math.max(...[...skew.keys()].map((k) => k.length + 2));
  const rc = { format: p.format, namespace: est.namespace, pad, host: (svc: string) => hosts.get(svc) ?? svc };
  const out: string[] = [];
  let lines = 0;
  for (const e of all) {
    const line = render(e, e.t + (e.raw ? 0 : (skew.get(e.svc) ?? 0)), rc);
    out.push(line);
    lines += p.format === "logfmt" || p.format === "compose" ? line.split("\n").length : 1;
  }
  const file = `${p.id}.${EXT[p.format]}`;
  writeFileSync(join(dir, file), `${out.join("\n")}\n`);
  const inc = s.cat !== null;
  return {
    id: p.id,
    file,
    format: p.format,
    isIncident: inc,
    originService: inc ? s.origin : null,
    category: inc ? s.cat : null,
    errorTypeHints: inc ? s.hints : [],
    incidentStart: inc ? new Date(onset).toISOString() : null,
    expectedSeverityAtLeast: inc ? s.sev : null,
    split: p.split,
    note: s.note,
    lines,
  };
}

// Blind set quiet60: 48 aggregated log windows from three made-up companies, 40 quiet and 8 with an outage.
//
// Estates: Formwell (forms and surveys: form rendering, response intake, reCAPTCHA spam checks, uploads, Sidekiq
// integrations to Google Sheets and Salesforce, SES mail, exports; request ids), Inkpact (e-signature: envelopes,
// signer access codes and SMS/KBA checks, PDF rendering and PAdES sealing, audit hash chain, webhooks; 32-hex trace
// ids) and Lingotide (translation management: document import filters, SRX segmentation, MT routing to DeepL/Google,
// translation memory on Elasticsearch, QA, review queue, vendor bridge; no request ids). Runtimes: Go, Node, Python,
// Ruby, Java, .NET and C++, each logging and throwing in its own style.
//
// Each file holds 8-10 services of one estate, 6-20 minutes, 1,500-10,000 lines, sorted by printed time with up to
// 300 ms clock skew per service, rotating over the six dev-set formats (jsonl, datadog, ecs, gcp, logfmt, compose);
// stack traces are multi-line where the format allows.
//
// The 40 quiet windows each lead with one of 38 kinds of harmless but alarming noise (bot waves caught by reCAPTCHA,
// revoked customer OAuth tokens, 413 uploads, EICAR uploads, customer webhooks refusing connections, Google quota
// 429s that back off, wrong signer access codes, Twilio invalid numbers, voided and expired envelopes, encrypted or
// damaged PDFs, slow timestamp authority, unsupported document formats, corrupt DOCX, segments too long for MT,
// customer DeepL quota, bad TMX, QA warning floods, SLA escalations, optimistic-lock conflicts, rolling-deploy blips,
// ...), sometimes with a second kind. The 8 outages (database, dependency, memory, disk, timeout, configuration,
// authentication, unknown) sit on the same noise after 3-8 minutes of baseline. Every file also has a noisy service
// with a constant harmless error, deprecation warnings, retries that succeed and an unrelated restart or config reload.
//
// What makes it hard: noise kinds that read like real failures (duplicate-key errors, ECONNREFUSED to customers,
// TLS handshake errors, 401/410/422 waves, Java and Python tracebacks), callers louder than origins, an origin that
// only warns, one that goes silent, and a configuration change whose symptom is ECONNREFUSED.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, estate } from "./quiet60/estates.js";
import { FORMATS, type Format } from "./quiet60/formats.js";
import { OUTAGES, type Outage } from "./quiet60/incidents.js";
import { ALL_KINDS, ambient, type NoiseKind } from "./quiet60/quiet.js";
import { Rng } from "./quiet60/rng.js";
import { assignSplit } from "./quiet60/split.js";
import { Stream } from "./quiet60/stream.js";

export interface Quiet60Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: "formwell" | "inkpact" | "lingotide";
  kinds: NoiseKind[];
  outage?: Outage;
}

const MIN = 60_000;

function plans(rng: Rng): Plan[] {
  const kinds = ALL_KINDS();
  const out: Plan[] = [];
  const lead = [
    ...kinds,
    ...rng.shuffle(kinds.filter((k) => !k.key.startsWith("rolling"))).slice(0, 40 - kinds.length),
  ];
  for (const k of lead) {
    const same = kinds.filter((x) => x.estate === k.estate && x.key !== k.key);
    out.push({ estate: k.estate, kinds: rng.chance(0.5) ? [k, rng.pick(same)] : [k] });
  }
  for (const o of OUTAGES) {
    const same = rng.shuffle(kinds.filter((x) => x.estate === o.estate && !x.needs.includes(o.origin)));
    out.push({ estate: o.estate, kinds: same.slice(0, rng.int(1, 2)), outage: o });
  }
  return rng.shuffle(out);
}

function build(p: Plan, rng: Rng, base: number, format: Format) {
  const e = estate(p.estate);
  for (let attempt = 0; ; attempt++) {
    const r = new Rng(rng.int(1, 2 ** 31));
    const minutes = r.int(p.outage ? 11 : 6, 20);
    const start = base + r.int(0, 20) * MIN + r.int(0, 59) * 1000;
    const end = start + minutes * MIN;
    const at = start + r.int(3 * MIN, Math.min(8 * MIN, (minutes - 3) * MIN));
    const noisyIdx = r.int(0, e.noisy.length - 1);
    const need = new Set<string>([
      e.noisy[noisyIdx].svc,
      ...p.kinds.flatMap((k) => k.needs),
      ...(p.outage?.needs ?? []),
    ]);
    const optional = r.shuffle(e.services.map((s) => s.name).filter((n) => !need.has(n)));
    const keep = r.int(8, 10);
    const present = new Set([...need, ...optional.slice(0, Math.max(0, keep - need.size))]);
    const s = new Stream(r, present, e.traceStyle, start, end);
    p.outage?.run(s, at, end);
    background(s, e, noisyIdx);
    p.kinds.forEach((k, i) => {
      k.run(
        s,
        i === 0 || p.outage ? start + r.int(2 * MIN, (minutes - 2) * MIN) : start + r.int(2 * MIN, (minutes - 3) * MIN),
      );
    });
    const change = ambient(s, e, p.outage ? at : start + r.int(4 * MIN, (minutes - 1) * MIN), p.outage?.origin ?? "");
    const hosts = new Map<string, string>();
    for (const n of present) hosts.set(n, `${n}-${r.hex(9).replace(/^./, "7")}-${r.alnum(5).toLowerCase()}`);
    const out = s.write(format, e.ns, hosts);
    if ((out.lines < 1500 || out.lines > 10_000) && attempt < 20) continue;
    return { out, e, at, change };
  }
}

export function generateQuiet60(dir: string, seed = 6001): Quiet60Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const ps = plans(rng);
  const labels: Quiet60Label[] = [];
  const base0 = Date.UTC(2026, 9, 1, 0, 0, 0);
  // Incidents cover all six formats; quiet windows fill the rest so each format has eight files.
  const incFormats = [...rng.shuffle([...FORMATS]), ...rng.shuffle([...FORMATS]).slice(0, 2)];
  const left = FORMATS.flatMap((f) =>
    Array<Format>(ps.length / FORMATS.length - incFormats.filter((x) => x === f).length).fill(f),
  );
  rng.shuffle(left);
  let qi = 0;
  let ii = 0;
  ps.forEach((p, i) => {
    const id = `q60-${String(i + 1).padStart(2, "0")}`;
    const format = p.outage ? incFormats[ii++] : left[qi++];
    const base = base0 + i * 86_400_000 + rng.int(0, 22) * 3_600_000;
    const b = build(p, rng, base, format);
    const out = b.out;
    const file = `${id}.${out.ext}`;
    writeFileSync(join(dir, file), out.text);
    const o = p.outage;
    const kindsNote = p.kinds.map((k) => k.note).join("; also ");
    labels.push({
      id,
      file,
      format,
      isIncident: !!o,
      originService: o ? o.origin : null,
      category: o ? o.category : null,
      errorTypeHints: o ? o.hints : [],
      incidentStart: o ? new Date(b.at).toISOString() : null,
      expectedSeverityAtLeast: o ? o.severity : null,
      split: "tune",
      note: o
        ? `${b.e.key}: ${o.note}, over noise where ${kindsNote} (plus a ${b.change}).`
        : `${b.e.key}, nothing broken: ${kindsNote} (plus a ${b.change}).`,
      lines: out.lines,
    });
  });
  const split = assignSplit(
    rng,
    labels.map((l) => (l.isIncident ? `c:${l.category}` : "quiet")),
  );
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet60", generateQuiet60, (labels) => {
  const by = (f: (l: Quiet60Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m.entries()].map(([k, v]) => `${k}=${v}`).join(" ");
  };
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${by((l) => l.format)}; estates ${by((l) => l.note.split(/[:,]/)[0])}; split tune=${tune} locked=${labels.length - tune}`;
});

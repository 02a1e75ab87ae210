// Blind set quiet71: gym and leisure-club software (memberships and direct debits, door access and turnstiles,
// class bookings and waitlists, trainer calendars, member app, front-desk point of sale, connected-machine
// telemetry) across four made-up estates: PulseFit Clubs (10 services, trace ids), Ironworks Gym Group (9, none),
// Riverside Leisure Trust (10, none) and Core Club Studios (10, trace ids). 48 files: 40 quiet windows built on 38
// kinds of alarming but harmless noise (frozen and lapsed members refused at the door, classes full, returned direct
// debits, turnstiles reconnecting, maintenance codes, bounced SMS, revoked calendar tokens, planned restarts ...)
// and 8 failures of different categories (database, configuration, network, disk, timeout, memory, dependency,
// unknown) on the same noise. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute
// windows, 1,500-10,000 lines, per-service skew up to 300 ms. Hard parts: a noisy service logs a constant ERROR from
// the first minute, quiet windows carry ERROR bursts and stack traces, callers and retry storms are louder than the
// broken service, one origin only goes silent, another warns before failing, and unrelated deploys sit nearby.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, ESTATES, type Estate, noisy, services } from "./quiet71/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet71/formats.js";
import { deploy, estateOf, INCIDENTS, type Incident } from "./quiet71/incidents.js";
import { NOISE, type Noise } from "./quiet71/quiet.js";
import { Rng } from "./quiet71/rng.js";
import { assignSplit } from "./quiet71/split.js";
import { Stream } from "./quiet71/stream.js";
import { traffic } from "./quiet71/traffic.js";

export interface Quiet71Label extends NotedLabel {
  format: Format;
}

interface Plan {
  inc?: Incident;
  noise?: Noise;
  estate: Estate;
}

const MIN = 60000;

function build(plan: Plan, i: number, seed: number, format: Format, gapScale: number) {
  const r = new Rng(seed * 1009 + i * 7919);
  const e = plan.estate;
  const day = Date.UTC(2026, 8, 1 + i, r.pick([2, 3, 5, 6, 7, 12, 17, 18, 19, 22]), r.int(0, 59), r.int(0, 59));
  const dur = plan.inc ? r.int(12, 20) * MIN : r.int(6, 20) * MIN;
  const svcs = services(e).filter(Boolean);
  const s = new Stream(r, svcs, day, day + dur);
  const start = plan.inc ? day + r.int(3 * MIN, 8 * MIN) + r.int(0, 999) : null;
  background(s, e);
  noisy(s, e);
  if (plan.noise) plan.noise.run(s, e);
  const extra = r.shuffle(NOISE.filter((n) => n !== plan.noise)).slice(0, plan.inc ? 3 : 2);
  for (const n of extra) n.run(s, e);
  const near = start ?? day + dur * (0.3 + r.next() * 0.5);
  deploy(s, e, near + r.pick([-1, 1]) * r.int(60000, 150000), plan.inc?.role ?? "members");
  const hook = plan.inc && start !== null ? plan.inc.run(s, e, start) : undefined;
  const targetLines = r.int(1700, 8500);
  const gap = (dur / (targetLines * 0.45)) * gapScale;
  traffic(s, e, gap, hook);
  const width = Math.max(...svcs.map((x) => x.length)) + 3;
  const pods = new Map(svcs.map((x) => [x, `${x}-${r.hex(10)}-${r.hex(5)}`]));
  const out: string[] = [];
  for (const ev of s.sorted())
    out.push(...render(format, ev, { namespace: e.namespace, width, hostOf: (x) => pods.get(x) ?? x }));
  return { out, start, day, dur };
}

export function generateQuiet71(dir: string, seed = 7101): Quiet71Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed);
  const quiet: Plan[] = [];
  for (let k = 0; k < 40; k++) quiet.push({ noise: NOISE[k % NOISE.length], estate: ESTATES[k % ESTATES.length] });
  const plans = r.shuffle([...quiet, ...INCIDENTS.map((inc) => ({ inc, estate: estateOf(inc) }))]);
  // Incidents and quiet windows rotate over the formats separately, so every format holds failures and the six
  // formats hold eight files each.
  let nInc = 0;
  let nQuiet = 2;
  const labels: Omit<Quiet71Label, "split">[] = plans.map((plan: Plan, i) => {
    const format = FORMATS[(plan.inc ? nInc++ : nQuiet++) % FORMATS.length];
    let scale = 1;
    let res = build(plan, i, seed, format, scale);
    for (let k = 0; k < 6 && (res.out.length < 1500 || res.out.length > 10000); k++) {
      scale *= res.out.length < 1500 ? 0.7 : 1.4;
      res = build(plan, i, seed, format, scale);
    }
    const id = `q71-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${res.out.join("\n")}\n`);
    const inc = plan.inc;
    return {
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? plan.estate.svc[inc.role] : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && res.start !== null ? new Date(res.start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: inc
        ? `${plan.estate.name}: ${inc.note}.`
        : `${plan.estate.name}, quiet: ${plan.noise?.note} on top of the usual noise; nothing is broken.`,
      lines: res.out.length,
    };
  });
  const split = assignSplit(labels, seed);
  const full: Quiet71Label[] = labels.map((l, i) => ({ ...l, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(full, null, 1)}\n`);
  return full;
}

runHoldoutCli(import.meta.url, "quiet71", generateQuiet71, (ls) => {
  const f = FORMATS.map((x) => `${x} ${ls.filter((l) => l.format === x).length}`).join(", ");
  const sp = `tune ${ls.filter((l) => l.split === "tune").length} / locked ${ls.filter((l) => l.split === "locked").length}`;
  return `${ESTATES.length} estates; ${f}; ${sp}`;
});

// Blind set quiet110: car wash chains. 48 aggregated log windows of four made-up chains (SudsCity Express Wash,
// Blue Lagoon Car Wash, Tidal Auto Spa, GlossBay Car Wash), each 10 roles: lane gateway, plate/RFID reader,
// membership lookup, renewals, pay stations / card auth, tunnel controller, chemical dosing & water reclaim,
// loyalty app backend, fleet billing, site cameras; in Node, Python, Java, Ruby, Go, .NET and C++ wording; two chains
// carry trace ids, two do not. 40 quiet windows of 36 kinds of harmless noise that looks alarming (plates unread in
// the rain, first-of-month renewal declines, safety-eye conveyor stops, low chemical tanks, pay stations offline
// overnight, camera firmware pushes, GC pauses, scanner 404s, ...) and 8 incidents, one per category (database,
// authentication, memory, dependency, timeout, configuration, disk, network), on the same noise. Files rotate over
// the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 8-10 services, 6-20 minutes, per-service clock
// skew up to 300 ms, sorted by printed time. Hard because every file has a service that complains from the first
// minute, deprecation warnings, retries that succeed and an unrelated deploy or config reload; callers shout louder
// than origins, one origin only warns, two go quiet after crashing or restarting, and quiet windows carry ERROR
// bursts, stack traces and timeouts that do not matter.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, ROLES, type Role } from "./quiet110/estates.js";
import { EXT, FORMATS, type Format } from "./quiet110/formats.js";
import { INCIDENTS } from "./quiet110/incidents.js";
import { QUIET } from "./quiet110/quiet.js";
import { Rng } from "./quiet110/rng.js";
import { assignSplit } from "./quiet110/split.js";
import { baseline, Ctx, deploy, deprecations, finish, noisy, retries } from "./quiet110/stream.js";

export interface Quiet110Label extends NotedLabel {
  format: Format;
}

const CORE: Role[] = ["gw", "lpr", "elig", "tunnel", "pay"];

export function generateQuiet110(dir: string, seed = 11051): Quiet110Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const total = 48;
  const incidentSlots = rng
    .shuffle(Array.from({ length: total }, (_, i) => i))
    .slice(0, 8)
    .sort((a, b) => a - b);
  const incidents = rng.shuffle([...INCIDENTS]);
  const quietKinds = rng.shuffle([...QUIET, ...rng.shuffle([...QUIET]).slice(0, 40 - QUIET.length)]);
  const labels: Quiet110Label[] = [];
  let qi = 0;
  let ii = 0;
  for (let i = 0; i < total; i++) {
    const format = FORMATS[i % FORMATS.length];
    const id = `q110-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const isIncident = incidentSlots.includes(i);
    const inc = isIncident ? incidents[ii++] : undefined;
    const kind = isIncident ? undefined : quietKinds[qi++];
    let estate = ESTATES[i % ESTATES.length];
    if (inc) estate = ESTATES.find((e) => e.key === inc.estate) ?? estate;
    else if (kind?.ok) {
      for (let k = 0; k < ESTATES.length && !kind.ok(estate); k++) estate = ESTATES[(i + k + 1) % ESTATES.length];
    }
    // when
    const day = new Date(Date.UTC(2026, 10, 2 + i));
    if (kind?.dom) day.setUTCFullYear(2026, rng.chance(0.5) ? 11 : 10, 1);
    const hour = kind?.hour ?? rng.int(0, 23);
    const start = day.getTime() + hour * 3600000 + rng.int(0, 59) * 60000;
    const at = inc ? start + rng.int(180, 480) * 1000 + rng.int(0, 999) : start + rng.int(40, 240) * 1000;
    const minutes = inc ? Math.max(Math.ceil((at - start) / 60000) + 4, rng.int(10, 20)) : rng.int(6, 20);
    const end = start + minutes * 60000;
    // who logs
    const need = new Set<Role>([...CORE, ...(inc?.roles ?? []), ...(kind?.roles ?? [])]);
    const optional = rng.shuffle(ROLES.filter((r) => !need.has(r)));
    const roles = ROLES.filter((r) => !optional.slice(0, rng.int(0, 2)).includes(r));
    const c = new Ctx(rng, estate, start, end, roles);
    const target = rng.int(2400, 8000);
    const avoid = inc ? [inc.origin, ...inc.roles] : (kind?.roles ?? []);
    noisy(c, avoid);
    deprecations(c);
    retries(c);
    deploy(c, at + rng.int(-120, 120) * 1000, inc ? [inc.origin] : []);
    if (inc) inc.run(c, at);
    else kind?.run(c, at);
    baseline(c, target);
    const lines = finish(c, format);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident,
      originService: inc ? estate.svc[inc.origin] : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(at).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: `${estate.company}: ${inc ? inc.note : kind?.note}.`,
      lines: lines.length,
    });
  }
  const splits = assignSplit(
    rng,
    labels.map((l) => (l.isIncident ? "incident" : "quiet")),
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet110", generateQuiet110, (labels) => {
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${fmts}`;
});

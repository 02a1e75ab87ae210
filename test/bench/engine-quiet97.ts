// Blind set quiet97: recruiting and applicant-tracking estates, mostly quiet windows that look alarming.
//
// 48 scenarios (40 quiet, 8 incidents, one per category: database, configuration, disk, rate_limiting,
// authentication, network, memory, dependency) over four made-up companies with 9-10 services each:
// Hirewell (Java/Node/Python/Go/Ruby/.NET, 16-hex trace ids), TalentLoop (Go/Ruby/C++/Node/Python/Java/.NET, no
// ids), Crewpath (Node/Python/Go/.NET/Ruby, no ids) and PeopleForge (Node/Java/Python/Go/Ruby, correlation uuids).
// Files rotate over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minutes,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time, multi-line traces where the
// format allows.
//
// What makes it hard: every quiet window features a burst of one of 35 kinds of harmless recruiting noise (job
// boards rejecting postings for banned phrases, encrypted or scanned resumes, revoked calendar tokens, duplicate
// applicants, background checks pending for days, voided envelopes, rehires rejected by the HRIS, scrapers hitting
// the careers site rate limit, GC pauses, consumer rebalances...) starting 3-8 minutes in, like a failure would,
// on top of a noisy service erroring from the first minute, deprecation warnings, retries that succeed and an
// unrelated deploy or config reload. The incidents sit on the same noise, often on the same service (revoked
// per-user tokens next to an expired app secret, GC pauses next to a heap death); callers retry and log more
// errors than the origin, some origins only warn (rate limiting, DNS) or go quiet (heap thrash, dead spool).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, estateByKey } from "./quiet97/estates.js";
import { FORMATS, type Format } from "./quiet97/formats.js";
import { INCIDENTS } from "./quiet97/incidents.js";
import { applicable, NOISE } from "./quiet97/quiet.js";
import { mulberry32 } from "./quiet97/rng.js";
import { build } from "./quiet97/scenario.js";
import { assignSplit } from "./quiet97/split.js";
import { Stream } from "./quiet97/stream.js";

export interface Quiet97Label extends NotedLabel {
  format: Format;
}

const COMPANIONS: Record<string, string[]> = {
  "pg-slots": ["slow-report-query", "duplicate-applicant"],
  "offer-options": ["envelope-declined", "offer-approval-overdue"],
  "spool-full": ["resume-scanned-image", "upload-aborted"],
  "checkr-429": ["bgc-pending-days", "scraper-rate-limited"],
  "msal-secret": ["calendar-token-revoked", "graph-throttle"],
  "eai-again": ["hris-rehire", "hris-missing-ssn"],
  "merge-heap": ["gc-pause", "merge-review"],
  "docusign-503": ["envelope-expired", "cert-expiry-warning"],
};

export function generateQuiet97(dir: string, seed = 9701): Quiet97Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const n = 48;
  // incident slots: seeded, but covering all six formats
  let slots: number[] = [];
  for (;;) {
    slots = rng.shuffle([...Array(n).keys()]).slice(0, INCIDENTS.length);
    if (new Set(slots.map((i) => i % 6)).size === 6) break;
  }
  const incidents = rng.shuffle(INCIDENTS);
  const kinds = rng.shuffle(NOISE);
  const labels: Omit<Quiet97Label, "split">[] = [];
  let q = 0;
  for (let i = 0; i < n; i++) {
    const id = `q97-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % 6] as Format;
    const k = slots.indexOf(i);
    const inc = k >= 0 ? incidents[k] : undefined;
    const featured = kinds[q % kinds.length] ?? NOISE[0]!;
    if (!inc) q++;
    const estate = inc
      ? estateByKey(inc.estate)
      : rng.pick(ESTATES.filter((e) => applicable(new Stream(rng, e, 0, 1), featured)));
    const day = 1 + ((i * 7) % 28);
    const t0 = Date.UTC(2026, 10 + (i % 2), day, rng.int(0, 23), rng.int(0, 59), rng.int(0, 59));
    const at = rng.int(180000, 480000);
    let built = null as ReturnType<typeof build> | null;
    for (let attempt = 0; attempt < 20; attempt++) {
      const minutes = rng.int(Math.max(6, Math.ceil(at / 60000) + 4), 20);
      const b = build({
        seed: rng.int(1, 2 ** 31),
        estate,
        format,
        t0,
        minutes,
        at,
        featured: inc ? (NOISE.find((x) => x.name === (COMPANIONS[inc.key] ?? [])[1]) ?? featured) : featured,
        incident: inc,
        companions: inc ? COMPANIONS[inc.key] : undefined,
      });
      built = b;
      if (b.lines >= 1500 && b.lines <= 10000) break;
    }
    if (!built) throw new Error("unreachable");
    const file = `${id}.${built.ext}`;
    writeFileSync(join(dir, file), built.text);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? estate.roles[inc.origin]!.name : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.start === null ? null : new Date(built.start).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: inc
        ? inc.note
        : `${estate.company}, nothing broken: ${built.noise[0]} is noisy from the first minute, a harmless burst of ${built.noise[1]} starts at minute ${Math.round(at / 60000)}, plus ${built.noise.slice(2).join(" and ")} and a routine change on ${built.changed}.`,
      lines: built.lines,
    });
  }
  const split = assignSplit(labels, rng);
  const out: Quiet97Label[] = labels.map((l, i) => ({ ...l, split: split[i] ?? "tune" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(out, null, 1)}\n`);
  return out;
}

runHoldoutCli(import.meta.url, "quiet97", generateQuiet97, (ls) => {
  const kinds = new Set(ls.filter((l) => !l.isIncident).map((l) => l.note.split("burst of ")[1]?.split(" ")[0]));
  return `${ESTATES.length} estates, ${FORMATS.length} formats, ${kinds.size} kinds of harmless bursts`;
});

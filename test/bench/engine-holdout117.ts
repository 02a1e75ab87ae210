// Blind scenario set holdout117: car rental.
//
// Three made-up estates: Kestrel Rent (a rental company; kr-web-bff, reservation-svc, rate-engine, availability-svc,
// counter-checkin, licence-verify, deposit-payments, fleet-telematics, toll-fines, broker-gateway; Java/Go/Node/.NET/
// Python/Ruby, trace ids), Marlow Car Hire (a second rental company; mch-frontend, booking-core, pricing-yield,
// kiosk-agent, id-check, payment-bridge, damage-inspect, relocation-planner, fleet-feed; no request ids) and Roamly (a
// peer-to-peer car sharing platform; roamly-api, trip-booking, host-listings, keyless-unlock, telematics-ingest,
// trust-verify, payouts-deposits, inspection-photos, fines-tolls, notify-push; trace ids).
//
// 64 scenarios: 52 failures (4 for each of the 13 categories) and 12 quiet windows, one aggregated stream of 9-10
// services per file, 6-20 minutes, roughly 1,500-10,000 lines, rotating over jsonl, datadog, ecs, gcp, logfmt and
// compose, clock skew up to 300 ms per service, multi-line stack traces in each runtime's own style.
//
// What makes it hard: every estate has a noisy service that logs a harmless ERROR from the first minute (fines for
// unknown plates, declined deposit holds, cars not answering unlock commands underground) and sometimes is itself the
// broken service; licence check failures, declined cards and telematics gaps are daily noise; callers retry louder
// than the broken service and word the failure their own way (timeouts, 5xx naming the callee, open breakers); some
// broken services only WARN, some go silent, some fail only in background work; an unrelated release or config
// reload lands near each start.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type EstateKey } from "./holdout117/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout117/formats.js";
import { INCIDENTS, type Incident } from "./holdout117/incidents.js";
import { quietExtras } from "./holdout117/quiet.js";
import { makeRng } from "./holdout117/rng.js";
import { assignSplit } from "./holdout117/split.js";
import { buildStream } from "./holdout117/stream.js";

export interface Holdout117Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: EstateKey;
  inc?: Incident;
}

export function generateHoldout117(dir: string, seed = 11701): Holdout117Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const quiet: Plan[] = (["kestrel", "marlow", "roamly"] as EstateKey[]).flatMap((e) =>
    [0, 1, 2, 3].map(() => ({ estate: e })),
  );
  const plans: Plan[] = r.shuffle([...INCIDENTS.map((inc) => ({ estate: inc.estate, inc })), ...quiet]);
  const splits = assignSplit(
    plans.map((p) => p.inc?.cat ?? null),
    r,
  );
  const labels: Holdout117Label[] = [];
  const day0 = Date.UTC(2026, 0, 6);
  plans.forEach((p, i) => {
    const id = `h117-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[p.estate];
    const baseline = r.int(3, 8);
    const minutes = Math.min(20, Math.max(r.int(6, 20), baseline + r.int(4, 8)));
    const start = day0 + i * 5 * 86_400_000 + r.int(6, 21) * 3_600_000 + r.int(0, 11) * 300_000;
    const incStart = p.inc ? start + baseline * 60_000 + r.int(0, 59) * 1000 : undefined;
    const target = r.int(Math.max(1900, minutes * 170), Math.min(8500, minutes * 460));
    // storms and stack traces add lines; shrink the traffic until the file stays under 10,000 lines
    let lines: string[] = [];
    for (let scale = 1; scale > 0.2; scale *= 0.75) {
      const recs = buildStream(
        {
          estate,
          start,
          minutes,
          target: Math.round(target * scale),
          inc: p.inc,
          incStart,
          extra: p.inc ? undefined : quietExtras(p.estate, start, minutes, r),
        },
        r,
      );
      lines = render(format, recs, estate.namespace);
      if (lines.length <= 9800) break;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!p.inc,
      originService: p.inc?.origin ?? null,
      category: p.inc?.cat ?? null,
      errorTypeHints: p.inc?.hints ?? [],
      incidentStart: incStart === undefined ? null : new Date(incStart).toISOString(),
      expectedSeverityAtLeast: p.inc?.sev ?? null,
      split: splits[i],
      note: p.inc
        ? `${estate.company}: ${p.inc.note}`
        : `${estate.company}: an ordinary window with the usual declines, licence failures and telematics gaps; nothing is broken.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout117", generateHoldout117, (labels) => {
  const by = (f: Format) => labels.filter((l) => l.format === f).length;
  const est = (k: string) => labels.filter((l) => l.note.startsWith(k)).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates Kestrel=${est("Kestrel")} Marlow=${est("Marlow")} Roamly=${est("Roamly")}; tune=${labels.filter((l) => l.split === "tune").length}`;
});

// Blind holdout 118: food delivery. 64 aggregated log windows (52 broken, 4 per root-cause category, and 12 quiet)
// from four made-up estates: the Forkful marketplace's consumer platform (edge-gw, order-intake, menu-catalog,
// restaurant-availability, payments, promo-engine, eta-service, support-desk, notifications, search-ranker; trace
// ids), its courier platform forkful-fleet (courier-gw, dispatch, batching, location-ingest, offer-svc, payouts,
// shift-planner, courier-support, geocoder; no ids), the Casa Rossa restaurant group's own delivery (web-order,
// order-router, kds-hub, tablet-bridge, rossa-pay, loyalty, store-config, driver-tracker, sms-relay; no ids) and
// Bao Street's own delivery (bao-app-api, bao-orders, kitchen-display, bao-payments, bao-promos, courier-sync,
// menu-sync, bao-refunds; trace ids). Runtimes: Java, Python, Go, Node, .NET, Ruby, C++, each with its own traces.
// Files rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute windows, 1,500-10,000 lines, the
// trouble starting 3-8 minutes in, per-service clock skew up to 300 ms.
// What makes it hard: every estate has a noisy service erroring from the first minute (tablets offline, addresses
// that do not geocode, stale tablet heartbeats, marketplace allergen rejections), callers retrying louder than the
// failing service, some services failing only at WARN or going quiet while restarting, unrelated rollouts and config
// reloads near the trouble, third parties that never log (card acquirer, courier partner, maps, realtime push,
// Kafka, search cluster) and quiet windows with bursts of domain trouble (expired promos, 429s that back off,
// a kitchen tablet offline for three minutes).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout118/estates.js";
import { EXT, FORMATS, type Format } from "./holdout118/formats.js";
import { INCIDENTS } from "./holdout118/incidents.js";
import { QUIET } from "./holdout118/quiet.js";
import { makeRng } from "./holdout118/rng.js";
import { assignSplit } from "./holdout118/split.js";
import { buildStream, type Emit, type Plan } from "./holdout118/stream.js";

export interface Holdout118Label extends NotedLabel {
  format: Format;
}

interface Item {
  estate: keyof typeof ESTATES;
  incident: (typeof INCIDENTS)[number] | null;
  quietNote: string;
  quietExtra: Emit[];
}

export function generateHoldout118(dir: string, seed = 11801): Holdout118Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...INCIDENTS.map((i) => ({ estate: i.estate, incident: i, quietNote: "", quietExtra: [] })),
    ...QUIET.map((q) => ({ estate: q.estate, incident: null, quietNote: q.note, quietExtra: q.extra })),
  ];
  r.shuffle(items);
  const splits = assignSplit(
    items.map((it) => it.incident?.cat ?? "quiet"),
    r,
  );
  const labels: Holdout118Label[] = [];
  items.forEach((it, n) => {
    const estate = ESTATES[it.estate];
    const fmt = FORMATS[n % FORMATS.length];
    const id = `h118-${String(n + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const day = Date.UTC(2026, 10, 2) + n * 86400000;
    const hour = r.pick([10, 11, 12, 17, 18, 19, 20]);
    const startMs = day + hour * 3600000 + r.int(0, 50) * 60000 + r.int(0, 59) * 1000;
    const offsetS = r.int(180, 480);
    const minutes = Math.min(20, Math.max(Math.ceil(offsetS / 60) + 4, r.int(6, 20)));
    const eventAt = it.incident ? startMs + offsetS * 1000 + r.int(0, 999) : null;
    const plan: Plan = {
      estate,
      startMs,
      minutes,
      eventAt,
      silence: it.incident?.silence ?? [],
      origin: it.incident?.origin ?? null,
      emits: it.incident?.emits ?? [],
      extraQuiet: it.incident ? undefined : it.quietExtra,
    };
    const avgFlow = estate.flows.reduce((s, f) => s + f.length, 0) / estate.flows.length;
    const perMin =
      estate.flowsPerMin * avgFlow + estate.services.reduce((s, x) => s + x.perMin + 3, 0) + estate.noisy.perMin;
    let scale = r.int(1800, 8500) / (perMin * minutes);
    let lines: string[] = [];
    const streamSeed = r.int(1, 2 ** 31);
    for (let k = 0; k < 6; k++) {
      lines = buildStream(plan, fmt, makeRng(streamSeed), scale);
      if (lines.length < 1500) scale *= 1.6;
      else if (lines.length > 10000) scale *= 0.7;
      else break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.incident;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: eventAt === null ? null : new Date(eventAt).toISOString(),
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[n],
      note: inc?.note ?? it.quietNote,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout118", generateHoldout118, (labels) => {
  const by = (k: (l: Holdout118Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[k(l)] = (m[k(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([a, b]) => `${a} ${b}`)
      .join(", ");
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});

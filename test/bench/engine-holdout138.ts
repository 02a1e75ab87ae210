/**
 * Blind holdout set 138: bakeries and coffee shops.
 *
 * 64 scenarios of aggregated multi-service logs with known answers, written without looking at the engine:
 * 52 incidents (four for each of the thirteen root-cause categories) and 12 quiet windows. Four made-up
 * estates of 11 services each: Crumb & Kettle (coffee chain with mobile order-ahead, pickup shelves, tills,
 * card terminals, gift cards and loyalty; envoy, Node, Go, Java, .NET, Python, Postgres; W3C trace ids),
 * Hearth Street (bakery-café chain with oven, proofer and MQTT telemetry, allergen label printers, a Rails
 * storefront behind nginx; no ids at all), Mill & Pour (coffee and bakery chain with kitchen displays,
 * e-receipts, OTP login, gift cards and a Redis; request ids) and Grainline (wholesale bakery: EDI orders
 * from grocers, production planning, dough mixers, recipes and allergens, route delivery, invoicing and a
 * RabbitMQ; correlation ids on some services only). Files rotate over the six README formats, hold
 * 1,500-10,000 lines over 6-20 minutes, with per-service clock skew up to 300 ms and realistic background
 * traffic (access logs, health probes, scheduled jobs, telemetry, GC lines, checkpoints).
 *
 * What makes it hard: the origin is often quieter than its callers (WARN-only origins, crash loops that say
 * nothing, services that go silent, databases and brokers pinned on the service that talks to them), callers
 * retry and shout in their own words (502s, timeouts, ECONNRESET naming the callee), real error strings that
 * point the wrong way (a MISCONF "unable to persist to disk" caused by fork ENOMEM, a staging hostname
 * ENOTFOUND that is a bad release setting, a JWT issuer mismatch logged by the gateway but caused by the
 * identity service's config, a Kafka SASL rejection right after a harmless broker connection reset), a
 * chronic harmless error from the first minute, unrelated deploys and reloads near the fault, deprecation
 * warnings, retries that succeed and the domain's normal refusals (declined cards, expired sessions,
 * invalid promo codes, rejected EDI documents, orders after cutoff). Quiet windows are healthy estates that still log scary
 * ERROR / WARN / FATAL lines (nginx scanner 404s at error level, Rails routing FATALs, Redis restarts,
 * deadlock victims retried, solver time limits, preheat excursions).
 *
 *   npx tsx test/bench/engine-holdout138.ts --out /tmp/holdout138 [--seed 13801]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { extension, type Printer, printAll } from "./holdout138/formats.js";
import { iso } from "./holdout138/kit.js";
import { planScenarios, type Scenario } from "./holdout138/plan.js";
import { hashSeed, Rng } from "./holdout138/rng.js";
import { assignSplits } from "./holdout138/split.js";
import { buildEvents } from "./holdout138/stream.js";
import type { Format } from "./holdout138/types.js";

export interface Holdout138Label extends NotedLabel {
  format: Format;
}

const MIN_LINES = 1500;
const MAX_LINES = 10_000;

function printer(sc: Scenario): Printer {
  const r = new Rng(hashSeed(sc.seed, "printer"));
  const skew = new Map<string, number>();
  const pods = new Map<string, string>();
  const runtimes = new Map<string, Scenario["estate"]["services"][number]["runtime"]>();
  for (const s of sc.estate.services) {
    skew.set(s.name, r.int(-300, 300));
    const base = s.name.replace(/_/g, "-");
    pods.set(
      s.name,
      s.runtime === "postgres" || s.runtime === "redis" || s.runtime === "rabbitmq"
        ? `${base}-0`
        : `${base}-${r.hex(9)}-${r.alnum(5)}`,
    );
    runtimes.set(s.name, s.runtime);
  }
  return { format: sc.format, estate: sc.estate, skew, pods, runtimes, salt: sc.seed };
}

/** Prints the scenario, adjusting the request rate until the file lands near its target length. */
function produce(sc: Scenario): string[] {
  const p = printer(sc);
  const seconds = (sc.end - sc.start) / 1000;
  let rate = sc.target / seconds / 3;
  let lines: string[] = [];
  for (let k = 0; k < 6; k++) {
    const evs = buildEvents({
      estate: sc.estate,
      start: sc.start,
      end: sc.end,
      t0: sc.t0,
      seed: sc.seed,
      rate,
      chronic: sc.chronic,
      deploys: sc.deploys,
      ...(sc.incident ? { incident: sc.incident } : {}),
      ...(sc.quiet ? { quiet: sc.quiet } : {}),
    });
    lines = printAll(p, evs);
    const ratio = sc.target / Math.max(lines.length, 1);
    if (Math.abs(ratio - 1) < 0.12 && lines.length >= MIN_LINES && lines.length <= MAX_LINES) break;
    rate = Math.max(0.25, rate * ratio ** 1.15);
  }
  return lines;
}

export function generateHoldout138(dir: string, seed = 13801): Holdout138Label[] {
  mkdirSync(dir, { recursive: true });
  const scenarios = planScenarios(seed);
  const splits = assignSplits(
    scenarios.map((s) => s.incident?.category ?? null),
    seed,
  );
  const labels: Holdout138Label[] = [];
  scenarios.forEach((sc, i) => {
    const lines = produce(sc);
    const file = `${sc.id}.${extension(sc.format)}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = sc.incident;
    labels.push({
      id: sc.id,
      file,
      format: sc.format,
      isIncident: Boolean(inc),
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? iso(sc.t0) : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i] ?? "locked",
      note: inc ? inc.note : (sc.quiet?.note ?? ""),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function summary(labels: Holdout138Label[]): string {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${[...by].map(([f, n]) => `${f}=${n}`).join(" ")}; split tune=${tune} locked=${labels.length - tune}`;
}

runHoldoutCli(import.meta.url, "holdout138", generateHoldout138, summary);

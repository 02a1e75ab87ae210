/**
 * Blind holdout set 135: auto parts e-commerce and tyre fitting networks.
 *
 * 64 scenarios written without reference to the diagnosis engine: 52 incidents (4 for each of the 13 root-cause
 * categories of shared/data/incidents/README.md) and 12 quiet windows, over four made-up estates:
 *   - partspilot: an online car-parts retailer (plate / VIN fitment lookup, catalogue search, basket, checkout,
 *     payments, orders, supplier stock feeds, courier labels, mail); Node, Java, Go, .NET, Python, Ruby; trace ids.
 *   - tyrefit: a tyre fitting network (tyre search by size, garage slot booking, mobile fitting vans, pay-in-3
 *     financing, reminders); nginx edge, Rails, Go, Python, Java, .NET, Node; request ids.
 *   - tradeparts: a trade-counter and warehouse business selling to garages (pricebook, WMS, supplier EDI,
 *     credit checks, van routing, invoicing); .NET, Java, Go, Python, Node, Ruby; no ids at all.
 *   - wheelwise: a marketplace with click-and-collect and car-parts financing (VIN decoding, vehicle graph,
 *     store stock, lockers, couriers); Node, Python, Go, Java, Ruby, .NET; trace ids on some services only.
 * Each file is one aggregated stream of 6-20 minutes and 1,500-10,000 lines in one of the README's six formats
 * (jsonl, datadog, ecs, gcp, logfmt, compose), rotated over the scenarios, with stack traces in each runtime's
 * own shape (JVM, CPython, V8, Go panics and runtime fatals, CLR, Ruby) and per-service clock skew up to 300 ms.
 *
 * What makes it hard: background traffic at realistic rates (request lines, kube-probes, feed and batch jobs),
 * a chronic harmless error from the first minute, deprecation warnings, normal refusals (declined cards, wrong
 * passwords, expired sessions, unknown plates, slots already taken), unrelated rolling restarts, config reloads
 * and flag flips near the fault, callers that are louder than the origin and report it in their own words
 * (timeouts, 502/503 naming the callee, ECONNREFUSED), retry storms and retries that succeed, origins that only
 * WARN or go silent, third parties that do not log here (pinned on the service that talks to them), and
 * look-alikes across categories (a flood-stage block answered as HTTP 429, a wrong hostname in config failing as
 * DNS, a crash loop from a bad property). Quiet windows are healthy estates that still log alarming lines.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, INCIDENTS, QUIETS } from "./holdout135/catalog.js";
import { Rand } from "./holdout135/rng.js";
import { buildScenario, type Spec } from "./holdout135/scenario.js";
import { splitHalves } from "./holdout135/split.js";
import { FORMATS, type Format } from "./holdout135/types.js";

export interface Holdout135Label extends NotedLabel {
  format: Format;
}

export function generateHoldout135(dir: string, seed = 13501): Holdout135Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rand(seed);
  const specs: Spec[] = [
    ...INCIDENTS.map((inc): Spec => ({ kind: "incident", inc })),
    ...QUIETS.map((quiet): Spec => ({ kind: "quiet", quiet })),
  ];
  const order = r.shuffle(specs);
  const halves = splitHalves(order, (sp) => (sp.kind === "incident" ? sp.inc.category : "quiet"), seed);
  const labels = order.map((sp, i): Holdout135Label => {
    const id = `h135-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[sp.kind === "incident" ? sp.inc.estate : sp.quiet.estate];
    const built = buildScenario(dir, id, sp, estate, format, (seed * 7919 + (i + 1) * 104_729) >>> 0);
    const inc = sp.kind === "incident" ? sp.inc : undefined;
    return {
      id,
      file: built.file,
      format,
      isIncident: inc !== undefined,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: built.start === null ? null : new Date(built.start).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: halves.get(sp) ?? "tune",
      note: inc?.note ?? (sp.kind === "quiet" ? sp.quiet.note : ""),
      lines: built.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function summary(labels: Holdout135Label[]): string {
  const count = (xs: string[]) =>
    [...new Set(xs)]
      .sort()
      .map((x) => `${x}=${xs.filter((y) => y === x).length}`)
      .join(" ");
  const split = labels.filter((l) => l.split === "locked").length;
  return `formats ${count(labels.map((l) => l.format))}; locked ${split}/${labels.length}`;
}

runHoldoutCli(import.meta.url, "holdout135", generateHoldout135, summary);

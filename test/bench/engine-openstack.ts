// OpenStack fault injections (../shared/data/openstack-faults): the engine's origin against the injected
// service, scored as that README says, beside the counting floor. In-process (the engine, not CLI start-up).
// Cases split by a hash of their id: "tune" is what the engine may be developed against, "locked" is scored
// only at the end of a stop.
//
//   npx tsx test/bench/engine-openstack.ts [--split tune|locked|all] [--show]
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDiagnosisSession } from "../../shared/diagnosis/index.js";
import type { AnalysisResult } from "../../shared/domain/analysis-result.schema.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const openstackDir = join(root, "..", "shared", "data", "openstack-faults");

interface Label {
  id: string;
  file: string;
  originService: string;
  originSubsystem: string;
  acceptableServices: string[];
}

export interface OpenstackScore {
  cases: number;
  serviceTop1: number;
  subsystemTop1: number;
  subsystemTop3: number;
  blind: number;
  floor: { serviceTop1: number; subsystemTop1: number; subsystemTop3: number; blind: number };
  linesPerSecond: number;
}

export function splitOf(id: string): "tune" | "locked" {
  return createHash("sha256").update(id).digest()[0] % 2 === 0 ? "tune" : "locked";
}

/** The README's subsystem top-3 order: rootCause.service, then origin-role services, then by errorCount. */
function top3(r: AnalysisResult): string[] {
  const order = [r.rootCause.service];
  const rest = [...r.affectedServices].sort(
    (a, b) => +(b.role === "origin") - +(a.role === "origin") || b.errorCount - a.errorCount,
  );
  for (const s of rest) if (!order.includes(s.serviceName)) order.push(s.serviceName);
  return order.slice(0, 3);
}

const FLOOR_RE = /\b(ERROR|CRITICAL)\b|Traceback|Exception/;

function floorRanking(lines: Array<{ service: string; message: string }>): string[] {
  const n = new Map<string, number>();
  for (const l of lines) if (FLOOR_RE.test(l.message)) n.set(l.service, (n.get(l.service) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1]).map(([s]) => s);
}

export function openstackBench(split: "tune" | "locked" | "all" = "all", show = false): OpenstackScore | undefined {
  if (!existsSync(join(openstackDir, "labels.json"))) return undefined;
  const labels = (JSON.parse(readFileSync(join(openstackDir, "labels.json"), "utf8")) as Label[]).filter(
    (l) => split === "all" || splitOf(l.id) === split,
  );
  const s = { svc: 0, sub: 0, sub3: 0, blind: 0 };
  const f = { svc: 0, sub: 0, sub3: 0, blind: 0 };
  let lines = 0;
  let ms = 0;
  for (const l of labels) {
    const raw = readFileSync(join(openstackDir, l.file), "utf8").split("\n").filter(Boolean);
    const t = performance.now();
    const session = createDiagnosisSession();
    for (const line of raw) session.pushLine(line);
    const r = session.finish();
    ms += performance.now() - t;
    lines += raw.length;
    const ok = (x: string | undefined) => x !== undefined && l.acceptableServices.includes(x);
    const blind =
      !r.rootCause.service || ["none", "unknown"].includes(r.rootCause.service) || ["info", "low"].includes(r.severity);
    s.svc += +(r.rootCause.service === l.originService);
    s.sub += +ok(r.rootCause.service);
    s.sub3 += +top3(r).some(ok);
    s.blind += +blind;
    const fr = floorRanking(raw.map((x) => JSON.parse(x) as { service: string; message: string }));
    f.svc += +(fr[0] === l.originService);
    f.sub += +ok(fr[0]);
    f.sub3 += +fr.slice(0, 3).some(ok);
    f.blind += +(fr.length === 0);
    if (show)
      console.log(
        `  ${l.id.padEnd(22)} ${ok(r.rootCause.service) ? "ok " : "BAD"} ${blind ? "BLIND " : ""}got ${r.rootCause.service} (${r.severity} ${r.confidence} ${r.rootCause.category}) want ${l.originService}  floor ${fr[0] ?? "-"}  top3 ${top3(r).join(",")}`,
      );
  }
  const n = labels.length;
  return {
    cases: n,
    serviceTop1: s.svc / n,
    subsystemTop1: s.sub / n,
    subsystemTop3: s.sub3 / n,
    blind: s.blind / n,
    floor: { serviceTop1: f.svc / n, subsystemTop1: f.sub / n, subsystemTop3: f.sub3 / n, blind: f.blind / n },
    linesPerSecond: lines / (ms / 1000),
  };
}

export function formatOpenstack(name: string, r: OpenstackScore): string {
  const f = (x: number) => x.toFixed(3);
  return [
    `  ${name} (${r.cases} cases)        service top-1  subsystem top-1  subsystem top-3  blind`,
    `    engine                   ${f(r.serviceTop1)}          ${f(r.subsystemTop1)}            ${f(r.subsystemTop3)}            ${f(r.blind)}`,
    `    floor (count ERROR)      ${f(r.floor.serviceTop1)}          ${f(r.floor.subsystemTop1)}            ${f(r.floor.subsystemTop3)}            ${f(r.floor.blind)}`,
    `    ${Math.round(r.linesPerSecond)} lines/s in-process`,
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf("--split");
  const split = (i > 0 ? process.argv[i + 1] : "tune") as "tune" | "locked" | "all";
  const r = openstackBench(split, process.argv.includes("--show"));
  console.log(r ? formatOpenstack(split, r) : "  (skipped: ../shared/data/openstack-faults is not beside the repo)");
}

// Golden tests over small scenarios of the independent generator (test/bench/engine-robustness.ts):
// other estates, runtimes and wording than the dev set. Origin service and category are asserted,
// plus no false alarm on a quiet window; wording is not.
import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { diagnoseLines } from "../../../shared/diagnosis/index.js";
import { analysisResultSchema } from "../../../shared/domain/analysis-result.schema.js";
import { generate, type RobustLabel } from "../../bench/engine-robustness.js";

const IDS = [
  "rb-authz-rbac",
  "rb-to-pg-stmt",
  "rb-val-400",
  "rb-cfg-rustfield",
  "rb-dep-breaker",
  "rb-mem-node",
  "rb-disk-flood",
  "rb-unk-crash",
  "rh-rl-github",
  "rh-null-dotnet",
  "rb-quiet-cicd",
  // already in progress when the window opens
  "ip-to-pg-stmt",
  "ip-dep-breaker",
  "ip-rl-github",
  "ip-disk-flood",
  "ip-dep-s3-fixed",
];

let dir = "";
let labels: RobustLabel[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "logdx-robust-"));
  labels = generate(dir, { ids: IDS, maxLines: 3000 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function diagnoseFile(file: string) {
  const rl = createInterface({ input: createReadStream(join(dir, file), "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  return diagnoseLines(rl);
}

describe("robustness scenarios (generated, unlike the dev set)", () => {
  test("every chosen scenario is generated and small", () => {
    expect(labels.map((l) => l.id).sort()).toEqual([...IDS].sort());
  });

  test.each(IDS.filter((id) => !id.includes("quiet")))("%s: origin and category", async (id) => {
    const l = labels.find((x) => x.id === id);
    if (!l) throw new Error(`scenario ${id} not generated`);
    const r = await diagnoseFile(l.file);
    expect(analysisResultSchema.safeParse(r).success).toBe(true);
    expect({ origin: r.rootCause.service.toLowerCase(), category: r.rootCause.category }).toEqual({
      origin: l.originService?.toLowerCase(),
      category: l.category,
    });
    expect(["medium", "high", "critical"]).toContain(r.severity);
  });

  test("rb-quiet-cicd: no false alarm", async () => {
    const l = labels.find((x) => x.id === "rb-quiet-cicd");
    if (!l) throw new Error("quiet scenario not generated");
    const r = await diagnoseFile(l.file);
    expect(analysisResultSchema.safeParse(r).success).toBe(true);
    expect(["info", "low"]).toContain(r.severity);
  });
});

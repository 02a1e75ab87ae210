// Golden test over the incident dev set (../shared/data/incidents): origin service and category
// per labels.json, and no false alarm on the quiet windows. Wording is not asserted.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { expect, test } from "@jest/globals";
import { diagnoseLines } from "../../../shared/diagnosis/index.js";
import { analysisResultSchema } from "../../../shared/domain/analysis-result.schema.js";
import { describeWithData, SHARED_DATA } from "../../support/shared-data.js";

const dir = join(SHARED_DATA, "incidents");
const describeIncidents = describeWithData("incidents");

interface Label {
  id: string;
  file: string;
  isIncident: boolean;
  originService: string | null;
  category: string | null;
}

const labels = (existsSync(dir) ? JSON.parse(readFileSync(join(dir, "labels.json"), "utf8")) : []) as Label[];

async function diagnoseFile(file: string) {
  const rl = createInterface({ input: createReadStream(join(dir, file), "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  return diagnoseLines(rl);
}

describeIncidents("incident dev set", () => {
  test("has incidents and quiet windows to check", () => {
    expect(labels.filter((l) => l.isIncident).length).toBeGreaterThanOrEqual(10);
    expect(labels.filter((l) => !l.isIncident).length).toBeGreaterThanOrEqual(1);
  });

  test.each(labels.filter((l) => l.isIncident).map((l) => [l.id, l] as const))(
    "%s: origin and category",
    async (_id, l) => {
      const r = await diagnoseFile(l.file);
      expect(analysisResultSchema.safeParse(r).success).toBe(true);
      expect({ origin: r.rootCause.service.toLowerCase(), category: r.rootCause.category }).toEqual({
        origin: l.originService?.toLowerCase(),
        category: l.category,
      });
      expect(["medium", "high", "critical"]).toContain(r.severity);
      const flagged = r.timeline.filter((e) => e.isRootCause);
      expect(flagged.length).toBeGreaterThan(0);
      expect(flagged.every((e) => e.service === r.rootCause.service)).toBe(true);
    },
  );

  test.each(labels.filter((l) => !l.isIncident).map((l) => [l.id, l] as const))(
    "%s: no false alarm",
    async (_id, l) => {
      const r = await diagnoseFile(l.file);
      expect(analysisResultSchema.safeParse(r).success).toBe(true);
      expect(["info", "low"]).toContain(r.severity);
    },
  );
});

import { expect, test } from "@jest/globals";
import fc from "fast-check";
import { createDiagnosisSession } from "../../../shared/diagnosis/index.js";
import { analysisResultSchema } from "../../../shared/domain/analysis-result.schema.js";

function run(lines: string[]) {
  const s = createDiagnosisSession();
  for (const l of lines) s.pushLine(l);
  const r = s.finish();
  const e = s.evidence();
  return { r, e };
}

const jsonish = fc.oneof(
  fc.json(),
  fc
    .record({
      timestamp: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.integer(),
        fc.string(),
      ),
      service: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
      level: fc.oneof(fc.constantFrom("error", "WARN", "info", "bogus"), fc.integer()),
      message: fc.oneof(fc.string(), fc.constant({ nested: true })),
    })
    .map((o) => JSON.stringify(o)),
);
const line = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  jsonish,
  fc.constantFrom("{", "}{", "a=b", "ts= level=", "x-1 | "),
);

test("any input yields a schema-valid result and never throws", () => {
  fc.assert(
    fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
      const { r, e } = run(lines);
      expect(analysisResultSchema.safeParse(r).success).toBe(true);
      expect(r.logsScanned).toBe(lines.length);
      expect(Array.isArray(e.templates)).toBe(true);
    }),
    { numRuns: 150 },
  );
});

test("empty input, random bytes and a 1 MB line", () => {
  expect(analysisResultSchema.safeParse(run([]).r).success).toBe(true);
  const bytes = Buffer.alloc(4096);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256;
  expect(analysisResultSchema.safeParse(run(bytes.toString("latin1").split("\n")).r).success).toBe(true);
  const big = `2026-01-01T00:00:00Z ERROR ${"x".repeat(1 << 20)}`;
  const { r } = run([big, `{"message":"${"y".repeat(1 << 20)}"`]);
  expect(analysisResultSchema.safeParse(r).success).toBe(true);
});

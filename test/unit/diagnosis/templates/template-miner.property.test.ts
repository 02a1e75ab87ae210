import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { maskMessage, TemplateMiner } from "../../../../shared/diagnosis/templates/index.js";

describe("TemplateMiner on any input", () => {
  it("never throws and every id answers a template covering its line's token count", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.stringMatching(/^[\w .:=/<>*"-]{0,80}$/))),
        (lines) => {
          const miner = new TemplateMiner({ maxClusters: 1000 });
          for (const line of lines) {
            const id = miner.add(line);
            expect(id).toMatch(/^T\d+$/);
            const template = miner.template(id);
            const masked = maskMessage(line);
            expect(template.split(" ").length).toBe(masked.split(" ").length);
          }
          const total = miner.clusters().reduce((n, c) => n + c.count, 0);
          expect(total).toBe(lines.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("takes random bytes, the empty line and a 1 MB line", () => {
    const miner = new TemplateMiner();
    const bytes = new Uint8Array(4096).map((_, i) => (i * 131 + 7) % 256);
    const lines = ["", " ", new TextDecoder().decode(bytes), "x".repeat(1 << 20), `${"a=1 ".repeat(200_000)}end`];
    for (const line of lines) {
      const id = miner.add(line);
      expect(typeof miner.template(id)).toBe("string");
    }
    expect(miner.template(miner.add(""))).toBe("");
  });

  it("round-trips: a line added twice lands in the same cluster", () => {
    fc.assert(
      fc.property(fc.string(), (line) => {
        const miner = new TemplateMiner();
        const a = miner.add(line);
        const b = miner.add(line);
        expect(miner.resolve(a)).toBe(miner.resolve(b));
      }),
    );
  });
});

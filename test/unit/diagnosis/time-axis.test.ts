// The shared time axis: bounded bins whose width follows the span of the data, whatever its order.
import { describe, expect, test } from "@jest/globals";
import { createDiagnosisSession } from "../../../shared/diagnosis/index.js";
import { BINS, TimeAxis } from "../../../shared/diagnosis/time-axis.js";
import { hotelIncidentLines } from "../../fixtures/incidents/hotel-incident.js";

const T0 = Date.parse("2026-05-14T07:40:00Z");

function axisOver(stamps: number[]) {
  const axis = new TimeAxis();
  const series = axis.newSeries();
  for (const ts of stamps) series[axis.bin(ts)]++;
  return { axis, series };
}

describe("time axis", () => {
  const stamps = Array.from({ length: 1800 }, (_, i) => T0 + i * 1000); // 30 minutes, one a second

  test("the width is the smallest doubling that holds the span", () => {
    const { axis, series } = axisOver(stamps);
    expect(axis.width).toBe(8000); // 1800 s over 256 bins needs 7.03 s
    expect(series.reduce((a, b) => a + b, 0)).toBe(1800);
  });

  test("newest-first input gets the same bins as oldest-first (no runaway widening)", () => {
    const forward = axisOver(stamps);
    const backward = axisOver([...stamps].reverse());
    expect(backward.axis.width).toBe(forward.axis.width);
    expect(backward.axis.origin).toBe(forward.axis.origin);
    expect(Array.from(backward.series)).toEqual(Array.from(forward.series));
  });

  test("every timestamp lands inside the axis", () => {
    const { axis } = axisOver([T0, T0 - 3_600_000, T0 + 86_400_000]);
    expect(axis.binStart(0)).toBeLessThanOrEqual(T0 - 3_600_000);
    expect(axis.binStart(BINS - 1) + axis.width).toBeGreaterThan(T0 + 86_400_000);
  });
});

describe("order of input", () => {
  test("a diagnosis read newest-first (as connectors page) equals the one read oldest-first", () => {
    const end = T0 + 3_600_000;
    const lines = hotelIncidentLines(end).sort((a, b) => a.timestamp - b.timestamp);
    const run = (order: typeof lines) => {
      const s = createDiagnosisSession({ windowStart: end - 30 * 60_000, windowEnd: end });
      for (const l of order) s.pushRecord({ ...l, attributes: {} });
      return s.finish();
    };
    const oldestFirst = run(lines);
    const newestFirst = run([...lines].reverse());
    expect(oldestFirst.rootCause).toMatchObject({ service: "room-inventory", category: "database" });
    expect({ ...newestFirst.rootCause, severity: newestFirst.severity }).toEqual({
      ...oldestFirst.rootCause,
      severity: oldestFirst.severity,
    });
  });
});

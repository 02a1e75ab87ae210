import { describe, expect, it } from "@jest/globals";
import { SEVERITIES } from "../../../shared/domain/analysis-vocabulary.js";
import { CHANNEL_SEVERITIES, reachesThreshold } from "../../../shared/domain/notification-vocabulary.js";

describe("threshold routing (critical > high > medium > low; info never)", () => {
  it("a diagnosis reaches every channel whose threshold is at or below its severity", () => {
    const table = Object.fromEntries(
      SEVERITIES.map((s) => [s, CHANNEL_SEVERITIES.filter((t) => reachesThreshold(s, t))]),
    );
    expect(table).toEqual({
      critical: ["critical", "high", "medium", "low"],
      high: ["high", "medium", "low"],
      medium: ["medium", "low"],
      low: ["low"],
      info: [],
    });
  });
});

// Accuracy regression on real Loghub-2k content: floors a little under what the bench measures.
import { expect, it } from "@jest/globals";
import { evaluateSystem } from "../../../bench/engine-loghub.js";
import { describeWithData } from "../../../support/shared-data.js";

describeWithData("loghub2k")("template mining accuracy on Loghub-2k", () => {
  it.each([
    ["OpenSSH", 0.97, 0.95],
    ["Linux", 0.85, 0.6],
    ["Proxifier", 0.97, 0.5],
    ["Zookeeper", 0.97, 0.6],
  ])("%s: group accuracy and parsing accuracy stay above their floors", (system, gaFloor, paFloor) => {
    const report = evaluateSystem(system);
    expect(report.content.ga).toBeGreaterThanOrEqual(gaFloor);
    expect(report.content.pa).toBeGreaterThanOrEqual(paFloor);
  });
});

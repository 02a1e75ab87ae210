// Real OpenStack bug injections (../shared/data/openstack-faults) where nova-compute logs its traceback once and the
// request ids trace it from the API that failed on it: one failure alone is what changed, and stays an incident however
// small a share of the service's work it was (an episode beside the work needs more than one failure line).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@jest/globals";
import { diagnoseLines } from "../../../shared/diagnosis/index.js";
import { describeWithData, SHARED_DATA } from "../../support/shared-data.js";

const cases = join(SHARED_DATA, "openstack-faults", "cases");

describeWithData("openstack-faults")("a lone traced traceback in real OpenStack logs", () => {
  test.each(["nova-Test_34", "nova-Test_333", "nova-Test_402"])("%s raises an alarm at nova-compute", async (id) => {
    const lines = readFileSync(join(cases, `${id}.jsonl`), "utf8")
      .split("\n")
      .filter(Boolean);
    const r = await diagnoseLines(lines);
    expect(r.rootCause.service).toBe("nova-compute");
    expect(["medium", "high", "critical"]).toContain(r.severity);
  });
});

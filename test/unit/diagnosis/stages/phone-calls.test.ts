// A phone call the far end answered busy, declined or unallocated is the callee's answer, not our failure; a carrier
// failing the call (503, Q.850 cause 38) and a call of ours to a service are no such answer.
import { expect, test } from "@jest/globals";
import { refusesOutsider } from "../../../../shared/diagnosis/refusals.js";

test.each([
  ["call failed dst=+13121241110 carrier=carrier-d sip_status=486 Busy Here account=AC7fe11717", true],
  ["INVITE ci=3775c149 final 404 Not Found from carrier-b (Q.850 cause 1 unallocated number) to=+44207056308", true],
  ["sofia/external/+16469197116 Hangup [CS_CONSUME_MEDIA] [NO_USER_RESPONSE]", true],
  ["INVITE to carrier-b failed: 503 Service Unavailable (Q.850 cause 38 network out of order)", false],
  ["call to billing-api failed: 486 requests queued", false],
])("%s is the far end's answer: %s", (message, answered) => {
  expect(refusesOutsider(message)).toBe(answered);
});

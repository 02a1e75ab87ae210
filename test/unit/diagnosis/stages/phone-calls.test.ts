// A phone call the far end answered busy, declined or unallocated is the callee's answer, not our failure; so are a
// payer's reject of a claim, a patient who never joined and a carrier's refusal of a text. A carrier failing the call
// (503, Q.850 cause 38), a switch timing out and a call of ours to a service are no such answer.
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

test.each([
  ["B1 claim rx=2392158 BIN=004336 -> REJECTED 79 (Refill Too Soon) next_fill_date=2026-10-12", true],
  ["booking for M218480445 cannot use insurance: coverage inactive - offered self-pay $79.00", true],
  ["appointment A-93430359 ended as NO_SHOW (patient never connected)", true],
  ['status callback SM46fc: undelivered errorCode=30005 carrier="Visible"', true],
  ["B1 claim rx=2392158 -> switch timeout after 30s, claim not adjudicated", false],
])("%s is a payer's, a patient's or a carrier's answer: %s", (message, answered) => {
  expect(refusesOutsider(message)).toBe(answered);
});

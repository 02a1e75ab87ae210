// A caller names the service that answered it with a server error by the shortest word it has for it: a name part no
// other service holds, or a whole name too short to be told from a word anywhere else.
import { expect, test } from "@jest/globals";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";

const estate = ["mbr-portal", "pay-billing-core", "pay-card-vault", "plat-sso", "rip", "imposition", "proofs"];

test.each([
  ["Dues payment page degraded: billing returned 502 Bad Gateway", "mbr-portal", ["pay-billing-core"]],
  ["release of PR-4410 failed: rip returned HTTP 500, plate-ready event not sent", "imposition", ["rip"]],
  ["proof render failed for PR-4410: rip answered 500 Internal Server Error", "proofs", ["rip"]],
  ["vault responded with status 503 while tokenising card", "pay-billing-core", ["pay-card-vault"]],
])("%s names the callee", (message, self, names) => {
  expect(new ServiceMatcher(estate).find(message, self)).toEqual(names);
});

test.each([
  // a word said without a server's answer, a client's refusal, a part two services share, a part that says what a
  // service is rather than which
  ["billing run for March started, rip of 14 plates queued", "mbr-portal"],
  ["billing returned 404 for member M1194", "mbr-portal"],
  ["card-vault: pay returned 500", "mbr-portal"],
  ["core returned 500 Internal Server Error", "mbr-portal"],
])("%s names no callee", (message, self) => {
  expect(new ServiceMatcher(estate).find(message, self)).toEqual([]);
});

// A platform's refusals of what its users send (a push its repository's rules refuse, a merge conflict, a spam ring's
// proposals) are the users' to fix; a sender pruning dead tokens and endpoints, or a store's grace period, carries on.
import { expect, test } from "@jest/globals";
import { saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { refusesOutsider } from "../../../../shared/diagnosis/refusals.js";

test.each([
  ["pre-receive hook declined push to infra/live refs/heads/main: protected branch, force-push not allowed", true],
  ["push rejected by secret detection: AWS access key found in 21273284 (editor/desktop, scripts/deploy.sh)", true],
  ["mergeability check failed for !7978 (backend/sync): CONFLICT (content): Merge conflict in package-lock.json", true],
  ["push to infra/live failed: 500 Internal Server Error from gitaly", false],
])("%s refuses a user's push or merge: %s", (message, refused) => {
  expect(refusesOutsider(message)).toBe(refused);
});

test("a proxy caching an upstream's 404 carries on", () => {
  expect(
    saysHowItCopes(
      "proxy npm-remote: upstream https://registry.npmjs.org/x/-/x-1.0.0.tgz returned 404, caching negative result",
    ),
  ).toBe(true);
  expect(saysHowItCopes("proxy npm-remote: upstream https://registry.npmjs.org/x/-/x-1.0.0.tgz returned 502")).toBe(
    false,
  );
});

test.each([
  ["proposal rejected by spam filter: account u_8994786 sent 72 near-identical proposals in 10m", true],
  ["POST /v2/challenges/join 422 - activity rejected by plausibility check", true],
  ["proposal rejected: spam filter unavailable (connection refused)", false],
])("%s is an abuse guard turning a submission away: %s", (message, refused) => {
  expect(refusesOutsider(message)).toBe(refused);
});

test.each([
  ["token=8ae566e4… not registered, removed from topic weather-alerts", true],
  ["Delivery to whk_54ae7a failed: 410 Gone (subscription endpoint removed), subscription disabled", true],
  ["Renewal failed for acct_32fa2c8508: billing issue (card expired), grace period until 2026-10-17", true],
  ["Delivery to whk_54ae7a failed: 503 Service Unavailable", false],
])("%s says how the sender carries on: %s", (message, copes) => {
  expect(saysHowItCopes(message)).toBe(copes);
});

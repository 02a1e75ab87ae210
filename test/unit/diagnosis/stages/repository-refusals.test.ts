// A developer platform's refusals of what its users push (a protected branch, a secret in a commit, a merge conflict)
// are the users' to fix; a package proxy caching an upstream's 404 carries on; neither is the platform failing.
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

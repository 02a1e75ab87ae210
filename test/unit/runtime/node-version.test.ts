// The npm scripts (tests included) run on the Lambda runtime's major whatever the system's node is: the pinned `node`
// dev dependency puts its binary first on their PATH, and `engines` says the same major.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@jest/globals";
import { BUNDLE_TARGET } from "../../../lib/functions/bundling.js";
import { REPO_ROOT } from "../../../lib/functions/logdx-function.js";

const lambdaMajor = BUNDLE_TARGET.replace("node", "");
const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8"));

test("tests run on the Lambda runtime's Node major, which engines and the node dev dependency name", () => {
  expect(process.versions.node.split(".")[0]).toBe(lambdaMajor);
  expect(pkg.engines.node).toBe(`>=${lambdaMajor}`);
  expect(pkg.devDependencies.node).toMatch(new RegExp(`^${lambdaMajor}\\.\\d+\\.\\d+$`));
});

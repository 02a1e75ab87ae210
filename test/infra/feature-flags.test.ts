// The app synthesises with every feature flag aws-cdk-lib recommends for a new project, in `npm run synth` and in
// the tests alike (they come from lib/app.ts, not from cdk.json).
import { CURRENTLY_RECOMMENDED_FLAGS } from "aws-cdk-lib/cx-api";
import { buildApp, FLAG_OVERRIDES } from "../../lib/app.js";
import { SKIP_BUNDLING } from "./support.js";

test("every recommended feature flag is set to its recommended value, but the overrides with a reason", () => {
  const { app } = buildApp({ routes: [], workers: [], nag: false, context: SKIP_BUNDLING });
  const flags = Object.entries({ ...CURRENTLY_RECOMMENDED_FLAGS, ...FLAG_OVERRIDES });
  expect(flags.length).toBeGreaterThan(50);
  const off = flags.filter(([flag, value]) => JSON.stringify(app.node.tryGetContext(flag)) !== JSON.stringify(value));
  expect(off).toEqual([]);
});

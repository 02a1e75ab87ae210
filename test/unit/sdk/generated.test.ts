// The SDK's generated sources match the route table: a route added, changed or removed without rebuilding fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@jest/globals";
import { sdkBundleSize } from "../../../scripts/build.mjs";
import { generatedDir, generateSdkSources } from "../../../sdk/scripts/generate.mjs";
import { buildOpenApiDocument } from "../../../shared/http/openapi.js";
import { routes } from "../../../shared/routes/table.js";

test("sdk/src/generated is what the current route table generates (npm run build rewrites it)", async () => {
  const files = await generateSdkSources(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  for (const [name, text] of Object.entries(files)) expect(readFileSync(join(generatedDir, name), "utf8")).toBe(text);
});

test("every authenticated route that is not an alias is an SDK operation", async () => {
  const { OPERATIONS } = await import("../../../sdk/src/generated/operations.js");
  const expected = routes.filter((r) => r.scope !== "public" && !r.aliasOf).map((r) => r.id);
  expect(Object.keys(OPERATIONS).sort()).toEqual(expected.sort());
});

test("the minified browser bundle stays within 12 kB gzip", () => {
  expect(sdkBundleSize().gzip).toBeLessThanOrEqual(12 * 1024);
});

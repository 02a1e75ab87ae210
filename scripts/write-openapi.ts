// `npm run openapi`: rewrites docs/openapi.json from the route table (a test fails when it is stale).
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocument } from "../shared/http/openapi.js";

export const openApiPath = join(dirname(fileURLToPath(import.meta.url)), "..", "docs", "openapi.json");
export const renderOpenApi = () => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(openApiPath, renderOpenApi());
  console.log(`wrote ${openApiPath}`);
}

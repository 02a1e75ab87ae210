import { readFileSync } from "node:fs";
import { describe, expect, it } from "@jest/globals";
import { openApiPath, renderOpenApi } from "../../../scripts/write-openapi.js";
import { routes } from "../../../shared/routes/table.js";

describe("OpenAPI document", () => {
  it("docs/openapi.json is up to date (run `npm run openapi` after changing routes or schemas)", () => {
    expect(readFileSync(openApiPath, "utf8")).toBe(renderOpenApi());
  });

  it("documents every route of the table", () => {
    const doc = JSON.parse(renderOpenApi());
    expect(doc.openapi).toBe("3.1.0");
    for (const r of routes) {
      expect([r.id, doc.paths[r.path]?.[r.method.toLowerCase()]?.operationId]).toEqual([r.id, r.id]);
    }
  });
});

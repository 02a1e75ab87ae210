import { describe, expect, it } from "@jest/globals";
import { routes } from "../../../shared/routes/table.js";
import { createRouter } from "../../../shared/runtime/router.js";

const match = createRouter(routes);

describe("router", () => {
  it("matches methods and params from the route table", () => {
    expect(match("GET", "/v1/config/projects")?.route.id).toBe("projects.list");
    expect(match("PUT", "/v1/config/projects/abc")).toMatchObject({
      route: { id: "projects.update" },
      params: { id: "abc" },
    });
    expect(match("GET", "/v1/config/projects/my-slug/stats")?.params).toEqual({ slug: "my-slug" });
    expect(match("DELETE", "/v1/projects/a%20b")?.params).toEqual({ id: "a b" });
    expect(match("DELETE", "/v1/projects/%E0%A4%A")?.params).toEqual({ id: "%E0%A4%A" });
  });

  it("returns nothing for unknown paths and methods", () => {
    expect(match("PATCH", "/v1/config/projects")).toBeUndefined();
    expect(match("GET", "/v1/config/projects/a/b/c")).toBeUndefined();
    expect(match("GET", "/")).toBeUndefined();
  });

  it("has no two routes with the same method and path, and unique ids", () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
  });
});

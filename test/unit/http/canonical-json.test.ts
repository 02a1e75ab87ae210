import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { canonicalJson } from "../../../shared/http/canonical-json.js";
import { fingerprint, operationOf } from "../../../shared/http/idempotency.js";

describe("canonical JSON and fingerprints", () => {
  it("ignores key order and whitespace, not values", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(fingerprint("POST", "/p", '{"a":1,"b":2}')).toBe(fingerprint("POST", "/p", '{ "b": 2,\n"a": 1 }'));
    expect(fingerprint("POST", "/p", '{"a":1}')).not.toBe(fingerprint("POST", "/p", '{"a":2}'));
    expect(fingerprint("POST", "/p", '{"a":1}')).not.toBe(fingerprint("POST", "/q", '{"a":1}'));
    // the body parser reads an empty body as {}: one request, one fingerprint
    expect(fingerprint("POST", "/p", "")).toBe(fingerprint("POST", "/p", " {} "));
    expect(fingerprint("POST", "/p", "")).not.toBe(fingerprint("POST", "/p", "[]"));
    expect(fingerprint("POST", "/p", "{not json")).not.toBe(fingerprint("POST", "/p", "{not json!"));
  });

  it("names the operation by route (aliases folded in) and path parameters, not by the URL", () => {
    const canonical = { id: "projects.create" };
    const alias = { id: "projects.createAlias", aliasOf: "projects.create" };
    expect(operationOf(alias, {})).toBe(operationOf(canonical, {}));
    const followup = { id: "analyses.followup" };
    expect(operationOf(followup, { id: "a" })).not.toBe(operationOf(followup, { id: "b" }));
    expect(operationOf(followup, { id: "a", x: "1" })).toBe(operationOf(followup, { x: "1", id: "a" }));
  });

  it("round-trips: canonical JSON parses back to the same value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it("survives absurd nesting (falls back to the raw text)", () => {
    const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    expect(fingerprint("POST", "/p", deep)).toMatch(/^[0-9a-f]{64}$/);
  });
});

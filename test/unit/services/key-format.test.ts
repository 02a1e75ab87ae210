import { describe, expect, it } from "@jest/globals";
import { hashKey, keyFormat, keyHint, mintKey } from "../../../shared/domain/api-key-format.js";
import { isValidSlug, slugify } from "../../../shared/services/slug.js";

describe("API key material", () => {
  it("mints keys of each kind that parse back to that kind", () => {
    for (const kind of ["org", "secret", "public"] as const) {
      const key = mintKey(kind);
      expect(keyFormat(key)).toEqual({ format: "prefixed", kind });
      expect(keyHint(key).endsWith("…")).toBe(true);
      expect(key).not.toBe(mintKey(kind));
    }
    expect(hashKey("a")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("recognises legacy hex keys (32–64) and rejects everything else", () => {
    expect(keyFormat("a".repeat(32))).toEqual({ format: "legacy" });
    expect(keyFormat("A1".repeat(32))).toEqual({ format: "legacy" });
    for (const bad of [
      "a".repeat(31),
      "a".repeat(65),
      "g".repeat(40),
      "svc_secret_",
      "svc_pub_abc",
      "svc_org_!!!!!!!!!!!!!!!!!!!!!!!!!",
      "",
    ]) {
      expect([bad, keyFormat(bad)]).toEqual([bad, undefined]);
    }
  });
});

describe("slugs", () => {
  it("slugifies names and validates the pattern", () => {
    expect(slugify("My Shop API!")).toBe("my-shop-api");
    expect(slugify("Café  Über")).toBe("cafe-uber");
    expect(slugify("!!!")).toBe("");
    expect(isValidSlug("ok-1")).toBe(true);
    expect(isValidSlug("Not OK")).toBe(false);
    expect(isValidSlug("")).toBe(false);
  });
});

import { gzipSync } from "node:zlib";
import { describe, expect, test } from "@jest/globals";
import { sniffInput } from "../../../shared/diagnosis/input-kind.js";

const text = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));

describe("what an input's first bytes say it is", () => {
  test("log text, UTF-8 included, is text", () => {
    expect(sniffInput(text("2024-03-05 ERROR ünïcødé → ok\n"))).toEqual({ kind: "text", encoding: "utf-8" });
  });

  test("gzip is read through; other archives are named", () => {
    expect(sniffInput(gzipSync("x"))).toEqual({ kind: "gzip" });
    const zstd = sniffInput(new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 1, 2]));
    expect(zstd).toEqual({ kind: "unsupported", reason: expect.stringContaining("zstd") });
  });

  test("UTF-16 with a byte-order mark is text in that encoding", () => {
    expect(sniffInput(new Uint8Array([0xff, 0xfe, 0x41, 0]))).toEqual({ kind: "text", encoding: "utf-16le" });
  });

  test("random bytes are refused, with a reason", () => {
    // fixed pseudo-random bytes (Knuth's multiplicative hash): no magic number by chance
    const noise = Uint8Array.from({ length: 4096 }, (_, i) => (Math.imul(i + 1, 2654435761) >>> 24) & 0xff);
    const r = sniffInput(noise);
    expect(r.kind).toBe("unsupported");
  });

  test("a NUL run left by copytruncate before the text is no reason to refuse", () => {
    const padded = new Uint8Array([...new Uint8Array(5000), ...text("2024-03-05 ERROR x\n")]);
    expect(sniffInput(padded)).toEqual({ kind: "text", encoding: "utf-8" });
    expect(sniffInput(text("ok\u0000then binary")).kind).toBe("unsupported");
  });
});

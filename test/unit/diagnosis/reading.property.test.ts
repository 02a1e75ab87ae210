// Properties of reading one line, over generated headers and hostile input: it never throws, levels
// and times are always valid, prose never gives a level, and long hostile lines finish (a regex that
// backtracks catastrophically would hang this file).
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { LogReader } from "../../../shared/diagnosis/log-reader.js";
import { parseLine } from "../../../shared/diagnosis/normalize.js";

const LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal"]);

const fragment = fc.oneof(
  fc.constantFrom(
    "2024-03-05 14:07:09,123",
    "14:07:09.123",
    "[main]",
    "ERROR",
    "WARN ",
    "[error]",
    "c.e.Foo#12",
    " - ",
    " : ",
    "|",
    "\t",
    "[req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11 a b]",
    '"GET / HTTP/1.1" 503',
    "<34>",
    "{",
    '"',
    "(",
    "]",
    "traceparent=00-",
  ),
  fc.string({ maxLength: 12 }),
);
const headerish = fc.array(fragment, { maxLength: 14 }).map((parts) => parts.join(" "));

describe("reading one line", () => {
  test("never throws; levels are engine names, times finite", () => {
    fc.assert(
      fc.property(fc.oneof(headerish, fc.string(), fc.json()), (line) => {
        const p = parseLine(line);
        expect(typeof p.message).toBe("string");
        if (p.level !== undefined) expect(LEVELS.has(p.level) || p.level === "unknown").toBe(true);
        if (p.timestamp !== undefined) expect(Number.isFinite(p.timestamp)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  test("prose after a timestamp never gives a level, whatever words it holds", () => {
    const words = fc.constantFrom(
      "retrying",
      "after",
      "error",
      "0",
      "errors",
      "failed",
      "warning",
      "info",
      "the",
      "fatal",
    );
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 8 }), (ws) => {
        const p = parseLine(`2024-03-05T14:07:09.123Z ${ws.join(" ")}`);
        expect(p.level).toBeUndefined();
        expect(p.message).toBe(ws.join(" "));
      }),
    );
  });

  test("every record starts at a distinct non-blank input line, and the first non-blank line starts one", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(headerish, fc.string({ maxLength: 40 })), { maxLength: 30 }), (lines) => {
        const firsts: number[] = [];
        const reader = new LogReader((_, origin) => firsts.push(origin.line));
        // text at both ends: "x |" alone is a compose prefix over an empty line, which holds no record
        for (const l of lines) reader.push(`x${l}x`);
        reader.flush();
        expect(new Set(firsts).size).toBe(firsts.length);
        for (const f of firsts) expect(lines[f - 1]).toBeDefined();
        if (lines.length > 0) expect(firsts).toContain(1);
      }),
    );
  });

  test.each([
    ["brackets", "(".repeat(60000)],
    ["open brackets with text", "[a".repeat(30000)],
    ["dotted words", "a.".repeat(30000)],
    ["request lines", '"GET '.repeat(12000)],
    ["digits", "1".repeat(60000)],
    ["spaces then text", `${" ".repeat(60000)}x`],
    ["logger-like token", `2024-03-05 14:07:09 ERROR ${"Ab".repeat(30000)}`],
    ["syslog-like", `Mar  5 14:07:09 ${"h".repeat(30000)} ${"p".repeat(30000)}`],
    ["keyed ids", "trace_id=".repeat(7000)],
  ])("a 60 kB line of %s is read", (_, line) => {
    const p = parseLine(line);
    expect(p.message.length).toBeGreaterThan(0);
  });
});

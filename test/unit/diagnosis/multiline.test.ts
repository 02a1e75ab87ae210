// Joining rules the layout fixtures do not show on their own: the prefixed-frame switch diagnosis uses,
// and what a record without a level is taken to be.
import { describe, expect, test } from "@jest/globals";
import type { LogRecord } from "../../../shared/diagnosis/log-record.js";
import { type AssemblerOptions, RecordAssembler } from "../../../shared/diagnosis/multiline.js";
import { parseLine } from "../../../shared/diagnosis/normalize.js";

function records(lines: string[], opts?: AssemblerOptions): LogRecord[] {
  const out: LogRecord[] = [];
  const a = new RecordAssembler((r) => out.push(r), opts);
  for (const l of lines) a.push(parseLine(l));
  a.flush();
  return out;
}

const oslo = [
  "2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager [req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11 a a] Failed",
  "2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager Traceback (most recent call last):",
  '2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager   File "/x.py", line 2, in f',
];

describe("joining records", () => {
  test("a traceback logged one frame per record is one record, or one per line when prefixed frames stay apart", () => {
    expect(records(oslo)).toHaveLength(1);
    const apart = records(oslo, { joinPrefixedFrames: false });
    expect(apart.map((r) => r.level)).toEqual(["error", "error", "error"]);
  });

  test("stack lines shipped as level-less records join their service's record even with prefixed frames apart", () => {
    const lines = [
      '{"timestamp":"2024-03-05T14:07:09.123Z","service":"api","level":"error","message":"lookup failed"}',
      '{"timestamp":"2024-03-05T14:07:09.123Z","service":"api","message":"java.lang.IllegalStateException: x"}',
      '{"timestamp":"2024-03-05T14:07:09.123Z","service":"api","message":"\\tat a.B.c(B.java:1)"}',
    ];
    const r = records(lines, { joinPrefixedFrames: false });
    expect(r).toHaveLength(1);
    expect(r[0].message).toContain("B.java:1");
  });

  test("without a level, an exception's first line makes an error; a lone frame or prose does not", () => {
    const r = records([
      '{"service":"a","message":"java.lang.OutOfMemoryError: Java heap space"}',
      '{"service":"b","message":"\\tat a.B.c(B.java:1)"}',
      '{"service":"c","message":"retrying after error, 0 errors so far"}',
    ]);
    expect(r.map((x) => [x.service, x.level])).toEqual([
      ["a", "error"],
      ["b", "unknown"],
      ["c", "unknown"],
    ]);
  });
});

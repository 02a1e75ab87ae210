// Every layout issue 11 lists, read from lines written to its documented pattern (fixtures.ts).
import { describe, expect, test } from "@jest/globals";
import { LogReader } from "../../../../shared/diagnosis/log-reader.js";
import type { LogRecord } from "../../../../shared/diagnosis/log-record.js";
import type { RecordOrigin } from "../../../../shared/diagnosis/multiline.js";
import { type ExpectedRecord, FIXTURES } from "./fixtures.js";

interface Read {
  record: LogRecord;
  origin: RecordOrigin;
  lines: number;
}

function read(lines: string[]): Read[] {
  const out: Read[] = [];
  const reader = new LogReader((record, origin) => out.push({ record, origin, lines: 0 }));
  for (const l of lines) reader.push(l);
  reader.flush();
  out.sort((a, b) => a.origin.line - b.origin.line);
  out.forEach((r, i) => {
    r.lines = (out[i + 1]?.origin.line ?? lines.length + 1) - r.origin.line;
  });
  return out;
}

function seen(r: Read): ExpectedRecord {
  return {
    level: r.record.level === "unknown" ? null : r.record.level,
    timestamp: r.origin.statedTime ? new Date(r.record.timestamp).toISOString() : null,
  };
}

describe.each(FIXTURES)("$name", ({ lines, records }) => {
  const got = read(lines);

  test("one record per logical record, levels and timestamps as the layout states them", () => {
    expect(got.map(seen)).toEqual(records.map((r) => ({ level: r.level, timestamp: r.timestamp })));
  });

  test("service, message, trace ids and joined lines", () => {
    records.forEach((want, i) => {
      const r = got[i];
      if (want.service !== undefined) expect(r.record.service).toBe(want.service);
      if (want.message !== undefined) expect(r.record.message).toContain(want.message);
      if (want.traceId !== undefined) expect(r.record.traceId).toBe(want.traceId);
      if (want.spanId !== undefined) expect(r.record.spanId).toBe(want.spanId);
      if (want.lines !== undefined) expect(r.lines).toBe(want.lines);
    });
  });
});

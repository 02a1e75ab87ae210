// Turns the scenario's records into one file: per-service clock skew, the names each service logs under, the
// decorations and stack-trace handling of shapes.ts, the collector's 16 KB cut, sorted by printed time.
import { type Format, levelField, nativeToken, type OuterRecord, renderRecord, type Sev } from "./formats.js";
import type { Rng } from "./rng.js";
import { decorate, LINE_DECOR, type Svc } from "./shapes.js";

export interface Rec {
  /** True time in ms. */
  t: number;
  svc: Svc;
  sev: Sev;
  msg: string;
  frames?: string[];
  /** Force the name it is logged under. */
  name?: string;
  /** Printed by the runtime itself (a panic, a JVM message): no logger decoration. */
  raw?: boolean;
  /** Goes to stderr (default: warn and above, and everything a Python logger prints). */
  stderr?: boolean;
  /** What the collector put in the level field when it differs (a raw stderr line it could not parse). */
  fieldSev?: Sev;
  /** Padded past 16 KB and cut by the collector. */
  huge?: boolean;
  trace?: string;
}

const CUT = 16384;

function pickName(rng: Rng, s: Svc): string {
  return s.names.length > 1 ? (rng.chance(0.55) ? s.names[0] : s.names[1]) : s.names[0];
}

export function renderStream(fmt: Format, recs: Rec[], rng: Rng, namespace: string): string[] {
  const outs: { ts: number; seq: number; r: OuterRecord }[] = [];
  let seq = 0;
  for (const rec of recs) {
    const s = rec.svc;
    const ts = rec.t + s.skew;
    const stderr =
      rec.stderr ?? (s.runtime === "python" || rec.sev === "warn" || rec.sev === "error" || rec.sev === "fatal");
    const name = rec.name ?? pickName(rng, s);
    let msg = rec.msg;
    if (rec.huge) {
      let pad = msg;
      while (pad.length < CUT + 200) pad += rng.hex(64);
      msg = pad;
    }
    const decor = rec.raw ? s.decor.filter((d) => LINE_DECOR.includes(d)) : s.decor;
    const wrap = (m: string, lineOnly: boolean) => {
      let out = m;
      for (const d of lineOnly ? decor.filter((x) => LINE_DECOR.includes(x)) : decor)
        out = decorate(d, s, rec.sev, out, ts, stderr);
      return out;
    };
    const level = levelField(fmt, s.style, rec.fieldSev ?? rec.sev);
    const nativeLevel =
      fmt === "gcp" && s.style !== "plain" && s.style !== "flat" ? nativeToken(s.style, rec.sev) : undefined;
    const base = { ts, name, pod: s.pod, namespace, level, nativeLevel, trace: rec.trace };
    const frames = rec.frames ?? [];
    if (!frames.length) {
      const full = wrap(msg, false);
      // the collector cuts the line it received, wrappers included
      const message = rec.huge ? `${full.slice(0, CUT)}...[truncated]` : full;
      outs.push({ ts, seq: seq++, r: { ...base, message } });
      continue;
    }
    const mode = s.stack === "field" && (fmt === "logfmt" || fmt === "compose") ? "inline" : s.stack;
    if (mode === "perFrame") {
      outs.push({ ts, seq: seq++, r: { ...base, message: wrap(msg, false) } });
      for (const f of frames) outs.push({ ts, seq: seq++, r: { ...base, message: wrap(f, true) } });
    } else if (mode === "literal") {
      outs.push({ ts, seq: seq++, r: { ...base, message: wrap(`${msg}\\n${frames.join("\\n")}`, false) } });
    } else {
      outs.push({
        ts,
        seq: seq++,
        r: { ...base, message: wrap(msg, false), cont: frames, stackField: mode === "field" },
      });
    }
  }
  outs.sort((a, b) => a.ts - b.ts || a.seq - b.seq);
  const width = Math.max(...outs.map((o) => o.r.name.length)) + 3;
  const lines: string[] = [];
  for (const o of outs) lines.push(...renderRecord(fmt, o.r, width));
  return lines;
}

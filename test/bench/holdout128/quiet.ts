// Normal noise of an estate (traffic, health checks, periodic jobs, the noisy service, domain noise, a rollout),
// and the twelve quiet windows that hold nothing else.
import { type Estate, healthLine } from "./estates.js";
import { entryNo, mrn } from "./ids.js";
import type { Rng } from "./rng.js";
import type { Level, LogEvent, Stream } from "./stream.js";

export interface BaselineOpts {
  linesTarget: number;
  silence: Map<string, number>; // service -> epoch ms from which its normal lines stop
}

const REF = /\b([A-Z0-9]{3}-\d{7}-\d|[A-F0-9]{10})\b/;

export function baseline(s: Stream, e: Estate, o: BaselineOpts): void {
  const r = s.rng;
  const live = (svc: string, t: number) => t < (o.silence.get(svc) ?? Number.POSITIVE_INFINITY);
  const trace = () => (e.traces ? r.hex(12) : undefined);
  const windowS = (s.end - s.start) / 1000;
  const totalW = e.flows.reduce((a, f) => a + f.weight, 0);
  const avgSteps = e.flows.reduce((a, f) => a + f.weight * f.steps.length, 0) / totalW;
  const flowsPerS = (o.linesTarget * 0.8) / windowS / avgSteps;
  // request traffic with a slow swell so the rate is not flat
  s.every(s.start, s.end, 0.5 / flowsPerS, 1.5 / flowsPerS, (t) => {
    let x = r.next() * totalW;
    const f = e.flows.find((fl) => {
      x -= fl.weight;
      return x <= 0;
    })!;
    const tr = trace();
    const out: LogEvent[] = [];
    let tt = t;
    for (const [svc, tpl] of f.steps) {
      if (!live(svc, tt)) break;
      out.push({ t: tt, svc, level: "info", msg: tpl(r), trace: tr });
      tt += r.int(4, 90);
    }
    return out;
  });
  for (const svc of e.health) {
    // probes keep passing: the process is up even when its work fails
    s.every(s.start, s.end, 9.5, 10.5, (t) => ({ t, svc, level: "info", msg: healthLine(e.services[svc], r) }));
  }
  const n = e.noisy;
  s.every(s.start, s.end, n.everyS[0], n.everyS[1], (t) => ({ t, svc: n.svc, level: n.level, msg: n.tpl(r) }));
  for (const b of e.background) {
    s.every(s.start, s.end, b.everyS[0], b.everyS[1], (t) => {
      if (!live(b.svc, t)) return null;
      const msg = b.tpl(r);
      const out: LogEvent[] = [{ t, svc: b.svc, level: b.level, msg }];
      if (b.follow) {
        const ref = msg.match(REF)?.[1] ?? entryNo(r);
        const ft = t + b.follow.afterS * 1000 + r.int(0, 4000);
        if (live(b.svc, ft)) out.push({ t: ft, svc: b.svc, level: b.follow.level, msg: b.follow.tpl(r, ref) });
      }
      return out;
    });
  }
}

/** An unrelated rollout or config reload of `svc` at time t. */
export function deployAt(s: Stream, e: Estate, svc: string, t: number): void {
  let tt = t;
  for (const [level, msg] of e.deploy(s.rng, svc)) {
    s.add({ t: tt, svc, level, msg });
    tt += s.rng.int(800, 9000);
  }
}

const ACK: Record<string, [string, (r: Rng) => string]> = {
  harbourline: [
    "ack-poller",
    (r) => `ACE response for ${entryNo(r)} pending ${r.int(240, 900)}s (month-end volume), still waiting`,
  ],
  nordfrakt: [
    "atlas-bridge",
    (r) => `IE428 for LRN=${r.hex(10).toUpperCase()} not received after ${r.int(240, 900)}s, polling again`,
  ],
  pacgate: ["filing-core", (r) => `ABI acknowledgement for ${entryNo(r)} delayed ${r.int(240, 900)}s, re-polling`],
  meridian: ["abi-connector", (r) => `no SO yet for ${entryNo(r)} after ${r.int(240, 900)}s; month-end backlog at CBP`],
};

export type QuietKind = "month-end" | "exam-wave" | "plain";

/** Extra harmless domain noise of a quiet window; returns the sentence for its label. */
export function quietExtras(s: Stream, e: Estate, kind: QuietKind): string {
  const r = s.rng;
  if (kind === "month-end") {
    const [svc, tpl] = ACK[e.key];
    s.every(s.start, s.end, 15, 45, (t) => ({ t, svc, level: "warn" as Level, msg: tpl(r) }));
    return `Month-end at ${e.company}: gateway acknowledgements arrive minutes late and are logged as warnings, but all arrive; nothing is broken.`;
  }
  if (kind === "exam-wave") {
    const svc =
      e.key === "nordfrakt"
        ? "atlas-bridge"
        : e.key === "harbourline"
          ? "ack-poller"
          : e.key === "pacgate"
            ? "exam-desk"
            : "abi-connector";
    const mid = s.start + (s.end - s.start) * 0.4;
    s.every(mid, mid + 240_000, 6, 20, (t) => ({
      t,
      svc,
      level: "info" as Level,
      msg:
        e.key === "nordfrakt"
          ? `IE460 control decision for MRN=${mrn(r)}: documentary check requested`
          : `hold placed on entry ${entryNo(r)}: exam ordered by port (${r.pick(["VACIS", "tailgate", "intensive", "CET"])})`,
    }));
    return `A vessel's worth of entries at ${e.company} is selected for exams and holds are logged, plus a routine rollout; nothing is broken.`;
  }
  return `An ordinary window at ${e.company}: traffic, the constant noisy errors, corrected rejects, late manifests and a rollout; nothing is broken.`;
}

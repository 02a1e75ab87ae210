// Quiet windows: only the plant's normal noise, some of it loud (shift change, a deploy, late suppliers).
import { bodyId } from "./estates.js";
import { loop, say, st } from "./incidents-a.js";
import { add, type Ctx, S } from "./stream.js";

export interface QuietSpec {
  estate: number;
  note: string;
  run: (c: Ctx) => void;
}

const shiftChange = (c: Ctx) => {
  const t = c.start;
  for (const ln of c.e.lines.slice(0, 4)) {
    const t1 = t + c.r.int(0, 20000);
    for (let i = 0; i < c.r.int(3, 8); i++)
      add(
        c,
        t1 + i * c.r.int(150, 600),
        "plc",
        "warn",
        `tag ns=3;s="${ln}_Shift"."Crew" quality=Bad_WaitingForInitialData`,
      );
    add(c, t1 + c.r.int(4000, 9000), "plc", "info", `subscription ${ln} recovered, all tags Good`);
  }
  add(
    c,
    t + 30000,
    "mes",
    "info",
    "shift B started: 412 operators logged in, 3 stations unmanned (covered by floaters)",
  );
  for (let i = 0; i < 4; i++) {
    const s1 = st(c);
    const ta = t + c.r.int(40000, 200000);
    add(c, ta, "andon", "warn", `andon pull ${s1} by operator (reason: help)`);
    add(c, ta + c.r.int(15000, 60000), "andon", "info", `andon ${s1} cleared after ${c.r.int(15, 60)}s, no line stop`);
  }
};

const deploy = (c: Ctx) => {
  const t = c.start;
  add(c, t, "mes", "info", `received SIGTERM, draining ${c.r.int(10, 40)} in-flight requests`);
  add(c, t + 4000, "mes", "info", `starting ${S(c, "mes")} v4.${c.r.int(10, 30)}.0 (build ${c.r.hex(7)})`);
  for (let i = 0; i < c.r.int(3, 7); i++) {
    const ti = t + 500 + i * c.r.int(300, 700);
    add(c, ti, "plc", "warn", `forward to ${S(c, "mes")} failed: connection refused, retry ${i + 1}/10 in 1s`);
  }
  add(c, t + 8000, "mes", "info", `ready in ${c.r.int(3000, 6000)}ms`);
  add(c, t + 8600, "plc", "info", `forward to ${S(c, "mes")} succeeded, flushed ${c.r.int(10, 60)} queued events`);
};

const suppliersLate = (c: Ctx) => {
  loop(c, c.start, 20000, (t) => {
    const sup = c.r.pick(c.e.suppliers);
    add(c, t, "edi", "warn", `ASN for DELJIT ${c.r.int(100000, 999999)} from ${sup} overdue by ${c.r.int(5, 50)}min`);
  });
  add(
    c,
    c.start + 60000,
    "edi",
    "info",
    `received DESADV batch from ${c.e.suppliers[0]}: 31 ASNs (resend), all matched`,
  );
};

const dustBurst = (c: Ctx) => {
  loop(c, c.start, 3000, (t) => {
    if (t > c.start + 240000) return;
    say(c, t, "vision", "warn", `REJECT body=${bodyId(c.r)} cam=roof defect=inclusion class=dust -> spot repair`);
  });
  add(c, c.start + 5000, "andon", "warn", "paint booth PT-2 door open alarm acknowledged by supervisor");
  add(c, c.start + 250000, "vision", "info", "dust reject rate back to baseline (1.8%)");
};

const agvBreak = (c: Ctx) => {
  loop(c, c.start, 2500, (t) => {
    if (t > c.start + 300000) return;
    add(
      c,
      t,
      "agv",
      "warn",
      `AGV-${c.r.int(1, 42)} paused: personnel detected in protective field (aisle ${c.r.pick(["A", "B", "C"])}${c.r.int(1, 9)}), resuming when clear`,
    );
  });
  add(c, c.start, "mes", "info", "break 2 started on all lines (30 min)");
};

const toolSwap = (c: Ctx) => {
  const tool = `NR-${c.r.int(100, 480)}`;
  loop(c, c.start, 9000, (t, i) => {
    if (i > 12) return;
    add(
      c,
      t,
      "torque",
      "error",
      `tightening ${c.r.int(100000, 999999)} NOK tool=${tool} angle=${c.r.int(400, 700)}deg above max 380deg -> body ${bodyId(c.r)} flagged for rework`,
    );
  });
  add(
    c,
    c.start + 130000,
    "torque",
    "info",
    `tool ${tool} replaced by maintenance (spare NR-${c.r.int(500, 599)}), calibration OK`,
  );
};

const KINDS = [shiftChange, deploy, suppliersLate, dustBurst, agvBreak, toolSwap];
const NOTES = [
  "shift change: PLC crew tags briefly Bad, a few andon pulls cleared, nothing stops.",
  "a planned MES rolling deploy: brief refused connections retried successfully by the PLC gateway.",
  "several suppliers' ASNs arrive late and one resends a batch; call-offs go out normally.",
  "a burst of dust rejects in paint after a booth door was left open, then back to baseline.",
  "during a break AGVs keep pausing for people in the aisles; all missions complete.",
  "one nutrunner throws repeated NOK results until maintenance swaps it; bodies go to rework as designed.",
];

export const QUIET: QuietSpec[] = Array.from({ length: 12 }, (_, i) => {
  const k = (i * 5) % 6;
  return { estate: i % 4, note: `Quiet window, ${NOTES[k]}`, run: KINDS[k] as (c: Ctx) => void };
});

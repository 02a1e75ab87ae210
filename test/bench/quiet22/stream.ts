// Builds one aggregated file: baseline traffic, periodic jobs, the noisy service, deprecations, retries that succeed,
// an unrelated deploy, the chosen noise kinds and maybe an incident; then clock skew, sorting and rendering.
import type { Estate } from "./estates.js";
import { type Format, type Rec, type RenderCtx, render } from "./formats.js";
import type { ICtx, Incident } from "./incidents.js";
import type { Kind, NCtx } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface FilePlan {
  estate: Estate;
  format: Format;
  start: number;
  durMs: number;
  kinds: Kind[];
  incident?: Incident;
  t0?: number;
  target: number;
}

const SEC = 1000;

/** retries that succeed, in each estate's words */
const RETRIES: Record<Estate["key"], ((r: Rng, t: number) => Rec[])[]> = {
  rail: [
    (r, t) => [
      {
        t,
        svc: "pis-publisher",
        level: "warn",
        msg: `push to display controller ${r.pick(["SHF-CTRL-2", "LDS-CTRL-1", "YRK-CTRL-3"])} failed: ETIMEDOUT, retry 1/3 in 500ms`,
      },
      { t: t + 700, svc: "pis-publisher", level: "info", msg: "push to display controller ok on retry 1" },
    ],
    (r, t) => [
      {
        t,
        svc: "gate-controller",
        level: "warn",
        msg: `${r.pick(["LDS", "YRK"])}-G${String(r.int(1, 14)).padStart(2, "0")} reader NFC field reset (anticollision), retrying read`,
      },
    ],
  ],
  ground: [
    (r, t) => [
      {
        t,
        svc: "archive-writer",
        level: "warn",
        msg: `object store PUT seg-${r.int(1000, 9999)}.parquet: SlowDown (503), retrying in 200ms (attempt 1/5)`,
      },
      { t: t + 450, svc: "archive-writer", level: "info", msg: "object store PUT ok after 1 retry" },
    ],
    (r, t) => [
      {
        t,
        svc: "station-monitor",
        level: "warn",
        msg: `SNMP get ${r.pick(["SVB-1", "TRM-1"])} LNA-A timeout, retry 1`,
      },
      { t: t + 1100, svc: "station-monitor", level: "info", msg: "SNMP get ok (retry 1)" },
    ],
  ],
  building: [
    (r, t) => [
      {
        t,
        svc: "bacnet-gateway",
        level: "warn",
        msg: `ReadProperty device ${r.int(4001, 4140)}: APDU timeout (3000ms), retry 1/3`,
      },
      { t: t + 3300, svc: "bacnet-gateway", level: "info", msg: "ReadProperty ok on retry 1" },
    ],
    (r, t) => [{ t, svc: "lighting-ctl", level: "warn", msg: `DALI line ${r.int(1, 8)} query collision, retrying` }],
  ],
};

/** an unrelated deploy or config reload of one service, in its runtime's words */
const DEPLOYS: Record<Estate["key"], { svc: string; lines: (r: Rng) => [number, Rec["level"], string][] }[]> = {
  rail: [
    {
      svc: "pis-publisher",
      lines: (r) => [
        [0, "info", "SIGTERM received, draining 3 websocket clients"],
        [4000, "info", `pis-publisher v2.${r.int(10, 30)}.${r.int(0, 9)} listening on :8080 (node v20.14.0)`],
      ],
    },
    {
      svc: "delay-attribution",
      lines: () => [[0, "info", "config reloaded from /etc/delay-attribution/reasons.yaml (2 codes added: QH, QI)"]],
    },
    {
      svc: "timetable-loader",
      lines: (r) => [
        [0, "info", `timetable-loader ${r.int(3, 4)}.${r.int(0, 9)}.0 starting (python 3.12.3)`],
        [1500, "info", "connected to schedule store, last VSTP offset 18871231"],
      ],
    },
  ],
  ground: [
    {
      svc: "station-monitor",
      lines: (r) => [
        [0, "info", `station-monitor v1.${r.int(4, 9)}.0 (go1.22.4) starting`],
        [800, "info", "loaded 4 stations, 12 SNMP targets"],
      ],
    },
    {
      svc: "archive-writer",
      lines: () => [[0, "info", "INFO archive_writer::config: reloaded retention policy (tm: 400d, events: 90d)"]],
    },
    { svc: "flight-dynamics", lines: () => [[0, "info", "config reload: drag model NRLMSISE-00 -> JB2008 for KST-4"]] },
  ],
  building: [
    {
      svc: "lighting-ctl",
      lines: (r) => [[0, "info", `lighting-ctl ${r.int(1, 2)}.${r.int(0, 9)}.${r.int(0, 9)} starting, 8 DALI lines`]],
    },
    {
      svc: "tenant-portal",
      lines: () => [
        [0, "info", "=> Booting Puma"],
        [600, "info", '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")'],
        [900, "info", "* Listening on http://0.0.0.0:3000"],
      ],
    },
    { svc: "energy-meter-sync", lines: () => [[0, "info", "config reloaded: tariff table 2026-Q3 (3 bands)"]] },
  ],
};

function pickChain(est: Estate, x: number): Estate["chains"][number] | undefined {
  let left = x;
  for (const c of est.chains) {
    left -= c.w;
    if (left < 0) return c;
  }
  return est.chains[0];
}

export function buildFile(p: FilePlan, r: Rng): string[] {
  const { estate: est } = p;
  const s = p.start;
  const e = s + p.durMs;
  const id = () => (est.traceIds ? r.hex(est.key === "ground" ? 16 : 12) : undefined);
  const nctx: NCtx = { r, s, e, id };
  const base: Rec[] = [];
  const extra: Rec[] = [];

  for (const tk of est.ticks)
    for (let t = s + r.next() * tk.every * SEC; t < e; t += tk.every * SEC * (0.9 + r.next() * 0.2))
      base.push(...tk.make(r, Math.round(t)));
  for (let t = s + r.next() * 3 * SEC; t < e; t += est.noisy.every * SEC * (0.4 + r.next() * 1.2))
    extra.push(...est.noisy.make(r, Math.round(t)));
  for (const d of est.deprecations)
    extra.push({ t: Math.round(s + r.next() * 40 * SEC), svc: d.svc, level: "warn", msg: d.msg });
  const retries = RETRIES[est.key];
  for (let i = r.int(4, 9); i > 0; i--) extra.push(...r.pick(retries)(r, Math.round(s + r.next() * p.durMs)));
  const anchor = p.t0 ?? s + p.durMs * (0.3 + r.next() * 0.4);
  const deploys = DEPLOYS[est.key].filter((d) => d.svc !== p.incident?.origin);
  const dep = r.pick(deploys);
  const dt = Math.round(Math.min(e - 5 * SEC, Math.max(s, anchor + (r.next() * 2 - 1) * 150 * SEC)));
  for (const [off, level, msg] of dep.lines(r)) extra.push({ t: dt + off, svc: dep.svc, level, msg });
  for (const dd of est.deprecations.filter((x) => x.svc === dep.svc))
    extra.push({ t: dt + 5000, svc: dep.svc, level: "warn", msg: dd.msg });
  for (const k of p.kinds) extra.push(...k.run(nctx, est));

  const inc: Rec[] = p.incident && p.t0 !== undefined ? p.incident.run({ ...nctx, t0: p.t0 } as ICtx) : [];

  // request traffic fills the rest of the target
  const other = base.length + extra.length + inc.length;
  const budget = Math.max(p.target - other, 900);
  const totalW = est.chains.reduce((a, c) => a + c.w, 0);
  const avg = est.chains.reduce((a, c) => a + c.w * c.run(r, 0, undefined).length, 0) / totalW;
  const gap = p.durMs / (budget / avg);
  for (let t = s + r.next() * gap; t < e; t += gap * (0.3 + r.next() * 1.4)) {
    const ch = pickChain(est, r.next() * totalW);
    if (ch) base.push(...ch.run(r, Math.round(t), id()));
  }

  let all = [...base, ...extra];
  if (p.incident && p.t0 !== undefined) {
    const t0 = p.t0;
    const mute = p.incident.mute;
    all = all.filter((x) => {
      const m = mute.find((mm) => mm.svc === x.svc && (!mm.match || mm.match.test(x.msg)));
      return !m || x.t < t0 || r.next() < m.keep;
    });
  }
  all.push(...inc);
  all = all.filter((x) => x.t >= s && x.t < e);

  // drop up to two services that nothing interesting happens in
  const used = new Set([...extra, ...inc].map((x) => x.svc));
  const spare = r.shuffle(est.services.filter((x) => !est.core.includes(x) && !used.has(x)));
  const drop = new Set(spare.slice(0, Math.min(r.int(0, 2), est.services.length - 8)));
  all = all.filter((x) => !drop.has(x.svc));

  const svcs = [...new Set(all.map((x) => x.svc))].sort();
  const skew: Record<string, number> = {};
  const hosts: Record<string, string> = {};
  for (const v of svcs) {
    skew[v] = r.int(-300, 300);
    hosts[v] = `${v}-${r.hex(9)}-${r.hex(5)}`;
  }
  const ctx: RenderCtx = { ns: est.ns, hosts, width: Math.max(...svcs.map((v) => v.length)) + 3 };
  const printed = all.map((x, i) => ({ x, i, pt: x.t + (skew[x.svc] ?? 0) }));
  printed.sort((a, b) => a.pt - b.pt || a.i - b.i);
  return printed.flatMap(({ x, pt }) => render(p.format, x, pt, ctx));
}

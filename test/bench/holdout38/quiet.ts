// The 12 quiet windows: short, low-traffic windows of a healthy estate with one or two alarming-looking but harmless
// items (a bot's 500, one slow query, a planned deploy's restart, a cron job's expected non-zero exit, one timeout
// that a retry fixes).
import { banner, callError, ESTATES, edgeLine, fill } from "./estates.js";
import type { Ev } from "./formats.js";
import { frame, skews } from "./incidents.js";
import type { Rng } from "./rng.js";
import { Stream } from "./stream.js";

const KINDS = ["bot500", "slowquery", "deploy", "cronexit", "retry"] as const;
type Kind = (typeof KINDS)[number];

const NOTES: Record<Kind, string> = {
  bot500: "quiet: a vulnerability scanner's malformed request gets one 500 with a traceback; everything else healthy",
  slowquery: "quiet: one slow-query warning during a report, no errors follow",
  deploy: "quiet: planned rolling deploy of one service (graceful shutdown, start-up banner), one 503 during the swap",
  cronexit: "quiet: a cron job exits non-zero as designed when there is nothing to do",
  retry: "quiet: a single call timeout, the retry succeeds",
};

export interface BuiltQuiet {
  evs: Ev[];
  note: string;
  company: string;
  ns: string;
}

export function buildQuiet(r: Rng, i: number): BuiltQuiet {
  const estate = ESTATES[i % ESTATES.length];
  const kinds: Kind[] = [KINDS[i % KINDS.length]];
  if (i >= 7) kinds.push(KINDS[(i + 2) % KINDS.length]);
  const span = r.int(120, 480) * 1000;
  const { W0, W1, rate } = frame(r, estate, span, r.int(300, 2600));
  const st = new Stream(r, estate);
  st.background({ W0, W1, rate, mute: new Set(), quietFrom: new Map() });
  const at = () => W0 + r.int(20, Math.max(21, span / 1000 - 20)) * 1000;
  const api = () => r.pick(st.apis);
  for (const k of kinds) {
    const t = at();
    const s = api();
    if (k === "bot500") {
      const trace = r.hex(12);
      st.add(
        t,
        s.name,
        "error",
        `unhandled error serving GET /cgi-bin/luci/;stok=/locale?form=country (user-agent "zgrab/0.x")`,
        [
          ...(s.lang === "python"
            ? [
                "Traceback (most recent call last):",
                "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xc0 in position 12: invalid start byte",
              ]
            : [
                `malformed percent-encoding in request target (client 45.${r.int(10, 250)}.${r.int(0, 255)}.${r.int(1, 254)})`,
              ]),
        ],
        trace,
      );
      st.add(
        t + 4,
        st.edge.name,
        "error",
        edgeLine("GET", "/cgi-bin/luci/;stok=/locale", s.name, 500, 5),
        undefined,
        trace,
      );
    } else if (k === "slowquery") {
      st.add(
        t,
        s.name,
        "warn",
        `slow query (${r.int(1800, 4200)} ms): SELECT date_trunc('day', created_at) AS d, count(*) FROM events WHERE created_at > now() - interval '90 days' GROUP BY 1 ORDER BY 1`,
      );
    } else if (k === "deploy") {
      st.add(t, s.name, "info", "Received SIGTERM, starting graceful shutdown (drain 10s)");
      st.add(t + 9800, s.name, "info", "graceful shutdown complete");
      for (const [j, b] of banner(s.lang, s.name, r).entries()) st.add(t + 14000 + j * 40, s.name, "info", b);
      st.add(
        t + 11000,
        st.edge.name,
        "warn",
        edgeLine("GET", fill(r, r.pick(s.paths)), s.name, 503, 1, "no healthy upstream"),
      );
    } else if (k === "cronexit") {
      const w = estate.job.svc;
      st.add(t, w, "info", "nightly-export: no new records since last run, nothing to export");
      st.add(t + 40, w, "warn", "nightly-export exited with status 2 (EX_NOTHING_TO_DO, expected when idle)");
    } else {
      const c = r.pick(st.apis.filter((x) => x !== s));
      const path = fill(r, r.pick(c.paths));
      st.add(t, s.name, "error", callError(s.lang, c.name, path, "timeout", 0));
      st.add(
        t + r.int(300, 900),
        s.name,
        "info",
        `retry of GET ${path} to ${c.name} succeeded (attempt 2/3, ${r.int(40, 300)}ms)`,
      );
    }
  }
  return {
    evs: st.finish(W0, W1, skews(r, estate)),
    note: kinds.map((k) => NOTES[k]).join("; "),
    company: estate.company,
    ns: estate.ns,
  };
}

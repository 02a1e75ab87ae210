// Disk, Northmoor: the retention job of vendor_pos_sync has been stuck since the night before, its spool
// volume creeps up and fills; POS batch uploads then fail with ENOSPC (and SQLite "database or disk is full"),
// terminals fall back to offline queues, and cashless_ledger notices batches stopped arriving.
import { emit, every } from "./ctx.js";
import { nmNginx } from "./estate-northmoor.js";
import { type Incident, onFlows } from "./incident-kit.js";
import { lay, reloadLines } from "./runtimes.js";
import { pyTrace } from "./stacks.js";
import type { Ctx, Ev } from "./types.js";

const O = "vendor_pos_sync";

function enospc(c: Ctx, t: number, term: string, batch: string): void {
  const r = c.rng;
  const path = `/var/spool/pos/batches/2026-06-20/${term}-${batch}.json`;
  const withTrace = r.chance(0.4);
  emit(
    c,
    t,
    O,
    "error",
    `failed to spool batch ${batch} from terminal ${term}: [Errno 28] No space left on device: '${path}'`,
    withTrace
      ? {
          stack: pyTrace(
            [
              ["/app/possync/api.py", 66, "receive_batch", "spool.write(batch_id, payload)"],
              ["/app/possync/spool.py", 38, "write", 'with open(tmp_path, "wb") as fh:'],
            ],
            `OSError: [Errno 28] No space left on device: '${path}.tmp'`,
          ),
        }
      : {},
  );
}

export const diskIncident: Incident = {
  category: "disk",
  estate: "northmoor",
  origin: O,
  hints: ["disk", "space", "storage", "device"],
  severity: "medium",
  note: "vendor_pos_sync's spool volume filled up because its retention job had been stuck since the night before, so POS batch uploads failed with ENOSPC and bar and food terminals fell back to offline queues.",
  noise: ["pos_offline", "card_declines"],
  build: (c, t0) => {
    const r = c.rng;
    const u0 = r.float(74, 82);
    const mine = new Set<Ev>();
    c.drop.push((ev) => ev.svc === O && ev.msg.startsWith("spool check:") && !mine.has(ev));
    emit(
      c,
      c.start + r.float(5000, 40000),
      O,
      "warn",
      "retention job skipped: lock /var/spool/pos/.retention.lock held by previous run (started 2026-06-19T23:00:02Z)",
    );
    every(c, O, 60000, (t) => {
      const pct = t < t0 ? Math.min(99, u0 + ((100 - u0) * (t - c.start)) / (t0 - c.start)) : 100;
      const pending = t < t0 ? r.int(2, 20) : r.int(30, 90) + Math.round((t - t0) / 4000);
      emit(
        c,
        t,
        O,
        pct >= 95 ? "error" : pct >= 85 ? "warn" : "info",
        `spool check: ${pending} batches pending upload, /var/spool/pos ${Math.floor(pct)}% used${pct >= 85 ? " (threshold 85%)" : ""}`,
      );
      const last = c.events[c.events.length - 1];
      if (last) mine.add(last);
    });
    emit(
      c,
      t0 - r.float(20000, 50000),
      O,
      "warn",
      `disk usage high on /var/spool/pos: ${r.float(97, 99.4).toFixed(1)}% (${r.int(80, 200)}M free)`,
    );
    enospc(c, t0, `T-0${r.int(100, 480)}`, r.digits(5));
    lay(
      c,
      t0 + r.float(-150000, 150000),
      "weather_watch",
      reloadLines("go", "weather_watch", 1, "alerts.sms_fallback"),
    );

    onFlows(c, ["pos"], t0 + 200, (_f, t, steps) => {
      const m = /batch (\d+) from terminal (T-\d+)/.exec(steps[0]?.msg ?? "");
      const batch = m?.[1] ?? r.digits(5);
      const term = m?.[2] ?? `T-0${r.int(100, 480)}`;
      enospc(c, t, term, batch);
      const out = [
        {
          svc: O,
          dt: 5,
          level: "warn" as const,
          msg: `returned 507 Insufficient Storage to terminal ${term}; terminal keeps batch ${batch} in offline queue`,
        },
        nmNginx(c, t, 8, "POST", `/pos/v1/batches/${batch}`, 507, O, `PosSync/4.2 (${term}; Android 10; A920)`),
      ];
      if (r.chance(0.2))
        out.push({
          svc: O,
          dt: 12,
          level: "error" as const,
          msg: "state db update failed: sqlite3.OperationalError: database or disk is full",
        });
      return out;
    });
    every(c, "cashless_ledger", 60000, (t) => {
      if (t < t0 + 90000) return;
      emit(
        c,
        t,
        "cashless_ledger",
        "warn",
        `no POS batches received from vendor_pos_sync for ${Math.round((t - t0) / 1000)}s; settlement lag growing`,
      );
    });
  },
};

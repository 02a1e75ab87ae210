// disk: the replay volume of Tidebreak's replay_vault fills during a tournament weekend. It WARNs
// about free space for a while, then every replay write fails with OSError [Errno 28] and its SQLite
// index reports "database or disk is full". gs_supervisor retries every upload three times and
// spools replays locally (louder than the origin); new replays 404 at the edge.
import { access } from "./access.js";
import { restart } from "./lifecycle.js";
import { rails } from "./rails.js";
import { pyTrace } from "./stacks.js";
import type { IncidentDef } from "./types.js";

const SVC = "replay_vault";

export const disk: IncidentDef = {
  key: "disk",
  estate: "brightmoss",
  category: "disk",
  origin: SVC,
  hints: ["disk", "space", "no space", "errno 28"],
  severity: "high",
  note: "replay_vault's /var/lib/replays volume fills up, so every replay write fails with OSError [Errno 28] No space left on device; gs_supervisor retries and spools uploads and new replays 404.",
  noise: ["gs-crashes", "push-tokens"],
  run(c, t0) {
    const r = c.r;
    // The volume job, now near full.
    c.s.impact("replay_vault.volume", c.start, c.end);
    const span = t0 - c.start;
    c.every(60, (t) => {
      const frac = Math.min(1, Math.max(0, (t - c.start) / span));
      const pct = t >= t0 ? 100 : Math.round(94 + 5.6 * frac);
      c.emit(
        t,
        SVC,
        pct >= 90 ? "warn" : "info",
        `volume /var/lib/replays: ${pct}% used (${Math.round(pct * 20.48)} GiB of 2048 GiB)`,
      );
    });
    c.spread(
      1 / 45,
      (t) => {
        const free = Math.max(0.1, 6 - 5.8 * ((t - c.start) / span));
        c.emit(
          t,
          SVC,
          "warn",
          `replay_vault.storage: low free space on /var/lib/replays: ${free.toFixed(1)}% (${Math.round(free * 20.48)} GiB) remaining`,
        );
      },
      c.start,
      t0,
    );
    c.s.impact(SVC, t0, c.end);
    // Every finishing match: the upload fails at the origin, the supervisor retries and spools.
    let spool = r.int(0, 3);
    const upload = (t: number, first = false): void => {
      const m = c.e.matchId(r);
      const mb = r.float(12, 60).toFixed(1);
      c.emit(
        t,
        "gs_supervisor",
        "info",
        `${m} finished (exit 0) after ${r.int(11, 34)}m${r.int(0, 59)}s; uploading replay (${mb} MiB)`,
      );
      rails(c, t + r.int(50, 200), "ranked_ladder", {
        m: "POST",
        path: "/internal/results",
        action: "Internal::ResultsController#create",
        code: 201,
        ms: r.int(18, 90),
        body: [["info", `Recorded result ${m}: ${r.pick([8, 10, 12])} captains, rating deltas applied`]],
      });
      for (let a = 1; a <= 3; a++) {
        const tt = t + (first && a === 1 ? 300 : r.int(300, 900)) + (a - 1) * r.int(5000, 15000);
        const tb = pyTrace(
          [
            ["/app/replay_vault/api.py", 88, "put_replay", "await store.write_stream(match_id, request.stream())"],
            ["/app/replay_vault/storage.py", 141, "write_stream", "await f.write(chunk)"],
            [
              "/app/.venv/lib/python3.12/site-packages/aiofiles/threadpool/utils.py",
              43,
              "method",
              "return await self._loop.run_in_executor(self._executor, cb)",
            ],
            [
              "/usr/local/lib/python3.12/concurrent/futures/thread.py",
              58,
              "run",
              "result = self.fn(*self.args, **self.kwargs)",
            ],
          ],
          "OSError: [Errno 28] No space left on device",
        );
        c.emit(tt, SVC, "error", `failed to store replay ${m}`, {
          stack: r.chance(0.6) ? tb : undefined,
          kind: "OSError",
        });
        if (r.chance(0.3)) {
          c.emit(
            tt + 4,
            SVC,
            "error",
            `index update for ${m} failed: sqlite3.OperationalError: database or disk is full`,
          );
        }
        c.emit(tt + 6, SVC, "info", `${c.podIp()}:${r.int(30000, 60000)} - "PUT /replays/${m} HTTP/1.1" 500`);
        c.emit(
          tt + 15,
          "gs_supervisor",
          "error",
          `replay upload for ${m} failed: HTTP 500 from replay_vault (attempt ${a}/3)`,
        );
      }
      spool++;
      c.emit(
        t + r.int(32_000, 45_000),
        "gs_supervisor",
        "warn",
        `giving up on ${m} replay upload; kept on node spool (spool=${spool} files, ${(spool * 0.04).toFixed(2)} GiB)`,
      );
    };
    upload(t0 - 290, true);
    c.spread(0.09, (t) => upload(t), t0 + 5000);
    c.spread(
      0.15,
      (t) => {
        access(c, t, { m: "GET", path: `/api/replays/${c.e.matchId(r)}`, code: 404, ms: r.int(3, 20) });
      },
      t0 + 30_000,
    );
    c.every(10, (t) => {
      c.emit(t, SVC, "info", `${c.podIp()}:${r.int(30000, 60000)} - "GET /healthz HTTP/1.1" ${t >= t0 ? 503 : 200}`);
    });
    restart(c, t0 + r.int(-200_000, 150_000), "notify_worker", `2.${r.int(0, 9)}.${r.int(0, 9)}`);
  },
};

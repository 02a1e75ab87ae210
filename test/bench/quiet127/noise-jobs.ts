// Harmless noise from batch jobs that touch stale data: season reward grants that meet deleted
// accounts, GDPR erasure steps with nothing to erase, replay retention deleting what is already gone.
import { by, type Noise } from "./util.js";

const seasonRewards: Noise = (c, heavy) => {
  const svc = c.svc("stats", "board");
  const t0 = c.at(0, 0.3);
  const t1 = c.at(0.7, 0.98);
  const season = c.r.int(4, 11);
  let granted = 0;
  let skipped = 0;
  c.emit(
    t0,
    svc,
    "info",
    `season-rewards: granting end-of-season ${season} rewards to ${c.r.int(200, 900)}k eligible players`,
  );
  c.every(30, (t) => {
    if (t < t0 || t > t1) return;
    granted += c.r.int(3000, 12000);
    c.emit(t, svc, "info", `season-rewards: ${granted} granted, ${skipped} skipped`);
  });
  c.spread(
    heavy ? 0.6 : 0.2,
    (t) => {
      skipped++;
      const p = c.pid();
      c.emit(
        t,
        svc,
        "error",
        by(c, svc, {
          java: `season-rewards: grant failed for player ${p}: PlayerNotFoundException: account deleted (GDPR), skipping`,
          ruby: `season-rewards: ActiveRecord::RecordNotFound: Couldn't find Captain with 'id'=${p} (skipped)`,
          go: `season-rewards: grant ${p}: sql: no rows in result set (account closed), skipped`,
          node: `season-rewards: grant ${p} failed: Error: player not found (deleted), skipping`,
          _: `grant failed for ${p}: not found`,
        }),
      );
    },
    t0,
    t1,
  );
  c.emit(t1, svc, "info", `season-rewards: done, ${granted} granted, ${skipped} skipped (deleted accounts)`);
};

const gdprErasure: Noise = (c, heavy) => {
  const auth = c.svc("auth");
  const steps = ["profile", "inventory", "match-history", "chat-history", "analytics-export"];
  c.spread(heavy ? 0.1 : 0.03, (t) => {
    const r = c.r;
    const p = c.pid();
    const req = `DSR-${r.int(100000, 999999)}`;
    c.emit(t, auth, "info", `erasure ${req} for ${p}: ${steps.length} steps`);
    steps.forEach((s, i) => {
      const tt = t + (i + 1) * r.int(200, 1500);
      if (r.chance(0.3))
        c.emit(tt, auth, "warn", `erasure ${req} step ${s}: nothing to delete (404 from owner service)`);
      else if (r.chance(0.1))
        c.emit(
          tt,
          auth,
          "error",
          `erasure ${req} step ${s} failed: 409 Conflict (already erased by partner), marking complete`,
        );
    });
    c.emit(t + 8000, auth, "info", `erasure ${req} completed`);
  });
};

const replayCleanup: Noise = (c, heavy) => {
  const svc = c.svc("replay");
  const t0 = c.at(0, 0.5);
  c.emit(t0, svc, "info", `retention: deleting replays older than 90 days (${c.r.int(2000, 40000)} candidates)`);
  c.spread(
    heavy ? 1.0 : 0.3,
    (t) => {
      const r = c.r;
      const key = `replays/2025-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}/${c.e.matchId(r)}`;
      c.emit(
        t,
        svc,
        "warn",
        by(c, svc, {
          python: `WARNING replay_vault.retention: NoSuchKey: The specified key does not exist. (${key}) - already deleted`,
          java: `Retention: ${key} already gone (S3 404 NoSuchKey), skipping`,
          go: `retention: delete ${key}: api error NoSuchKey: The specified key does not exist.`,
          _: `retention: ${key} missing, skipped`,
        }),
      );
    },
    t0,
    c.at(0.6, 1),
  );
};

export const JOB_NOISE: Record<string, Noise> = {
  "season-rewards": seasonRewards,
  "gdpr-erasure": gdprErasure,
  "replay-cleanup": replayCleanup,
};

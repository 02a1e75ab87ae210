// configuration: a config-map change reaches Starfall Drift's queueman with a misspelt key
// ("fleet.defualt_profile"), so the default shard profile is empty after the hot reload. Every match
// for a mode without its own profile asks shardhost for profile "" and is refused; queueman requeues,
// the queue grows until new tickets are rejected and the edge returns 503s. shardhost's refusals are
// the most numerous lines; an unrelated bazaar release lands a couple of minutes earlier.
import { access } from "./access.js";
import { restart } from "./lifecycle.js";
import type { IncidentDef } from "./types.js";

const SVC = "queueman";

export const configuration: IncidentDef = {
  key: "configuration",
  estate: "nightjar",
  category: "configuration",
  origin: SVC,
  hints: ["config", "profile", "missing", "setting"],
  severity: "high",
  note: 'A hot-reloaded queueman config misspells fleet.default_profile, leaving the default shard profile empty; shardhost rejects every allocation for profile "", matches stop forming and the queue overflows.',
  noise: ["push-tokens", "bad-passwords"],
  run(c, t0) {
    const r = c.r;
    const rev = r.int(2200, 2400);
    c.emit(
      t0,
      SVC,
      "info",
      `config: change detected in /etc/queueman/queueman.yaml (configmap rev ${rev} -> ${rev + 1}), reloading`,
    );
    c.emit(t0 + 4, SVC, "warn", 'config: unknown key "fleet.defualt_profile" ignored');
    c.emit(t0 + 5, SVC, "info", `config: reload ok rev=${rev + 1} modes=4 regions=5`);
    c.s.impact("queueman.alloc", t0, c.end, 0.8);
    c.s.impact("queueman.depth", c.start, c.end);
    // Match formation now fails for every mode but grand-prix.
    c.spread(
      0.22,
      (t) => {
        const s = `shd-${r.b36(6)}`;
        const mode = r.pick(["drift-duo", "time-attack", "street-8"]);
        const n = mode === "drift-duo" ? 2 : 8;
        for (let a = 1; a <= 3; a++) {
          const tt = t + (a - 1) * r.int(2000, 5000);
          c.emit(tt, SVC, "info", `matched: ${n} players -> shard request ${s} mode=${mode}`);
          c.emit(
            tt + r.int(20, 90),
            "shardhost",
            "warn",
            `rejecting allocation ${s}: profile "" not found (known: std-8, gp-large, duo-lite)`,
          );
          c.emit(
            tt + r.int(100, 200),
            SVC,
            "error",
            `shard request ${s} failed: shardhost returned 400 Bad Request: unknown profile ""`,
          );
          if (a < 3) c.emit(tt + 210, SVC, "warn", `requeueing ${n} players for ${s} (attempt ${a + 1}/3)`);
        }
        c.emit(
          t + r.int(9000, 15000),
          SVC,
          "error",
          `giving up on shard request ${s} after 3 attempts; ${n} players returned to queue`,
        );
      },
      t0 + r.int(1000, 5000),
    );
    // Queue depth grows; past the cap new tickets are refused.
    let depth = r.int(200, 600);
    const cap = 5000;
    c.every(10, (t) => {
      const region = r.pick(c.e.regions);
      if (t >= t0) depth = Math.min(cap, depth + r.int(80, 260));
      else depth = r.int(50, 900);
      c.emit(
        t,
        SVC,
        t >= t0 && depth > 1500 ? "warn" : "info",
        `queue: depth=${depth} oldest=${t >= t0 ? Math.round((t - t0) / 1000) + r.int(20, 60) : r.int(3, 60)}s region=${region}`,
      );
    });
    const fullAt = t0 + ((cap - 600) / 17) * 1000;
    c.spread(
      0.5,
      (t) => {
        c.emit(t, SVC, "error", `enqueue rejected: queue full (${cap} waiting) region=${r.pick(c.e.regions)}`);
        access(c, t + 2, { m: "POST", path: "/v1/match/ticket", code: 503, ms: r.int(1, 5) });
      },
      fullAt,
    );
    c.spread(
      0.2,
      (t) => {
        access(c, t, { m: "POST", path: "/v1/match/ticket/cancel", code: 200, ms: r.int(2, 9) });
      },
      t0 + 60_000,
    );
    restart(c, t0 - r.int(90_000, 200_000), "bazaar", `3.${r.int(10, 20)}.${r.int(0, 9)}`);
  },
};

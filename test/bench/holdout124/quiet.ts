// Quiet windows and the everyday one-off events every window carries: a deploy or config reload somewhere, plus
// quiet-only extras (a scanner reboot, a chiller defrost, a brief retried blip) that must not read as trouble.
import type { Estate, Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Extra = [number, string, Level, string];

/** A routine restart of `svc` at time t, in its runtime's start-up words. */
export function deployLines(svc: string, rt: Runtime, t: number, r: Rng): Extra[] {
  const v = `${r.int(1, 5)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  const up: Record<Runtime, string> = {
    node: `${svc} ${v} listening on :3000 (NODE_ENV=production)`,
    java: `Started ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application in ${r.int(5, 14)}.${r.int(100, 999)} seconds (process running for ${r.int(6, 16)}.${r.int(10, 99)})`,
    go: `starting ${svc} version=v${v} commit=${r.hex(7)} addr=:8080`,
    python: "Application startup complete.",
    dotnet: "Application started. Press Ctrl+C to shut down.",
    ruby: `* Listening on http://0.0.0.0:3000 (puma 6.4.2, ${svc} ${v})`,
    cpp: `${svc} ${v} starting`,
  };
  return [
    [t, svc, "info", `Received SIGTERM, draining connections (rollout ${svc}-${r.hex(10)})`],
    [t + r.int(800, 3000), svc, "info", up[rt]],
  ];
}

export function configReload(svc: string, t: number, r: Rng): Extra[] {
  return [
    [
      t,
      svc,
      "info",
      `feature flags reloaded (rev ${r.int(100, 900)}): ${r.pick(["app.mapV2", "gates.fastlane", "pos.tipping", "shows.waitlist"])}=${r.pick(["on", "off"])}`,
    ],
  ];
}

/** One unrelated routine change near time t, away from `avoid`. */
export function unrelatedChange(e: Estate, avoid: string | null, t: number, r: Rng): Extra[] {
  const svcs = Object.keys(e.runtimes).filter((s) => s !== avoid);
  const svc = r.pick(svcs);
  return r.chance(0.6) ? deployLines(svc, e.runtimes[svc] ?? "node", t, r) : configReload(svc, t, r);
}

/** Benign but eye-catching one-offs of a quiet window. */
export function quietExtras(e: Estate, t0: number, span: number, r: Rng): Extra[] {
  const at = (): number => t0 + r.int(60000, span - 30000);
  const out: Extra[] = [];
  const pool: Record<Estate["key"], Array<() => Extra[]>> = {
    A: [
      () => {
        const t = at();
        return [
          [t, "lss-hub", "warn", "chiller CH-2 entering defrost cycle, REEF-2 supply temp may rise 0.3C"],
          [t + 240000, "lss-hub", "info", "chiller CH-2 defrost complete, supply temp back to setpoint 24.8C"],
        ];
      },
      () => {
        const t = at();
        return [
          [t, "gate-readers", "warn", "lane GROUP-G1 offline (reader rebooted by staff)"],
          [t + 45000, "gate-readers", "info", "lane GROUP-G1 online, offline cache resynced (0 pending)"],
        ];
      },
      () => [[at(), "pump-plc-bridge", "warn", "modbus read unit=9 fc=03 timed out after 500 ms, retry ok"]],
    ],
    B: [
      () => {
        const t = at();
        return [
          [t, "turnstiles", "warn", "lane=SOUTH-S1 reader disconnected (USB reset)"],
          [t + 30000, "turnstiles", "info", "lane=SOUTH-S1 reader reconnected"],
        ];
      },
      () => [
        [
          at(),
          "ticketing",
          "warn",
          "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
        ],
      ],
      () => [[at(), "edu-bookings", "info", "Outdoor talks moved to Education Centre (weather plan B)"]],
    ],
    C: [
      () => {
        const t = at();
        return [
          [t, "habitat-sensors", "warn", "reptile-house temp=31.2C above band (30.0C), misting cycle started"],
          [t + 180000, "habitat-sensors", "info", "reptile-house temp=29.1C back in band"],
        ];
      },
      () => [[at(), "gate-fleet", "warn", "scanner SAFARI-DRIVE-2 battery 14%, swap requested"]],
      () => [[at(), "tix-engine", "warn", "Slow request: GET /api/capacity took 2312 ms (threshold 2000 ms)"]],
    ],
  };
  for (const f of pool[e.key]) if (r.chance(0.75)) out.push(...f());
  return out;
}

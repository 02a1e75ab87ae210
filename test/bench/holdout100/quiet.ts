// Harmless episodes that make a quiet window look busy: a deploy with its start-up chatter, a short slowdown
// whose retries succeed, a weather hold burst, gate readers flapping. Nothing here is broken.
import type { Estate } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

type Extra = [number, string, Level, string];

const EPISODES: Record<Estate["key"], ((r: Rng, at: number) => Extra[])[]> = {
  starfall: [
    (r, at) => [
      [at, "guest-app-bff", "info", "Deploy guest-app-bff@2026.11.30-7 rolled out; 4/4 pods ready"],
      [
        at + 0.4,
        "guest-app-bff",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ],
      ...Array.from(
        { length: r.i(4, 9) },
        (_, k): Extra => [
          at + 2 + k * r.f(1, 4),
          "guest-app-bff",
          "warn",
          `upstream vq-service slow (${r.i(1200, 2900)}ms) on GET /v3/vq/join, retry 1/2 succeeded`,
        ],
      ),
    ],
    (r, at) =>
      Array.from(
        { length: r.i(6, 12) },
        (_, k): Extra => [
          at + k * r.f(2, 8),
          "ride-ops-bridge",
          "warn",
          `ride=${r.p(["Comet Run", "Dragon Gorge"])} state RUNNING -> E_STOP_RESET (operator dispatch fault, cleared in ${r.i(20, 90)}s)`,
        ],
      ),
    (r, at) => [
      [
        at,
        "pass-registry",
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
      ],
      [at + 12, "pass-registry", "info", `Scheduled task 'expireEntitlements' expired ${r.i(200, 900)} passes`],
    ],
  ],
  tidewater: [
    (r, at) => [
      [
        at,
        "park-api",
        "info",
        '=> Booting Puma\n=> Rails 7.1.3 application starting in production\n* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")',
      ],
      ...Array.from(
        { length: r.i(3, 7) },
        (_, k): Extra => [
          at + 3 + k * r.f(1, 5),
          "park-api",
          "warn",
          `Faraday::TimeoutError calling http://boarding-groups/groups, retried once: ok (${r.i(300, 900)}ms)`,
        ],
      ),
    ],
    (r, at) =>
      Array.from(
        { length: r.i(8, 14) },
        (_, k): Extra => [
          at + k * r.f(1, 3),
          "gate-controller",
          "warn",
          `reader S1-${r.i(1, 4)}: link down, reconnecting (attempt ${(k % 3) + 1})`,
        ],
      ),
    (r, at) =>
      Array.from(
        { length: r.i(4, 8) },
        (_, k): Extra => [
          at + k * r.f(5, 15),
          "ride-telemetry",
          "warn",
          `[plc] ${r.p(["Bay Wheel", "Cyclone Coaster", "Riptide"])} weather hold: wind ${r.i(35, 44)}mph > 35 limit`,
        ],
      ),
  ],
  alpenglow: [
    (r, at) => [
      [
        at,
        "rental-fitting",
        "info",
        "Application started. Hosting environment: Production; Content root path: /app (release 2026.11.30.1)",
      ],
      [
        at + 0.2,
        "rental-fitting",
        "warn",
        "No XML encryptor configured. Key {4c1e8e2a-8a2b-4b8e-9d1f-0c5a7f0e9a31} may be persisted to storage in unencrypted form.",
      ],
      ...Array.from(
        { length: r.i(3, 6) },
        (_, k): Extra => [
          at + 5 + k * r.f(1, 5),
          "rental-fitting",
          "warn",
          `Polly retry 1 of 3 for guest-profile, delaying 200ms ... succeeded`,
        ],
      ),
    ],
    (r, at) =>
      Array.from(
        { length: r.i(5, 10) },
        (_, k): Extra => [
          at + k * r.f(3, 9),
          "lift-telemetry",
          "warn",
          `lift=Gondola Eiger wind=${r.i(66, 80)}km/h above 65 limit -> speed reduced to 3.0m/s`,
        ],
      ),
    (r, at) => [
      [at, "gate-reader-hub", "warn", "gate Chair 7 Sonnen/2 reader heartbeat missed (3x), power-cycling"],
      [at + r.f(20, 40), "gate-reader-hub", "info", "gate Chair 7 Sonnen/2 reader online (fw 4.8.2)"],
    ],
  ],
  cedar: [
    (_r, at) => [
      [at, "cr-mobile-api", "info", "starting cr-mobile-api version=1.61.4 commit=ab31f09"],
      [
        at + 1,
        "cr-mobile-api",
        "warn",
        "grpc: addrConn.createTransport failed to connect to {season-pass:9090}: connection refused; reconnecting (pod warming up)",
      ],
      [at + 4, "cr-mobile-api", "info", "season-pass client ready"],
    ],
    (r, at) =>
      Array.from(
        { length: r.i(4, 9) },
        (_, k): Extra => [
          at + k * r.f(4, 10),
          "card-terminal",
          "warn",
          `terminal SUMMIT-T${r.i(1, 12)} sale DECLINED (51 insufficient funds)`,
        ],
      ),
    (r, at) =>
      Array.from(
        { length: r.i(5, 9) },
        (_, k): Extra => [
          at + k * r.f(2, 6),
          "dyn-pricing",
          "warn",
          `quote cache miss storm after model reload, recomputed ${r.i(20, 90)} segments (${r.i(200, 900)}ms)`,
        ],
      ),
  ],
};

/** Two or three harmless episodes spread over the window (seconds from its start). */
export function quietEpisodes(e: Estate, r: Rng, minutes: number): Extra[] {
  const out: Extra[] = [];
  for (const ep of r.shuffle([...EPISODES[e.key]]).slice(0, r.i(2, 3))) out.push(...ep(r, r.f(60, minutes * 60 - 120)));
  return out;
}

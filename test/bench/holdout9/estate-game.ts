// Estate 3: "arena", a multiplayer game backend (Rust edge, Go, Java, .NET, Python, Node).
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const pl = (r: Rng) => `p_${r.hex(10)}`;
const region = (r: Rng) => r.pick(["eu-west", "eu-central", "us-east", "ap-south"]);

export const game: Estate = {
  name: "game",
  namespace: "arena-live",
  traced: true,
  services: {
    "edge-gateway": {
      w: 6,
      lines: [
        (r) => `ws upgrade ok player=${pl(r)} region=${region(r)} rtt=${r.int(8, 90)}ms`,
        (r) => `GET /v2/lobby 200 ${r.int(2, 30)}ms`,
        (r) => `POST /v2/matchmaking/tickets 202 ${r.int(4, 40)}ms`,
        (r) => `GET /v2/profile/me 200 ${r.int(5, 60)}ms`,
      ],
    },
    matchmaker: {
      w: 4,
      lines: [
        (r) =>
          `match formed queue=${r.pick(["ranked-duo", "casual-quad", "ranked-solo"])} mmr=${r.int(900, 2600)} players=${r.pick([2, 4, 8])} wait=${r.int(3, 90)}s`,
        (r) => `ticket t_${r.hex(8)} queued region=${region(r)}`,
      ],
    },
    "session-allocator": {
      w: 3,
      lines: [
        (r) => `GameServer gs-${region(r)}-${r.hex(5)} allocated for match m_${r.hex(8)} (fleet ${region(r)}-1)`,
        (r) => `fleet autoscaler: ready=${r.int(20, 90)} allocated=${r.int(10, 80)} buffer ok`,
      ],
    },
    "player-profile": {
      w: 4,
      lines: [
        (r) => `loaded profile ${pl(r)} (level ${r.int(1, 120)}, ${r.int(1, 6)} loadouts) in ${r.int(2, 30)}ms`,
        (r) => `saved loadout for ${pl(r)} in ${r.int(3, 40)}ms`,
      ],
    },
    "inventory-store": {
      w: 3,
      lines: [
        (r) =>
          `Granted item ${r.pick(["SKIN_NEON_FOX", "EMOTE_WAVE_02", "BANNER_S14", "XP_BOOST_1H"])} to ${pl(r)} (tx ${r.hex(12)})`,
        (r) =>
          `Request finished HTTP/1.1 GET http://inventory-store/v1/items/${pl(r)} - 200 - application/json ${r.f(2, 60, 4)}ms`,
      ],
    },
    leaderboard: {
      w: 2,
      lines: [
        (r) => `season 14 leaderboard page ${r.int(1, 40)} served from cache (ttl ${r.int(2, 30)}s)`,
        (r) => `"GET /v1/leaderboards/ranked-duo?page=${r.int(1, 40)} HTTP/1.1" 200 ${r.int(800, 9000)}`,
        (r) => `submitted ${r.int(2, 8)} scores for match m_${r.hex(8)}`,
      ],
    },
    "chat-relay": {
      w: 3,
      lines: [
        (r) => `channel guild:${r.int(10000, 99999)} fanned out 1 msg to ${r.int(2, 80)} members`,
        (r) => `presence update for ${pl(r)}: ${r.pick(["online", "in-match", "away"])}`,
      ],
    },
    "purchase-api": {
      w: 2,
      lines: [
        (r) =>
          `receipt validated for ${pl(r)} store=${r.pick(["steam", "psn", "xbox", "appstore"])} sku=${r.pick(["gems_500", "gems_1200", "battlepass_s14"])}`,
        (r) => `POST /v1/purchases 200 ${r.int(60, 500)}ms`,
      ],
    },
    "telemetry-ingest": {
      w: 3,
      lines: [
        (r) =>
          `flushed ${r.pick([512, 1024, 2048])} events to kafka topic match-telemetry [p${r.int(0, 11)}] in ${r.int(2, 30)}ms`,
      ],
    },
    "anti-cheat": {
      w: 1,
      lines: [(r) => `scan ok for match m_${r.hex(8)} (${r.int(2, 8)} clients attested)`],
    },
  },
  decoys: [
    {
      svc: "anti-cheat",
      lvl: "error",
      msg: (r) => `heartbeat missing from client ${pl(r)} for 30s, flagged for review`,
    },
    {
      svc: "telemetry-ingest",
      lvl: "error",
      msg: (r) => `dropped ${r.int(1, 9)} events with unsupported schema_version=0 from build 1.${r.int(30, 34)}.0`,
    },
    {
      svc: "chat-relay",
      lvl: "error",
      msg: (r) => `message from ${pl(r)} rejected by profanity filter (rule ${r.int(10, 99)})`,
    },
  ],
};

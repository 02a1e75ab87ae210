// Estate 1: "Lanternfall", the matchmaking and player backend of an online arena game.
import type { Rng } from "./rng.js";
import type { Estate, Line } from "./types.js";

const REGIONS = ["eu-west", "us-east", "us-west", "ap-southeast", "sa-east", "ap-northeast"];
const QUEUES = ["ranked-5v5", "casual-5v5", "duo-arena", "solo-brawl", "custom-lobby", "tourney-qual"];
const PLATFORMS = ["pc-steam", "pc-epic", "console-a", "console-b", "mobile-ios", "mobile-android"];
const pid = (r: Rng) => `p_${r.hex(10)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

function envoy(r: Rng): Line {
  const routes = [
    `/v3/players/${pid(r)}/loadout`,
    `/v3/match/tickets/${r.uuid()}`,
    `/v3/parties/${r.hex(12)}/members`,
    `/v3/store/offers?platform=${r.pick(PLATFORMS)}&page=${r.int(1, 9)}`,
    `/v3/players/${pid(r)}/stats?season=${r.int(9, 14)}`,
    `/v3/leaderboards/${r.pick(QUEUES)}?from=${r.int(0, 5000)}`,
  ];
  const m = r.pick(["GET", "GET", "GET", "POST", "PUT"]);
  return [
    "info",
    `"${m} ${r.pick(routes)} HTTP/2" 200 - ${r.int(0, 900)} ${r.int(120, 40000)} ${ms(r, 2, 180)} ${ms(r, 1, 170)} "${r.ip()}" "LanternfallClient/${r.pick(["1.41.2", "1.41.3", "1.42.0"])} (${r.pick(PLATFORMS)})" "${r.uuid()}" "lobby-api:3000" "${r.ip()}:3000"`,
  ];
}

export const GAME: Estate = {
  id: "game",
  ns: "lanternfall-prod",
  orchestrator: "kubelet",
  services: [
    { name: "edge-envoy", w: 10, talk: envoy },
    {
      name: "lobby-api",
      w: 9,
      talk: (r) =>
        r.chance(0.3)
          ? ["debug", `[LoadoutService] cache hit loadout:${pid(r)} v${r.int(1, 40)}`]
          : [
              "info",
              `[HTTP] ${r.pick(["GET", "POST"])} /v3/${r.pick(["players", "match/tickets", "parties", "store/offers"])}/${r.hex(8)} ${r.pick([200, 200, 200, 201, 204])} ${ms(r, 3, 220)}ms - ${pid(r)}`,
            ],
    },
    {
      name: "matchmaker",
      w: 7,
      talk: (r) =>
        r.pick<Line>([
          [
            "info",
            `match formed queue=${r.pick(QUEUES)} region=${r.pick(REGIONS)} match_id=m-${r.hex(12)} players=${r.int(2, 10)} spread=${r.int(3, 180)} wait_p50=${r.int(4, 60)}s`,
          ],
          [
            "debug",
            `ticket t-${r.hex(10)} enqueued queue=${r.pick(QUEUES)} mmr=${r.int(600, 3400)} party_size=${r.int(1, 5)}`,
          ],
          ["debug", `widening search ticket=t-${r.hex(10)} window=${r.int(50, 400)} age=${r.int(10, 90)}s`],
        ]),
    },
    {
      name: "skill-rating",
      w: 5,
      talk: (r) => [
        "info",
        `skill_rating::update: match m-${r.hex(12)} rated ${r.int(2, 10)} players in ${r.int(1, 9)}.${r.int(0, 9)}ms (sigma avg ${r.int(2, 8)}.${r.int(10, 99)})`,
      ],
    },
    {
      name: "party-svc",
      w: 5,
      talk: (r) =>
        r.pick<Line>([
          ["info", `[info] Party.Server party=${r.hex(12)} member_joined player=${pid(r)} size=${r.int(2, 5)}`],
          ["debug", `[debug] Phoenix.Channel "party:${r.hex(12)}" JOIN from ${pid(r)} (${r.int(80, 900)}µs)`],
          ["info", `[info] Party.Server party=${r.hex(12)} ready_check passed in ${r.int(2, 28)}s`],
        ]),
    },
    {
      name: "player-profile",
      w: 7,
      talk: (r) =>
        r.pick<Line>([
          [
            "info",
            `c.l.profile.web.ProfileController : GET profile ${pid(r)} cosmetics=${r.int(3, 400)} took=${ms(r, 2, 60)}ms`,
          ],
          [
            "debug",
            `o.h.SQL : select p1_0.id,p1_0.display_name,p1_0.clan_id from player p1_0 where p1_0.id='${pid(r)}'`,
          ],
          [
            "info",
            `c.l.profile.service.StatsService : season ${r.int(9, 14)} stats merged for ${pid(r)} (+${r.int(1, 30)} matches)`,
          ],
        ]),
    },
    {
      name: "store-ledger",
      w: 4,
      talk: (r) =>
        r.pick<Line>([
          [
            "info",
            `Lanternfall.Store.Purchases[0] Purchase ${r.uuid()} committed: offer OFR-${r.int(1000, 9999)} x${r.int(1, 3)} ${r.int(100, 5000)} shards player ${pid(r)}`,
          ],
          [
            "info",
            `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET /wallet/${pid(r)} - 200 - application/json ${r.int(1, 40)}.${r.int(1000, 9999)}ms`,
          ],
        ]),
    },
    {
      name: "fleet-allocator",
      w: 4,
      talk: (r) => [
        "info",
        `allocated gameserver gs-${r.pick(REGIONS)}-${r.hex(5)} for match m-${r.hex(12)} node=gke-arena-${r.hex(4)} port=${r.int(7000, 7999)} latency=${ms(r, 8, 90)}ms`,
      ],
    },
    {
      name: "telemetry-sink",
      w: 8,
      talk: (r) =>
        r.chance(0.5)
          ? [
              "debug",
              `flush: wrote ${r.int(200, 5000)} rows to events_raw.match_${r.pick(["kills", "deaths", "pings", "economy"])} (${r.int(20, 400)}ms)`,
            ]
          : ["info", `ingest batch ${r.uuid()} from build ${r.int(90000, 99999)} accepted ${r.int(10, 800)} events`],
    },
    {
      name: "chat-gateway",
      w: 5,
      talk: (r) => [
        "info",
        `[info] Chat.Room room=${r.pick(["party", "match", "clan"])}:${r.hex(10)} msg_relayed from=${pid(r)} fanout=${r.int(1, 10)} took=${r.int(100, 4000)}µs`,
      ],
    },
    {
      name: "entitlement-api",
      w: 4,
      talk: (r) =>
        r.chance(0.5)
          ? [
              "info",
              `Completed 200 OK in ${ms(r, 4, 90)}ms (Views: ${r.int(0, 5)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 9000)})`,
            ]
          : ["info", `Started GET "/entitlements/${pid(r)}?platform=${r.pick(PLATFORMS)}" for ${r.ip()}`],
    },
    {
      name: "replay-archiver",
      w: 3,
      talk: (r) => [
        "info",
        `Task archive.upload_replay[${r.uuid()}] succeeded in ${r.int(0, 9)}.${r.int(100, 999)}s: {'match': 'm-${r.hex(12)}', 'bytes': ${r.int(200000, 9000000)}}`,
      ],
    },
    {
      name: "profile-pg",
      w: 4,
      talk: (r) => [
        "info",
        `LOG:  duration: ${r.int(0, 40)}.${r.int(100, 999)} ms  execute <unnamed>: UPDATE player_stats SET matches = matches + 1, mmr = ${r.int(600, 3400)} WHERE player_id = '${pid(r)}' AND season = ${r.int(9, 14)}`,
      ],
    },
    {
      name: "mm-redis",
      w: 1,
      talk: (r) => [
        "info",
        `${r.int(1, 9)}:M ${r.int(10, 28)} May 2026 00:00:00.000 * ${r.int(100, 10000)} changes in 60 seconds. Saving...`,
      ],
    },
    {
      name: "event-kafka",
      w: 2,
      talk: (r) => [
        "info",
        `[LocalLog partition=match-events-${r.int(0, 47)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1e7, 9e8)} in ${r.int(0, 4)} ms. (kafka.log.LocalLog)`,
      ],
    },
    {
      name: "kubelet",
      w: 2,
      talk: (r) => [
        "info",
        `I0520 "SyncLoop (PLEG): event for pod" pod="lanternfall-prod/${r.pick(["lobby-api", "matchmaker", "chat-gateway", "telemetry-sink"])}-${r.hex(9)}-${r.hex(5)}" event={"Type":"ContainerStarted"}`,
      ],
    },
  ],
  nuisances: [
    {
      svc: "lobby-api",
      every: 9,
      line: (r) => [
        "warn",
        `[DeprecationMiddleware] client ${r.pick(["1.38.0", "1.38.4", "1.39.1"])} called deprecated /v2/inventory (sunset 2026-07-01), player ${pid(r)}`,
      ],
    },
    {
      svc: "edge-envoy",
      every: 14,
      line: (r) => [
        "warn",
        `health check failure for host 10.12.7.${r.pick([41, 42])}:3000 in cluster legacy-lobby: connect failed (decommissioned)`,
      ],
    },
    {
      svc: "telemetry-sink",
      every: 6,
      line: (r) => [
        "error",
        `rejected batch from build 88412 (${r.int(1, 40)} events): client clock ${r.int(3, 9)}h ahead of server, dropping`,
      ],
    },
    {
      svc: "chat-gateway",
      every: 20,
      line: (r) => [
        "warn",
        `[warning] Chat.Filter profanity service slow (${r.int(400, 900)}ms), message passed unfiltered`,
      ],
    },
  ],
  jobs: [
    {
      svc: "profile-pg",
      every: 600,
      burst: (r) => [
        ["info", `LOG:  checkpoint starting: time`],
        [
          "info",
          `LOG:  checkpoint complete: wrote ${r.int(2000, 20000)} buffers (${r.int(1, 9)}.${r.int(0, 9)}%); 0 WAL file(s) added, ${r.int(0, 4)} removed; write=${r.int(100, 269)}.${r.int(100, 999)} s`,
        ],
      ],
    },
    {
      svc: "replay-archiver",
      every: 900,
      burst: (r) => [
        ["info", `Scheduler: Sending due task prune-old-replays (archive.prune)`],
        ["info", `prune: removed ${r.int(1000, 9000)} replays older than 30d from cold bucket`],
      ],
    },
    {
      svc: "event-kafka",
      every: 300,
      burst: (r) => [
        [
          "info",
          `[LogCleaner id=0] Cleaned log __consumer_offsets-${r.int(0, 49)} (dirty section = [${r.int(1e5, 9e5)}, ${r.int(1e6, 9e6)}]) (kafka.log.LogCleaner)`,
        ],
      ],
    },
  ],
};

// Estate 1: Hollowpeak Games runs "Skyreach", a PC/console arena shooter. Envoy at the edge, Spring Boot
// services, Go matchmaking and fleet allocation, Unreal dedicated servers, a Python anti-cheat intake,
// Postgres for stats, nginx as the patch CDN origin. W3C trace ids on request lines.
import { access } from "./access.js";
import type { Ctx } from "./ctx.js";
import type { Rng } from "./rng.js";
import { clf } from "./time.js";
import type { Estate } from "./types.js";

const REGIONS = ["eu-west", "eu-central", "us-east", "us-west", "ap-northeast", "sa-east"];
const MODES = ["ranked-5v5", "quickplay-5v5", "arena-3v3", "deathmatch-ffa"];
const MAPS = ["Kessel_Yard", "Ashfall_Docks", "Highrise_07", "Vantage_Point", "Saltmarsh"];
const BOARDS = ["ranked", "kills", "wins", "clan-weekly"];
const SKUS = [
  "skin_vanta_mk2",
  "bp_season12_premium",
  "coins_1200",
  "coins_5000",
  "emote_pack_hush",
  "skin_rivet_gold",
];

const pid = (r: Rng) => String(r.int(100_000_000, 999_999_999));

function tx(c: Ctx, t: number): void {
  const r = c.r;
  const tid = c.tid();
  const p = pid(r);
  const plat = r.pick(["steam", "epic", "psn", "xbl"]);
  const ms = r.int(35, 190);
  c.emit(
    t + ms - 8,
    "player-accounts",
    "info",
    `Issued session for player ${p} via ${plat} ticket (ttl=3600s, mfa=false)`,
    {
      tid,
    },
  );
  access(c, t + ms, { m: "POST", path: "/v2/auth/session", code: 200, ms, tid, up: "player-accounts" });
}

export const hollowpeak: Estate = {
  key: "hollowpeak",
  studio: "Hollowpeak Games",
  game: "Skyreach",
  apiHost: "api.skyreach.hollowpeak.example",
  services: [
    { name: "edge-gw", runtime: "envoy", roles: ["gateway"] },
    { name: "player-accounts", runtime: "java", roles: ["auth", "notify", "chat"] },
    { name: "matchmaker", runtime: "go", roles: ["match", "rating"] },
    { name: "fleet-allocator", runtime: "go", roles: ["fleet"] },
    { name: "ds-fleet", runtime: "unreal", roles: ["gs"] },
    { name: "anticheat-intake", runtime: "python", roles: ["anticheat"] },
    { name: "leaderboard-api", runtime: "java", roles: ["board"] },
    { name: "stats-writer", runtime: "java", roles: ["stats", "replay"] },
    { name: "stats-pg", runtime: "postgres", roles: ["db"] },
    { name: "store-api", runtime: "java", roles: ["store", "ent"] },
    { name: "patch-origin", runtime: "nginx", roles: ["patch"] },
  ],
  trace: "w3c",
  nodes: [
    "ip-10-42-17-201.ec2.internal",
    "ip-10-42-19-44.ec2.internal",
    "ip-10-42-23-130.ec2.internal",
    "ip-10-42-30-9.ec2.internal",
  ],
  gcp: { project: "hp-skyreach-prod", cluster: "skyreach-live-1", location: "europe-west4", namespace: "live" },
  regions: REGIONS,
  modes: MODES,
  platforms: ["steam", "epic", "psn", "xbl"],
  skus: SKUS,
  build: "1.42.0",
  oldBuild: "1.41.3",
  pid,
  matchId: (r) => `m-${r.hex(8)}-${r.hex(4)}`,
  server: (r, region) =>
    `ds-${(region ?? r.pick(REGIONS)).replace(/-/g, "")}-${String(r.int(1, 640)).padStart(4, "0")}`,
  ua: (r) =>
    r.weighted([
      [`Skyreach/1.42.0 (Windows 10.0.22631; x64) UE5/5.3`, 6],
      [`Skyreach/1.42.0 (PS5; 9.40)`, 2],
      [`Skyreach/1.42.0 (XboxSeries)`, 1],
      [`SkyreachLauncher/3.2.7`, 1],
    ]),
  probes: ["fleet-allocator", "matchmaker", "anticheat-intake"],
  probeEvery: 10,
  flows: [
    { name: "session", rate: 0.3, touches: ["player-accounts"], run: tx },
    {
      name: "profile",
      rate: 0.55,
      touches: ["player-accounts"],
      run(c, t) {
        const ms = c.r.int(8, 60);
        access(c, t + ms, {
          m: "GET",
          path: `/v2/players/${pid(c.r)}/profile`,
          code: 200,
          ms,
          tid: c.tid(),
          up: "player-accounts",
        });
      },
    },
    {
      name: "ticket",
      rate: 0.4,
      touches: ["matchmaker"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(6, 40);
        c.emit(
          t + 3,
          "matchmaker",
          "info",
          `ticket created ticket=tk_${r.hex(12)} mode=${r.pick(MODES)} region=${r.pick(REGIONS)} party_size=${r.weighted(
            [
              [1, 6],
              [2, 2],
              [3, 1],
              [5, 1],
            ],
          )} mmr=${r.int(800, 3100)}`,
          { tid },
        );
        access(c, t + ms, { m: "POST", path: "/v2/matchmaking/tickets", code: 201, ms, tid, up: "matchmaker" });
      },
    },
    {
      name: "ticket-poll",
      rate: 0.8,
      touches: ["matchmaker"],
      run(c, t) {
        const ms = c.r.int(2, 15);
        access(c, t + ms, {
          m: "GET",
          path: `/v2/matchmaking/tickets/tk_${c.r.hex(12)}`,
          code: 200,
          ms,
          tid: c.tid(),
          up: "matchmaker",
        });
      },
    },
    {
      name: "match-start",
      rate: 0.07,
      touches: ["matchmaker", "fleet-allocator", "ds-fleet"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const mid = `m-${r.hex(8)}-${r.hex(4)}`;
        const region = r.pick(REGIONS);
        const n = r.pick([10, 10, 6, 12]);
        const srv = hollowpeak.server(r, region);
        c.emit(
          t,
          "matchmaker",
          "info",
          `match formed match=${mid} mode=${r.pick(MODES)} players=${n} mmr_spread=${r.int(40, 380)} oldest_wait=${r.int(8, 140)}s`,
          { tid },
        );
        c.emit(
          t + r.int(30, 90),
          "fleet-allocator",
          "info",
          `allocated gameserver=${srv} region=${region} match=${mid} latency=${r.int(40, 400)}ms`,
          { tid },
        );
        c.emit(
          t + r.int(900, 4000),
          "ds-fleet",
          "info",
          `LogGameMode: Display: [${srv}] Match ${mid} started on ${r.pick(MAPS)} with ${n}/${n} players`,
        );
      },
    },
    {
      name: "match-end",
      rate: 0.07,
      touches: ["ds-fleet", "leaderboard-api", "stats-writer", "stats-pg"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const mid = `m-${r.hex(8)}-${r.hex(4)}`;
        const srv = hollowpeak.server(r);
        const n = r.pick([10, 10, 6, 12]);
        c.emit(
          t,
          "ds-fleet",
          "info",
          `LogSkyreach: Display: [${srv}] Match ${mid} ended after ${r.int(9, 31)}:${String(r.int(0, 59)).padStart(2, "0")}, winner=team_${r.int(1, 2)}, uploading results`,
        );
        const ms = r.int(15, 70);
        c.emit(
          t + ms - 4,
          "leaderboard-api",
          "info",
          `Accepted score batch for match ${mid} (${n} entries, season-12)`,
          { tid },
        );
        access(c, t + ms, {
          m: "POST",
          path: "/v2/scores",
          code: 202,
          ms,
          tid,
          up: "leaderboard-api",
          ua: "SkyreachServer/1.42.0 (Linux)",
        });
        c.emit(
          t + r.int(120, 900),
          "stats-writer",
          "info",
          `Persisted ${n * 14} stat rows for match ${mid} (partition ${r.int(0, 11)}, offset ${r.int(8_000_000, 9_000_000)})`,
          { tid },
        );
      },
    },
    {
      name: "board",
      rate: 0.5,
      touches: ["leaderboard-api"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const b = r.pick(BOARDS);
        const page = r.weighted([
          [0, 5],
          [1, 2],
          [r.int(2, 40), 2],
        ]);
        const ms = r.int(4, 45);
        c.emit(
          t + ms - 2,
          "leaderboard-api",
          "info",
          `Served season-12/${b} page=${page} rows=50 source=${r.chance(0.9) ? "cache" : "db"} took=${ms - 1}ms`,
          { tid },
        );
        access(c, t + ms, {
          m: "GET",
          path: `/v2/leaderboards/season-12/${b}?page=${page}`,
          code: 200,
          ms,
          tid,
          up: "leaderboard-api",
        });
      },
    },
    {
      name: "offers",
      rate: 0.18,
      touches: ["store-api"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(20, 120);
        const cc = r.pick(["DE", "US", "FR", "BR", "JP", "GB", "PL", "KR"]);
        c.emit(
          t + ms - 3,
          "store-api",
          "info",
          `Resolved ${r.int(28, 44)} offers for player ${pid(r)} (country=${cc}, rotation=daily-${r.int(100, 999)})`,
          { tid },
        );
        access(c, t + ms, { m: "GET", path: "/v2/store/offers", code: 200, ms, tid, up: "store-api" });
      },
    },
    {
      name: "order",
      rate: 0.03,
      touches: ["store-api"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(400, 1900);
        const ord = `ord_${r.b36(14)}`;
        const sku = r.pick(SKUS);
        const p = pid(r);
        c.emit(
          t + ms - 60,
          "store-api",
          "info",
          `Order ${ord} captured: sku=${sku} amount=${r.pick(["4.99", "9.99", "19.99", "11.99"])} ${r.pick(["EUR", "USD", "GBP"])} psp=checkout`,
          { tid },
        );
        c.emit(t + ms - 20, "store-api", "info", `Entitlement ${sku} granted to player ${p} (order ${ord})`, { tid });
        access(c, t + ms, { m: "POST", path: "/v2/store/orders", code: 200, ms, tid, up: "store-api" });
      },
    },
    {
      name: "chunks",
      rate: 0.8,
      touches: ["patch-origin"],
      run(c, t) {
        const r = c.r;
        const h = r.hex(40);
        const code = r.weighted([
          [200, 8],
          [206, 3],
          [304, 1],
        ]);
        c.emit(
          t,
          "patch-origin",
          "info",
          `${c.ip()} - - [${clf(c.local("patch-origin", t))}] "GET /skyreach/win64/1.42.0/chunks/${h.slice(0, 2)}/${h}.chunk HTTP/1.1" ${code} ${code === 304 ? 0 : r.int(200_000, 1_048_576)} "-" "SkyreachLauncher/3.2.7" rt=${r.float(0.01, 0.4).toFixed(3)} cache=MISS`,
        );
      },
    },
    {
      name: "ac-batch",
      rate: 0.25,
      touches: ["anticheat-intake"],
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "anticheat-intake",
          "info",
          `intake.worker: batch from ${hollowpeak.server(r)}: ${r.int(10, 60)} heartbeat reports, 0 flagged (${r.int(3, 40)}ms)`,
        );
      },
    },
  ],
  jobs: [
    {
      every: 15,
      run(c, t) {
        const region = c.r.pick(REGIONS);
        c.emit(
          t,
          "fleet-allocator",
          "info",
          `fleet status region=${region} ready=${c.r.int(20, 60)} allocated=${c.r.int(120, 480)} reserved=${c.r.int(0, 4)} shutdown=${c.r.int(0, 3)}`,
        );
      },
    },
    {
      every: 10,
      run(c, t) {
        c.emit(
          t,
          "matchmaker",
          "info",
          `pool snapshot region=${c.r.pick(REGIONS)} mode=${c.r.pick(MODES)} queued=${c.r.int(30, 900)} oldest=${c.r.int(4, 95)}s`,
        );
      },
    },
    {
      every: 30,
      run(c, t) {
        c.emit(
          t,
          "stats-writer",
          "info",
          `Consumer group stats-writer: topic=match-results partitions=12 lag=${c.r.int(0, 140)}`,
        );
      },
    },
    {
      every: 300,
      run(c, t) {
        const r = c.r;
        c.emit(t, "stats-pg", "info", `[${r.int(60, 90)}] LOG:  checkpoint starting: time`);
        c.emit(
          t + r.int(20_000, 120_000),
          "stats-pg",
          "info",
          `[${r.int(60, 90)}] LOG:  checkpoint complete: wrote ${r.int(900, 9000)} buffers (${r.float(0.5, 6).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 6)} recycled; write=${r.float(20, 140).toFixed(3)} s, sync=${r.float(0.001, 0.09).toFixed(3)} s, total=${r.float(20, 141).toFixed(3)} s`,
        );
      },
    },
    {
      every: 60,
      run(c, t) {
        c.emit(
          t,
          "leaderboard-api",
          "info",
          `Refreshed top-1000 snapshot for season-12/ranked in ${c.r.int(120, 480)} ms`,
        );
      },
    },
    {
      every: 20,
      run(c, t) {
        c.emit(
          t,
          "ds-fleet",
          "info",
          `LogSkyreach: Display: [${hollowpeak.server(c.r)}] heartbeat players=${c.r.int(0, 12)} tick=${c.r.pick([29.9, 30.0, 30.0, 29.8])}Hz mem=${c.r.int(2100, 3400)}MB`,
        );
      },
    },
  ],
  chronic: [
    (c) =>
      c.spread(0.05, (t) =>
        c.emit(
          t,
          "anticheat-intake",
          "error",
          `intake.decode: dropping report from ${hollowpeak.server(c.r)}: unsupported schema version 3 (expected 4)`,
        ),
      ),
    (c) =>
      c.spread(0.035, (t) =>
        c.emit(
          t,
          "store-api",
          "warn",
          `FX rate for ${c.r.pick(["VES", "ARS", "NGN"])} is stale (age ${c.r.int(26, 40)}h), using cached value`,
        ),
      ),
    (c) =>
      c.spread(0.08, (t) => {
        const r = c.r;
        c.emit(
          t,
          "ds-fleet",
          "warn",
          `LogNet: Warning: UNetConnection::Tick: Connection TIMED OUT. Closing connection.. Elapsed: 30.00, Real: 30.00, Good: 30.00, DriverTime: 30.02, Threshold: 30.00, [UNetConnection] RemoteAddr: ${c.ip()}:${r.int(49152, 65535)}, Name: IpConnection_${r.int(1, 40)}, Driver: GameNetDriver IpNetDriver_0, IsServer: YES, PC: BP_SkyPlayerController_C_${r.int(0, 11)}, Owner: BP_SkyPlayerController_C_${r.int(0, 11)}, UniqueId: ${r.pick(["STEAM", "EOS", "PSN"])}:${r.hex(16)}`,
        );
      }),
  ],
};

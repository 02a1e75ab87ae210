// Estate 4: Nightjar Labs runs "Starfall Drift", a mobile and PC racing game. Go for the edge, login,
// queueing, shard hosting and the store; Node for the leaderboard and asset manifests; Python for the
// anti-cheat scorer, wallet ledger and push; a Redis that logs its saves. No request ids anywhere.
import { access } from "./access.js";
import type { Rng } from "./rng.js";
import { pyTrace } from "./stacks.js";
import { redisTime } from "./time.js";
import type { Estate } from "./types.js";

const REGIONS = ["ap-southeast-1", "ap-northeast-1", "eu-west-1", "us-east-1", "sa-east-1"];
const MODES = ["drift-duo", "time-attack", "grand-prix", "street-8"];
const SKUS = [
  "com.nightjar.sfd.shards500",
  "com.nightjar.sfd.shards2800",
  "com.nightjar.sfd.pass_s9",
  "car_ryu_gt",
  "decal_pack_neon",
];
const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const pid = (r: Rng) => `SD${Array.from({ length: 8 }, () => ALNUM[r.int(0, ALNUM.length - 1)]).join("")}`;
const shard = (r: Rng) => `shd-${r.b36(6)}`;

export const nightjar: Estate = {
  key: "nightjar",
  studio: "Nightjar Labs",
  game: "Starfall Drift",
  apiHost: "api.starfalldrift.nightjar.example",
  services: [
    { name: "portal", runtime: "go", roles: ["gateway"] },
    { name: "keymaster", runtime: "go", roles: ["auth"] },
    { name: "queueman", runtime: "go", roles: ["match", "rating"] },
    { name: "shardhost", runtime: "go", roles: ["fleet", "gs"] },
    { name: "sentinel", runtime: "python", roles: ["anticheat"] },
    { name: "tally", runtime: "node", roles: ["board", "stats"] },
    { name: "bazaar", runtime: "go", roles: ["store"] },
    { name: "ledger", runtime: "python", roles: ["ent"] },
    { name: "depot", runtime: "node", roles: ["patch", "replay"] },
    { name: "herald", runtime: "python", roles: ["notify", "chat", "presence"] },
    { name: "redis-cache", runtime: "redis", roles: ["cache", "db"] },
  ],
  trace: "none",
  nodes: ["nj-k8s-w-07", "nj-k8s-w-11", "nj-k8s-w-12", "nj-k8s-w-19", "nj-k8s-w-23"],
  gcp: { project: "nightjar-sfd-prod", cluster: "sfd-asia", location: "asia-southeast1", namespace: "sfd" },
  regions: REGIONS,
  modes: MODES,
  platforms: ["ios", "android", "steam"],
  skus: SKUS,
  build: "2.8.1",
  oldBuild: "2.7.4",
  pid,
  matchId: (r) => `race-${r.b36(10)}`,
  server: (r) => shard(r),
  ua: (r) =>
    r.weighted([
      ["StarfallDrift/2.8.1 (Android 14; SM-S918B)", 4],
      ["StarfallDrift/2.8.1 (iOS 17.5; iPhone15,3)", 4],
      ["StarfallDrift/2.8.1 (Android 13; Pixel 7)", 1],
      ["StarfallDrift/2.8.1 (Windows; Steam)", 2],
    ]),
  probes: ["keymaster", "queueman", "shardhost", "sentinel", "tally"],
  probeEvery: 10,
  flows: [
    {
      name: "exchange",
      rate: 0.28,
      touches: ["keymaster"],
      run(c, t) {
        const r = c.r;
        const ms = r.int(20, 160);
        c.emit(
          t + ms - 5,
          "keymaster",
          "info",
          `auth ok sub=${pid(r)} provider=${r.pick(["apple", "google", "device", "steam"])} exp=3600`,
        );
        access(c, t + ms, { m: "POST", path: "/v1/auth/exchange", code: 200, ms });
      },
    },
    {
      name: "enqueue",
      rate: 0.32,
      touches: ["queueman"],
      run(c, t) {
        const r = c.r;
        const ms = r.int(3, 25);
        c.emit(
          t + ms - 1,
          "queueman",
          "info",
          `enqueue: ${pid(r)} mode=${r.pick(MODES)} region=${r.pick(REGIONS)} rating=${r.int(700, 2600)}`,
        );
        access(c, t + ms, { m: "POST", path: "/v1/match/ticket", code: 200, ms });
      },
    },
    {
      name: "poll",
      rate: 0.6,
      touches: ["queueman"],
      run(c, t) {
        const ms = c.r.int(1, 8);
        access(c, t + ms, { m: "GET", path: `/v1/match/ticket/${c.r.b36(12)}`, code: 200, ms });
      },
    },
    {
      name: "shard-up",
      rate: 0.07,
      touches: ["queueman", "shardhost", "queueman.alloc"],
      run(c, t) {
        const r = c.r;
        const s = shard(r);
        const n = r.pick([8, 8, 2, 12]);
        const mode = r.pick(MODES);
        c.emit(t, "queueman", "info", `matched: ${n} players -> shard request ${s} mode=${mode}`);
        c.emit(
          t + r.int(200, 1400),
          "shardhost",
          "info",
          `shard ${s} up on nj-gs-${r.int(100, 180)} port ${r.int(9000, 9400)} (profile ${mode === "grand-prix" ? "gp-large" : "std-8"}, boot ${r.int(300, 1300)}ms)`,
        );
      },
    },
    {
      name: "shard-down",
      rate: 0.07,
      touches: ["shardhost", "tally"],
      run(c, t) {
        const r = c.r;
        const s = shard(r);
        const n = r.pick([8, 8, 2, 12]);
        c.emit(
          t,
          "shardhost",
          "info",
          `shard ${s} closed: race complete, ${n} players, ${r.int(3, 9)}m${r.int(0, 59)}s`,
        );
        c.emit(
          t + r.int(30, 300),
          "tally",
          "info",
          `results race-${r.b36(10)}: ${n} entries written (zadd ${n}, ${r.int(1, 9)}ms)`,
        );
      },
    },
    {
      name: "boards",
      rate: 0.45,
      touches: ["tally"],
      run(c, t) {
        const r = c.r;
        const path = `/leaderboards/${r.pick(["weekly", "weekly", "alltime", "track/kowloon-night", "track/alpine-pass"])}?around=${pid(r)}`;
        const ms = r.int(2, 30);
        c.emit(
          t + ms - 1,
          "tally",
          "info",
          `GET ${path} 200 ${(ms - 1 + r.next()).toFixed(3)} ms - ${r.int(900, 4000)}`,
        );
        access(c, t + ms, { m: "GET", path, code: 200, ms });
      },
    },
    {
      name: "catalog",
      rate: 0.18,
      touches: ["bazaar"],
      run(c, t) {
        const r = c.r;
        const ms = r.int(10, 80);
        c.emit(
          t + ms - 2,
          "bazaar",
          "info",
          `catalog: ${r.int(20, 34)} offers for ${pid(r)} (locale ${r.pick(["ja-JP", "en-US", "ko-KR", "zh-TW", "th-TH", "pt-BR"])}, store ${r.pick(["apple", "google", "steam"])})`,
        );
        access(c, t + ms, { m: "GET", path: "/v1/store/catalog", code: 200, ms });
      },
    },
    {
      name: "purchase",
      rate: 0.035,
      touches: ["bazaar", "ledger", "bazaar.purchase"],
      run(c, t) {
        const r = c.r;
        const ms = r.int(300, 1500);
        const p = pid(r);
        const store = r.pick(["apple", "google", "google", "steam"]);
        c.emit(
          t + ms - 120,
          "bazaar",
          "info",
          `purchase verified store=${store} sku=${r.pick(SKUS)} player=${p} txn=${r.int(10 ** 14, 9 * 10 ** 14)}`,
        );
        c.emit(
          t + ms - 40,
          "ledger",
          "info",
          `INFO ledger.credit: credited ${r.pick([500, 1200, 2800, 6500])} shards to ${p} (txn ${r.hex(12)})`,
        );
        access(c, t + ms, { m: "POST", path: "/v1/store/purchase", code: 200, ms });
      },
    },
    {
      name: "bundles",
      rate: 0.22,
      touches: ["depot"],
      run(c, t) {
        const r = c.r;
        const ms = r.int(3, 25);
        c.emit(
          t + ms - 1,
          "depot",
          "info",
          `manifest v2.8.1-r4 -> ${r.pick(["android", "ios", "ios", "steam"])} delta=${r.int(0, 6)} bundles (${r.int(0, 180)}MB)`,
        );
        access(c, t + ms, { m: "GET", path: "/v1/assets/manifest?build=2.8.1", code: 200, ms });
      },
    },
    {
      name: "scoring",
      rate: 0.18,
      touches: ["sentinel"],
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "sentinel",
          "info",
          `INFO sentinel.scoring: scored ${r.int(16, 96)} telemetry frames from ${shard(r)} max_risk=${r.float(0.01, 0.3).toFixed(2)}`,
        );
      },
    },
    {
      name: "push",
      rate: 0.09,
      touches: ["herald"],
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "herald",
          "info",
          `INFO herald.send: sent 1 push via ${r.pick(["apns", "fcm", "fcm"])} to ${pid(r)} (campaign ${r.pick(["weekly_reset", "friend_beat_time", "event_start"])})`,
        );
      },
    },
  ],
  jobs: [
    {
      every: 15,
      run(c, t) {
        c.emit(
          t,
          "shardhost",
          "info",
          `capacity: ${c.r.int(200, 600)} shards live, ${c.r.int(30, 120)} warm, nodes=80`,
        );
      },
    },
    {
      id: "queueman.depth",
      every: 10,
      run(c, t) {
        c.emit(
          t,
          "queueman",
          "info",
          `queue: depth=${c.r.int(50, 900)} oldest=${c.r.int(3, 60)}s region=${c.r.pick(REGIONS)}`,
        );
      },
    },
    {
      every: 60,
      run(c, t) {
        const r = c.r;
        const p = r.int(4000, 9000);
        const at = (dt: number) => redisTime(c.local("redis-cache", t + dt));
        const saved = r.int(600, 2500);
        const done = saved + r.int(40, 400);
        c.emit(t, "redis-cache", "info", `1:M ${at(0)} * 10000 changes in 60 seconds. Saving...`);
        c.emit(t + 2, "redis-cache", "info", `1:M ${at(2)} * Background saving started by pid ${p}`);
        c.emit(t + saved, "redis-cache", "info", `${p}:C ${at(saved)} * DB saved on disk`);
        c.emit(t + done, "redis-cache", "info", `1:M ${at(done)} * Background saving terminated with success`);
      },
    },
    {
      every: 60,
      run(c, t) {
        c.emit(t, "herald", "info", `INFO herald.queue: backlog=${c.r.int(0, 60)} sent_1m=${c.r.int(200, 900)}`);
      },
    },
  ],
  chronic: [
    (c) =>
      c.spread(0.09, (t) =>
        c.emit(
          t,
          "sentinel",
          "error",
          `ERROR sentinel.ingest: frame decode failed for ${shard(c.r)}: unpack requires a buffer of 48 bytes`,
          {
            stack: c.r.chance(0.25)
              ? pyTrace(
                  [
                    [
                      "/app/sentinel/ingest.py",
                      112,
                      "handle_batch",
                      "frames = [decode_frame(b) for b in batch.payloads]",
                    ],
                    [
                      "/app/sentinel/codec.py",
                      41,
                      "decode_frame",
                      'speed, yaw, pitch, roll, *rest = struct.unpack("<6d", raw[:48])',
                    ],
                  ],
                  "struct.error: unpack requires a buffer of 48 bytes",
                )
              : undefined,
          },
        ),
      ),
    (c) =>
      c.spread(0.04, (t) =>
        c.emit(
          t,
          "tally",
          "error",
          `legacy board migration skipped lb:legacy:${c.r.int(2019, 2022)}: ReplyError: WRONGTYPE Operation against a key holding the wrong kind of value`,
        ),
      ),
  ],
};

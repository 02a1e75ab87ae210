// Estate 2: Brightmoss Interactive runs "Tidebreak", a PC naval battler sold on Steam. nginx in front,
// Django auth, asyncio lobby and gRPC rating in Python, Rails for ladder and shop, Sidekiq for mail and
// push, a Node websocket session router and chat relay. Docker-compose style names with underscores;
// no trace ids, only the Rails apps tag lines with a request id.
import { access } from "./access.js";
import { rails } from "./rails.js";
import type { Rng } from "./rng.js";
import { nodeTrace } from "./stacks.js";
import type { Estate } from "./types.js";

const REGIONS = ["eu", "na-east", "na-west", "sea", "oce"];
const MODES = ["ranked", "skirmish", "convoy", "brawl"];
const SKUS = [
  "hull_ironclad_mk3",
  "dlc_coral_reef",
  "doubloons_500",
  "doubloons_2200",
  "flag_pack_pirates",
  "captain_mira",
];

const pid = (r: Rng) => `p_${r.b36(8)}`;
const mid = (r: Rng) => `tb-${r.int(7_000_000, 7_999_999)}`;
const node = (r: Rng) =>
  `gsn-${r.pick(["fra", "ams", "iad", "sjc", "sin", "syd"])}-${String(r.int(1, 48)).padStart(2, "0")}`;

export const brightmoss: Estate = {
  key: "brightmoss",
  studio: "Brightmoss Interactive",
  game: "Tidebreak",
  apiHost: "api.tidebreak.brightmoss.example",
  services: [
    { name: "web_front", runtime: "nginx", roles: ["gateway"] },
    { name: "player_auth", runtime: "python", roles: ["auth"] },
    { name: "session_router", runtime: "node", roles: ["presence"] },
    { name: "lobby_svc", runtime: "python", roles: ["match"] },
    { name: "match_rater", runtime: "python", roles: ["rating"] },
    { name: "gs_supervisor", runtime: "python", roles: ["fleet", "gs"] },
    { name: "ranked_ladder", runtime: "ruby", roles: ["board", "stats"] },
    { name: "shop_backend", runtime: "ruby", roles: ["store", "ent"] },
    { name: "replay_vault", runtime: "python", roles: ["replay"] },
    { name: "chat_relay", runtime: "node", roles: ["chat"] },
    { name: "notify_worker", runtime: "ruby", roles: ["notify"] },
  ],
  trace: "rails",
  nodes: ["bm-app-01", "bm-app-02", "bm-app-03", "bm-app-04", "bm-edge-01"],
  gcp: { project: "brightmoss-live", cluster: "tidebreak", location: "europe-west1", namespace: "default" },
  regions: REGIONS,
  modes: MODES,
  platforms: ["steam"],
  skus: SKUS,
  build: "0.9.14",
  oldBuild: "0.9.12",
  pid,
  matchId: mid,
  server: (r) => `${node(r)}:${r.int(7700, 7899)}`,
  ua: (r) =>
    r.weighted([
      ["Tidebreak/0.9.14 (Windows; Steam)", 8],
      ["Tidebreak/0.9.14 (Linux; Steam Deck)", 2],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
        2,
      ],
    ]),
  probes: ["player_auth", "lobby_svc", "gs_supervisor"],
  probeEvery: 15,
  flows: [
    {
      name: "login",
      rate: 0.25,
      touches: ["player_auth"],
      run(c, t) {
        const r = c.r;
        const ms = r.int(60, 260);
        c.emit(
          t + ms - 10,
          "player_auth",
          "info",
          `auth.views: login ok user=${pid(r)} method=${r.pick(["steam", "steam", "password", "google"])} 2fa=${r.pick(["no", "no", "totp"])}`,
        );
        access(c, t + ms, { m: "POST", path: "/api/auth/login", code: 200, ms });
      },
    },
    {
      name: "ws",
      rate: 0.3,
      touches: ["session_router"],
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "session_router",
          "info",
          `bound ${pid(r)} -> lobby-${r.int(1, 6)} (ws, ${r.pick(REGIONS)}, client 0.9.14)`,
        );
        access(c, t + 2, { m: "GET", path: "/ws/session", code: 101, ms: 2, bytes: 0 });
      },
    },
    {
      name: "queue",
      rate: 0.32,
      touches: ["lobby_svc", "match_rater"],
      run(c, t) {
        const r = c.r;
        const size = r.weighted([
          [1, 5],
          [2, 2],
          [3, 1],
          [5, 1],
        ]);
        const party = `pa_${r.b36(7)}`;
        const rate = r.int(18, 95);
        c.emit(
          t + rate,
          "match_rater",
          "info",
          `RateParty ok party=${party} size=${size} mu=${r.float(18, 38).toFixed(2)} sigma=${r.float(1.2, 6).toFixed(2)} took=${rate}ms`,
        );
        c.emit(
          t + rate + 6,
          "lobby_svc",
          "info",
          `party queued  party_id=${party} mode=${r.pick(MODES)} size=${size} region=${r.pick(REGIONS)}`,
        );
        access(c, t + rate + 9, { m: "POST", path: "/api/lobby/queue", code: 200, ms: rate + 9 });
      },
    },
    {
      name: "assemble",
      rate: 0.06,
      touches: ["lobby_svc", "gs_supervisor"],
      run(c, t) {
        const r = c.r;
        const m = mid(r);
        const n = r.pick([8, 10, 12]);
        c.emit(
          t,
          "lobby_svc",
          "info",
          `match assembled  match_id=${m} players=${n} quality=${r.float(0.55, 0.93).toFixed(2)} wait_p50=${r.int(9, 70)}s`,
        );
        c.emit(
          t + r.int(300, 1500),
          "gs_supervisor",
          "info",
          `spawned tidebreak-server (pid ${r.int(20000, 65000)}) on ${node(r)}:${r.int(7700, 7899)} for ${m}`,
        );
      },
    },
    {
      name: "finish",
      rate: 0.06,
      touches: ["gs_supervisor", "replay_vault", "ranked_ladder"],
      run(c, t) {
        const r = c.r;
        const m = mid(r);
        const mb = r.float(12, 60).toFixed(1);
        c.emit(
          t,
          "gs_supervisor",
          "info",
          `${m} finished (exit 0) after ${r.int(11, 34)}m${r.int(0, 59)}s; uploading replay (${mb} MiB)`,
        );
        const up = r.int(300, 1800);
        c.emit(
          t + up,
          "replay_vault",
          "info",
          `${c.podIp()}:${r.int(30000, 60000)} - "PUT /replays/${m} HTTP/1.1" 201`,
        );
        c.emit(t + up + 2, "replay_vault", "info", `stored replay ${m}.tbr (${mb} MiB) in ${up - 20} ms`);
        rails(c, t + r.int(50, 200), "ranked_ladder", {
          m: "POST",
          path: "/internal/results",
          action: "Internal::ResultsController#create",
          code: 201,
          ms: r.int(18, 90),
          body: [["info", `Recorded result ${m}: ${r.pick([8, 10, 12])} captains, rating deltas applied`]],
        });
      },
    },
    {
      name: "ladder",
      rate: 0.35,
      touches: ["ranked_ladder"],
      run(c, t) {
        const r = c.r;
        const path = `/api/ladder/season/7?page=${r.int(1, 20)}&region=${r.pick(REGIONS)}`;
        const ms = r.int(6, 60);
        rails(c, t, "ranked_ladder", { m: "GET", path, action: "Api::LadderController#index", code: 200, ms });
        access(c, t + ms + 2, { m: "GET", path, code: 200, ms: ms + 2 });
      },
    },
    {
      name: "shop",
      rate: 0.12,
      touches: ["shop_backend"],
      run(c, t) {
        const r = c.r;
        const ms = r.int(20, 140);
        rails(c, t, "shop_backend", {
          m: "GET",
          path: "/api/shop/storefront",
          action: "Api::StorefrontController#show",
          code: 200,
          ms,
        });
        access(c, t + ms + 2, { m: "GET", path: "/api/shop/storefront", code: 200, ms: ms + 2 });
      },
    },
    {
      name: "buy",
      rate: 0.02,
      touches: ["shop_backend"],
      run(c, t) {
        const r = c.r;
        const ms = r.int(500, 2200);
        const sku = r.pick(SKUS);
        rails(c, t, "shop_backend", {
          m: "POST",
          path: "/api/shop/purchases",
          action: "Api::PurchasesController#create",
          code: 201,
          ms,
          body: [
            ["info", `Steam InitTxn ok orderid=${r.int(10 ** 9, 2 * 10 ** 9)} sku=${sku}`],
            ["info", `Granted ${sku} to ${pid(r)}`],
          ],
        });
        access(c, t + ms + 3, { m: "POST", path: "/api/shop/purchases", code: 201, ms: ms + 3 });
      },
    },
    {
      name: "chat",
      rate: 0.45,
      touches: ["chat_relay"],
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "chat_relay",
          "info",
          `relay flush ch=${r.pick(["lobby", "fleet", "guild", "whisper"])}:${r.b36(5)} msgs=${r.int(1, 14)} recipients=${r.int(1, 40)}`,
        );
      },
    },
    {
      name: "push",
      rate: 0.1,
      touches: ["notify_worker"],
      run(c, t) {
        const r = c.r;
        const jid = r.hex(24);
        const cls = r.pick(["PushNotificationJob", "PushNotificationJob", "FriendInviteMailerJob", "WeeklyDigestJob"]);
        c.emit(t, "notify_worker", "info", `class=${cls} jid=${jid} start`);
        c.emit(
          t + r.int(40, 900),
          "notify_worker",
          "info",
          `class=${cls} jid=${jid} elapsed=${r.float(0.04, 0.9).toFixed(3)} done`,
        );
      },
    },
    {
      name: "replay-dl",
      rate: 0.06,
      touches: ["replay_vault"],
      run(c, t) {
        access(c, t, { m: "GET", path: `/api/replays/${mid(c.r)}`, code: 302, ms: c.r.int(3, 20), bytes: 0 });
      },
    },
  ],
  jobs: [
    {
      every: 10,
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "lobby_svc",
          "info",
          `queue depth  ranked=${r.int(40, 400)} skirmish=${r.int(30, 300)} convoy=${r.int(5, 80)} oldest_s=${r.int(5, 90)}`,
        );
      },
    },
    {
      every: 20,
      run(c, t) {
        c.emit(t, "gs_supervisor", "info", `capacity ${c.r.int(300, 700)}/960 slots busy across 48 nodes`);
      },
    },
    {
      id: "replay_vault.volume",
      every: 60,
      run(c, t) {
        const pct = c.r.int(54, 71);
        c.emit(
          t,
          "replay_vault",
          "info",
          `volume /var/lib/replays: ${pct}% used (${Math.round(pct * 20.48)} GiB of 2048 GiB)`,
        );
      },
    },
    {
      every: 30,
      run(c, t) {
        c.emit(t, "chat_relay", "info", `connected sockets=${c.r.int(9000, 16000)} rooms=${c.r.int(2000, 4000)}`);
      },
    },
    {
      every: 60,
      run(c, t) {
        const jid = c.r.hex(24);
        c.emit(
          t,
          "ranked_ladder",
          "info",
          `[ActiveJob] [LadderSnapshotJob] [${c.r.uuid()}] Performed LadderSnapshotJob (Job ID: ${jid.slice(0, 8)}-${jid.slice(8, 12)}) from Sidekiq(default) in ${c.r.int(300, 1400)}.${c.r.int(10, 99)}ms`,
        );
      },
    },
  ],
  chronic: [
    (c) =>
      c.spread(0.07, (t) =>
        c.emit(
          t,
          "chat_relay",
          "error",
          "failed to deliver to socket: Error: WebSocket is not open: readyState 3 (CLOSED)",
          {
            stack: c.r.chance(0.3)
              ? nodeTrace("Error: WebSocket is not open: readyState 3 (CLOSED)", [
                  "WebSocket.send (/srv/app/node_modules/ws/lib/websocket.js:453:19)",
                  "Relay.deliver (/srv/app/dist/relay.js:88:14)",
                  "Array.forEach (<anonymous>)",
                  "Relay.flush (/srv/app/dist/relay.js:61:20)",
                  "listOnTimeout (node:internal/timers:573:17)",
                  "process.processTimers (node:internal/timers:514:7)",
                ])
              : undefined,
          },
        ),
      ),
    (c) =>
      c.spread(0.04, (t) =>
        c.emit(t, "player_auth", "warn", "Forbidden (CSRF cookie not set.): /api/auth/legacy-login"),
      ),
    (c) =>
      c.spread(0.03, (t) => c.emit(t, "shop_backend", "warn", `[${c.r.uuid()}] Can't verify CSRF token authenticity.`)),
  ],
};

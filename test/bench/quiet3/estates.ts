// Three made-up organisations: a national weather service, a farm-irrigation IoT company and an online game studio.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const envoy = (r: Rng, method: string, path: string, status: number, up: string) =>
  `[access] "${method} ${path} HTTP/1.1" ${status} - ${r.int(0, 900)} ${r.int(200, 48000)} ${ms(r, 3, 180)} ${ms(r, 2, 170)} "${r.ip()}" "${r.pick(["okhttp/4.12.0", "Mozilla/5.0", "python-requests/2.32.3", "Go-http-client/2.0", "curl/8.5.0"])}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}" "${up}"`;
const nginx = (r: Rng, method: string, path: string, status: number, ua: string) =>
  `${r.ip()} - - "${method} ${path} HTTP/1.1" ${status} ${status === 204 ? 0 : r.int(120, 9000)} "-" "${ua}" ${(r.int(2, 190) / 1000).toFixed(3)} ${(r.int(1, 180) / 1000).toFixed(3)}`;

const STATIONS = ["EGLL", "EGPH", "EGCC", "EIDW", "EGAA", "EGNX", "EGKK", "EGPD", "EGGD", "EGHI"];
const CROPS = ["almond", "alfalfa", "vineyard", "pistachio", "tomato", "cotton"];
const QUEUES = ["ranked-1v1", "ranked-3v3", "casual-5v5", "arena-duo", "custom-lan"];

export const ESTATES: Estate[] = [
  {
    org: "Northwind Meteorological Service",
    namespace: "wx-prod",
    paths: ["/v1/forecast/point", "/v1/obs/latest", "/v1/radar/tiles", "/v1/warnings/active"],
    services: [
      {
        name: "wx-edge",
        role: "edge",
        runtime: "envoy",
        weight: 6,
        line: (r) =>
          envoy(
            r,
            "GET",
            r.pick([
              `/v1/forecast/point?lat=5${r.int(0, 9)}.${r.int(10, 99)}&lon=-${r.int(0, 5)}.${r.int(10, 99)}`,
              `/v1/obs/latest?station=${r.pick(STATIONS)}`,
              `/v1/radar/tiles/${r.int(5, 9)}/${r.int(20, 80)}/${r.int(20, 60)}.png`,
              "/v1/warnings/active",
            ]),
            200,
            "forecast-api",
          ),
      },
      {
        name: "forecast-api",
        role: "api",
        runtime: "go",
        weight: 5,
        line: (r) =>
          r.pick([
            `request completed method=GET path=/v1/forecast/point status=200 duration=${ms(r, 4, 95)}ms grid=uk2km cache=${r.pick(["hit", "hit", "miss"])}`,
            `request completed method=GET path=/v1/obs/latest status=200 duration=${ms(r, 2, 40)}ms station=${r.pick(STATIONS)}`,
            `request completed method=GET path=/v1/warnings/active status=200 duration=${ms(r, 3, 30)}ms count=${r.int(0, 6)}`,
          ]),
      },
      {
        name: "apikey-registry",
        role: "auth",
        runtime: "node",
        weight: 2,
        line: (r) =>
          r.pick([
            `api key ak_${r.hex(6)} verified (org=${r.int(100, 999)}, plan=${r.pick(["research", "commercial", "public"])}) in ${ms(r, 1, 9)}ms`,
            `quota check org=${r.int(100, 999)} used=${r.int(100, 9000)}/${r.pick([10000, 50000, 250000])} ok`,
          ]),
      },
      {
        name: "obs-ingest",
        role: "worker",
        runtime: "rust",
        weight: 4,
        line: (r) =>
          `INFO ingest{station=${r.pick(STATIONS)}}: obs_ingest::metar: accepted ${r.int(1, 14)} observations batch_ms=${r.int(1, 12)}`,
      },
      {
        name: "nwp-runner",
        role: "batch",
        runtime: "python",
        weight: 1,
        line: (r) =>
          `ensemble member ${r.int(1, 50)}/50 step +${r.int(1, 48) * 3}h integrated in ${r.float(0.8, 4.5).toFixed(2)}s (cfl=${r.float(0.3, 0.9).toFixed(2)})`,
      },
      {
        name: "obs-postgres",
        role: "db",
        runtime: "postgres",
        weight: 1,
        line: (r) =>
          r.pick([
            `LOG:  duration: ${r.float(20, 240).toFixed(3)} ms  statement: SELECT station_id, observed_at, temp_c FROM obs_latest WHERE station_id = $1`,
            `LOG:  checkpoint starting: time`,
            `LOG:  checkpoint complete: wrote ${r.int(200, 4000)} buffers (${r.float(0.5, 6).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 4)} recycled; write=${r.float(20, 200).toFixed(3)} s, sync=0.0${r.int(10, 99)} s, total=${r.float(20, 200).toFixed(3)} s`,
            `LOG:  automatic vacuum of table "wx.public.obs_raw": index scans: 1`,
          ]),
      },
      {
        name: "tile-redis",
        role: "cache",
        runtime: "redis",
        weight: 1,
        line: (r) =>
          r.pick([
            `1:M * ${r.int(10, 900)} changes in 60 seconds. Saving...`,
            `1:M * Background saving started by pid ${r.int(200, 9000)}`,
            `${r.int(200, 9000)}:C * DB saved on disk`,
            `1:M * Background saving terminated with success`,
          ]),
      },
      {
        name: "obs-kafka",
        role: "broker",
        runtime: "kafka",
        weight: 1,
        line: (r) =>
          r.pick([
            `[GroupCoordinator 1]: Member obs-ingest-${r.hex(6)} in group obs-ingest has joined; group is stable (kafka.coordinator.group.GroupCoordinator)`,
            `[LocalLog partition=obs.metar-${r.int(0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1e6, 9e6)} in ${r.int(1, 6)} ms. (kafka.log.LocalLog)`,
            `[UnifiedLog partition=obs.synop-${r.int(0, 11)}, dir=/var/lib/kafka/data] Deleting segment files LogSegment(baseOffset=${r.int(1e5, 9e5)}) due to retention time 604800000ms breach (kafka.log.UnifiedLog)`,
          ]),
      },
      {
        name: "radar-tiler",
        role: "aux",
        runtime: "jvm",
        weight: 3,
        line: (r) =>
          `[tile-pool-${r.int(1, 8)}] INFO  o.n.radar.TileRenderer - composite tile z=${r.int(5, 9)} x=${r.int(20, 80)} y=${r.int(20, 60)} rendered in ${ms(r, 6, 60)} ms (${r.int(8, 90)} KiB)`,
      },
      {
        name: "warning-dispatch",
        role: "notify",
        runtime: "dotnet",
        weight: 1,
        line: (r) =>
          `info: Northwind.Warnings.Dispatcher[0] Dispatched ${r.int(1, 6)} warning(s) to channel ${r.pick(["cap-feed", "email", "partner-push"])} in ${ms(r, 5, 60)}ms`,
      },
    ],
  },
  {
    org: "Fieldline Agritech",
    namespace: "fieldline",
    paths: ["/api/v2/telemetry", "/farms", "/blocks", "/schedules"],
    services: [
      {
        name: "ingress-nginx",
        role: "edge",
        runtime: "nginx",
        weight: 6,
        line: (r) =>
          r.chance(0.6)
            ? nginx(r, "POST", "/api/v2/telemetry", 204, `fieldnode/3.${r.int(1, 4)}.${r.int(0, 9)}`)
            : nginx(
                r,
                "GET",
                r.pick([`/farms/${r.int(100, 999)}/blocks`, `/schedules/${r.int(1000, 9999)}`, "/dashboard"]),
                200,
                "Mozilla/5.0",
              ),
      },
      {
        name: "farm-portal",
        role: "api",
        runtime: "ruby",
        weight: 4,
        line: (r) =>
          r.pick([
            `Started GET "/farms/${r.int(100, 999)}/blocks" for ${r.ip()}`,
            `Completed 200 OK in ${ms(r, 12, 140)}ms (Views: ${r.float(2, 40).toFixed(1)}ms | ActiveRecord: ${r.float(1, 30).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`,
            `Processing by SchedulesController#show as JSON`,
          ]),
      },
      {
        name: "grower-auth",
        role: "auth",
        runtime: "python",
        weight: 2,
        line: (r) =>
          r.pick([
            `session issued grower_id=g-${r.int(1000, 9999)} method=password mfa=${r.pick(["totp", "none"])}`,
            `"POST /token HTTP/1.1" 200 OK`,
            `refresh token rotated for grower_id=g-${r.int(1000, 9999)}`,
          ]),
      },
      {
        name: "valve-scheduler",
        role: "worker",
        runtime: "go",
        weight: 3,
        line: (r) =>
          `scheduled irrigation block=B-${r.int(100, 999)} valve=V-${r.int(1000, 9999)} start=+${r.int(1, 90)}m duration=${r.int(10, 120)}m crop=${r.pick(CROPS)}`,
      },
      {
        name: "yield-etl",
        role: "batch",
        runtime: "python",
        weight: 1,
        line: (r) =>
          `Task etl.load_harvest[${r.hex(8)}-${r.hex(4)}] succeeded in ${r.float(0.2, 6).toFixed(3)}s: ${r.int(40, 900)} rows`,
      },
      {
        name: "telemetry-pg",
        role: "db",
        runtime: "postgres",
        weight: 1,
        line: (r) =>
          r.pick([
            `LOG:  checkpoint complete: wrote ${r.int(500, 9000)} buffers (${r.float(1, 9).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 6)} recycled`,
            `LOG:  duration: ${r.float(30, 400).toFixed(3)} ms  execute <unnamed>: INSERT INTO soil_readings (node_id, ts, vwc, temp_c) VALUES ($1, $2, $3, $4)`,
            `LOG:  automatic analyze of table "fieldline.public.soil_readings"`,
          ]),
      },
      {
        name: "session-redis",
        role: "cache",
        runtime: "redis",
        weight: 1,
        line: (r) =>
          r.pick([
            `1:M * ${r.int(10, 900)} changes in 300 seconds. Saving...`,
            `1:M * Background saving started by pid ${r.int(100, 800)}`,
            `1:M * Background saving terminated with success`,
          ]),
      },
      {
        name: "events-rabbitmq",
        role: "broker",
        runtime: "rabbitmq",
        weight: 1,
        line: (r) =>
          r.pick([
            `accepting AMQP connection <0.${r.int(1000, 9999)}.0> (${r.ip()}:${r.int(30000, 60000)} -> 10.8.0.9:5672)`,
            `connection <0.${r.int(1000, 9999)}.0> (${r.ip()}:${r.int(30000, 60000)} -> 10.8.0.9:5672): user 'scheduler' authenticated and granted access to vhost '/'`,
            `closing AMQP connection <0.${r.int(1000, 9999)}.0> (${r.ip()}:${r.int(30000, 60000)} -> 10.8.0.9:5672, vhost: '/', user: 'etl')`,
          ]),
      },
      {
        name: "sensor-gateway",
        role: "aux",
        runtime: "rust",
        weight: 5,
        line: (r) =>
          `INFO uplink{node=FN-${r.int(10000, 99999)}}: sensor_gateway::lora: frame accepted rssi=-${r.int(70, 118)} snr=${r.float(-4, 10).toFixed(1)} vwc=${r.float(0.1, 0.45).toFixed(2)}`,
      },
      {
        name: "grower-notify",
        role: "notify",
        runtime: "node",
        weight: 1,
        line: (r) =>
          `sent ${r.pick(["frost", "low-pressure", "schedule-complete", "battery-low"])} notice to ${r.int(1, 9)} grower(s) via ${r.pick(["sms", "push", "email"])} in ${ms(r, 40, 400)}ms`,
      },
    ],
  },
  {
    org: "Emberforge Games",
    namespace: "ember-live",
    paths: ["/v3/lobbies", "/v3/profile", "/v3/inventory", "/v3/matches"],
    services: [
      {
        name: "game-edge",
        role: "edge",
        runtime: "envoy",
        weight: 6,
        line: (r) =>
          envoy(
            r,
            r.pick(["GET", "GET", "POST"]),
            r.pick(["/v3/lobbies", `/v3/profile/p_${r.hex(8)}`, "/v3/inventory", `/v3/matches/${r.hex(10)}`]),
            200,
            "lobby-service",
          ),
      },
      {
        name: "lobby-service",
        role: "api",
        runtime: "dotnet",
        weight: 5,
        line: (r) =>
          `info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 ${r.pick(["GET /v3/lobbies", "POST /v3/lobbies/join", "GET /v3/profile/me"])} - 200 ${r.int(90, 4000)} application/json ${r.float(1, 60).toFixed(4)}ms`,
      },
      {
        name: "player-auth",
        role: "auth",
        runtime: "go",
        weight: 2,
        line: (r) =>
          r.pick([
            `token issued player=p_${r.hex(8)} platform=${r.pick(["steam", "psn", "xbl", "epic"])} ttl=3600s`,
            `session refreshed player=p_${r.hex(8)} age=${r.int(10, 3500)}s`,
          ]),
      },
      {
        name: "matchmaker",
        role: "worker",
        runtime: "jvm",
        weight: 3,
        line: (r) =>
          `[mm-tick-${r.int(1, 4)}] INFO  gg.ember.mm.QueueProcessor - formed match m-${r.hex(8)} queue=${r.pick(QUEUES)} spread=${r.int(10, 220)} waited=${r.int(2, 60)}s`,
      },
      {
        name: "season-rollup",
        role: "batch",
        runtime: "python",
        weight: 1,
        line: (r) =>
          `rollup shard ${r.int(0, 63)}/64: aggregated ${r.int(1000, 90000)} match results into leaderboard_season_14 (${r.float(0.3, 5).toFixed(2)}s)`,
      },
      {
        name: "profile-mysql",
        role: "db",
        runtime: "mysql",
        weight: 1,
        line: (r) =>
          r.pick(
            [
              `[Note] [MY-010914] [Server] Aborted connection ${r.int(10000, 99999)} to db: 'profiles' user: 'lobby' host: '${r.ip()}' (Got an error reading communication packets).`,
              `[Note] [MY-011953] [InnoDB] Page cleaner took ${r.int(4000, 4900)}ms to flush ${r.int(100, 2000)} pages`,
              `[System] [MY-013172] [Server] Received SHUTDOWN from user <via user signal>. Shutting down mysqld (Version: 8.0.36).`,
            ].slice(0, 2),
          ),
      },
      {
        name: "leaderboard-redis",
        role: "cache",
        runtime: "redis",
        weight: 1,
        line: (r) =>
          r.pick([
            `1:M * ${r.int(1000, 9000)} changes in 60 seconds. Saving...`,
            `1:M * Background saving started by pid ${r.int(100, 800)}`,
            `1:M * Background saving terminated with success`,
          ]),
      },
      {
        name: "telemetry-kafka",
        role: "broker",
        runtime: "kafka",
        weight: 1,
        line: (r) =>
          `[LocalLog partition=game.events-${r.int(0, 23)}, dir=/bitnami/kafka/data] Rolled new log segment at offset ${r.int(1e7, 9e7)} in ${r.int(1, 6)} ms. (kafka.log.LocalLog)`,
      },
      {
        name: "inventory-svc",
        role: "aux",
        runtime: "node",
        weight: 3,
        line: (r) =>
          r.pick([
            `granted sku=${r.pick(["emote_wave_03", "skin_ash_knight", "banner_s14", "xp_boost_1h"])} to player p_${r.hex(8)} (source=${r.pick(["match_reward", "store", "battlepass"])})`,
            `GET /v3/inventory 200 ${ms(r, 4, 80)}ms items=${r.int(5, 400)}`,
          ]),
      },
      {
        name: "chat-relay",
        role: "notify",
        runtime: "rust",
        weight: 2,
        line: (r) =>
          `INFO relay{channel=guild:${r.int(1000, 9999)}}: chat_relay::fanout: delivered ${r.int(1, 60)} messages to ${r.int(2, 50)} members p99=${r.int(2, 30)}ms`,
      },
    ],
  },
];

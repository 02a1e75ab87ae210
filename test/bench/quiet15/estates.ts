// Five made-up companies (devices, calls, pipelines, schedulers, games) and the harmless background each one logs:
// traffic, health checks, periodic jobs, one noisy service with a constant harmless error, deprecation warnings
// and retries that succeed.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

type Msg = (r: Rng, i: number) => string;

export interface Estate {
  key: "meters" | "voice" | "ci" | "batch" | "games";
  company: string;
  ns: string;
  day: string;
  services: string[];
  traffic: Array<[svc: string, weight: number, msg: Msg]>;
  health: string[];
  periodic: Array<[svc: string, everyMs: number, msg: Msg]>;
  noisy: { svc: string; level: Level; everyMs: number; msg: Msg };
  deprecation: Array<[svc: string, msg: string]>;
  retryOk: { svc: string; fail: Msg; ok: Msg };
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

export const ESTATES: Estate[] = [
  {
    key: "meters",
    company: "Brightmeter Utilities",
    ns: "brightmeter-prod",
    day: "2026-06-02",
    services: [
      "mqtt-broker",
      "device-registry",
      "telemetry-ingest",
      "ota-updater",
      "meter-billing",
      "tsdb-writer",
      "alert-router",
      "ops-portal",
    ],
    traffic: [
      [
        "mqtt-broker",
        4,
        (r) =>
          `Received PUBLISH from meter-${r.int(1000, 9999)} (d0, q1, r0, m${r.int(1, 60000)}, 'meters/reading', ... (${r.int(90, 240)} bytes))`,
      ],
      [
        "telemetry-ingest",
        4,
        (r) => `batch committed: ${r.int(200, 900)} readings from ${r.int(40, 180)} meters in ${ms(r, 8, 60)}ms`,
      ],
      ["tsdb-writer", 2, (r) => `flushed ${r.int(2000, 9000)} points to shard ${r.int(1, 12)} in ${ms(r, 5, 40)}ms`],
      ["device-registry", 1, (r) => `GET /v1/devices/meter-${r.int(1000, 9999)} 200 ${ms(r, 2, 20)}ms`],
      [
        "meter-billing",
        1,
        (r) => `computed interval usage for account A-${r.int(100000, 999999)}: ${r.int(1, 80)}.${r.int(10, 99)} kWh`,
      ],
      ["ops-portal", 1, (r) => `GET /api/feeders/${r.int(1, 40)}/load 200 ${ms(r, 20, 140)}ms`],
      ["alert-router", 1, (r) => `evaluated ${r.int(300, 500)} rules, 0 firing (${ms(r, 3, 30)}ms)`],
    ],
    health: ["device-registry", "telemetry-ingest", "meter-billing", "ops-portal", "alert-router"],
    periodic: [
      [
        "mqtt-broker",
        60000,
        (r) => `$SYS: clients connected ${r.int(11800, 12100)}, messages/sec received ${r.int(180, 260)}`,
      ],
      ["ota-updater", 120000, (r) => `manifest poll: channel stable at fw 4.12.${r.int(2, 3)}, nothing to schedule`],
    ],
    noisy: {
      svc: "telemetry-ingest",
      level: "warn",
      everyMs: 9000,
      msg: (r) =>
        `dropping reading from meter-${r.pick(["0007", "0113", "4410"])}: register 1.8.0 went backwards (meter replaced, known)`,
    },
    deprecation: [
      [
        "device-registry",
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      ],
      [
        "ops-portal",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ],
    ],
    retryOk: {
      svc: "tsdb-writer",
      fail: (r) => `write to shard ${r.int(1, 12)} failed: context deadline exceeded, retrying (attempt 1/3)`,
      ok: (r) => `write to shard ${r.int(1, 12)} succeeded on attempt 2`,
    },
  },
  {
    key: "voice",
    company: "Lumen Voice",
    ns: "lumen-voice",
    day: "2026-06-04",
    services: [
      "sip-edge",
      "pbx-core",
      "call-router",
      "cdr-writer",
      "voicemail-svc",
      "billing-rater",
      "rtp-relay",
      "customer-portal",
      "fail2ban",
    ],
    traffic: [
      [
        "sip-edge",
        3,
        (r) => `INVITE sip:+4420${r.int(10000000, 99999999)}@lumen.example from ${r.ip()}:5060 routed to pbx-core`,
      ],
      [
        "pbx-core",
        3,
        (r) =>
          `-- Executing [s@from-trunk:${r.int(1, 6)}] Dial("PJSIP/trunk-${r.hex(8)}", "PJSIP/${r.int(200, 499)}@tenant-${r.int(1, 40)},30") in new stack`,
      ],
      [
        "call-router",
        3,
        (r) => `call ${r.hex(16)} answered 200 OK after ${r.int(2, 18)}s ringing, tenant-${r.int(1, 40)}`,
      ],
      ["cdr-writer", 2, (r) => `CDR stored call=${r.hex(16)} duration=${r.int(5, 900)}s disposition=ANSWERED`],
      [
        "rtp-relay",
        2,
        (r) => `session ${r.hex(10)} relaying ports ${r.int(10000, 20000)}/${r.int(20000, 30000)} codec=opus`,
      ],
      ["billing-rater", 1, (r) => `rated call ${r.hex(16)}: ${r.int(1, 40)} min @ 0.0${r.int(10, 99)} GBP`],
      [
        "customer-portal",
        1,
        (r) => `GET /api/tenants/${r.int(1, 40)}/calls?page=${r.int(1, 5)} 200 ${ms(r, 30, 200)}ms`,
      ],
    ],
    health: ["call-router", "cdr-writer", "voicemail-svc", "billing-rater", "customer-portal"],
    periodic: [
      [
        "sip-edge",
        30000,
        (r) => `OPTIONS keepalive to carrier-trunk-a (sip:trunk-a.carrier.example:5061) 200 OK in ${r.int(8, 30)}ms`,
      ],
      [
        "sip-edge",
        30000,
        (r) => `OPTIONS keepalive to carrier-trunk-b (sip:trunk-b.carrier.example:5061) 200 OK in ${r.int(10, 40)}ms`,
      ],
      ["voicemail-svc", 60000, (r) => `mailbox sweep: ${r.int(0, 9)} new messages, ${r.int(0, 3)} notifications sent`],
    ],
    noisy: {
      svc: "pbx-core",
      level: "warn",
      everyMs: 12000,
      msg: () =>
        "WARNING[2217]: res_pjsip_outbound_publish.c:1048 sip_outbound_publish_client_alloc: Could not create outbound publish client for 'presence-hub', no outbound proxy configured",
    },
    deprecation: [
      [
        "pbx-core",
        "WARNING[1]: loader.c:2408 load_modules: Module 'chan_sip' has been loaded but was deprecated in Asterisk version 17 and will be removed in Asterisk version 21.",
      ],
      [
        "customer-portal",
        "DeprecationWarning: The 'punycode' module is deprecated. Please use a userland alternative instead.",
      ],
    ],
    retryOk: {
      svc: "cdr-writer",
      fail: () => "MySQL server has gone away (2006) on idle connection, reconnecting",
      ok: () => "reconnected to cdr-db, replayed 1 pending insert",
    },
  },
  {
    key: "ci",
    company: "Forgeworks",
    ns: "forgeworks-ci",
    day: "2026-06-09",
    services: [
      "ci-scheduler",
      "runner-pool",
      "artifact-store",
      "git-mirror",
      "test-reporter",
      "build-cache",
      "deploy-gate",
      "webhook-relay",
    ],
    traffic: [
      [
        "webhook-relay",
        2,
        (r) =>
          `push event repo=forgeworks/${r.pick(["kiln", "anvil", "bellows", "crucible"])} ref=refs/heads/${r.pick(["main", "feat/" + r.hex(5), "fix/" + r.hex(5)])} delivered to ci-scheduler`,
      ],
      [
        "ci-scheduler",
        3,
        (r) =>
          `job ${r.int(880000, 899999)} (${r.pick(["build", "unit", "lint", "e2e", "package"])}) queued, picked by runner ${r.hex(8)} after ${r.int(1, 20)}s`,
      ],
      [
        "runner-pool",
        4,
        (r) =>
          `Job succeeded duration_s=${r.int(30, 900)}.${r.int(10, 99)} job=${r.int(880000, 899999)} project=${r.int(10, 90)} runner=${r.hex(8)}`,
      ],
      [
        "artifact-store",
        2,
        (r) => `PUT /artifacts/${r.int(880000, 899999)}/dist.tar.zst 201 ${r.int(1, 300)}MB in ${ms(r, 200, 4000)}ms`,
      ],
      ["build-cache", 3, (r) => `cache hit key=node-modules-${r.hex(16)} (${r.int(40, 600)}MB)`],
      [
        "git-mirror",
        2,
        (r) =>
          `fetch forgeworks/${r.pick(["kiln", "anvil", "bellows", "crucible"])}.git: ${r.int(1, 40)} refs updated in ${ms(r, 300, 3000)}ms`,
      ],
      [
        "test-reporter",
        1,
        (r) => `ingested junit report job=${r.int(880000, 899999)}: ${r.int(200, 4000)} tests, 0 failures`,
      ],
    ],
    health: ["ci-scheduler", "artifact-store", "build-cache", "deploy-gate", "webhook-relay"],
    periodic: [
      [
        "runner-pool",
        30000,
        (r) => `autoscaler: ${r.int(18, 30)} runners busy, ${r.int(2, 8)} idle, desired=${r.int(24, 34)}`,
      ],
      ["artifact-store", 300000, (r) => `expiry sweep removed ${r.int(100, 900)} artifacts (${r.int(2, 40)}GB)`],
    ],
    noisy: {
      svc: "runner-pool",
      level: "error",
      everyMs: 15000,
      msg: () =>
        'ERROR: Failed to remove network for build error=networksManager is undefined network="" project=17 runner=k8s-legacy',
    },
    deprecation: [
      [
        "runner-pool",
        "WARNING: The 'docker+machine' executor is deprecated and will be removed in 18.0, migrate to the autoscaler executor",
      ],
      [
        "ci-scheduler",
        "WARN: config key 'only/except' is deprecated in .ci.yml, use 'rules' instead (project forgeworks/bellows)",
      ],
    ],
    retryOk: {
      svc: "artifact-store",
      fail: () => "S3 PutObject slow down (503 SlowDown), retrying in 200ms",
      ok: (r) => `S3 PutObject ok after retry (${r.int(1, 90)}MB)`,
    },
  },
  {
    key: "batch",
    company: "Northbank Mutual",
    ns: "northbank-batch",
    day: "2026-06-12",
    services: [
      "job-scheduler",
      "batch-ledger",
      "sftp-gateway",
      "report-builder",
      "statement-gen",
      "settlement-api",
      "mq-bridge",
      "core-db-proxy",
    ],
    traffic: [
      ["settlement-api", 3, (r) => `POST /v2/settlements 201 ${ms(r, 30, 180)}ms batch=SB${r.int(100000, 999999)}`],
      ["mq-bridge", 3, (r) => `MQGET from NB.SETTLE.IN ok, msgId=${r.hex(24)} forwarded to settlement-api`],
      [
        "batch-ledger",
        3,
        (r) => `posted ${r.int(500, 5000)} journal lines for branch ${r.int(100, 400)} in ${ms(r, 100, 900)}ms`,
      ],
      ["core-db-proxy", 2, (r) => `pool stats: active=${r.int(4, 20)} idle=${r.int(10, 30)} waiting=0`],
      ["report-builder", 1, (r) => `rendered report RPT-${r.int(100, 999)} page ${r.int(1, 400)}`],
      [
        "statement-gen",
        2,
        (r) => `statement generated for account ${r.int(10000000, 99999999)} (${r.int(1, 9)} pages)`,
      ],
      ["sftp-gateway", 1, (r) => `session ${r.hex(8)} user=partner${r.int(1, 12)} opened from ${r.ip()}`],
    ],
    health: ["settlement-api", "mq-bridge", "report-builder", "statement-gen", "core-db-proxy"],
    periodic: [
      [
        "job-scheduler",
        60000,
        (r) => `cycle: ${r.int(30, 60)} jobs ended OK, ${r.int(2, 9)} executing, ${r.int(5, 40)} waiting on conditions`,
      ],
      ["core-db-proxy", 120000, () => "healthcheck query SELECT 1 FROM DUAL ok"],
    ],
    noisy: {
      svc: "sftp-gateway",
      level: "error",
      everyMs: 10000,
      msg: () =>
        "error: kex_exchange_identification: Connection closed by remote host [preauth] (10.40.0.5 lb health probe)",
    },
    deprecation: [
      [
        "report-builder",
        "WARN  org.hibernate.orm.deprecation - HHH90000025: H2Dialect does not need to be specified explicitly using 'hibernate.dialect'",
      ],
      [
        "settlement-api",
        "WARN o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default.",
      ],
    ],
    retryOk: {
      svc: "mq-bridge",
      fail: () => "MQRC_CONNECTION_BROKEN (2009) on NB.SETTLE.IN, reconnecting",
      ok: () => "reconnected to queue manager NBQM01, resuming gets",
    },
  },
  {
    key: "games",
    company: "Pixel Harbor",
    ns: "pixelharbor-live",
    day: "2026-06-15",
    services: [
      "lobby-api",
      "matchmaker",
      "game-server",
      "player-profile",
      "leaderboard",
      "chat-gateway",
      "events-pipeline",
      "anti-cheat",
    ],
    traffic: [
      ["lobby-api", 3, (r) => `POST /v1/parties/${r.hex(8)}/ready 200 ${ms(r, 5, 60)}ms`],
      [
        "matchmaker",
        3,
        (r) =>
          `match ${r.hex(10)} formed: 10 players, region eu-west, skill spread ${r.int(40, 200)}, wait ${r.int(8, 90)}s`,
      ],
      [
        "game-server",
        4,
        (r) => `[match ${r.hex(6)}] tick ${r.int(1000, 90000)} players=${r.int(6, 10)} avg_rtt=${r.int(20, 90)}ms`,
      ],
      ["player-profile", 2, (r) => `GET /v1/players/${r.int(10000000, 99999999)} 200 ${ms(r, 3, 40)}ms`],
      [
        "leaderboard",
        1,
        (r) => `score submitted season=S14 player=${r.int(10000000, 99999999)} delta=+${r.int(1, 40)}`,
      ],
      ["chat-gateway", 2, (r) => `channel party-${r.hex(6)}: ${r.int(1, 20)} messages relayed`],
      [
        "events-pipeline",
        2,
        (r) => `committed offsets for partition ${r.int(0, 23)} of game-events at ${r.int(1000000, 9999999)}`,
      ],
    ],
    health: ["lobby-api", "matchmaker", "player-profile", "leaderboard", "chat-gateway"],
    periodic: [
      [
        "matchmaker",
        30000,
        (r) => `queue depth eu-west=${r.int(200, 900)} us-east=${r.int(200, 900)} ap-south=${r.int(20, 200)}`,
      ],
      [
        "anti-cheat",
        60000,
        (r) => `signature db up to date (rev ${r.int(8800, 8810)}), ${r.int(0, 3)} reports reviewed`,
      ],
    ],
    noisy: {
      svc: "chat-gateway",
      level: "error",
      everyMs: 8000,
      msg: () => "Error: Unable to send push to token: APNs responded 410 Unregistered (stale device token, pruning)",
    },
    deprecation: [
      [
        "lobby-api",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
      [
        "events-pipeline",
        "WARN [Consumer clientId=events-pipeline-1] The configuration 'auto.commit.interval.ms' was supplied but isn't a known config.",
      ],
    ],
    retryOk: {
      svc: "leaderboard",
      fail: () => "redis: connection pool timeout, retrying ZINCRBY (attempt 1)",
      ok: () => "ZINCRBY ok on retry",
    },
  },
];

export function estate(key: Estate["key"]): Estate {
  return ESTATES.find((e) => e.key === key) as Estate;
}

/** Lays the estate's harmless background over the whole window at about `perMin` traffic lines a minute. */
export function background(s: Stream, e: Estate, perMin: number): void {
  const r = s.r;
  const total = e.traffic.reduce((a, [, w]) => a + w, 0);
  for (const [svc, w, msg] of e.traffic)
    s.poisson((perMin * w) / total, (t, i) => s.at(t, svc, "info", msg(r, i), r.chance(0.5) ? s.trace() : undefined));
  for (const svc of e.health)
    s.every(r.pick([10000, 15000, 20000]), (t) =>
      s.at(t, svc, "info", `GET /healthz 200 ${r.int(1, 4)}ms kube-probe/1.29`),
    );
  for (const [svc, every, msg] of e.periodic) s.every(every, (t, i) => s.at(t, svc, "info", msg(r, i)));
  s.every(e.noisy.everyMs, (t, i) => s.at(t, e.noisy.svc, e.noisy.level, e.noisy.msg(r, i)), s.t0, s.end, 0.4);
  for (const [svc, msg] of e.deprecation) s.every(r.int(150000, 300000), (t) => s.at(t, svc, "warn", msg));
  s.poisson(0.6, (t) => {
    s.at(t, e.retryOk.svc, "warn", e.retryOk.fail(r, 0));
    s.at(t + r.int(200, 2500), e.retryOk.svc, "info", e.retryOk.ok(r, 1));
  });
}

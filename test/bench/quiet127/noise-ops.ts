// Harmless operational noise: rolling restarts and deploys, certificate and key rotation, backfills,
// consumer-group rebalances, warm-up probes, region drains, flag reloads, deprecation warnings,
// single game-server crashes at fleet scale, a slow analytics query, a cache warming after a flush.
import { access, nginxError } from "./access.js";
import type { Ctx } from "./ctx.js";
import { restart } from "./lifecycle.js";
import { day, slashed } from "./time.js";
import type { Role } from "./types.js";
import { by, type Noise, paths } from "./util.js";

export const version = (c: Ctx) => `${c.r.int(1, 4)}.${c.r.int(0, 40)}.${c.r.int(0, 12)}`;

/** A service an operator might restart without anyone noticing (not the edge, not a database). */
function someService(
  c: Ctx,
  roles: Role[] = ["board", "store", "ent", "match", "presence", "chat", "notify", "patch", "anticheat"],
): string {
  const opts = roles.filter((x) => c.has(x)).map((x) => c.svc(x));
  return c.r.pick(opts.filter((s) => !["envoy", "nginx", "postgres", "redis", "unreal"].includes(c.rt(s))));
}

/** What the edge prints when an upstream replica goes away during a graceful roll (and is retried). */
function edgeBlip(c: Ctx, t: number, up: string): void {
  const gw = c.svc("gateway");
  const r = c.r;
  const ip = c.podIp();
  switch (c.rt(gw)) {
    case "envoy":
      access(c, t, { m: "GET", path: paths(c).profile, code: 503, ms: r.int(1, 30), flags: "UC", up });
      break;
    case "nginx":
      nginxError(
        c,
        t,
        "error",
        "connect() failed (111: Connection refused) while connecting to upstream",
        { m: "GET", path: paths(c).profile, code: 502, ms: 1 },
        `${ip}:8000`,
      );
      break;
    case "node":
      c.emit(t, gw, "warn", `upstream ${up} connect ECONNREFUSED ${ip}:8080, retrying on next endpoint (1/2)`);
      break;
    default:
      c.emit(
        t,
        gw,
        "warn",
        `proxy: upstream ${up}: dial tcp ${ip}:8080: connect: connection refused; retrying next endpoint`,
      );
  }
}

const rollingRestart: Noise = (c, heavy) => {
  const svc = someService(c);
  const v = version(c);
  let t = c.at(0.05, 0.5);
  for (let i = 0; i < c.r.int(2, heavy ? 4 : 3); i++) {
    const ready = restart(c, t, svc, v);
    for (let k = 0; k < c.r.int(0, 2); k++) edgeBlip(c, t + c.r.int(0, 1500), svc);
    t = ready + c.r.int(8_000, 30_000);
  }
};

const certRotation: Noise = (c, heavy) => {
  const gw = c.svc("gateway");
  const auth = c.svc("auth");
  const t0 = c.at(0.1, 0.6);
  const r = c.r;
  const exp = day(t0, 90);
  c.emit(
    t0,
    gw,
    "info",
    by(c, gw, {
      envoy: `[info][secret] sds: secret "edge-tls" updated (serial 0x${r.hex(16)}, not after ${exp}T00:00:00Z)`,
      nginx: `${slashed(c.local(gw, t0))} [notice] 1#1: signal 1 (SIGHUP) received from ${r.int(2000, 9000)}, reconfiguring`,
      node: `TLS context reloaded from /etc/tls/tls.crt (CN=${c.e.apiHost}, expires ${exp})`,
      _: `tls: reloaded certificate CN=${c.e.apiHost} notAfter=${exp}T00:00:00Z`,
    }),
  );
  const n = c.rt(gw) === "envoy" ? 0 : r.int(heavy ? 30 : 6, heavy ? 90 : 20);
  c.burst(t0, r.int(3, 9) * 60_000, n, (t) => {
    const ip = c.ip();
    const port = r.int(1024, 65535);
    c.emit(
      t,
      gw,
      c.rt(gw) === "nginx" ? "info" : "warn",
      by(c, gw, {
        nginx: `${slashed(c.local(gw, t))} [info] 31#31: *${r.int(10 ** 6, 9 * 10 ** 6)} SSL_do_handshake() failed (SSL: error:0A000412:SSL routines::sslv3 alert bad certificate:SSL alert number 42) while SSL handshaking, client: ${ip}, server: 0.0.0.0:443`,
        node: `tls client error from ${ip}:${port}: Client network socket disconnected before secure TLS connection was established`,
        _: `http: TLS handshake error from ${ip}:${port}: remote error: tls: bad certificate`,
      }),
    );
  });
  const kid = r.hex(8);
  c.emit(
    t0 + r.int(20_000, 90_000),
    auth,
    "info",
    by(c, auth, {
      java: `Signing key rotated: new kid=${kid}, previous key retained for verification until ${day(t0, 2)}`,
      dotnet: `Signing credentials rotated; new key ${kid} published to /.well-known/openid-configuration/jwks`,
      _: `jwks: rotated signing key kid=${kid}`,
    }),
  );
  for (let i = 0; i < r.int(2, heavy ? 12 : 5); i++) {
    const t = t0 + r.int(60_000, 240_000);
    const other = c.svc("store", "board");
    c.emit(
      t,
      other,
      "warn",
      by(c, other, {
        java: `JWT signed with unknown key id '${kid}'; refreshing JWKS from https://${c.e.apiHost}/.well-known/jwks.json`,
        dotnet: `IDX10503: Signature validation failed. Token does not have a kid. Keys tried: '[PII of type 'System.Text.StringBuilder' is hidden]'. Refreshing metadata.`,
        _: `unknown kid ${kid} in token, refetching jwks`,
      }),
    );
  }
};

const backfill: Noise = (c, heavy) => {
  const stats = c.svc("stats");
  const t0 = c.at(0, 0.3);
  const t1 = c.at(0.7, 1.0);
  const season = c.r.int(3, 11);
  const job = `backfill-season-${season}`;
  c.emit(t0, stats, "info", `${job}: starting re-import of season ${season} results (dry_run=false, batch=500)`);
  let done = 0;
  c.every(20, (t) => {
    if (t < t0 || t > t1) return;
    done += c.r.int(4000, 9000);
    c.emit(
      t,
      stats,
      "info",
      `${job}: ${done} rows processed, ${Math.floor(done * 0.03)} duplicates skipped, eta ${c.r.int(2, 40)}m`,
    );
  });
  const hasPg = c.has("db") && c.rt(c.svc("db")) === "postgres";
  c.spread(
    heavy ? 0.9 : 0.3,
    (t) => {
      const r = c.r;
      const m = c.e.matchId(r);
      const p = c.pid();
      if (hasPg) {
        const db = c.svc("db");
        const pgpid = r.int(3000, 9000);
        c.emit(
          t,
          db,
          "error",
          `[${pgpid}] ERROR:  duplicate key value violates unique constraint "match_player_stats_pkey"`,
        );
        c.emit(t, db, "info", `[${pgpid}] DETAIL:  Key (match_id, player_id)=(${m}, ${p}) already exists.`);
        c.emit(
          t,
          db,
          "info",
          `[${pgpid}] STATEMENT:  INSERT INTO match_player_stats (match_id, player_id, season, kills, deaths, assists, score) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        );
      }
      if (r.chance(hasPg ? 0.3 : 1)) {
        c.emit(
          t + 3,
          stats,
          "warn",
          by(c, stats, {
            java: `${job}: duplicate row for (${m}, ${p}) - already imported, skipping`,
            ruby: `${job}: ActiveRecord::RecordNotUnique: Mysql2::Error: Duplicate entry '${m}-${p}' for key 'results.index_results_on_match_id_and_player_id' (skipped)`,
            go: `${job}: skip duplicate match=${m} player=${p}: pq: duplicate key value violates unique constraint "results_pkey"`,
            node: `${job}: ${m}/${p} exists (ZADD NX no-op), skipping`,
            _: `${job}: duplicate ${m}/${p}, skipped`,
          }),
        );
      }
    },
    t0,
    t1,
  );
};

const kafkaRebalance: Noise = (c, heavy) => {
  const svc = c.svc("stats");
  const r = c.r;
  const t0 = c.at(0.05, heavy ? 0.3 : 0.7);
  const rounds = heavy ? r.int(4, 7) : 1;
  let t = t0;
  for (let round = 0; round < rounds; round++) {
    t += round === 0 ? 0 : r.int(40_000, 90_000);
    const gen = r.int(100, 900);
    const member = `${svc}-${r.int(0, 3)}`;
    if (heavy) {
      c.emit(
        t - r.int(500, 3000),
        svc,
        "warn",
        by(c, svc, {
          java: `[Consumer clientId=${member}, groupId=${svc}] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.`,
          node: `[Consumer] Restarting the consumer in ${r.int(300, 900)}ms (groupId=${svc}): The coordinator is not aware of this member`,
          go: `kafka: member ${member} exceeded max poll interval, leaving group ${svc}`,
          _: `[karafka] ${member}: max.poll.interval.ms exceeded, leaving consumer group ${svc}_results`,
        }),
      );
      c.emit(
        t + r.int(3000, 12000),
        svc,
        "warn",
        `consumer lag ${r.int(2000, 40000)} on match-results while group ${svc} rebalances`,
      );
    }
    const lines: Array<[number, "info" | "warn" | "error", string]> =
      c.rt(svc) === "java"
        ? [
            [
              0,
              "info",
              `[Consumer clientId=${member}, groupId=${svc}] Request joining group due to: group is already rebalancing`,
            ],
            [
              40,
              "info",
              `[Consumer clientId=${member}, groupId=${svc}] Revoke previously assigned partitions match-results-${r.int(0, 5)}, match-results-${r.int(6, 11)}`,
            ],
            [
              300,
              "warn",
              `[Consumer clientId=${member}, groupId=${svc}] Attempt to heartbeat failed since group is rebalancing`,
            ],
            [
              r.int(2000, 9000),
              "info",
              `[Consumer clientId=${member}, groupId=${svc}] Successfully joined group with generation Generation{generationId=${gen}, memberId='${member}-${r.uuid()}', protocol='range'}`,
            ],
            [
              200,
              "info",
              `[Consumer clientId=${member}, groupId=${svc}] Adding newly assigned partitions: match-results-${r.int(0, 11)}`,
            ],
          ]
        : c.rt(svc) === "node"
          ? [
              [
                0,
                "error",
                "[Connection] Response Heartbeat(key: 12, version: 3): The group is rebalancing, so a rejoin is needed",
              ],
              [10, "error", "[Runner] The group is rebalancing, re-joining"],
              [
                r.int(2000, 8000),
                "info",
                `[ConsumerGroup] Consumer has joined the group (groupId=${svc}, generationId=${gen}, isLeader=false)`,
              ],
            ]
          : c.rt(svc) === "go"
            ? [
                [0, "warn", `kafka: consumer group ${svc} rebalance started (member left: ${svc}-${r.hex(6)})`],
                [
                  100,
                  "warn",
                  `kafka: commit failed for match-results/${r.int(0, 11)}: kafka server: The provided member is not known in the current generation`,
                ],
                [
                  r.int(2000, 9000),
                  "info",
                  `kafka: rebalance done generation=${gen} assigned=[${r.int(0, 5)} ${r.int(6, 11)}]`,
                ],
              ]
            : [
                [
                  0,
                  "warn",
                  `[karafka] Consumer group ${svc}_results rebalance: revoked partitions [${r.int(0, 5)}, ${r.int(6, 11)}]`,
                ],
                [
                  r.int(2000, 9000),
                  "info",
                  `[karafka] Consumer group ${svc}_results rebalance: assigned partitions [${r.int(0, 11)}]`,
                ],
              ];
    let dt = 0;
    for (const [step, lvl, msg] of lines) {
      dt += step;
      c.emit(t + dt, svc, lvl, msg);
    }
  }
};

const healthFlap: Noise = (c, heavy) => {
  const svc = someService(c);
  let t0 = c.at(0.1, heavy ? 0.4 : 0.7);
  for (let pod = 0; pod < (heavy ? 3 : 1); pod++) {
    const ready = restart(c, t0, svc, version(c));
    let pct = c.r.int(5, 25);
    let t = ready;
    const n = c.r.int(3, heavy ? 9 : 5);
    for (let i = 0; i < n; i++) {
      t += 5_000;
      if (i % 2 === 0) pct = Math.min(99, pct + c.r.int(8, 25));
      c.emit(
        t,
        svc,
        "warn",
        by(c, svc, {
          java: `Readiness state: REFUSING_TRAFFIC (cache warm-up ${pct}%)`,
          dotnet: `Health check "warmup" completed after ${c.r.int(2, 9)}.${c.r.int(100, 999)}ms with status Unhealthy and description 'cache ${pct}% loaded'`,
          go: `readiness: not ready yet cache_warm=${pct}%`,
          python: `WARNING readiness: warming caches (${pct}%)`,
          _: `not ready: warm-up ${pct}%`,
        }),
      );
      c.emit(
        t + 2,
        svc,
        "warn",
        by(c, svc, {
          python: `${c.podIp()}:${c.r.int(30000, 60000)} - "GET /readyz HTTP/1.1" 503`,
          node: `GET /ready 503 ${c.r.float(0.2, 2).toFixed(3)} ms - 31`,
          go: `http: GET /readyz 503 from ${c.podIp()} (kube-probe/1.29)`,
          _: `readiness probe answered 503 (warming)`,
        }),
      );
    }
    c.emit(
      t + 5_000,
      svc,
      "info",
      by(c, svc, {
        java: "Readiness state changed to ACCEPTING_TRAFFIC",
        dotnet: `Health check "warmup" completed with status Healthy`,
        _: "ready: cache warm, accepting traffic",
      }),
    );
    t0 = t + c.r.int(15_000, 40_000);
  }
};

const regionDrain: Noise = (c, heavy) => {
  const fleet = c.svc("fleet");
  const mm = c.svc("match");
  const region = c.r.pick(c.e.regions);
  const ticket = `MW-${c.r.int(1000, 9999)}`;
  const t0 = c.at(0, 0.4);
  c.emit(
    t0,
    fleet,
    "warn",
    by(c, fleet, {
      go: `region ${region} entering maintenance ${ticket}: draining, new allocations rejected`,
      python: `WARNING drain started for ${region} (${ticket}); no new spawns, ${c.r.int(20, 80)} matches finishing`,
      _: `drain ${region} ${ticket}`,
    }),
  );
  c.spread(
    heavy ? 0.15 : 0.05,
    (t) => {
      c.emit(
        t,
        mm,
        "warn",
        by(c, mm, {
          go: `skipping region ${region}: draining (maintenance ${ticket})`,
          dotnet: `Region ${region} unavailable for allocation (Draining); rerouting ticket to nearest region`,
          python: `region skipped  region=${region} reason=draining ticket=${ticket}`,
          _: `region ${region} draining, skipped`,
        }),
      );
    },
    t0,
  );
  c.spread(
    0.03,
    (t) => {
      const srv = c.e.server(c.r, region);
      c.emit(t, fleet, "info", `drained ${srv} (${region}) - last match ended, shutting down`);
    },
    t0,
  );
};

const flagReload: Noise = (c, heavy) => {
  const rev = c.r.int(3000, 9000);
  const flags = [
    "enable_new_lobby_ui",
    "store_holiday_banner",
    "season13_preview",
    "legacy_replay_codec",
    "xp_boost_weekend",
  ];
  const svcs = c.r
    .shuffle(c.e.services.filter((s) => !["envoy", "nginx", "postgres", "redis", "unreal"].includes(s.runtime)))
    .slice(0, heavy ? 6 : 3);
  const t0 = c.at(0.1, 0.8);
  for (const s of svcs) {
    const t = t0 + c.r.int(0, 15_000);
    c.emit(t, s.name, "info", `remote config reloaded rev=${rev} (${c.r.int(40, 90)} flags)`);
    for (let i = 0; i < c.r.int(1, 3); i++) {
      c.emit(t + 5 + i, s.name, "warn", `unknown flag "${c.r.pick(flags)}" in remote config rev ${rev}, ignoring`);
    }
  }
  if (!heavy) return;
  // A client build asks for a flag the new revision no longer defines: the SDK falls back, per call.
  const asker = svcs[0].name;
  const flag = c.r.pick(flags);
  c.spread(
    c.r.float(0.3, 0.8),
    (t) => {
      c.emit(t, asker, "warn", `Unknown feature flag "${flag}"; returning default value`);
    },
    t0 + 16_000,
  );
};

const deprecations: Noise = (c, heavy) => {
  const lines: Record<string, string[]> = {
    node: [
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
    python: [
      "/app/.venv/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
    ],
    java: [
      "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    ],
    dotnet: [
      "No store type was specified for the decimal property 'Price' on entity type 'Offer'. This will cause values to be silently truncated if they do not fit in the default precision and scale. Explicitly specify the SQL server column type that can accommodate all the values in 'OnModelCreating' using 'HasColumnType', specify precision and scale using 'HasPrecision', or configure a value converter using 'HasConversion'.",
    ],
    ruby: [
      "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2. (called from block in <main> at /app/config/initializers/steam.rb:4)",
    ],
    go: [
      'WARNING: proto: file "match.proto" is already registered\n\tpreviously from: "github.com/nightjar/queueman/gen/matchpb"\n\tcurrently from:  "github.com/nightjar/shared/gen/matchpb"',
    ],
  };
  const svcs = c.r.shuffle(c.e.services.filter((s) => lines[s.runtime])).slice(0, heavy ? 4 : 2);
  for (const s of svcs) {
    const list = lines[s.runtime];
    if (s.runtime === "ruby" || s.runtime === "python") {
      c.spread(heavy ? 0.1 : 0.03, (t) => c.emit(t, s.name, "warn", c.r.pick(list)));
    } else {
      const ready = restart(c, c.at(0.05, 0.7), s.name, version(c));
      for (const l of list) {
        const [head, ...rest] = l.split("\n");
        c.emit(ready - c.r.int(50, 400), s.name, "warn", head, { stack: rest.length ? rest : undefined });
      }
    }
  }
};

const gsCrashes: Noise = (c, heavy) => {
  const fleet = c.svc("fleet");
  const gs = c.svc("gs", "fleet");
  for (let i = 0; i < c.r.int(1, heavy ? 4 : 2); i++) {
    const t = c.at(0.05, 0.95);
    const r = c.r;
    const srv = c.e.server(r);
    const m = c.e.matchId(r);
    if (c.rt(gs) === "unreal") {
      c.emit(
        t,
        gs,
        "error",
        `LogCore: Error: appError called: Assertion failed: IsValid(OwningPawn) [File:D:\\build\\++Skyreach\\Sync\\Source\\Skyreach\\Private\\Weapons\\SkyWeaponComponent.cpp] [Line: ${r.int(200, 900)}]`,
      );
      c.emit(t + 5, gs, "error", `LogWindows: Error: === Critical error: === [${srv}] Fatal error!`, {
        stack: [
          "Unhandled Exception: SIGSEGV: invalid attempt to read memory at address 0x0000000000000038",
          `[Callstack] 0x00000000${r.hex(8)} SkyreachServer!USkyWeaponComponent::ServerFire_Implementation() [SkyWeaponComponent.cpp:${r.int(200, 900)}]`,
          `[Callstack] 0x00000000${r.hex(8)} SkyreachServer!UFunction::Invoke()`,
          `[Callstack] 0x00000000${r.hex(8)} SkyreachServer!UObject::ProcessEvent()`,
        ],
      });
    }
    c.emit(
      t + r.int(800, 3000),
      fleet,
      "error",
      by(c, fleet, {
        go: `gameserver ${srv} exited unexpectedly code=139 signal=SIGSEGV match=${m}; match aborted, ${r.pick([6, 8, 10])} players returned to queue, crash dump uploaded`,
        python: `ERROR tidebreak-server on ${srv} died (signal 11) during ${m}; players refunded ranked loss, core dump -> s3://bm-crashdumps/${m}.core`,
        _: `server ${srv} crashed (139)`,
      }),
    );
    c.emit(
      t + r.int(4000, 9000),
      fleet,
      "info",
      `replacement server ready for ${r.pick(c.e.regions)} (pool back to target)`,
    );
  }
};

const unrelatedDeploy: Noise = (c, heavy) => {
  const svcs = c.r.shuffle([someService(c), someService(c)]).slice(0, heavy ? 2 : 1);
  for (const svc of [...new Set(svcs)]) {
    const v = version(c);
    const t = c.at(0.1, 0.8);
    const ready = restart(c, t, svc, v);
    c.emit(
      ready + c.r.int(100, 2000),
      svc,
      "info",
      by(c, svc, {
        java: 'Flyway: Schema "public" is up to date. No migration necessary.',
        ruby: "== Migrations: nothing to run",
        python: "alembic: current revision head, no upgrade needed",
        _: `version ${v} serving`,
      }),
    );
    if (!heavy) continue;
    // The first seconds of a new process: remote config not reachable yet, then fine.
    for (let i = 1; i <= c.r.int(2, 4); i++) {
      c.emit(
        ready + i * 5000 - 4900,
        svc,
        "error",
        by(c, svc, {
          java: `Could not fetch remote config from http://config-svc:8888: I/O error on GET request: Connection refused; using bundled defaults (retry ${i})`,
          dotnet: `Failed to load remote configuration (attempt ${i}): System.Net.Http.HttpRequestException: Connection refused (config-svc:8888)`,
          go: `remote config: dial tcp 10.0.${c.r.int(1, 9)}.${c.r.int(2, 250)}:8888: connect: connection refused (attempt ${i}), using defaults`,
          python: `remote config fetch failed (attempt ${i}): httpx.ConnectError: [Errno 111] Connection refused`,
          _: `remote config unavailable (attempt ${i}): connect ECONNREFUSED`,
        }),
      );
    }
    c.emit(ready + 21_000, svc, "info", `remote config loaded rev=${c.r.int(3000, 9000)}`);
    for (let k = 0; k < c.r.int(1, 3); k++) edgeBlip(c, t + c.r.int(0, 1500), svc);
  }
};

const slowQuery: Noise = (c, heavy) => {
  const db = c.has("db") && c.rt(c.svc("db")) === "postgres" ? c.svc("db") : undefined;
  const svc = c.svc("board", "stats");
  c.spread(
    heavy ? 0.25 : 0.03,
    (t) => {
      const r = c.r;
      const ms = r.float(1200, 9000).toFixed(3);
      if (db) {
        c.emit(
          t,
          db,
          "info",
          `[${r.int(3000, 9000)}] LOG:  duration: ${ms} ms  statement: SELECT player_id, sum(kills) AS k, sum(deaths) AS d FROM match_player_stats WHERE season = ${r.int(9, 12)} GROUP BY player_id ORDER BY k DESC LIMIT 5000`,
        );
      } else {
        c.emit(
          t,
          svc,
          "warn",
          by(c, svc, {
            ruby: `[${r.uuid()}] SLOW QUERY (${ms}ms): SELECT captains.*, SUM(results.points) FROM captains INNER JOIN results ... /*application:Ladder,job:WeeklyReportJob*/`,
            go: `slow query took=${ms}ms query="SELECT ... FROM results WHERE season=$1 ORDER BY elo DESC" caller=report.Weekly`,
            node: `slow redis command ZUNIONSTORE lb:weekly:agg took ${ms}ms (report job)`,
            _: `slow query ${ms}ms (report)`,
          }),
        );
      }
    },
    c.at(0, 0.5),
  );
};

const cacheWarmup: Noise = (c, heavy) => {
  const svc = c.svc("board", "store");
  const t0 = c.at(0.05, 0.5);
  c.emit(t0, svc, "warn", `cache flushed by operator (reason: stale season metadata), warming`);
  let miss = c.r.int(55, 80);
  c.every(15, (t) => {
    if (t < t0 || miss < 5) return;
    miss = Math.max(2, miss - c.r.int(heavy ? 2 : 5, heavy ? 8 : 15));
    c.emit(t, svc, miss > 20 ? "warn" : "info", `cache miss ratio ${miss}% over last 15s (warming)`);
    if (heavy && miss > 25) {
      c.emit(t + 5, svc, "warn", `p99 latency ${c.r.int(900, 2600)}ms over last 15s (SLO 500ms) while cache warms`);
    }
  });
};

export const OPS_NOISE: Record<string, Noise> = {
  "rolling-restart": rollingRestart,
  "cert-rotation": certRotation,
  backfill,
  "kafka-rebalance": kafkaRebalance,
  "health-flap": healthFlap,
  "region-drain": regionDrain,
  "flag-reload": flagReload,
  deprecations,
  "gs-crashes": gsCrashes,
  "unrelated-deploy": unrelatedDeploy,
  "slow-query": slowQuery,
  "cache-warmup": cacheWarmup,
};

// database: Postgres for Skyreach's stats runs into transaction-ID wraparound protection. For minutes
// it only WARNs that the database must be vacuumed; then it refuses every write. The Kafka consumer
// that persists match stats and the leaderboard's score intake fail loudly with JDBC traces, game
// servers retry score uploads, the edge shows 500s. Reads keep working.
import { access } from "./access.js";
import type { Ctx } from "./ctx.js";
import { restart } from "./lifecycle.js";
import { javaTrace } from "./stacks.js";
import type { IncidentDef } from "./types.js";

const PG = "stats-pg";
const REFUSAL = 'database is not accepting commands to avoid wraparound data loss in database "stats"';
const HINT = "Stop the postmaster and vacuum that database in single-user mode.";
const HINT2 = "You might also need to commit or roll back old prepared transactions, or drop stale replication slots.";

function pgRefusal(c: Ctx, t: number, stmt: string): void {
  const pid = c.r.int(30000, 60000);
  c.emit(t, PG, "error", `[${pid}] ERROR:  ${REFUSAL}`);
  c.emit(t, PG, "info", `[${pid}] HINT:  ${HINT}`, { stack: [`\t${HINT2}`] });
  c.emit(t, PG, "info", `[${pid}] STATEMENT:  ${stmt}`);
}

const STATS_SQL =
  "INSERT INTO match_player_stats (match_id, player_id, season, kills, deaths, assists, score, damage) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
const SCORE_SQL =
  "INSERT INTO score_submissions (match_id, player_id, board, value, submitted_at) VALUES ($1, $2, $3, $4, now())";

function writerTrace(): string[] {
  return javaTrace(
    "org.springframework.jdbc.UncategorizedSQLException",
    `PreparedStatementCallback; uncategorized SQLException for SQL [${STATS_SQL}]; SQL state [54000]; error code [0]; ERROR: ${REFUSAL}`,
    [
      "org.springframework.jdbc.support.AbstractFallbackSQLExceptionTranslator.translate(AbstractFallbackSQLExceptionTranslator.java:108)",
      "org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)",
      "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:677)",
      "org.springframework.jdbc.core.JdbcTemplate.batchUpdate(JdbcTemplate.java:1004)",
      "com.hollowpeak.stats.persist.StatRowWriter.writeBatch(StatRowWriter.java:88)",
      "com.hollowpeak.stats.consumer.MatchResultListener.onBatch(MatchResultListener.java:54)",
      "org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.invokeBatchOnMessage(KafkaMessageListenerContainer.java:2463)",
      "org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.run(KafkaMessageListenerContainer.java:1324)",
      "java.base/java.lang.Thread.run(Thread.java:1583)",
    ],
    [
      {
        ex: "org.postgresql.util.PSQLException",
        msg: `ERROR: ${REFUSAL}\n  Hint: ${HINT}\n${HINT2}`,
        frames: [
          "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
          "org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)",
          "org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:579)",
          "org.postgresql.jdbc.PgStatement.internalExecuteBatch(PgStatement.java:912)",
          "org.postgresql.jdbc.PgStatement.executeBatch(PgStatement.java:936)",
          "com.zaxxer.hikari.pool.ProxyStatement.executeBatch(ProxyStatement.java:127)",
        ],
        more: 14,
      },
    ],
  ).flatMap((l) => l.split("\n"));
}

export const database: IncidentDef = {
  key: "database",
  estate: "hollowpeak",
  category: "database",
  origin: PG,
  hints: ["wraparound", "vacuum", "postgres", "database"],
  severity: "high",
  note: "stats-pg hits Postgres transaction-ID wraparound protection and refuses all writes after minutes of vacuum WARNINGs; stats-writer and leaderboard-api fail every insert and game servers retry score uploads.",
  noise: ["old-clients", "card-declines"],
  run(c, t0) {
    const r = c.r;
    // Minutes of WARNING-only precursor, remaining XIDs shrinking towards the stop limit.
    const rem0 = r.int(9_000_000, 14_000_000);
    c.spread(
      0.5,
      (t) => {
        const frac = (t - c.start) / (t0 - c.start);
        const rem = Math.round(rem0 - (rem0 - 3_000_000) * frac);
        const pid = r.int(30000, 60000);
        c.emit(t, PG, "warn", `[${pid}] WARNING:  database "stats" must be vacuumed within ${rem} transactions`);
        c.emit(
          t,
          PG,
          "info",
          `[${pid}] HINT:  To avoid a database shutdown, execute a database-wide VACUUM in that database.`,
          {
            stack: [`\t${HINT2}`],
          },
        );
      },
      c.start,
      t0,
    );
    c.emit(
      c.start + (t0 - c.start) * 0.3,
      PG,
      "info",
      `[${r.int(60, 99)}] LOG:  automatic aggressive vacuum to prevent wraparound of table "stats.public.match_player_stats_2025_q4": index scans: 1`,
    );

    c.s.impact(PG, t0, c.end);
    // The refusal: every write from the consumer's retries and from the score intake.
    let lag = r.int(40, 200);
    const refuse = (t: number): void => {
      const part = r.int(0, 11);
      const attempt = r.int(1, 10);
      pgRefusal(c, t - 3, STATS_SQL);
      const full = r.chance(0.45);
      c.emit(
        t,
        "stats-writer",
        "error",
        `Failed to persist batch for match-results-${part} at offset ${r.int(8_900_000, 9_100_000)} (attempt ${attempt}/10)`,
        {
          stack: full ? writerTrace() : undefined,
        },
      );
      c.emit(
        t + 2,
        "stats-writer",
        "warn",
        `Seeking to current offset for match-results-${part}; retrying in ${Math.min(2 ** attempt * 100, 30000)} ms`,
      );
    };
    refuse(t0 + 60);
    c.spread(0.45, refuse, t0 + 2000);
    c.every(30, (t) => {
      if (t < t0) return;
      lag += r.int(300, 900);
      c.emit(
        t,
        "stats-writer",
        "warn",
        `Consumer group stats-writer: topic=match-results partitions=12 lag=${lag} (growing)`,
      );
    });
    // Score uploads from finishing matches: rejected, retried by the servers every 30 s.
    c.spread(
      0.09,
      (t) => {
        const m = c.e.matchId(r);
        const srv = c.e.server(r);
        c.emit(
          t,
          "ds-fleet",
          "info",
          `LogSkyreach: Display: [${srv}] Match ${m} ended after ${r.int(9, 31)}:${String(r.int(0, 59)).padStart(2, "0")}, winner=team_${r.int(1, 2)}, uploading results`,
        );
        for (let k = 0; k < r.int(2, 5); k++) {
          const tt = t + k * 30_000 + r.int(0, 800);
          const tid = c.tid();
          pgRefusal(c, tt + 10, SCORE_SQL);
          c.emit(
            tt + 14,
            "leaderboard-api",
            "error",
            `Failed to persist score batch for match ${m}: could not execute batch; SQL [${SCORE_SQL}]; nested exception is org.postgresql.util.PSQLException: ERROR: ${REFUSAL}`,
            { tid },
          );
          access(c, tt + 18, {
            m: "POST",
            path: "/v2/scores",
            code: 500,
            ms: r.int(12, 40),
            tid,
            up: "leaderboard-api",
            ua: "SkyreachServer/1.42.0 (Linux)",
          });
          c.emit(
            tt + 25,
            "ds-fleet",
            "error",
            `LogSkyreach: Error: [${srv}] Score upload for ${m} failed: HTTP 500, retry ${k + 1}/5 in 30s`,
          );
        }
      },
      t0,
    );
    // Unrelated: matchmaker release a few minutes earlier.
    restart(c, t0 - r.int(120_000, 240_000), "matchmaker", `2.${r.int(10, 30)}.${r.int(0, 9)}`);
  },
};

// Harmless operational noise: rolling restarts with retries that succeed, backfills skipping duplicates,
// consumer-group rebalances, report queries killed by a statement timeout, transient upload resets that
// retry fine, email bounces, and cron runs skipped because another pod holds the lock.
import { fill } from "../background.js";
import { shutdownLines, startupLines } from "../lifecycle.js";
import { javaErr, pyErr } from "../stacks.js";
import type { Role } from "../types.js";
import { burst, type NoiseKind } from "./types.js";

const CALLERS: Partial<Record<Role, Role>> = {
  seats: "orders",
  pay: "orders",
  auth: "bff",
  orders: "bff",
  notify: "orders",
  donors: "bff",
  subs: "bff",
};

export const rollingRestart: NoiseKind = {
  key: "rolling-restart",
  label: "a rolling restart with a few refused connections retried successfully",
  roles: ["orders", "seats"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const role = c.r.pick<Role>(["seats", "orders", "pay", "auth"].filter((x) => c.has(x as Role)) as Role[]);
    const s = c.s(role);
    const caller = CALLERS[role] ?? "bff";
    const pods = main ? c.r.int(3, 5) : 2;
    const step = (to - from) / pods;
    for (let i = 0; i < pods; i++) {
      const t = from + i * step + c.r.int(0, 5000);
      shutdownLines(c, s, t);
      startupLines(c, s, t + c.r.int(4000, 15000), s.version);
      const n = main ? c.r.int(4, 12) : c.r.int(1, 4);
      for (let k = 0; k < n; k++) {
        const at = t + c.r.int(200, 3000);
        const ids = c.ids();
        const cs = c.svcs.get(caller);
        const callee = s.name;
        if (cs?.runtime === "java")
          c.emit(
            at,
            cs,
            "WARN",
            `I/O error on POST request for "http://${callee}:${s.port}${c.est.prefix[role] ?? ""}/...": Connection refused; retrying (attempt 1 of 3)`,
            { ids, logger: `${cs.pkg}.http.RetryingClient` },
          );
        else if (cs?.runtime === "dotnet")
          c.emit(
            at,
            cs,
            "WARN",
            `Execution attempt. Source: '${callee}-pipeline//Standard-Retry', Operation Key: '', Result: 'Connection refused (${callee}:${s.port})', Handled: 'True', Attempt: '0', Execution Time: ${c.r.float(1, 9).toFixed(4)}ms`,
            { ids, logger: "Polly" },
          );
        else if (cs?.runtime === "ruby")
          c.emit(
            at,
            cs,
            "WARN",
            `[HTTP] Errno::ECONNREFUSED calling ${callee} (Failed to open TCP connection to ${callee}:${s.port}); retry 1/3 in 0.2s`,
          );
        else if (cs?.runtime === "node")
          c.emit(at, cs, "WARN", `upstream ${callee} ECONNREFUSED, retrying in 200ms (attempt 1/3)`, { ids });
        else c.emit(at, cs ?? caller, "WARN", `call to ${callee} failed: connection refused; retrying (1/3)`, { ids });
        c.emit(at + c.r.int(200, 600), cs ?? caller, "INFO", `retry succeeded calling ${callee} (attempt 2/3)`, {
          ids,
        });
      }
      if (c.r.chance(0.5))
        c.edge(
          t + c.r.int(100, 2000),
          role,
          "GET",
          fill(c, c.path(role, role === "seats" ? "/performances/{perf}/availability" : "/health")),
          503,
          c.r.int(1, 5),
          { fail: "refused" },
        );
    }
  },
};

export const backfillDuplicates: NoiseKind = {
  key: "backfill-duplicates",
  label: "a legacy gift backfill skipping duplicates",
  roles: ["donors"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const d = c.s("donors");
    const batches = main ? c.r.int(40, 90) : c.r.int(8, 16);
    c.emit(
      from,
      d,
      "INFO",
      `backfill legacy_gifts_2019_2023 started: ${batches} batches of 500 rows from export tessera_gifts.csv`,
    );
    const step = (to - from) / batches;
    for (let b = 0; b < batches; b++) {
      const t = from + b * step + c.r.int(0, 500);
      const dups = c.r.int(0, main ? 14 : 5);
      for (let k = 0; k < dups; k++) {
        const lid = `G${c.r.digits(7)}`;
        const at = t + c.r.int(10, Math.max(20, step - 100));
        if (k === 0 && c.r.chance(0.3))
          c.emit(at, d, "ERROR", `row ${lid} rejected, continuing batch`, {
            err: pyErr(
              "django.db.utils.IntegrityError",
              `duplicate key value violates unique constraint "gifts_legacy_ref_key"\nDETAIL:  Key (legacy_ref)=(${lid}) already exists.`,
              [
                ["/app/friends/backfill.py", 122, "load_batch", "Gift.objects.create(**row)"],
                [
                  "/usr/local/lib/python3.12/site-packages/django/db/backends/utils.py",
                  105,
                  "_execute",
                  "return self.cursor.execute(sql, params)",
                ],
              ],
            ),
          });
        else
          c.emit(
            at,
            d,
            "WARN",
            `skipping duplicate gift legacy_ref=${lid}: duplicate key value violates unique constraint "gifts_legacy_ref_key"`,
          );
      }
      c.emit(
        t + step - 50,
        d,
        "INFO",
        `backfill batch ${b + 1}/${batches}: inserted=${500 - dups} skipped_duplicates=${dups}`,
      );
    }
    c.emit(to, d, "INFO", "backfill legacy_gifts_2019_2023 finished");
  },
};

export const consumerRebalance: NoiseKind = {
  key: "consumer-rebalance",
  label: "consumer-group rebalances while notification pods scale",
  roles: ["notify"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const s = c.s("notify");
    const rounds = main ? c.r.int(5, 9) : c.r.int(1, 3);
    let gen = c.r.int(100, 900);
    for (let i = 0; i < rounds; i++) {
      const t = from + ((to - from) * i) / rounds + c.r.int(0, 20000);
      gen++;
      if (s.runtime === "node") {
        c.emit(
          t,
          s,
          "ERROR",
          `[Connection] Response Heartbeat(key: 12, version: 3) {"timestamp":"${new Date(t).toISOString()}","logger":"kafkajs","broker":"kafka-1:9092","clientId":"${s.name}","error":"The group is rebalancing, so a rejoin is needed","correlationId":${c.r.int(100, 9999)},"size":10}`,
        );
        c.emit(
          t + 40,
          s,
          "ERROR",
          `[Runner] The group is rebalancing, re-joining {"groupId":"${s.name}-outbound","memberId":"${s.name}-${c.r.uuid()}","error":"The group is rebalancing, so a rejoin is needed","retryCount":0,"retryTime":${c.r.int(200, 400)}}`,
        );
        c.emit(
          t + c.r.int(3000, 8000),
          s,
          "INFO",
          `[ConsumerGroup] Consumer has joined the group {"groupId":"${s.name}-outbound","generationId":${gen},"isLeader":false,"memberAssignment":{"outbound-mail":[${c.r.int(0, 5)},${c.r.int(6, 11)}]}}`,
        );
      } else if (s.runtime === "go") {
        c.emit(
          t,
          s,
          "WARN",
          `consumer group rebalance in progress group=comms-outbound member=${s.name}-${c.r.hex(5)} reason="member joined"`,
        );
        c.emit(t + 50, s, "ERROR", 'heartbeat failed err="kafka server: The provided member is rebalancing"');
        c.emit(
          t + c.r.int(2000, 6000),
          s,
          "INFO",
          `partitions assigned group=comms-outbound generation=${gen} partitions=[${c.r.int(0, 5)} ${c.r.int(6, 11)}]`,
        );
      } else {
        c.emit(
          t,
          s,
          "WARN",
          `consumer: Connection to broker lost. Trying to re-establish the connection... (rebalance, generation ${gen - 1})`,
        );
        c.emit(
          t + c.r.int(1000, 4000),
          s,
          "INFO",
          "consumer: Connected to redis://redis-queue:6379/0; resumed outbound mail queue",
        );
      }
      c.emit(t + c.r.int(8000, 20000), s, "INFO", `consumer lag back to ${c.r.int(0, 15)} after rebalance`);
    }
  },
};

export const reportQueryKilled: NoiseKind = {
  key: "report-query-killed",
  label: "box-office report queries cancelled by statement timeout and retried in smaller slices",
  roles: ["worker"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const runs = main ? c.r.int(6, 14) : c.r.int(1, 3);
    const owner = c.s(c.has("donors") && c.r.chance(0.4) ? "donors" : "worker");
    for (let i = 0; i < runs; i++) {
      const t = from + ((to - from) * i) / runs + c.r.int(0, 10000);
      const report = c.r.pick([
        "sales_by_channel_fy",
        "donor_ltv_segments",
        "house_seat_usage",
        "comp_tickets_audit",
        "subscriber_churn",
      ]);
      if (owner.runtime === "go")
        c.emit(
          t,
          owner,
          "ERROR",
          `report ${report} failed err="pq: canceling statement due to statement timeout" elapsed=60.0s; will retry with monthly slices`,
        );
      else
        c.emit(t, owner, "ERROR", `report ${report} query cancelled, retrying in monthly slices`, {
          err: pyErr("psycopg2.errors.QueryCanceled", "canceling statement due to statement timeout", [
            [`/app/${owner.pkg}/reports/${report}.py`, c.r.int(30, 140), "run", "cur.execute(SQL, params)"],
          ]),
        });
      c.emit(t + 60, "db", "ERROR", "canceling statement due to statement timeout");
      c.emit(
        t + 61,
        "db",
        "INFO",
        `STATEMENT:  SELECT date_trunc('day', o.created_at), o.channel, sum(oi.price) FROM orders o JOIN order_items oi ON ... /* ${report} */`,
      );
      c.emit(
        t + c.r.int(20000, 90000),
        owner,
        "INFO",
        `report ${report} completed in 12 slices, rows=${c.r.int(2000, 90000)}`,
      );
    }
  },
};

export const uploadRetries: NoiseKind = {
  key: "upload-retries",
  label: "e-ticket uploads hitting transient resets that succeed on retry",
  roles: ["worker"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const w = c.s("worker");
    c.poisson(from, to, main ? c.r.int(20, 45) : c.r.int(3, 8), (t) => {
      const key = `etickets/${c.orderRef()}.pdf`;
      if (w.runtime === "go")
        c.emit(
          t,
          w,
          "WARN",
          `upload failed key=${key} err="read tcp 10.44.2.9:51122->10.60.0.15:443: read: connection reset by peer" attempt=1/5 backoff=400ms`,
        );
      else
        c.emit(
          t,
          w,
          "WARN",
          `upload of ${key} failed: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')); retry 1/5 in 0.4s`,
        );
      c.emit(t + c.r.int(400, 1500), w, "INFO", `upload ok ${key} attempt=2`);
    });
  },
};

export const emailBounces: NoiseKind = {
  key: "email-bounces",
  label: "hard bounces and deferrals from recipients' mail servers",
  roles: ["notify"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const n = c.s("notify");
    c.poisson(from, to, main ? c.r.int(25, 50) : c.r.int(4, 8), (t) => {
      const to_ = c.maskedEmail();
      const kind = c.r.weighted([
        [`550 5.1.1 <${to_}>: Recipient address rejected: User unknown in virtual mailbox table`, 45],
        ["552 5.2.2 The email account that you tried to reach is over quota", 15],
        ["421 4.7.0 Try again later, closing connection. (deferred)", 25],
        ["554 5.7.1 Message rejected under policy (spam content)", 15],
      ]);
      const lvl = kind.startsWith("421") ? "WARN" : "ERROR";
      c.emit(
        t,
        n,
        lvl,
        `delivery to ${to_} failed: ${kind}${kind.startsWith("421") ? " — requeued" : " — address suppressed"}`,
      );
      if (kind.startsWith("421"))
        c.emit(t + c.r.int(60000, 180000), n, "INFO", `deferred message to ${to_} delivered on retry 2`);
    });
  },
};

export const cronLockSkip: NoiseKind = {
  key: "cron-lock-skip",
  label: "scheduled jobs skipped because another replica holds the lock",
  roles: ["subs"],
  run: (c, main) => {
    const s = c.s("subs");
    c.every(c.start, c.end, main ? 30000 : 90000, 3000, (t) => {
      const job = c.r.pick(["renewal-reminders", "lapsed-member-sweep", "auto-renew-charges"]);
      if (s.runtime === "java")
        c.emit(
          t,
          s,
          "WARN",
          `Not executing '${job}' because lock is held by ${s.name}-${c.r.hex(5)} until ${new Date(t + 120000).toISOString()}`,
          {
            logger: "net.javacrumbs.shedlock.core.DefaultLockingTaskExecutor",
          },
        );
      else if (s.runtime === "ruby")
        c.emit(t, s, "WARN", `[Cron] ${job}: lock held by another process (redis key lock:${job}), skipping this tick`);
      else c.emit(t, s, "WARN", `skipping ${job}: advisory lock 81${c.r.int(100, 999)} held by another replica`);
      if (main && c.r.chance(0.15))
        c.emit(t + 5, s, "ERROR", `lock bookkeeping failed for ${job}, will retry next tick`, {
          err:
            s.runtime === "java"
              ? javaErr(
                  "org.springframework.dao.DuplicateKeyException",
                  `PreparedStatementCallback; ERROR: duplicate key value violates unique constraint "shedlock_pkey"`,
                  ["net.javacrumbs.shedlock.provider.jdbctemplate.JdbcTemplateStorageAccessor.insertRecord:58"],
                  { tail: "worker" },
                )
              : undefined,
        });
    });
  },
};

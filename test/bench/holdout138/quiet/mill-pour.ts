// Mill & Pour quiet windows.
import { AUTH, GIFTCARDS, GW, KDS, LOYALTY, MENU, mpStore, ORDERS, REDIS } from "../estates/mill-pour.js";
import { day, ev, MIN, poisson, redisTime, SEC } from "../kit.js";
import type { Ev, Quiet } from "../types.js";

const redisRestart: Quiet = {
  key: "mp-quiet-redis-restart",
  estate: "mill-pour",
  note: "A planned Redis restart: mp-redis saves, exits and comes back with its usual overcommit and somaxconn warnings; mp-orders and mp-auth log a few connection-refused errors and reconnect within seconds.",
  events: (c) => {
    const r = c.r;
    const t = c.t0;
    const out: Ev[] = [
      ev(t, REDIS, "INFO", `1:signal-handler (${Math.floor(t / 1000)}) Received SIGTERM scheduling shutdown...`),
      ev(t + 80, REDIS, "WARN", `1:M ${redisTime(t + 80)} # User requested shutdown...`),
      ev(t + 82, REDIS, "INFO", `1:M ${redisTime(t + 82)} * Saving the final RDB snapshot before exiting.`),
      ev(t + 700, REDIS, "INFO", `1:M ${redisTime(t + 700)} * DB saved on disk`),
      ev(t + 702, REDIS, "WARN", `1:M ${redisTime(t + 702)} # Redis is now ready to exit, bye bye...`),
      ev(
        t + 4100,
        REDIS,
        "WARN",
        `1:C ${redisTime(t + 4100)} # WARNING Memory overcommit must be enabled! Without it, a background save or replication may fail under low memory condition. Being disabled, it can also cause failures without low memory condition, see https://github.com/jemalloc/jemalloc/issues/1328. To fix this issue add 'vm.overcommit_memory = 1' to /etc/sysctl.conf and then reboot or run the command 'sysctl vm.overcommit_memory=1' for this to take effect.`,
      ),
      ev(
        t + 4102,
        REDIS,
        "INFO",
        `1:C ${redisTime(t + 4102)} * Redis version=7.2.4, bits=64, commit=00000000, modified=0, pid=1, just started`,
      ),
      ev(
        t + 4110,
        REDIS,
        "WARN",
        `1:M ${redisTime(t + 4110)} # WARNING: The TCP backlog setting of 511 cannot be enforced because /proc/sys/net/core/somaxconn is set to the lower value of 128.`,
      ),
      ev(t + 4112, REDIS, "INFO", `1:M ${redisTime(t + 4112)} * Server initialized`),
      ev(t + 4113, REDIS, "INFO", `1:M ${redisTime(t + 4113)} * Loading RDB produced by version 7.2.4`),
      ev(t + 4620, REDIS, "INFO", `1:M ${redisTime(t + 4620)} * DB loaded from disk: 0.${r.int(300, 600)} seconds`),
      ev(t + 4622, REDIS, "INFO", `1:M ${redisTime(t + 4622)} * Ready to accept connections tcp`),
    ];
    for (let k = 0; k < 3; k++) {
      out.push(
        ev(
          t + 900 + k * 1100,
          ORDERS,
          "WARN",
          "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 10.8.4.12:6379",
        ),
      );
      out.push(
        ev(
          t + 1000 + k * 1200,
          AUTH,
          "WARN",
          `session store: dial tcp 10.8.4.12:6379: connect: connection refused (retry ${k + 1})`,
        ),
      );
    }
    out.push(
      ev(t + 4800, ORDERS, "INFO", "redis ready (reconnected after 4.1s)"),
      ev(t + 4900, AUTH, "INFO", "session store reconnected"),
    );
    return out;
  },
};

const scraper: Quiet = {
  key: "mp-quiet-scraper",
  estate: "mill-pour",
  note: "Busy morning: the gateway's per-IP limiter turns away a menu scraper with 429s, kitchen tablets going to sleep drop websockets with 1006 and reconnect, and EF Core warns about query splitting.",
  events: (c) => {
    const r = c.r;
    const from = c.t0 - r.int(30, 120) * SEC;
    const ip = `34.${r.int(40, 200)}.${r.int(1, 254)}.${r.int(1, 254)}`;
    return [
      ...poisson(c, from, Math.min(c.end, from + 120 * SEC), 0.8, (t) => [
        ev(
          t,
          GW,
          "WARN",
          `GET /v1/menu/${mpStore(c)} 429 0ms upstream=- client=python-requests/2.31.0 ip=${ip} err="rate limit: 20 r/s per ip exceeded"`,
        ),
      ]),
      ...poisson(c, c.start, c.end, 25, (t) => {
        const st = `${r.pick(["bar", "oven", "pastry"])}@${mpStore(c)}`;
        return [
          ev(t, KDS, "WARN", `station ${st} websocket closed 1006 (abnormal closure), reconnecting`),
          ev(t + r.int(2000, 9000), KDS, "INFO", `station ${st} reconnected, ${r.int(0, 3)} tickets resent`),
        ];
      }),
      ...poisson(c, c.start, c.end, 150, (t) => [
        ev(
          t,
          GIFTCARDS,
          "WARN",
          "Compiling a query which loads related collections for more than one collection navigation, either via 'Include' or through projection, but no 'QuerySplittingBehavior' has been configured. By default, Entity Framework will use 'QuerySplittingBehavior.SingleQuery', which can potentially result in slow query performance. See https://go.microsoft.com/fwlink/?linkid=2134277 for more information. To identify the query that's triggering this warning call 'ConfigureWarnings(w => w.Throw(RelationalEventId.MultipleCollectionIncludeWarning))'.",
        ),
      ]),
    ];
  },
};

const maintenance: Quiet = {
  key: "mp-quiet-maintenance",
  hours: [[5, 7]],
  estate: "mill-pour",
  note: "Routine maintenance: the London menu import skips three rows without prices and completes, a planned MongoDB stepdown makes a couple of accrual writes retry and succeed, and the Kafka consumer group rebalances.",
  events: (c) => {
    const r = c.r;
    const id = `MI-${day(c.t0)}-LDN`;
    const out: Ev[] = [
      ev(
        c.t0 - 2 * MIN,
        MENU,
        "INFO",
        `menu import ${id} started: region MP-LDN, source ops-upload/ldn-menu-v31.xlsx (188 rows)`,
      ),
    ];
    for (let k = 0; k < 3; k++)
      out.push(
        ev(
          c.t0 - 2 * MIN + (k + 1) * r.int(300, 900),
          MENU,
          "WARN",
          `row ${r.int(10, 180)} skipped: price missing (sku MP-SEAS-0${k + 1} marked unavailable)`,
        ),
      );
    out.push(ev(c.t0 - 2 * MIN + 4000, MENU, "INFO", `menu import ${id} completed: 185 published, 3 skipped`));
    out.push(
      ev(
        c.t0,
        LOYALTY,
        "INFO",
        "replica set maintenance: stepDown requested on mp-loyalty-mongo-2 (secondaryCatchUpPeriodSecs=10)",
      ),
    );
    for (let k = 0; k < 2; k++) {
      out.push(
        ev(
          c.t0 + 800 + k * 700,
          LOYALTY,
          "WARN",
          "NotPrimaryError during accrual insert, retrying once (retryable write)",
        ),
      );
      out.push(ev(c.t0 + 4200 + k * 700, LOYALTY, "INFO", "accrual ok after retry (new primary mp-loyalty-mongo-0)"));
    }
    out.push(
      ev(
        c.t0 + 3 * MIN,
        ORDERS,
        "WARN",
        `[Runner] The group is rebalancing, re-joining {"groupId":"mp-orders-status","memberId":"mp-orders-${r.hex(8)}","error":"The group is rebalancing, so a rejoin is needed","retryCount":0,"retryTime":${r.int(200, 400)}}`,
      ),
      ev(
        c.t0 + 3 * MIN + 2500,
        ORDERS,
        "INFO",
        `[ConsumerGroup] Consumer has joined the group {"groupId":"mp-orders-status","memberId":"mp-orders-${r.hex(8)}","leaderId":"mp-orders-${r.hex(8)}","isLeader":false,"memberAssignment":{"order.status":[${r.int(0, 5)},${r.int(6, 11)}]},"groupProtocol":"RoundRobinAssigner","duration":${r.int(2000, 4000)}}`,
      ),
    );
    return out;
  },
};

export const millPourQuiet: Quiet[] = [redisRestart, scraper, maintenance];

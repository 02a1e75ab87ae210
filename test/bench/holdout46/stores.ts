// Each stateful product's own log wording (message text only; the envelope comes from the format).
import type { Rng } from "./rng.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const iso = (ms: number) => new Date(ms).toISOString();

/** PostgreSQL: `[pid] user@db LEVEL:  text`, continuation lines (DETAIL/HINT/STATEMENT) joined with newlines. */
export const pg = (pid: number, who: string, word: string, text: string) =>
  `[${pid}] ${who ? `${who} ` : ""}${word}:  ${text}`;

/** MySQL 8 error log body. */
export const mysql = (thread: number, prio: string, code: string, sub: string, text: string) =>
  `${thread} [${prio}] [${code}] [${sub}] ${text}`;

/** MongoDB 4.4+ structured log line. */
export const mongo =
  (s: string, c: string, id: number, ctx: string, msg: string, attr?: Record<string, unknown>) => (p: number) =>
    JSON.stringify({
      t: { $date: iso(p).replace("Z", "+00:00") },
      s,
      c,
      id,
      ctx,
      msg,
      ...(attr ? { attr } : {}),
    });

/** Redis: `pid:role dd Mon yyyy hh:mm:ss.mmm sym text`. */
export const redis = (role: string, sym: string, text: string) => (p: number) => {
  const d = new Date(p);
  const hms = iso(p).slice(11, 23);
  return `1:${role} ${String(d.getUTCDate()).padStart(2, "0")} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${hms} ${sym} ${text}`;
};

/** Cassandra / ScyllaDB: `[thread] File.java:line - text`. */
export const cass = (thread: string, where: string, text: string) => `[${thread}] ${where} - ${text}`;

/** Kafka broker: `text (logger)`. */
export const kafka = (text: string, logger: string) => `${text} (${logger})`;

/** Elasticsearch / OpenSearch: `[logger] [node] text`. */
export const es = (logger: string, node: string, text: string) => `[${logger}] [${node}] ${text}`;

/** etcd zap JSON. */
export const etcd =
  (level: string, caller: string, msg: string, fields: Record<string, unknown> = {}) =>
  (p: number) =>
    JSON.stringify({ level, ts: iso(p), caller, msg, ...fields });

/** ZooKeeper log4j body. */
export const zk = (myid: number, lvl: string, where: string, text: string) =>
  `[myid:${myid}] - ${lvl.padEnd(5)} [${where}] - ${text}`;

/** RabbitMQ: `<pid> text`. */
export const rabbit = (r: Rng, text: string) => `<0.${r.int(300, 40000)}.0> ${text}`;

export const ip = (r: Rng) => `10.${r.int(0, 3)}.${r.int(0, 15)}.${r.int(2, 250)}`;

// The routine WARNs and ERRORs every estate logs all day long: they are there in every window, incident or not.
import type { Rng } from "./rng.js";
import type { Level, Role, Runtime } from "./types.js";

export interface Noise {
  level: Level;
  msg: string;
  stack?: string[];
}

/** One piece of steady noise for a service of this role and runtime. */
export function steadyNoise(role: Role, rt: Runtime, r: Rng): Noise {
  const common: Noise[] = [
    { level: "WARN", msg: `slow request: ${r.int(1200, 2900)}ms exceeds 1000ms budget` },
    { level: "ERROR", msg: clientGone(rt, r) },
  ];
  const byRole: Partial<Record<Role, Noise[]>> = {
    booking: [
      {
        level: "WARN",
        msg: `hold conflict on berth ${r.pick(["C", "D", "E"])}${r.int(1, 40)}: already held by another session (409)`,
      },
      {
        level: "ERROR",
        msg: `tide-window lookup for date 2027-0${r.int(1, 9)}-1${r.int(0, 9)} outside published tables, falling back to defaults`,
      },
    ],
    fuel: [
      { level: "ERROR", msg: `pump 4 meter read failed: serial timeout after 2000ms (pump out of service)` },
      { level: "WARN", msg: `price board sync skipped: board offline` },
    ],
    haulout: [
      {
        level: "WARN",
        msg: `lift request for ${r.float(23, 40).toFixed(1)} t exceeds travel-lift SWL 25 t, flagged for manual review`,
      },
      { level: "ERROR", msg: `weather feed: gust forecast missing for hour ${r.int(0, 23)}, using previous run` },
    ],
    listings: [
      { level: "WARN", msg: `photo EXIF orientation unreadable for upload ${r.hex(10)}, using as-is` },
      {
        level: "ERROR",
        msg: `broker feed row ${r.int(1, 900)} rejected: hull id "${r.hex(3).toUpperCase()}${r.int(10000, 99999)}" fails HIN checksum`,
      },
    ],
    billing: [
      {
        level: "ERROR",
        msg: `card declined for member M${r.int(10000, 99999)}: ${r.pick(["insufficient_funds", "expired_card", "do_not_honor", "authentication_required"])}`,
      },
      { level: "WARN", msg: `invoice INV-${r.int(1000000, 1999999)} has zero-value line (berth credit), kept` },
    ],
    payments: [
      {
        level: "ERROR",
        msg: `card_declined: ${r.pick(["Your card has insufficient funds.", "Your card was declined.", "Your card has expired."])} (pi_${r.hex(14)})`,
      },
      { level: "WARN", msg: `webhook evt_${r.hex(16)} already processed, ignoring duplicate delivery` },
    ],
    notify: [
      {
        level: "WARN",
        msg: `sms to +44 7${r.int(100, 999)} ${r.int(100000, 999999)} undeliverable (carrier code 30006), suppressed`,
      },
      {
        level: "ERROR",
        msg: `email bounce: 550 5.1.1 <${r.pick(["skipper", "info", "crew", "admin"])}${r.int(1, 999)}@${r.pick(["btinternet.com", "yahoo.co.uk", "sailmail.example"])}>: Recipient address rejected: User unknown`,
      },
    ],
    auth: [
      {
        level: "WARN",
        msg: `login failed for user ${r.pick(["M", "m"])}${r.int(10000, 99999)}: invalid credentials (attempt ${r.int(1, 4)})`,
      },
      { level: "WARN", msg: `refresh token expired for client dockwise-app, re-authentication required` },
    ],
    members: [{ level: "WARN", msg: `member M${r.int(10000, 99999)} has no emergency contact, reminder queued` }],
    portal: [{ level: "WARN", msg: `antiforgery token could not be decrypted, request rejected (stale tab)` }],
    search: [{ level: "WARN", msg: `query took ${r.int(800, 2400)}ms (slowlog threshold 800ms)` }],
    db: [
      {
        level: "WARN",
        msg: `duration: ${r.int(1000, 4800)}.${r.int(100, 999)} ms  statement: SELECT ... FROM ${r.pick(["bookings", "invoices", "fuel_sales"])} WHERE ...`,
      },
    ],
    queue: [{ level: "WARN", msg: `task retry scheduled: sync_tide_tables (attempt ${r.int(1, 3)}/5)` }],
    cache: [
      {
        level: "WARN",
        msg: `Client id=${r.int(100, 999)} addr=10.0.${r.int(0, 4)}.${r.int(2, 250)}:${r.int(30000, 60000)} closed for idle timeout`,
      },
    ],
    media: [{ level: "ERROR", msg: `decode failed for upload ${r.hex(10)}: image: unknown format` }],
    proxy: [],
  };
  const pool = [...common, ...(byRole[role] ?? [])];
  return r.pick(pool);
}

/** A client that hung up mid-response, in the runtime's own words. Shares words with real network faults. */
export function clientGone(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "node":
      return r.pick([
        "Error: aborted (request aborted by client)",
        "write EPIPE",
        "Error: socket hang up (client closed connection)",
      ]);
    case "java":
      return "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe";
    case "go":
      return `write tcp ${"10.0.0.4"}:8080->10.0.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}: write: connection reset by peer`;
    case "python":
      return "ConnectionResetError: [Errno 104] Connection reset by peer (client disconnected)";
    case "ruby":
      return "Puma caught this error: Broken pipe (Errno::EPIPE)";
    case "dotnet":
      return "Microsoft.AspNetCore.Connections.ConnectionResetException: The client has disconnected";
  }
}

/** The MySQL error log's everyday warnings (aborted clients, slow flushes). */
export function mysqlNoise(r: Rng): Noise {
  return r.pick<Noise>([
    {
      level: "WARN",
      msg: `[Warning] [MY-010055] [Server] IP address '172.18.0.${r.int(2, 30)}' could not be resolved: Name or service not known`,
    },
    {
      level: "WARN",
      msg: `[Warning] [MY-013360] [Server] Plugin mysql_native_password reported: ''mysql_native_password' is deprecated and will be removed in a future release. Please use caching_sha2_password instead'`,
    },
    {
      level: "INFO",
      msg: `[Note] [MY-010914] [Server] Aborted connection ${r.int(1000, 99999)} to db: 'yard' user: 'yard_app' host: '172.18.0.${r.int(2, 30)}' (Got an error reading communication packets).`,
    },
  ]);
}

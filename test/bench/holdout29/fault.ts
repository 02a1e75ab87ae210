// Lays one fault template over a scene: the origin's own lines from the fault's start, and what its callers log
// about it in their own runtime's words (5xx, timeouts, the database error every client sees), louder than the origin.
import type { Step, Tpl } from "./incidents.js";
import { clfTime } from "./native.js";
import type { Scene, Svc } from "./stream.js";
import { plural } from "./traffic.js";

const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const p2 = (n: number) => String(n).padStart(2, "0");

export function fill(text: string, sc: Scene, o: Svc, t: number): string {
  const r = sc.rng;
  const d = new Date(Math.round(t + o.skew));
  const ymd = `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`;
  const hms = `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  const pid = String(r.int(60, 900));
  return text.replace(/\{(\w+)\}/g, (m, k: string) => {
    switch (k) {
      case "o":
        return o.name;
      case "id":
        return String(r.int(1000, 99999));
      case "hex":
        return r.hex(8);
      case "uuid":
        return r.uuid();
      case "ip":
        return `10.42.${r.int(0, 9)}.${r.int(2, 250)}`;
      case "clf":
        return clfTime(t + o.skew);
      case "n":
        return String(r.int(2, 9));
      case "ms":
        return String(r.int(40, 900));
      case "pid":
        return pid;
      case "gtime":
        return `${ymd} ${hms} +0000`;
      case "gotime":
        return `${ymd.replace(/-/g, "/")} ${hms}`;
      case "pkg":
        return o.pkg || o.name;
      case "app":
        return o.pkg || o.name;
      case "noun":
        return o.noun.replace(/ /g, "_");
      case "host":
        return sc.estate.host;
      case "ns":
        return sc.estate.ns;
      default:
        return m;
    }
  });
}

function emitStep(sc: Scene, o: Svc, t: number, s: Step, trace: string | undefined): void {
  const { lvl, msg, ...rest } = s;
  sc.emit(o.name, t, lvl, fill(msg, sc, o, t), {
    ...rest,
    err: rest.err === undefined ? undefined : fill(rest.err, sc, o, t),
    logger: rest.logger === undefined ? undefined : fill(rest.logger, sc, o, t),
    frames: rest.frames?.map((f) => fill(f, sc, o, t)),
    trace,
  });
}

const DB_PREFIX: Record<string, string> = {
  logback: "org.postgresql.util.PSQLException: ",
  dotnet: "Npgsql.NpgsqlException (0x80004005): ",
  rails: "ActiveRecord::StatementInvalid: PG::Error: ",
  zap: "pq: ",
  pino: "error: ",
  klog: "pq: ",
  syslog: "libpq: ",
};

/** What caller `c` logs when its call to `o` fails (status or database error). */
function report(sc: Scene, c: Svc, o: Svc, tpl: Tpl, t: number) {
  const r = sc.rng;
  const trace = sc.tid();
  const url = `http://${o.name}:8080/api/${plural(o.noun)}/${r.int(1000, 99999)}`;
  if (tpl.callerErr) {
    const core = tpl.callerErr.replace(/^[\w.]+: /, "");
    const err = c.rt === "python" ? tpl.callerErr : `${DB_PREFIX[c.rt] ?? ""}${core}`;
    const lvl = "error";
    if (c.rt === "zap" || c.rt === "pino") return sc.emit(c.name, t, lvl, "query failed", { err, trace });
    return sc.emit(c.name, t, lvl, `query failed: ${err}`, { trace });
  }
  const status = tpl.up ?? 500;
  const reason = `${status} ${REASON[status] ?? ""}`.trim();
  const timeout = status === 504;
  const lvl = status >= 500 ? "error" : "warn";
  switch (c.rt) {
    case "nginx": {
      const gw = timeout ? 504 : status >= 500 ? 502 : status;
      if (timeout)
        sc.emit(
          c.name,
          t,
          "error",
          `upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.42.0.${r.int(2, 250)}, server: _, request: "GET ${url.replace(/^http:\/\/[^/]+/, "")} HTTP/1.1", upstream: "${url}"`,
          { trace },
        );
      else if (gw === 502)
        sc.emit(
          c.name,
          t,
          "error",
          `upstream prematurely closed connection while reading response header from upstream, client: 10.42.0.${r.int(2, 250)}, server: _, request: "POST ${url.replace(/^http:\/\/[^/]+/, "")} HTTP/1.1", upstream: "${url}"`,
          { trace },
        );
      return sc.emit(
        c.name,
        t + 1,
        "info",
        `10.42.0.${r.int(2, 250)} - - [${clfTime(t + c.skew)}] "GET ${url.replace(/^http:\/\/[^/]+/, "")} HTTP/1.1" ${gw} 157 "-" "okhttp/4.12.0" rt=${timeout ? "30.001" : "0.0" + r.int(10, 99)}`,
        { raw: true, stream: "out", trace },
      );
    }
    case "zap":
      return sc.emit(c.name, t, lvl, "upstream call failed", {
        fields: { upstream: o.name },
        err: timeout ? `Get "${url}": context deadline exceeded` : `unexpected status ${reason} from ${url}`,
        trace,
      });
    case "pino":
      return sc.emit(c.name, t, lvl, "upstream call failed", {
        fields: { upstream: o.name },
        err: timeout
          ? "TimeoutError: Timeout awaiting 'request' for 30000ms"
          : `HTTPError: Response code ${status} (${REASON[status]})`,
        trace,
      });
    case "logback":
      return sc.emit(
        c.name,
        t,
        lvl,
        timeout ? `I/O error on GET request for "${url}": Read timed out` : `GET ${url} failed: ${reason}`,
        {
          logger: `${c.pkg}.client.${o.name.replace(/(^|-)(\w)/g, (_, _d: string, x: string) => x.toUpperCase())}Client`,
          trace,
        },
      );
    case "dotnet":
      return sc.emit(c.name, t, lvl, `Call to ${o.name} failed`, {
        logger: `${c.pkg}.Clients.UpstreamClient`,
        fields: { eventId: 0 },
        frames: [
          timeout
            ? "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing."
            : `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${REASON[status]}).`,
        ],
        trace,
      });
    case "python":
      return sc.emit(
        c.name,
        t,
        lvl,
        timeout
          ? `call to ${o.name} failed: httpx.ReadTimeout: timed out`
          : `call to ${o.name} failed: httpx.HTTPStatusError: Server error '${reason}' for url '${url}'`,
        {
          logger: `${c.pkg}.clients`,
          trace,
        },
      );
    case "rails":
      return sc.emit(
        c.name,
        t,
        lvl,
        timeout
          ? `${o.name} request failed: Net::ReadTimeout with #<TCPSocket:(closed)>`
          : `${o.name} request failed: Faraday::ServerError (the server responded with status ${status})`,
        { trace },
      );
    default:
      return sc.emit(c.name, t, lvl, `request to ${o.name} failed: ${timeout ? "context deadline exceeded" : reason}`, {
        err: undefined,
        trace,
      });
  }
}

/** Applies the template from t0 on; returns the callers that report it. */
export function applyFault(sc: Scene, tpl: Tpl, o: Svc, t0: number): Svc[] {
  const r = sc.rng;
  let t = t0;
  for (const s of tpl.once ?? []) {
    t += r.int(5, 40);
    emitStep(sc, o, t, s, undefined);
  }
  sc.every(t0, sc.end, tpl.gap ?? 5000, (tt) => {
    const trace = sc.tid();
    let at = tt;
    for (const s of r.pick(tpl.repeat)) {
      at += r.int(1, 25);
      emitStep(sc, o, at, s, trace);
    }
  });
  // the first group lands right at the start, so the fault begins when the label says
  if (!tpl.once?.length) {
    let at = t0;
    for (const s of tpl.repeat[0]) {
      at += r.int(1, 25);
      emitStep(sc, o, at, s, sc.tid());
    }
  }
  let callers: Svc[] = [];
  if (tpl.callerErr) callers = sc.svcs.filter((s) => s.role !== "db" && s.role !== "gateway" && s.rt !== "nginx");
  else if (tpl.up)
    callers = sc.svcs.filter((s) => s !== o && (s.role === "gateway" || s.role === "api") && s.rt !== "postgres");
  callers = r.shuffle(callers).slice(0, tpl.callerErr ? 3 : r.int(1, 2));
  for (const c of callers) {
    const lag = r.int(300, 3000);
    sc.every(t0 + lag, sc.end, (tpl.gap ?? 5000) * (0.4 + r.next() * 0.4), (tt) => {
      report(sc, c, o, tpl, tt);
      if (r.chance(0.3) && c.rt !== "nginx")
        sc.emit(
          c.name,
          tt + r.int(100, 400),
          "warn",
          `retrying call to ${o.name} (attempt ${r.int(2, 3)}/3)`,
          c.rt === "zap" || c.rt === "pino" ? { fields: { upstream: o.name } } : {},
        );
    });
  }
  return callers;
}

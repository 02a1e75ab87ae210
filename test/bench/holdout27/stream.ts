// One scenario's stream: request traffic through an estate (edge access lines, each hop's own line, routine 4xx,
// slow calls, retries that succeed), a failure hook for the incident, and rendering sorted by printed time.
import type { App, Estate, Route, Runtime } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

/** How one request fails: the hop that fails (chain index; chain.length = the route's store) and what it prints. */
export interface FailSpec {
  at: number;
  /** Status the failing hop hands back (and the edge shows). */
  status: number;
  /** What the immediate caller sees: an error status, its own timeout, or a refused connection. */
  kind: "status" | "timeout" | "refused";
  /** Emits the origin's own lines; `svc` is the failing hop (or, for a store origin, the last app). */
  origin: (t: number, trace: string, svc: string, method: string, path: string) => void;
  /** Extra latency of a failing call (ms). */
  latency?: number;
}

export class Scene {
  readonly events: Ev[] = [];
  readonly skew = new Map<string, number>();
  private readonly apps = new Map<string, App>();
  chronic?: { route: Route; msg: string };

  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const a of estate.apps) this.apps.set(a.name, a);
  }

  app(name: string): App | undefined {
    return this.apps.get(name);
  }

  rt(name: string): Runtime | undefined {
    return this.apps.get(name)?.rt;
  }

  emit(t: number, svc: string, level: Level, msg: string, trace?: string, stack?: string): void {
    const e: Ev = { t: Math.round(t), svc, level, msg };
    if (trace) e.trace = trace;
    if (stack) e.stack = stack;
    this.events.push(e);
  }

  fill(s: string): string {
    const r = this.rng;
    return s
      .replace(/\{id\}/g, () => String(r.int(10000, 999999)))
      .replace(/\{n\}/g, () => String(r.int(1, 9)))
      .replace(/\{ms\}/g, () => String(r.int(2, 180)))
      .replace(/\{amt\}/g, () => `${r.int(5, 480)}.${String(r.int(0, 99)).padStart(2, "0")}`)
      .replace(/\{hex\}/g, () => r.hex(8));
  }

  path(route: Route): string {
    return this.fill(route.path);
  }

  ip(): string {
    return `10.${this.rng.int(0, 3)}.${this.rng.int(0, 255)}.${this.rng.int(2, 254)}`;
  }

  /** The access line a service of runtime `rt` prints for a request it served. */
  access(svc: string, method: string, path: string, status: number, ms: number): string {
    const r = this.rng;
    const bytes = status < 300 ? r.int(180, 9000) : r.int(40, 400);
    switch (this.rt(svc)) {
      case "jvm":
        return `${this.ip()} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} ${ms}`;
      case "go":
        return `http request method=${method} path=${path} status=${status} bytes=${bytes} duration=${ms}.${r.int(100, 999)}ms`;
      case "python":
        return `${this.ip()}:${r.int(30000, 60999)} - "${method} ${path} HTTP/1.1" ${status} ${STATUS_TEXT[status] ?? ""}`.trimEnd();
      case "node":
        return `${method} ${path} ${status} ${bytes} - ${ms}.${r.int(100, 999)} ms`;
      case "dotnet":
        return `Request finished HTTP/1.1 ${method} http://${svc}${path} - ${status} ${bytes} application/json ${ms}.${r.int(1000, 9999)}ms`;
      case "ruby":
        return `Completed ${status} ${STATUS_TEXT[status] ?? ""} in ${ms}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(800, 9000)})`;
      default:
        return `${method} ${path} ${status} ${ms}ms`;
    }
  }

  /** The edge proxy's access line. */
  edgeLine(
    method: string,
    path: string,
    status: number,
    ms: number,
    trace: string,
    upstream: string,
    flag = "-",
  ): string {
    const r = this.rng;
    const ua = r.pick(UAS);
    const bytes = status < 300 ? r.int(180, 9000) : r.int(0, 300);
    if (this.estate.edge.kind === "nginx") {
      const urt = status === 504 ? (ms / 1000).toFixed(3) : ((ms - 1) / 1000).toFixed(3);
      return `${this.ip()} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${ua}" rt=${(ms / 1000).toFixed(3)} uct=0.00${r.int(0, 3)} urt=${urt} upstream=${upstream} req_id=${trace}`;
    }
    return `"${method} ${path} HTTP/1.1" ${status} ${flag} ${method === "POST" ? r.int(80, 2000) : 0} ${bytes} ${ms} ${Math.max(ms - 1, 0)} "${this.ip()}" "${ua}" "${trace}" "${this.estate.host}" "${upstream}"`;
  }

  /** What `caller` prints when its call to `callee` failed. */
  callerError(caller: string, callee: string, method: string, path: string, f: FailSpec, ms: number): [Level, string] {
    const url = `http://${callee}.${this.estate.namespace}.svc.cluster.local${path}`;
    const st = f.status;
    const txt = STATUS_TEXT[st] ?? "Error";
    if (f.kind === "timeout") {
      switch (this.rt(caller)) {
        case "jvm":
          return [
            "error",
            `I/O error on ${method} request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
          ];
        case "go":
          return [
            "error",
            `call ${callee} failed: ${method} "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          ];
        case "python":
          return [
            "error",
            `upstream ${callee} failed: HTTPConnectionPool(host='${callee}', port=8080): Read timed out. (read timeout=${Math.round(ms / 1000)})`,
          ];
        case "node":
          return ["error", `request to ${callee} failed: timeout of ${ms}ms exceeded (${method} ${url})`];
        case "dotnet":
          return [
            "error",
            `Call to ${callee} failed: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${Math.round(ms / 1000)} seconds elapsing.`,
          ];
        default:
          return ["error", `Net::ReadTimeout calling ${callee} (${method} ${url}) after ${Math.round(ms / 1000)}s`];
      }
    }
    if (f.kind === "refused") {
      switch (this.rt(caller)) {
        case "jvm":
          return [
            "error",
            `I/O error on ${method} request for "${url}": Connection refused; nested exception is java.net.ConnectException: Connection refused`,
          ];
        case "go":
          return [
            "error",
            `call ${callee} failed: ${method} "${url}": dial tcp ${this.ip()}:8080: connect: connection refused`,
          ];
        case "python":
          return [
            "error",
            `upstream ${callee} failed: HTTPConnectionPool(host='${callee}', port=8080): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${this.rng.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
          ];
        case "node":
          return ["error", `request to ${callee} failed: connect ECONNREFUSED ${this.ip()}:8080`];
        case "dotnet":
          return [
            "error",
            `Call to ${callee} failed: System.Net.Http.HttpRequestException: Connection refused (${callee}:8080)`,
          ];
        default:
          return [
            "error",
            `Faraday::ConnectionFailed calling ${callee}: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080)`,
          ];
      }
    }
    switch (this.rt(caller)) {
      case "jvm":
        return [
          "error",
          `${method} ${url} failed: org.springframework.web.client.HttpServerErrorException$${txt.replace(/ /g, "")}: ${st} ${txt}`,
        ];
      case "go":
        return ["error", `call ${callee} failed: ${method} ${path}: unexpected status ${st} ${txt}`];
      case "python":
        return ["error", `upstream ${callee} failed: ${st} Server Error: ${txt} for url: ${url}`];
      case "node":
        return [
          "error",
          `request to ${callee} failed: AxiosError: Request failed with status code ${st} (${method} ${path})`,
        ];
      case "dotnet":
        return [
          "error",
          `Call to ${callee} failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: ${st} (${txt}).`,
        ];
      default:
        return [
          "error",
          `Faraday::ServerError calling ${callee}: the server responded with status ${st} (${method} ${path})`,
        ];
    }
  }

  /** One request through `route` starting at `t`; `fail` makes it fail as the incident says. */
  request(route: Route, t: number, fail?: FailSpec): void {
    const r = this.rng;
    const trace = r.hex(16);
    const path = this.path(route);
    const chain = route.chain;
    const edge = this.estate.edge.name;
    const first = chain[0];
    const upstream = `${this.ip()}:8080`;
    // routine client errors, before anything else is called
    const roll = r.next();
    if (!fail && roll < 0.025) {
      const ms = r.int(2, 15);
      this.emit(t + ms, first, "warn", this.expired(first), trace);
      this.emit(t + ms, first, "info", this.access(first, route.method, path, 401, ms), trace);
      this.emit(t + ms + 1, edge, "info", this.edgeLine(route.method, path, 401, ms + 1, trace, upstream), trace);
      return;
    }
    if (!fail && roll < 0.04) {
      const bad = path.replace(/\d+/, String(r.int(1, 99999999)));
      const ms = r.int(3, 40);
      this.emit(t + ms, first, "info", this.access(first, route.method, bad, 404, ms), trace);
      this.emit(t + ms + 1, edge, "info", this.edgeLine(route.method, bad, 404, ms + 1, trace, upstream), trace);
      return;
    }
    if (!fail && roll < 0.05 && route.method === "POST") {
      const ms = r.int(3, 30);
      this.emit(t + ms, first, "info", this.rejected(first), trace);
      this.emit(t + ms, first, "info", this.access(first, route.method, path, 422, ms), trace);
      this.emit(t + ms + 1, edge, "info", this.edgeLine(route.method, path, 422, ms + 1, trace, upstream), trace);
      return;
    }
    const chronic = !fail && this.chronic?.route === route && roll < 0.058;
    const slow = !fail && !chronic && roll > 0.99;
    const retry = !fail && !chronic && roll > 0.975 && roll <= 0.99 && chain.length > 1;
    const lat: number[] = [];
    const depth = fail ? Math.min(fail.at, chain.length - 1) : chain.length - 1;
    for (let i = 0; i <= depth; i++) {
      lat.push(r.int(3, 60));
    }
    if (slow) lat[depth] += r.int(1500, 4200);
    let failedMs = 0;
    if (fail) {
      failedMs = fail.latency ?? r.int(5, 60);
      const svc = chain[Math.min(fail.at, chain.length - 1)];
      fail.origin(t + 5 * (depth + 1) + failedMs, trace, svc, route.method, path);
    }
    // each hop's line, innermost first (they finish first)
    let total = 0;
    let status = fail ? fail.status : chronic ? 500 : 200;
    for (let i = depth; i >= 0; i--) {
      const svc = chain[i];
      total += lat[i];
      const at = t + 5 * (i + 1) + total + failedMs;
      if (fail && fail.at === chain.length && i === chain.length - 1) {
        // store origin: the origin callback printed this hop's error
        this.emit(at, svc, "info", this.access(svc, route.method, path, 500, total + failedMs), trace);
        status = 500;
        continue;
      }
      if (fail && i === fail.at) continue; // the origin printed its own lines
      if (fail && i === fail.at - 1) {
        const [lvl, msg] = this.callerError(svc, chain[i + 1], route.method, path, fail, failedMs);
        this.emit(at, svc, lvl, msg, trace);
        status = fail.kind === "timeout" ? 504 : 502;
        this.emit(at, svc, "info", this.access(svc, route.method, path, status, total + failedMs), trace);
        continue;
      }
      if (fail && i < fail.at - 1) {
        this.emit(at, svc, "error", `${route.method} ${path}: downstream ${chain[i + 1]} returned ${status}`, trace);
        this.emit(at, svc, "info", this.access(svc, route.method, path, 502, total + failedMs), trace);
        status = 502;
        continue;
      }
      if (chronic && i === 0) {
        this.emit(at, svc, "error", this.chronic!.msg, trace);
        this.emit(at, svc, "info", this.access(svc, route.method, path, 500, total), trace);
        continue;
      }
      if (retry && i === 0) {
        this.emit(at - total + 3, svc, "warn", this.retryLine(chain[1], route.method, path), trace);
      }
      if (slow && i === depth) this.emit(at, svc, "warn", this.slowLine(svc, route, lat[i]), trace);
      const app = this.app(svc);
      if (app && (i > 0 || r.chance(0.4))) this.emit(at - 1, svc, "info", this.fill(r.pick(app.work)), trace);
      this.emit(at, svc, "info", this.access(svc, route.method, path, status, total), trace);
      if (i === depth && route.store && !fail && r.chance(0.04)) this.storeChatter(at, svc, route, trace);
    }
    const end = t + 5 * (depth + 2) + total + failedMs;
    if (fail && fail.at === 0 && fail.kind !== "status" && this.estate.edge.kind === "nginx")
      this.emit(
        end - 1,
        edge,
        "error",
        `${new Date(end).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ")} [error] 31#31: *${r.int(100000, 9999999)} ${fail.kind === "refused" ? "connect() failed (111: Connection refused) while connecting to upstream" : "upstream timed out (110: Connection timed out) while reading response header from upstream"}, client: ${this.ip()}, server: ${this.estate.host}, request: "${route.method} ${path} HTTP/1.1", upstream: "http://${upstream}${path}"`,
        trace,
      );
    const flag = fail ? (fail.kind === "timeout" ? "UT" : fail.kind === "refused" ? "UF" : "-") : "-";
    this.emit(end, edge, "info", this.edgeLine(route.method, path, status, end - t, trace, upstream, flag), trace);
  }

  private expired(svc: string): string {
    const when = new Date(this.t0 - this.rng.int(60, 7200) * 1000).toISOString();
    switch (this.rt(svc)) {
      case "jvm":
        return `io.jsonwebtoken.ExpiredJwtException: JWT expired at ${when.replace(".000", "")}. Current time: ${new Date(this.t0).toISOString().replace(".000", "")}, a difference of ${this.rng.int(60000, 7200000)} milliseconds.  Allowed clock skew: 0 milliseconds.`;
      case "go":
        return `auth: token rejected: token has invalid claims: token is expired`;
      case "python":
        return `rejecting request: jwt.exceptions.ExpiredSignatureError: Signature has expired`;
      case "node":
        return `auth middleware: TokenExpiredError: jwt expired (expiredAt ${when})`;
      case "dotnet":
        return `Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired. ValidTo: '${when}'`;
      default:
        return `Filter chain halted as :authenticate! rendered or redirected (JWT::ExpiredSignature)`;
    }
  }

  private rejected(svc: string): string {
    const field = this.rng.pick(["email", "postcode", "phone", "quantity", "date_of_birth", "card_expiry"]);
    switch (this.rt(svc)) {
      case "jvm":
        return `Validation failed for argument [0]: field '${field}': rejected value [...]; must match the expected pattern -> 422`;
      case "go":
        return `request rejected: validation: ${field}: invalid format (422)`;
      case "python":
        return `422 Unprocessable Entity: body.${field}: value is not a valid ${field}`;
      case "node":
        return `validation failed: "${field}" fails to match the required pattern -> 422`;
      case "dotnet":
        return `Validation failed: -- ${field}: '${field}' is not in the correct format. -> 422`;
      default:
        return `Unprocessable entity: ${field} is invalid (ActiveRecord::RecordInvalid) -> 422`;
    }
  }

  private retryLine(callee: string, method: string, path: string): string {
    const why = this.rng.pick([
      "503 Service Unavailable",
      "read timeout",
      "connection reset by peer",
      "502 Bad Gateway",
    ]);
    return `retrying ${method} http://${callee}${path} (attempt 2/3) after ${this.rng.pick([100, 200, 250])}ms: ${why}`;
  }

  private slowLine(svc: string, route: Route, ms: number): string {
    switch (this.rt(svc)) {
      case "jvm":
        return `Slow request detected: ${route.method} ${route.path} took ${ms}ms (threshold 1000ms)`;
      case "go":
        return `slow handler method=${route.method} route=${route.path} elapsed=${(ms / 1000).toFixed(3)}s`;
      case "python":
        return `slow request: ${route.method} ${route.path} took ${(ms / 1000).toFixed(2)}s`;
      case "node":
        return `request took ${ms}ms (> 1000ms budget): ${route.method} ${route.path}`;
      case "dotnet":
        return `Long running request: ${route.method} ${route.path} ({ms} milliseconds)`.replace("{ms}", String(ms));
      default:
        return `Slow request ${route.method} ${route.path}: ${ms}ms`;
    }
  }

  private storeChatter(at: number, svc: string, route: Route, trace: string): void {
    const r = this.rng;
    const s = this.estate.stores;
    const table = r.pick(this.estate.tables);
    if (route.store === "postgres")
      this.emit(
        at - 2,
        s.postgres,
        "info",
        `LOG:  duration: ${r.int(500, 1900)}.${r.int(100, 999)} ms  execute <unnamed>: SELECT * FROM ${table} WHERE id = $1 FOR UPDATE`,
      );
    else if (route.store === "mysql")
      this.emit(at, svc, "debug", `cache miss for key ${table}:${r.int(1000, 99999)}, loading from database`, trace);
    else if (route.store === "redis")
      this.emit(at, svc, "debug", `cache miss key=${table}:${r.hex(10)} (ttl expired)`, trace);
    else
      this.emit(
        at,
        svc,
        "debug",
        `produced record to ${r.pick(this.estate.topics)}-${r.int(0, 11)} offset ${r.int(100000, 9999999)}`,
        trace,
      );
  }

  /** Rendered lines, sorted by printed time (true time plus each service's clock skew). */
  render(fmt: Format): string[] {
    const width = Math.max(...[...new Set(this.events.map((e) => e.svc))].map((s) => s.length + 2));
    const pods = new Map<string, string>();
    const pod = (svc: string) => {
      let p = pods.get(svc);
      if (!p) {
        p = `${svc}-${this.rng.hex(9)}-${this.rng.hex(5)}`;
        pods.set(svc, p);
      }
      return p;
    };
    const printed = this.events.map((e, i) => ({ e, i, ms: e.t + (this.skew.get(e.svc) ?? 0) }));
    printed.sort((a, b) => a.ms - b.ms || a.i - b.i);
    const out: string[] = [];
    for (const p of printed) out.push(...render(fmt, p.e, p.ms, { namespace: this.estate.namespace, width, pod }));
    return out;
  }
}

export const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  507: "Insufficient Storage",
};

const UAS = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
  "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15",
];

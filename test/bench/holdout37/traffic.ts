// Requests walked through an estate's routes with their ids: each hop logs in its runtime's words, callers report
// a failing callee (with retries that reuse the trace id), queue hops carry the request into a worker.
import { type Estate, type Hop, type Route, type Service, svcOf } from "./estates.js";
import { newTrace, type Trace } from "./ids.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";
import {
  callFailed,
  celeryFailed,
  celeryOk,
  celeryReceived,
  celeryRetry,
  type FailMode,
  type Line,
  nginxTime,
  retrying,
  served,
  shortWhy,
  springServletError,
} from "./wording.js";

/** The fault of an incident as the traffic sees it. */
export interface Fault {
  origin: string;
  start: number;
  /** Whether the origin fails this request at true time t. */
  fails: (t: number, rng: Rng) => boolean;
  /** What the origin's caller sees. */
  mode: (t: number) => FailMode;
  /** The origin's own lines for one failing request (few: often none). */
  originLines: (t: number, rng: Rng) => Line[];
  /** Retries the direct caller makes (same trace id). */
  retries: number;
  /** Status the direct caller answers with once it gives up. */
  callerStatus: number;
  /** The direct caller's own words when its standard client wording does not fit (a database driver). */
  callerMsg?: (caller: Service, target: string, rng: Rng) => Line;
}

/** Harmless request shapes the quiet windows lean on. */
export type Special = "notfound" | "cancel" | "retryok" | undefined;

interface Result {
  status: number;
  end: number;
  mode?: FailMode;
}

export class Traffic {
  constructor(
    private readonly e: Estate,
    private readonly out: Stream,
    private readonly rng: Rng,
    private readonly fault?: Fault,
  ) {}

  private emit(t: number, svc: string, l: Line, tr?: Trace, span?: string) {
    this.out.add({ t, svc, level: l.level, msg: l.msg, stack: l.stack, trace: tr, span });
  }

  private target(s: Service): string {
    return s.role === "dbproxy" ? `${s.name}.${this.e.ns}.svc:${s.port}` : `${s.name}:${s.port}`;
  }

  pickRoute(): Route {
    const total = this.e.routes.reduce((a, r) => a + r.weight, 0);
    let x = this.rng.next() * total;
    for (const r of this.e.routes) {
      x -= r.weight;
      if (x <= 0) return r;
    }
    return this.e.routes[0];
  }

  /** One request from the edge down; returns the true time it ended. */
  request(t: number, route: Route, special?: Special): number {
    const tr = newTrace(this.rng);
    const r = this.visit(route.root, route, t, tr, 0, special);
    return r.end;
  }

  private visit(hop: Hop, route: Route, t: number, tr: Trace, depth: number, special: Special): Result {
    const rng = this.rng;
    const s = svcOf(this.e, hop.s);
    const span = rng.hex(16);
    const f = this.fault;
    // the origin itself
    if (f && hop.s === f.origin && t >= f.start && f.fails(t, rng)) {
      const mode = f.mode(t);
      for (const l of f.originLines(t, rng)) this.emit(t + rng.int(2, 40), hop.s, l, tr, span);
      const took =
        mode.kind === "timeout" ? rng.int(5000, 5200) : mode.kind === "refused" ? rng.int(1, 4) : rng.int(8, 120);
      return { status: mode.kind === "status" ? mode.code : 503, end: t + took, mode };
    }
    if (s.role === "dbproxy") return { status: 200, end: t + rng.int(1, 6) };
    const own = rng.int(2, 25);
    let now = t + own;
    let failed: Result | undefined;
    let failedKid: Hop | undefined;
    const parallel = hop.kids.filter((k) => !k.queue).length >= 3;
    const leaf = hop.kids.length === 0;
    if (special === "notfound" && depth >= 2 && leaf && s.role !== "legacy") {
      const end = t + rng.int(3, 20);
      this.served(s, hop, route, t, end, 404, tr, span);
      return { status: 404, end };
    }
    for (const kid of hop.kids) {
      if (kid.queue) {
        this.publish(hop, kid, route, now, tr, span);
        continue;
      }
      const start = parallel ? t + own : now;
      let r = this.visit(kid, route, start, tr, depth + 1, special);
      const ks = svcOf(this.e, kid.s);
      // harmless retry: a stale keep-alive connection reset once, second attempt fine
      if (
        r.status < 400 &&
        (special === "retryok" ? rng.chance(0.35) : rng.chance(0.004)) &&
        s.role !== "edge" &&
        ks.role !== "dbproxy"
      ) {
        this.emit(
          start + rng.int(1, 5),
          hop.s,
          retrying(s, this.target(ks), 1, 3, shortWhy({ kind: "reset" })),
          tr,
          span,
        );
        r = this.visit(kid, route, start + rng.int(20, 60), tr, depth + 1, undefined);
      }
      // the direct caller of a failing origin retries with the same trace id
      if (r.status >= 500 && f && kid.s === f.origin && f.retries > 0 && s.role !== "edge") {
        for (let a = 1; a <= f.retries && r.status >= 500; a++) {
          this.emit(
            r.end + rng.int(1, 8),
            hop.s,
            retrying(s, this.target(ks), a, f.retries + 1, shortWhy(r.mode ?? { kind: "status", code: r.status })),
            tr,
            span,
          );
          r = this.visit(kid, route, r.end + 100 * a + rng.int(0, 80), tr, depth + 1, undefined);
        }
      }
      now = Math.max(now, r.end + rng.int(1, 5));
      if (r.status >= 400 && r.status !== 404) {
        failed = r;
        failedKid = kid;
        if (!parallel) break;
      } else if (r.status === 404 && special === "notfound") {
        failed = r;
        failedKid = kid;
      }
    }
    const end = now + rng.int(1, 8);
    if (special === "cancel" && depth >= 1 && s.role !== "legacy") {
      this.cancelled(s, hop, route, end, tr, span);
      return { status: 499, end };
    }
    if (!failed || !failedKid) {
      this.served(s, hop, route, t, end, depth <= 1 && route.method === "POST" ? 201 : 200, tr, span);
      return { status: 200, end };
    }
    if (failed.status === 404) {
      this.served(s, hop, route, t, end, 404, tr, span);
      return { status: 404, end };
    }
    const ks = svcOf(this.e, failedKid.s);
    const mode: FailMode =
      failed.mode && f && failedKid.s === f.origin ? failed.mode : { kind: "status", code: failed.status };
    let status: number;
    if (s.role === "edge") status = failed.status;
    else if (f && failedKid.s === f.origin)
      status = failed.status < 500 && failed.status >= 400 ? (failed.status === 429 ? 503 : 502) : f.callerStatus;
    else status = failed.status >= 500 ? (rng.chance(0.5) ? 502 : 500) : failed.status;
    if (f && failedKid.s === f.origin && failed.mode?.kind === "timeout")
      status = s.role === "edge" ? 504 : rng.pick([500, 504]);
    if (s.role !== "edge") {
      const line =
        f?.callerMsg && failedKid.s === f.origin
          ? f.callerMsg(s, this.target(ks), rng)
          : callFailed(s, this.target(ks), failedKid.op || "/", mode, rng, route.method);
      if (s.rt === "spring") {
        this.emit(end - 1, hop.s, springServletError(line.msg), tr, span);
        this.emit(
          end,
          hop.s,
          {
            ...line,
            stack: [
              `\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:${rng.pick([791, 888, 915])})`,
              "\tat org.springframework.web.client.RestTemplate.execute(RestTemplate.java:711)",
              `\tat com.${this.e.company.split(" ")[0].toLowerCase()}.${hop.s.replace(/-/g, "")}.client.${ks.name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Client.call(${ks.name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Client.java:${rng.int(40, 140)})`,
            ],
          },
          tr,
          span,
        );
      } else this.emit(end, hop.s, line, tr, span);
    } else if (s.rt === "nginx" && failed.status >= 502) {
      const up = route.root.kids[0] ? this.target(svcOf(this.e, route.root.kids[0].s)) : "upstream";
      const why =
        failed.mode?.kind === "refused"
          ? "connect() failed (111: Connection refused) while connecting to upstream"
          : failed.status === 504
            ? "upstream timed out (110: Connection timed out) while reading response header from upstream"
            : "upstream prematurely closed connection while reading response header from upstream";
      this.emit(
        end,
        hop.s,
        {
          level: "error",
          msg: `${new Date(end).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ")} [error] 31#31: *${rng.int(10000, 999999)} ${why}, client: 10.42.${rng.int(0, 9)}.${rng.int(2, 250)}, server: ${this.e.host}, request: "${route.method} ${route.path.replace("{id}", String(rng.int(10000, 99999)))} HTTP/1.1", upstream: "http://${up}${route.path.replace("{id}", "")}", host: "${this.e.host}"`,
        },
        tr,
        span,
      );
    }
    this.served(
      s,
      hop,
      route,
      t,
      end,
      status,
      tr,
      span,
      failed.mode?.kind === "timeout" ? "UT" : failed.mode?.kind === "refused" ? "UF" : "-",
    );
    return { status, end };
  }

  private served(
    s: Service,
    hop: Hop,
    route: Route,
    t: number,
    end: number,
    status: number,
    tr: Trace,
    span: string,
    flags?: string,
  ) {
    const up = hop.kids[0] ? this.target(svcOf(this.e, hop.kids[0].s)) : "-";
    const lines = served(
      s,
      {
        t,
        method: route.method,
        path: route.path,
        op: hop.op,
        status,
        ms: end - t,
        flags: status >= 500 ? flags : "-",
      },
      this.rng,
      this.e.host,
      up.replace(/:.*/, `:${svcOf(this.e, hop.kids[0]?.s ?? s.name).port}`),
    );
    if (s.rt === "rails" && lines.length === 2) {
      this.emit(t, s.name, lines[0], tr, span);
      this.emit(end, s.name, lines[1], tr, span);
    } else for (const l of lines) this.emit(end, s.name, l, tr, span);
  }

  private cancelled(s: Service, hop: Hop, route: Route, end: number, tr: Trace, span: string) {
    const rng = this.rng;
    if (s.role === "edge") {
      this.served(s, hop, route, end - rng.int(200, 900), end, 499, tr, span, "DC");
      return;
    }
    const msg: Record<string, string> = {
      go: `${route.method} ${hop.op || route.path}: context canceled`,
      grpc: 'finished unary call with code Canceled grpc.code=Canceled err="context canceled"',
      spring:
        "Failure in @ExceptionHandler: org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
      express: `request aborted: ${route.method} ${route.path} (client closed connection)`,
      django: `Broken pipe from ('10.0.${rng.int(0, 9)}.${rng.int(2, 250)}', ${rng.int(32768, 60999)})`,
      rails: "Completed 499  in 0ms (client disconnected)",
    };
    this.emit(end, s.name, { level: "info", msg: msg[s.rt] ?? "client disconnected" }, tr, span);
  }

  private publish(hop: Hop, kid: Hop, route: Route, t: number, tr: Trace, span: string) {
    const rng = this.rng;
    const s = svcOf(this.e, hop.s);
    const msgId = rng.uuid();
    const pub: Record<string, string> = {
      go: `published message topic=${kid.queue} message_id=${msgId} correlation_id=${tr.rid}`,
      spring: `Sent message to exchange '${kid.queue}' with routing key '${kid.queue}.created', correlationId=${tr.rid}`,
      express: `enqueued job ${kid.op} id=${msgId} queue=${kid.queue} x-request-id=${tr.rid}`,
      django: `Published ${kid.op} task_id=${msgId} to queue ${kid.queue} (correlation_id=${tr.rid})`,
      rails: `Enqueued ${kid.op} (Job ID: ${msgId}) to Celery(${kid.queue}) request_id=${tr.rid}`,
    };
    this.emit(t, hop.s, { level: "info", msg: pub[s.rt] ?? `published ${kid.queue} ${msgId}` }, tr, span);
    this.worker(kid, route, t + rng.int(30, 1500), tr, msgId, 0);
  }

  private worker(hop: Hop, route: Route, t: number, tr: Trace, msgId: string, attempt: number) {
    const rng = this.rng;
    const span = rng.hex(16);
    const f = this.fault;
    this.emit(t, hop.s, celeryReceived(hop.op, msgId), tr, span);
    if (f && hop.s === f.origin && t >= f.start && f.fails(t, rng)) {
      const lines = f.originLines(t, rng);
      const last = lines.pop() ?? { level: "error" as const, msg: "worker failed" };
      for (const l of lines) this.emit(t + rng.int(5, 50), hop.s, l, tr, span);
      this.emit(t + rng.int(50, 90), hop.s, { ...celeryFailed(hop.op, msgId, last.msg), stack: last.stack }, tr, span);
      return;
    }
    let now = t + rng.int(5, 40);
    for (const kid of hop.kids) {
      const r = this.visit(kid, route, now, tr, 2, undefined);
      now = r.end + rng.int(1, 6);
      if (r.status >= 400) {
        const ks = svcOf(this.e, kid.s);
        const line = callFailed(
          svcOf(this.e, hop.s),
          this.target(ks),
          kid.op,
          r.mode && f && kid.s === f.origin ? r.mode : { kind: "status", code: r.status },
          rng,
        );
        if (attempt < 3) {
          const wait = 10 * 2 ** attempt;
          this.emit(now, hop.s, celeryRetry(hop.op, msgId, wait, line.msg), tr, span);
          this.worker(hop, route, now + wait * 1000, tr, msgId, attempt + 1);
        } else this.emit(now, hop.s, celeryFailed(hop.op, msgId, line.msg), tr, span);
        return;
      }
    }
    this.emit(now + rng.int(1, 10), hop.s, celeryOk(hop.op, msgId, (now - t) / 1000 + 0.004), tr, span);
  }

  /** Health checks, periodic jobs, the noisy service and deprecation warnings over [t0, t1). */
  background(t0: number, t1: number) {
    const rng = this.rng;
    for (const s of this.e.services) {
      if (s.role === "dbproxy" || s.role === "legacy" || s.rt === "celery") continue;
      const every = rng.int(15, 30) * 1000;
      for (let t = t0 + rng.int(0, every); t < t1; t += every + rng.int(-300, 300)) {
        if (
          this.fault &&
          s.name === this.fault.origin &&
          t >= this.fault.start &&
          this.fault.mode(t).kind === "refused" &&
          this.fault.fails(t, rng)
        )
          continue;
        const hc: Record<string, string> = {
          nginx: `10.42.0.1 - - [${nginxTime(t)}] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
          envoy: `[${new Date(t).toISOString()}] "GET /ready HTTP/1.1" 200 - 0 5 0 - "-" "kube-probe/1.29" "-" "localhost:9901" "-"`,
          express: "GET /healthz 200 0.412 ms - 15",
          spring: `GET "/actuator/health", parameters={} -> Completed 200 OK`,
          go: `"GET http://${s.name}:${s.port}/healthz HTTP/1.1" from 10.0.0.1:${rng.int(32768, 60999)} - 200 2B in 41.2µs`,
          grpc: "finished unary call with code OK grpc.service=grpc.health.v1.Health grpc.method=Check grpc.code=OK grpc.time_ms=0.041",
          django: '"GET /healthz/ HTTP/1.1" 200 15',
          rails: "Completed 200 OK in 1ms (Allocations: 212) /up",
        };
        if (hc[s.rt]) this.emit(t, s.name, { level: "info", msg: hc[s.rt] });
      }
    }
    for (const j of this.e.jobs)
      for (let t = t0 + rng.int(0, j.everyS * 1000); t < t1; t += j.everyS * 1000 + rng.int(-200, 200))
        for (const m of j.msgs) this.emit(t + rng.int(0, 30), j.svc, { level: "info", msg: m });
    const n = this.e.noisy;
    for (let t = t0 + rng.int(0, 4000); t < t1; t += rng.int(2500, 9000))
      this.emit(t, n.svc, { level: n.level, msg: rng.pick(n.msgs) });
    for (const d of this.e.deprecations)
      for (let t = t0 + rng.int(0, 60000); t < t1; t += rng.int(90000, 240000))
        this.emit(t, d.svc, { level: "warn", msg: d.msg });
  }
}

// Normal background traffic of every service: requests served, jobs done, database housekeeping, access lines.
import { chance, hex, int, pick, type Rng } from "../holdout3/kit.js";
import type { Ctx, Svc } from "./types.js";

type Emit = Ctx["emit"];

export const fillPath = (r: Rng, p: string) =>
  p
    .replace("{id}", String(int(r, 1000, 99999)))
    .replace("{venue}", pick(r, ["arena-12", "hall-3", "park-7"]))
    .replace("{event}", `ev${int(r, 100, 999)}`)
    .replace("{key}", hex(r, 12))
    .replace("{meter}", `MTR${int(r, 100000, 999999)}`)
    .replace("{acct}", `AC-${int(r, 10000, 99999)}`)
    .replace("{sku}", `SKU-${int(r, 1000, 9999)}`)
    .replace("{story}", `st-${int(r, 10000, 99999)}`)
    .replace("{user}", `u${int(r, 10000, 99999)}`)
    .replace("{w}", pick(r, ["320", "640", "1280"]))
    .replace(/\{[a-z]\}/g, () => String(int(r, 1, 400)));

const latency = (r: Rng) => Math.round(3 + r() ** 3 * 400);

/** one normal request or job line of an app service */
function appLine(r: Rng, s: Svc, t: number, emit: Emit, trace?: string) {
  const op = pick(r, s.ops);
  const http = /^[A-Z]+ \//.test(op);
  const [method, rawPath] = http ? op.split(" ") : ["", ""];
  const path = http ? fillPath(r, rawPath) : "";
  const status = chance(r, 0.03)
    ? pick(r, [404, 400, 409])
    : method === "GET"
      ? pick(r, [200, 200, 200, 304])
      : pick(r, [200, 201, 204]);
  const ms = latency(r);
  if (!http) {
    const id = `${op.split("-")[0]}-${hex(r, 6)}`;
    const x = chance(r, 0.5);
    switch (s.rt) {
      case "java":
        return emit(t, s, "INFO", `${x ? "Finished" : "Started"} ${op} task ${id}${x ? ` in ${ms} ms` : ""}`, {
          trace,
          f: { thread: `task-exec-${int(r, 1, 8)}` },
        });
      case "go":
        return emit(t, s, "INFO", x ? "job finished" : "job started", {
          trace,
          f: { job: op, id, ...(x ? { duration_ms: ms } : {}) },
        });
      case "python":
        return emit(
          t,
          s,
          "INFO",
          x ? `Task ${op}[${id}] succeeded in ${(ms / 1000).toFixed(3)}s` : `Task ${op}[${id}] received`,
        );
      case "node":
        return emit(t, s, "INFO", x ? "job completed" : "job picked", {
          f: { job: op, jobId: id, ...(x ? { ms } : {}) },
        });
      case "dotnet":
        return emit(t, s, "INFO", `Processed ${op} {JobId} in ${ms} ms`.replace("{JobId}", id), {
          f: { category: `${s.name}.Jobs.Runner` },
        });
      case "ruby":
        return emit(t, s, "INFO", `[ActiveJob] [${op}] (Job ID: ${id}) Performed in ${ms}.${int(r, 10, 99)}ms`);
      case "rust":
        return emit(t, s, "INFO", x ? "batch committed" : "batch received", {
          f: { job: op, records: int(r, 20, 2000), elapsed_ms: ms },
        });
      default:
        return emit(t, s, "INFO", `${op} ${id} done in ${ms}ms`);
    }
  }
  const lvl = status >= 400 ? "INFO" : "INFO";
  switch (s.rt) {
    case "java":
      return emit(t, s, lvl, `Completed ${status} for ${method} ${path} in ${ms} ms`, { trace });
    case "go":
      return emit(t, s, lvl, "request completed", { trace, f: { method, path, status, duration_ms: ms } });
    case "python":
      return emit(t, s, lvl, `"${method} ${path} HTTP/1.1" ${status} ${int(r, 90, 9000)} ${(ms / 1000).toFixed(3)}`);
    case "node":
      return emit(t, s, lvl, "request completed", {
        trace,
        f: { method, url: path, statusCode: status, responseTime: ms },
      });
    case "dotnet":
      return emit(
        t,
        s,
        lvl,
        `Request finished HTTP/1.1 ${method} http://${s.name}${path} - ${status} ${int(r, 40, 4000)} application/json ${ms}.${int(r, 1000, 9999)}ms`,
        {
          f: { category: "Microsoft.AspNetCore.Hosting.Diagnostics", eventId: 2 },
        },
      );
    case "ruby":
      return emit(
        t,
        s,
        lvl,
        `Completed ${status} ${({ 200: "OK", 201: "Created", 204: "No Content", 304: "Not Modified", 400: "Bad Request", 404: "Not Found", 409: "Conflict" } as Record<number, string>)[status]} in ${ms}ms (Views: ${int(r, 1, 20)}.${int(r, 1, 9)}ms | ActiveRecord: ${int(r, 1, 60)}.${int(r, 1, 9)}ms | Allocations: ${int(r, 900, 30000)})`,
        { trace },
      );
    case "rust":
      return emit(t, s, lvl, "finished processing request", {
        trace,
        f: { target: "tower_http::trace::on_response", method, uri: path, status, latency: `${ms} ms` },
      });
    case "php":
      return emit(t, s, lvl, `Matched route "${path.split("/")[1] ?? "root"}_${method.toLowerCase()}".`, {
        f: { method, uri: path, status },
      });
    default:
      return emit(t, s, lvl, `${method} ${path} ${status}`);
  }
}

function detailLine(r: Rng, s: Svc, t: number, emit: Emit) {
  const m: Record<string, string[]> = {
    java: [
      "HikariPool-1 - Pool stats (total=20, active=3, idle=17, waiting=0)",
      "HikariPool-1 - Fill pool skipped, pool has sufficient level or currently being filled (queueDepth=0).",
      "Resolved [org.springframework.web.HttpMediaTypeNotAcceptableException: No acceptable representation]",
    ],
    go: ["cache refresh complete", "lease renewed", "grpc channel state READY"],
    python: [
      "Connection pool is full, discarding connection: minio.internal",
      "Scheduler heartbeat ok",
      "Fetched 24 rows in 0.004s",
    ],
    node: ["session refreshed", "cache hit ratio 0.93", "keep-alive sockets 14"],
    dotnet: [
      "Executed DbCommand (3ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30']",
      "Health check self completed with status Healthy",
    ],
    ruby: [
      "  CACHE Account Load (0.1ms)  SELECT `accounts`.* FROM `accounts` WHERE `accounts`.`id` = ? LIMIT ?",
      "Rendered layout layouts/application.html.erb (Duration: 8.3ms | Allocations: 4321)",
    ],
    rust: ["pool stats idle=6 in_use=2", "flushed write-ahead buffer"],
    php: [
      'Notified event "kernel.response" to listener "Symfony\\Component\\HttpKernel\\EventListener\\ResponseListener::onKernelResponse".',
      "Doctrine connection reused",
    ],
  };
  emit(t, s, "DEBUG", pick(r, m[s.rt] ?? ["tick"]));
}

function infraLine(r: Rng, s: Svc, t: number, emit: Emit, callees: string[]) {
  switch (s.rt) {
    case "postgres":
      return emit(
        t,
        s,
        "INFO",
        pick(r, [
          "checkpoint starting: time",
          `checkpoint complete: wrote ${int(r, 40, 3000)} buffers (${(r() * 5).toFixed(1)}%); 0 WAL file(s) added, 0 removed, 1 recycled; write=${(r() * 200).toFixed(3)} s, sync=0.004 s, total=${(r() * 200).toFixed(3)} s`,
          `automatic vacuum of table "${s.ops[0]}.public.${pick(r, ["events", "samples", "reads", "moves", "audit_log"])}": index scans: 1`,
          `connection received: host=10.42.${int(r, 1, 9)}.${int(r, 2, 250)} port=${int(r, 30000, 60000)}`,
          `duration: ${int(r, 1, 90)}.${int(r, 100, 999)} ms  statement: COMMIT`,
        ]),
        { f: { pid: int(r, 2000, 60000) } },
      );
    case "mysql":
      return emit(
        t,
        s,
        "DEBUG",
        pick(r, [
          "Aborted connection 123 to db: 'orders' user: 'app' host: '10.42.3.7' (Got an error reading communication packets)",
          "InnoDB: page_cleaner: 1000ms intended loop took 1180ms. The settings might not be optimal.",
        ]).replace("123", String(int(r, 1000, 90000))),
        { f: { code: pick(r, ["MY-010914", "MY-013360"]) } },
      );
    case "redis":
      return emit(
        t,
        s,
        "INFO",
        pick(r, [
          "100 changes in 300 seconds. Saving...",
          `Background saving started by pid ${int(r, 100, 9999)}`,
          "DB saved on disk",
          "Background saving terminated with success",
          "Fork CoW for RDB: current 2 MB, peak 2 MB, average 1 MB",
        ]),
      );
    case "kafka":
      return emit(
        t,
        s,
        "INFO",
        pick(r, [
          `[LocalLog partition=${s.ops[0]}-${int(r, 0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${int(r, 1e6, 9e7)} in ${int(r, 1, 9)} ms.`,
          `[GroupCoordinator 1]: Member consumer-${int(r, 1, 9)}-${hex(r, 8)} in group ingest has left, removing it from the group`,
          `[ProducerStateManager partition=${s.ops[0]}-${int(r, 0, 11)}] Wrote producer snapshot at offset ${int(r, 1e6, 9e7)} with 0 producer ids in 1 ms.`,
        ]),
        {
          f: {
            logger: pick(r, [
              "kafka.log.LocalLog",
              "kafka.coordinator.group.GroupCoordinator",
              "org.apache.kafka.storage.internals.log.ProducerStateManager",
            ]),
          },
        },
      );
    case "nginx":
    case "envoy":
    case "haproxy": {
      const op = pick(r, s.ops);
      const target = pick(r, callees.length ? callees : ["backend"]);
      return emit(t, s, "INFO", "", {
        f: { about: target },
        trace: s.rt === "envoy" ? `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}` : undefined,
        access: {
          method: chance(r, 0.8) ? "GET" : "POST",
          path: `${op}/${int(r, 100, 99999)}`,
          status: chance(r, 0.04) ? pick(r, [404, 401, 304]) : 200,
          ms: latency(r),
          bytes: int(r, 200, 40000),
          upstream:
            s.rt === "haproxy"
              ? `be_${target.replace(/-/g, "_")}/${target}-${int(r, 1, 3)}`
              : `10.42.${int(r, 1, 9)}.${int(r, 2, 250)}:8080`,
        },
      });
    }
    default:
      return;
  }
}

/** `n` background events spread over [a, b) */
export function background(
  r: Rng,
  svcs: Svc[],
  a: number,
  b: number,
  n: number,
  emit: Emit,
  calls: Record<string, string[]>,
) {
  const pool = svcs.filter((s) => s.kind !== "sup" && s.weight > 0);
  const total = pool.reduce((x, s) => x + s.weight, 0);
  for (let i = 0; i < n; i++) {
    const t = a + Math.floor(r() * (b - a));
    let u = r() * total;
    let s = pool[0];
    for (const p of pool) {
      u -= p.weight;
      if (u <= 0) {
        s = p;
        break;
      }
    }
    if (s.kind === "app") {
      const x = r();
      if (x < 0.8) appLine(r, s, t, emit, chance(r, 0.5) ? hex(r, 16) : undefined);
      else detailLine(r, s, t, emit);
    } else infraLine(r, s, t, emit, calls[s.name] ?? []);
  }
}

// Background lines of one service, in the idiom of its runtime: request logs with ids, job progress,
// and the periodic chatter of databases, caches, brokers, proxies and the kubelet.
import { chance, hex, int, pick, type Rng } from "../holdout3/kit.js";
import type { Line, Svc } from "./types.js";

const METHODS = ["GET", "GET", "GET", "POST", "PUT"];
const UA = ["okhttp/4.12.0", "Mozilla/5.0 (iPhone)", "python-requests/2.31", "Go-http-client/1.1", "kiosk/3.2"];

export function normal(r: Rng, s: Svc): Line & { req: boolean } {
  const m = pick(r, METHODS);
  const route = s.routes.length ? `${pick(r, s.routes)}${chance(r, 0.4) ? `/${int(r, 1000, 99999)}` : ""}` : "/";
  const ms = Math.round(2 + r() ** 3 * 400);
  const noun = pick(r, s.nouns);
  const st = m === "POST" ? 201 : chance(r, 0.03) ? 404 : 200;
  const info = (msg: string, req = true) => ({ lvl: "info" as const, msg, req });
  const dbg = (msg: string) => ({ lvl: "debug" as const, msg, req: false });
  switch (s.rt) {
    case "jvm":
      return chance(r, 0.6)
        ? info(`Completed ${m} ${route} -> ${st} in ${ms} ms`)
        : info(`${noun} ${int(r, 100000, 999999)} saved (version ${int(r, 1, 40)})`);
    case "go":
      return chance(r, 0.7)
        ? info(`http request method=${m} path=${route} status=${st} duration=${ms}.${int(r, 0, 9)}ms`)
        : info(`${noun} batch flushed count=${int(r, 5, 400)} elapsed=${ms}ms`, false);
    case "python":
      return chance(r, 0.6)
        ? info(`10.42.${int(r, 0, 9)}.${int(r, 2, 250)}:${int(r, 30000, 60000)} - "${m} ${route} HTTP/1.1" ${st}`)
        : info(`processed ${int(r, 10, 500)} ${noun}s in ${(ms / 100).toFixed(2)}s`, false);
    case "node":
      return chance(r, 0.75)
        ? info(`${m} ${route} ${st} ${ms}.${int(r, 100, 999)} ms - ${int(r, 80, 9000)}`)
        : info(`${noun} cache warm: ${int(r, 100, 5000)} entries`, false);
    case "dotnet":
      return chance(r, 0.7)
        ? info(
            `Request finished HTTP/1.1 ${m} http://${s.name.toLowerCase()}${route} - ${st} - application/json ${ms}.${int(r, 1000, 9999)}ms`,
          )
        : info(
            `Executed DbCommand (${int(r, 1, 40)}ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30']`,
          );
    case "ruby":
      return chance(r, 0.5)
        ? info(`Started ${m} "${route}" for 10.42.${int(r, 0, 9)}.${int(r, 2, 250)}`)
        : info(
            `Completed ${st} OK in ${ms}ms (Views: ${int(r, 1, 30)}.${int(r, 0, 9)}ms | ActiveRecord: ${int(r, 1, 40)}.${int(r, 0, 9)}ms)`,
          );
    case "rust":
      return chance(r, 0.75)
        ? info(`response sent status=${st} latency_ms=${Math.max(1, Math.round(ms / 4))} method=${m} uri=${route}`)
        : info(`${noun} index refreshed entries=${int(r, 1000, 90000)}`, false);
    case "elixir":
      return chance(r, 0.5) ? info(`${m} ${route}`) : info(`Sent ${st} in ${ms}ms`);
    case "postgres":
      return chance(r, 0.5)
        ? info(
            `LOG:  checkpoint complete: wrote ${int(r, 40, 4000)} buffers (${int(r, 0, 9)}.${int(r, 0, 9)}%); 0 WAL file(s) added, ${int(r, 0, 3)} removed, ${int(r, 0, 3)} recycled; write=${int(r, 1, 269)}.${int(r, 100, 999)} s`,
            false,
          )
        : info(
            `LOG:  automatic vacuum of table "app.public.${noun}s": index scans: 1, pages: 0 removed, ${int(r, 100, 9000)} remain`,
            false,
          );
    case "mysql":
      return info(
        `[Note] [MY-010914] [Server] Aborted connection ${int(r, 1000, 99999)} to db: 'rx' user: 'svc' host: '10.42.${int(r, 0, 9)}.${int(r, 2, 250)}' (Got an error reading communication packets)`,
        false,
      );
    case "redis":
      return chance(r, 0.5)
        ? info(`${int(r, 10, 900)} changes in 300 seconds. Saving...`, false)
        : info(`Background saving terminated with success`, false);
    case "nginx":
    case "envoy": {
      const up = s.routes.length ? route : "/";
      return s.rt === "nginx"
        ? info(
            `10.0.${int(r, 0, 9)}.${int(r, 2, 250)} - - "${m} ${up} HTTP/1.1" ${st} ${int(r, 80, 9000)} "-" "${pick(r, UA)}" rt=${(ms / 1000).toFixed(3)}`,
          )
        : info(`"${m} ${up} HTTP/2" ${st} - 0 ${int(r, 80, 9000)} ${ms} ${Math.max(0, ms - 1)} "${pick(r, UA)}"`);
    }
    case "kafka":
      return chance(r, 0.5)
        ? info(
            `[LogCleaner] Log cleaner thread 0 cleaned log __consumer_offsets-${int(r, 0, 49)} (dirty section = [0, 0])`,
            false,
          )
        : info(`[GroupCoordinator 0]: Member consumer-${hex(r, 6)} in group ${noun}-readers has joined`, false);
    case "kubelet":
      return chance(r, 0.3)
        ? info(`"SyncLoop (probe)" probe="readiness" status="ready" pod="${hex(r, 5)}"`, false)
        : dbg(`Housekeeping took ${int(r, 20, 180)}ms`);
    case "es":
      return info(`[es-data-0] [${noun}s-${int(r, 0, 4)}][${int(r, 0, 2)}] global checkpoint sync`, false);
  }
}

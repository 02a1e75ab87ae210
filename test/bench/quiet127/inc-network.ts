// network: the path from Ironvale's iv-presence pods to their Redis breaks: cluster DNS lookups time
// out (EAI_AGAIN) and established connections are reset (ECONNRESET), as when a node's conntrack table
// overflows. iv-presence logs ioredis errors and reconnects; iv-friends, matchmaking and the edge
// report presence failures in their own words, and iv-friends already logs "socket hang up" daily.
import { access } from "./access.js";
import { restart } from "./lifecycle.js";
import { nodeTrace } from "./stacks.js";
import type { IncidentDef } from "./types.js";

const SVC = "iv-presence";
const HOST = "presence-redis.ironvale.svc.cluster.local";

export const network: IncidentDef = {
  key: "network",
  estate: "corvid",
  category: "network",
  origin: SVC,
  hints: ["econnreset", "eai_again", "dns", "network"],
  severity: "medium",
  note: "iv-presence loses its network path to Redis (DNS lookups fail with EAI_AGAIN, connections reset with ECONNRESET); friends lists, presence updates and party checks degrade in the callers.",
  noise: ["cert-rotation", "card-declines"],
  run(c, t0) {
    const r = c.r;
    c.s.impact(SVC, t0, c.end, 0.85);
    let attempt = 0;
    c.spread(
      0.7,
      (t) => {
        attempt++;
        const which = r.weighted([
          ["reset", 4],
          ["dns", 3],
          ["etimedout", 1],
        ]);
        if (which === "reset") {
          c.emit(t, SVC, "error", "[ioredis] Unhandled error event: Error: read ECONNRESET", {
            stack: nodeTrace("Error: read ECONNRESET", [
              "TCP.onStreamRead (node:internal/stream_base_commons:217:20)",
            ]).slice(1),
            kind: "ECONNRESET",
          });
        } else if (which === "dns") {
          c.emit(t, SVC, "error", `[ioredis] Unhandled error event: Error: getaddrinfo EAI_AGAIN ${HOST}`, {
            stack: nodeTrace(`Error: getaddrinfo EAI_AGAIN ${HOST}`, [
              "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26)",
            ]).slice(1),
            kind: "EAI_AGAIN",
          });
        } else {
          c.emit(t, SVC, "error", `[ioredis] Unhandled error event: Error: connect ETIMEDOUT`, {
            stack: [
              "    at Socket.<anonymous> (/srv/app/node_modules/ioredis/built/Redis.js:170:41)",
              "    at Object.onceWrapper (node:events:633:28)",
              "    at Socket.emit (node:events:519:28)",
            ],
          });
        }
        c.emit(
          t + r.int(5, 40),
          SVC,
          "warn",
          `redis reconnecting in ${Math.min(2000, 50 * attempt)}ms (attempt ${attempt % 40})`,
        );
      },
      t0,
    );
    c.spread(
      0.12,
      (t) => {
        c.emit(t, SVC, "warn", `dns lookup for ${HOST} took ${r.int(2500, 5010)}ms (resolver 10.0.0.10:53)`);
      },
      t0,
    );
    // Presence writes that fail at the origin, reported by the edge.
    c.spread(
      0.5,
      (t) => {
        const tid = c.tid();
        const p = r.uuid();
        const err = r.pick([
          'MaxRetriesPerRequestError: Reached the max retries per request limit (which is 20). Refer to "maxRetriesPerRequest" option for details.',
          "Error: Connection is closed.",
          "Error: Stream isn't writeable and enableOfflineQueue options is false",
        ]);
        c.emit(t, SVC, "error", `presence set failed for ${p}: ${err}`, { tid });
        access(c, t + r.int(5, 200), { m: "PUT", path: "/presence/me", code: 503, ms: r.int(5, 2000), tid, up: SVC });
      },
      t0,
    );
    // Callers in their own words.
    c.spread(
      0.35,
      (t) => {
        const tid = c.tid();
        c.emit(
          t,
          "iv-friends",
          "error",
          `presence lookup failed for ${r.int(3, 90)} friends of ${r.uuid()}: upstream iv-presence responded 503`,
          { tid },
        );
        c.emit(t + 2, "iv-friends", "warn", "returning friends list without presence (degraded)", { tid });
        access(c, t + 5, {
          m: "GET",
          path: "/friends?include=presence",
          code: 200,
          ms: r.int(300, 2200),
          tid,
          up: "iv-friends",
        });
      },
      t0,
    );
    c.spread(
      0.15,
      (t) => {
        c.emit(
          t,
          "iv-matchmaking",
          "warn",
          `Party presence check failed for ${r.uuid()}: HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable). Proceeding without presence.`,
        );
      },
      t0,
    );
    c.spread(
      0.2,
      (t) => {
        access(c, t, {
          m: "GET",
          path: `/presence/batch?ids=${r.int(2, 40)}`,
          code: r.pick([502, 503, 504]),
          ms: r.int(5, 5000),
          tid: c.tid(),
          up: SVC,
        });
      },
      t0,
    );
    // Some writes still get through.
    c.spread(
      0.1,
      (t) => {
        c.emit(t, SVC, "info", `presence set ${r.uuid()} -> ${r.pick(["menu", "in-match"])} ttl=90s`, { tid: c.tid() });
      },
      t0,
    );
    restart(c, t0 - r.int(100_000, 220_000), "iv-store", `8.${r.int(0, 9)}.${r.int(0, 30)}`);
  },
};

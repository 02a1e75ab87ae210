// timeout: Tidebreak's match_rater (Python gRPC) gets parties whose balance search blows its time
// budget; its worker pool saturates and every RateParty waits past the caller's deadline. The origin
// only WARNs about slow ratings; lobby_svc logs DEADLINE_EXCEEDED tracebacks and retries (tripling
// the load), nginx logs upstream timeouts and 504s, the session router reports queue timeouts.
import { access, nginxError } from "./access.js";
import { restart } from "./lifecycle.js";
import { pyTrace } from "./stacks.js";
import type { IncidentDef } from "./types.js";

const SVC = "match_rater";

export const timeout: IncidentDef = {
  key: "timeout",
  estate: "brightmoss",
  category: "timeout",
  origin: SVC,
  hints: ["timeout", "deadline", "timed out", "exceeded"],
  severity: "medium",
  note: "match_rater's balance search exceeds its time budget and its executor saturates, so RateParty calls from lobby_svc run past their 3 s gRPC deadline; only WARNs at the origin, DEADLINE_EXCEEDED and 504s in the callers.",
  noise: ["chat-moderation", "email-bounces"],
  run(c, t0) {
    const r = c.r;
    c.s.impact(SVC, t0, c.end, 0.9);
    c.s.impact("lobby_svc", t0, c.end, 0.5);
    let queue = 0;
    c.spread(
      1.1,
      (t) => {
        const party = `pa_${r.b36(7)}`;
        const size = r.pick([3, 4, 5, 5]);
        queue = Math.min(400, queue + r.int(-2, 5));
        const took = r.int(3100, 9800);
        c.emit(
          t,
          SVC,
          "warn",
          r.chance(0.7)
            ? `RateParty slow party=${party} size=${size} took=${took}ms budget=1500ms executor=16/16 busy queued=${Math.max(0, queue)}`
            : `RateParty result discarded party=${party}: client deadline already passed (waited ${(took / 1000).toFixed(1)}s in executor queue)`,
        );
      },
      t0,
    );
    // lobby_svc: DEADLINE_EXCEEDED with retries (3 attempts per request).
    c.spread(
      0.55,
      (t) => {
        const party = `pa_${r.b36(7)}`;
        const p = c.e.pid(r);
        for (let a = 1; a <= 3; a++) {
          const tt = t + (a - 1) * r.int(3100, 3400);
          const stamp = new Date(c.local("lobby_svc", tt + 3000)).toISOString().replace("Z", "+00:00");
          const trace = pyTrace(
            [
              ["/app/lobby/handlers/queue.py", 57, "join_queue", "rating = await rating_client.rate_party(party)"],
              [
                "/app/lobby/rating_client.py",
                64,
                "rate_party",
                "resp = await self._stub.RateParty(req, timeout=self._timeout)",
              ],
              [
                "/app/.venv/lib/python3.11/site-packages/grpc/aio/_call.py",
                318,
                "__await__",
                "raise _create_rpc_error(",
              ],
            ],
            "grpc.aio.AioRpcError: <AioRpcError of RPC that terminated with:",
          ).concat([
            "\tstatus = StatusCode.DEADLINE_EXCEEDED",
            '\tdetails = "Deadline Exceeded"',
            `\tdebug_error_string = "UNKNOWN:Deadline Exceeded {grpc_status:4, created_time:\\"${stamp}\\"}"`,
            ">",
          ]);
          c.emit(
            tt + 3000,
            "lobby_svc",
            "error",
            `rating call failed  party_id=${party} error=DEADLINE_EXCEEDED attempt=${a}/3`,
            {
              stack: a === 3 || r.chance(0.3) ? trace : undefined,
              kind: "grpc.aio.AioRpcError",
            },
          );
          if (a < 3)
            c.emit(
              tt + 3002,
              "lobby_svc",
              "warn",
              `retrying RateParty  party_id=${party} attempt=${a + 1}/3 backoff_ms=${r.pick([100, 200, 400])}`,
            );
        }
        const end = t + 10_400;
        const q = { m: "POST", path: "/api/lobby/queue", code: 504, ms: 10_000, ip: c.ip() };
        nginxError(
          c,
          end,
          "error",
          "upstream timed out (110: Connection timed out) while reading response header from upstream",
          q,
          `${c.podIp()}:8000`,
        );
        access(c, end + 1, q);
        c.emit(
          end + r.int(5, 60),
          "session_router",
          "error",
          `queue_join for ${p} failed: lobby_svc did not answer within 10000ms (ETIMEDOUT)`,
        );
      },
      t0 + r.int(2000, 6000),
    );
    // Parties that still get through, slowly.
    c.spread(
      0.08,
      (t) => {
        const took = r.int(1600, 2900);
        c.emit(
          t + took,
          SVC,
          "info",
          `RateParty ok party=pa_${r.b36(7)} size=${r.pick([1, 2])} mu=${r.float(18, 38).toFixed(2)} sigma=${r.float(1.2, 6).toFixed(2)} took=${took}ms`,
        );
        c.emit(
          t + took + 8,
          "lobby_svc",
          "info",
          `party queued  party_id=pa_${r.b36(7)} mode=${r.pick(c.e.modes)} size=1 region=${r.pick(c.e.regions)}`,
        );
      },
      t0,
    );
    // Unrelated: chat_relay release shortly before.
    restart(c, t0 - r.int(90_000, 200_000), "chat_relay", `4.${r.int(1, 20)}.${r.int(0, 9)}`);
  },
};

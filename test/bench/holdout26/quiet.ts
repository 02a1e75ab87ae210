// The 12 quiet windows: a loud service that looks like an incident while nothing is wrong (a load test's 429s, a
// client's retry storm that succeeds, a noisy rolling deploy, a scanner's 404s, ...). No origin, no category.
import { cast, type Estate, type Svc } from "./estates.js";
import { type Built, roles } from "./fault.js";
import type { Rng } from "./rng.js";
import { background, emit, finish, idOf, newStream, okRequest, ref, type Stream, url } from "./stream.js";

export const QUIET_KINDS = [
  "loadtest-429",
  "client-retry-storm",
  "noisy-rolling-deploy",
  "scanner-404",
  "cache-warmup",
  "batch-warnings",
  "partner-bad-key",
  "consumer-rebalance",
  "deprecation-flood",
  "gc-pressure",
  "autoscale-readiness",
  "cert-rotation",
] as const;
export type QuietKind = (typeof QUIET_KINDS)[number];

function loud(st: Stream, kind: QuietKind, t0: number, span: number, edge: Svc, a: Svc, b: Svc, w: Svc): string {
  const r = st.rng;
  const each = (n: number, f: (t: number, i: number) => void) => {
    for (let i = 0; i < n; i++) f(t0 + Math.round((span * i) / n) + r.int(0, 400), i);
  };
  switch (kind) {
    case "loadtest-429":
      emit(
        st,
        a.name,
        t0 - 3000,
        "info",
        "load test lt-checkout-soak announced by perf team (k6, 400 VUs, 10 min), rate limit enforced",
      );
      each(r.int(300, 700), (t) =>
        emit(
          st,
          edge.name,
          t,
          "warn",
          `POST /api${a.path} HTTP/1.1 429 ${r.int(1, 4)}ms ua="k6/0.52.0 (https://k6.io/)" client=10.20.0.${r.int(10, 14)} limit=200r/s`,
        ),
      );
      return `load test from k6 gets 429s at ${edge.name}; real users unaffected`;
    case "client-retry-storm":
      each(r.int(250, 500), (t, i) => {
        const id = `req-${r.hex(10)}`;
        emit(
          st,
          edge.name,
          t,
          "warn",
          `GET /api${a.path}/${idOf(r, a)} HTTP/1.1 499 ${r.int(2000, 5000)}ms ua="okhttp/4.12.0" app=android-9.1.0 request_id=${id} (client closed request)`,
        );
        emit(
          st,
          edge.name,
          t + r.int(300, 1500),
          "info",
          `GET /api${a.path}/${idOf(r, a)} HTTP/1.1 200 ${r.int(20, 200)}ms ua="okhttp/4.12.0" app=android-9.1.0 request_id=${id} retry=${1 + (i % 3)}`,
        );
      });
      return `android app retries after dropping its own connections (499), retries answer 200`;
    case "noisy-rolling-deploy":
      for (let p = 0; p < 6; p++) {
        const t = t0 + p * r.int(25, 45) * 1000;
        emit(st, a.name, t, "info", `Received SIGTERM, draining connections (pod ${a.name}-${r.hex(5)})`);
        emit(st, a.name, t + 4000, "info", `Starting ${a.name} v4.${r.int(1, 9)}.0`);
        for (let j = 0; j < r.int(15, 30); j++)
          emit(
            st,
            a.name,
            t + 4500 + j * 50,
            "warn",
            "WARNING: The 'Kubernetes' discovery client is deprecated and will be removed in the next major version",
          );
        for (let j = 0; j < r.int(15, 30); j++) {
          const u = `${url(st, a)}/${idOf(r, a)}`;
          emit(
            st,
            edge.name,
            t + 500 + j * r.int(100, 400),
            "warn",
            `upstream connect error to ${ref(st, a)}: connection refused, retrying on another endpoint`,
          );
          emit(
            st,
            edge.name,
            t + 700 + j * r.int(100, 400),
            "info",
            `GET ${u} -> 200 on attempt 2 (${r.int(20, 90)}ms)`,
          );
        }
        emit(st, a.name, t + 9000, "info", "Readiness probe succeeded; serving traffic");
      }
      return `rolling deploy of ${a.name}: restarts, deprecation warnings, refused connections retried successfully`;
    case "scanner-404":
      each(r.int(400, 900), (t) =>
        emit(
          st,
          edge.name,
          t,
          "warn",
          `GET ${r.pick(["/wp-login.php", "/.env", "/actuator/heapdump", "/phpmyadmin/", "/.git/config", "/cgi-bin/luci"])} HTTP/1.1 404 0ms ua="Mozilla/5.0 zgrab/0.x" client=198.51.100.${r.int(2, 30)}`,
        ),
      );
      return "internet scanner probing paths at the edge, all 404";
    case "cache-warmup":
      emit(st, a.name, t0 - 1000, "info", "cache flushed by scheduled maintenance; warming up");
      each(r.int(200, 500), (t) =>
        emit(st, a.name, t, "warn", `cache miss for ${a.noun}:${r.hex(8)}, loaded from store in ${r.int(40, 300)}ms`),
      );
      emit(st, a.name, t0 + span + 1000, "info", "cache warm: hit ratio 0.94");
      return `${a.name} warms its cache after a planned flush (misses, slower, no errors)`;
    case "batch-warnings":
      emit(st, w.name, t0, "info", "job nightly-reconcile started");
      each(r.int(300, 700), (t) =>
        emit(st, w.name, t, "warn", `row ${r.int(100000, 999999)} skipped: duplicate ${w.noun} (already reconciled)`),
      );
      emit(
        st,
        w.name,
        t0 + span + 500,
        "info",
        "job nightly-reconcile finished: 18233 rows, all accounted for, exit 0",
      );
      return `${w.name} nightly job logs hundreds of skipped-duplicate warnings and completes`;
    case "partner-bad-key":
      each(r.int(200, 450), (t) =>
        emit(
          st,
          edge.name,
          t,
          "warn",
          `POST /api${a.path} HTTP/1.1 401 ${r.int(1, 5)}ms client=partner-acme-logistics reason="invalid api key (revoked 2026-10-01, partner notified)"`,
        ),
      );
      return "one partner still calls with its revoked API key; 401s only for that client";
    case "consumer-rebalance":
      each(r.int(200, 400), (t) =>
        emit(
          st,
          w.name,
          t,
          "warn",
          r.pick([
            `[Consumer clientId=${w.name}-0, groupId=${w.name}] Attempt to heartbeat failed since group is rebalancing`,
            `[Consumer clientId=${w.name}-0, groupId=${w.name}] Revoke previously assigned partitions ${w.noun}-events-${r.int(0, 11)}`,
            `[Consumer clientId=${w.name}-0, groupId=${w.name}] Request joining group due to: group is already rebalancing`,
          ]),
        ),
      );
      emit(
        st,
        w.name,
        t0 + span + 800,
        "info",
        `[Consumer clientId=${w.name}-0, groupId=${w.name}] Successfully synced group in generation Generation{generationId=${r.int(40, 90)}}`,
      );
      return `${w.name} consumer group rebalances during scale-out and resumes`;
    case "deprecation-flood":
      each(r.int(300, 600), (t) =>
        emit(
          st,
          b.name,
          t,
          "warn",
          "DeprecationWarning: pkg_resources is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html",
        ),
      );
      return `${b.name} prints a deprecation warning per request after a library bump`;
    case "gc-pressure":
      each(r.int(150, 300), (t) =>
        emit(
          st,
          b.name,
          t,
          "warn",
          `[gc] GC(${r.int(1000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(900, 1500)}M->${r.int(300, 600)}M(4096M) ${r.int(150, 320)}.${r.int(100, 999)}ms`,
        ),
      );
      return `${b.name} logs long young-GC pauses during a traffic peak; heap recovers every time`;
    case "autoscale-readiness":
      for (let p = 0; p < 10; p++) {
        const t = t0 + p * 15000;
        const pod = `${a.name}-${r.hex(5)}`;
        emit(st, a.name, t, "info", `Scaled up replica set ${a.name}-${r.hex(9)} to ${4 + p}`);
        for (let j = 0; j < 25; j++)
          emit(
            st,
            a.name,
            t + 1000 + j * 400,
            "warn",
            `Readiness probe failed: Get "http://10.0.${r.int(1, 9)}.${r.int(2, 250)}:8080/ready": dial tcp: connect: connection refused (pod ${pod} starting)`,
          );
        emit(st, a.name, t + 10000, "info", `pod ${pod} ready`);
      }
      return `${a.name} scales out; new pods fail readiness while starting, never get traffic`;
    case "cert-rotation":
      emit(st, edge.name, t0, "info", "cert-manager renewed certificate prod-tls; hot restart epoch 7");
      each(r.int(150, 300), (t) => {
        emit(
          st,
          edge.name,
          t,
          "warn",
          `upstream reset: reset reason: connection termination, retrying (${ref(st, a)})`,
        );
        emit(
          st,
          edge.name,
          t + r.int(20, 200),
          "info",
          `GET /api${a.path}/${idOf(r, a)} HTTP/1.1 200 ${r.int(20, 200)}ms upstream=${ref(st, a)} retried=1`,
        );
      });
      return "edge hot-restarts for a certificate renewal; old connections reset and retried";
  }
}

export function buildQuiet(rng: Rng, estate: Estate, kind: QuietKind, start: number, rate: number): Built {
  const c = cast(rng, estate, "app");
  const st = newStream(rng, c, rng.chance(0.5) ? "none" : "w3c", rng.chance(0.8));
  const dur = rng.int(300, 900) * 1000;
  const r = roles(rng, st);
  background(st, { rate, ...r }, start, start + dur);
  const t0 = start + rng.int(60, 240) * 1000;
  const span = Math.min(rng.int(90, 300) * 1000, start + dur - t0 - 10000);
  const note = loud(st, kind, t0, span, c.edge, c.chain[1], c.chain[2], r.cron);
  for (let i = 0; i < 5; i++) okRequest(st, c.chain, t0 + rng.int(0, span));
  return { evs: finish(st), origin: null, incidentStart: null, note: `quiet (${kind}): ${note}` };
}

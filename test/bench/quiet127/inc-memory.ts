// memory: Skyreach's leaderboard-api rebuilds an unbounded per-season snapshot cache; the JVM heap
// creeps up (GC lines on stdout, INFO), full GCs stall it, then java.lang.OutOfMemoryError and
// ExitOnOutOfMemoryError kill it. It restarts, refills and dies again. The edge's 503/504s and game
// servers' retried score uploads outnumber the origin's own lines; the origin is silent while down.
import { access } from "./access.js";
import type { Ctx } from "./ctx.js";
import { restart, startup } from "./lifecycle.js";
import { javaTrace } from "./stacks.js";
import type { IncidentDef } from "./types.js";

const SVC = "leaderboard-api";

function oomTrace(): string[] {
  return javaTrace("java.lang.OutOfMemoryError", "Java heap space", [
    "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
    "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
    "java.base/java.util.ArrayList.add(ArrayList.java:484)",
    "com.hollowpeak.leaderboard.snapshot.SeasonSnapshotCache.rebuild(SeasonSnapshotCache.java:141)",
    "com.hollowpeak.leaderboard.snapshot.SeasonSnapshotCache.get(SeasonSnapshotCache.java:88)",
    "com.hollowpeak.leaderboard.api.BoardController.page(BoardController.java:61)",
    "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
    "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
    "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
    "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:138)",
    "org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
    "java.base/java.lang.Thread.run(Thread.java:1583)",
  ]);
}

/** One GC log line (JDK unified logging to stdout). */
function gcLine(c: Ctx, t: number, gc: number, upSec: number, before: number, after: number, full: boolean): void {
  const r = c.r;
  const ms = full ? r.float(1800, 4200) : r.float(18, 90);
  const kind = full
    ? "Pause Full (G1 Compaction Pause)"
    : r.chance(0.2)
      ? "Pause Young (Concurrent Start) (G1 Humongous Allocation)"
      : "Pause Young (Normal) (G1 Evacuation Pause)";
  c.emit(
    t,
    SVC,
    "info",
    `[${upSec.toFixed(3)}s][info][gc] GC(${gc}) ${kind} ${before}M->${after}M(4096M) ${ms.toFixed(3)}ms`,
  );
}

export const memory: IncidentDef = {
  key: "memory",
  estate: "hollowpeak",
  category: "memory",
  origin: SVC,
  hints: ["outofmemory", "heap", "memory", "oom"],
  severity: "high",
  note: "leaderboard-api's season snapshot cache grows until the JVM throws OutOfMemoryError: Java heap space and exits, then crash-loops; the edge returns 503/504 for leaderboard reads and score uploads.",
  noise: ["ddos-scrub", "expired-sessions"],
  run(c, t0) {
    const r = c.r;
    let gc = r.int(4000, 9000);
    const up = r.float(20_000, 90_000);
    // Heap creeping up before the first OOM.
    let t = c.start + r.int(2000, 9000);
    while (t < t0 - 1000) {
      const frac = (t - c.start) / (t0 - c.start);
      const base = Math.round(1700 + 2250 * frac ** 1.6);
      const full = frac > 0.8 && r.chance(0.35);
      const before = full ? r.int(4000, 4090) : Math.min(4090, base + r.int(900, 1600));
      gcLine(c, t, gc++, up + (t - c.start) / 1000, before, full ? Math.min(4080, base + r.int(0, 60)) : base, full);
      if (full) {
        c.emit(
          t + 30,
          SVC,
          "warn",
          `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(2, 4)}s${r.int(10, 990)}ms).`,
        );
        for (let k = 0; k < r.int(1, 4); k++)
          access(c, t + r.int(0, 900), {
            m: "GET",
            path: `/v2/leaderboards/season-12/ranked?page=${r.int(0, 9)}`,
            code: 504,
            ms: 3000,
            flags: "UT",
            tid: c.tid(),
            up: SVC,
          });
      }
      t += frac > 0.8 ? r.int(3000, 9000) : r.int(9000, 22000);
    }
    // Crash loop from t0.
    c.s.impact(SVC, t0, c.end);
    let down = t0;
    let cycle = 0;
    while (down < c.end) {
      const tid = c.tid();
      c.emit(
        down,
        SVC,
        "error",
        "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause",
        { stack: oomTrace(), tid },
      );
      if (r.chance(0.8))
        c.emit(
          down + r.int(200, 1500),
          SVC,
          "error",
          'Exception in thread "snapshot-refresher-1" java.lang.OutOfMemoryError: Java heap space',
        );
      const dead = down + r.int(1500, 4000);
      c.emit(dead, SVC, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      const back = dead + r.int(18_000, 45_000);
      // While dead: the edge has no healthy upstream; game servers retry uploads.
      c.spread(
        0.9,
        (tt) => {
          access(c, tt, {
            m: "GET",
            path: `/v2/leaderboards/season-12/${r.pick(["ranked", "kills", "wins"])}?page=${r.int(0, 9)}`,
            code: 503,
            ms: r.int(0, 2),
            flags: "UH",
            tid: c.tid(),
            up: SVC,
          });
        },
        dead,
        back,
      );
      c.spread(
        0.12,
        (tt) => {
          const srv = c.e.server(r);
          access(c, tt, {
            m: "POST",
            path: "/v2/scores",
            code: 503,
            ms: r.int(0, 2),
            flags: "UH",
            tid: c.tid(),
            up: SVC,
            ua: "SkyreachServer/1.42.0 (Linux)",
          });
          c.emit(
            tt + 20,
            "ds-fleet",
            "warn",
            `LogSkyreach: Warning: [${srv}] Score upload for ${c.e.matchId(r)} failed: HTTP 503, queued for retry (${r.int(1, 30)} pending)`,
          );
        },
        dead,
        back,
      );
      c.s.markRestart(SVC, back);
      const ready = startup(c, back, SVC, "3.8.2");
      gc = r.int(1, 4);
      // Up again, serving slowly while the cache refills; then the next OOM.
      const next = ready + r.int(70_000, 150_000);
      let tt = ready + r.int(3000, 8000);
      const upSec = (ready - back) / 1000;
      while (tt < next) {
        const frac = (tt - ready) / (next - ready);
        const full = frac > 0.65 && r.chance(0.5);
        const base = Math.round(900 + 3100 * frac);
        gcLine(
          c,
          tt,
          gc++,
          upSec + (tt - ready) / 1000,
          full ? r.int(4000, 4090) : Math.min(4090, base + r.int(600, 1200)),
          base,
          full,
        );
        if (full) {
          for (let k = 0; k < r.int(2, 6); k++)
            access(c, tt + r.int(0, 2000), {
              m: "GET",
              path: `/v2/leaderboards/season-12/ranked?page=${r.int(0, 9)}`,
              code: 504,
              ms: 3000,
              flags: "UT",
              tid: c.tid(),
              up: SVC,
            });
        }
        tt += frac > 0.65 ? r.int(2500, 7000) : r.int(6000, 14000);
      }
      c.spread(
        0.45,
        (x) => {
          const tid2 = c.tid();
          const ms = r.int(40, 900);
          c.emit(
            x + ms - 2,
            SVC,
            "info",
            `Served season-12/ranked page=${r.int(0, 9)} rows=50 source=db took=${ms - 1}ms`,
            { tid: tid2 },
          );
          access(c, x + ms, {
            m: "GET",
            path: `/v2/leaderboards/season-12/ranked?page=${r.int(0, 9)}`,
            code: 200,
            ms,
            tid: tid2,
            up: SVC,
          });
        },
        ready,
        next,
      );
      down = next;
      cycle++;
      if (cycle > 12) break;
    }
    // Unrelated: fleet-allocator release and an anti-cheat restart near the fault.
    restart(c, t0 - r.int(150_000, 260_000), "fleet-allocator", `1.${r.int(30, 60)}.${r.int(0, 9)}`);
    restart(c, t0 + r.int(60_000, 200_000), "anticheat-intake", `0.${r.int(10, 40)}.${r.int(0, 9)}`);
  },
};

// Pinecrest: a partner onboarding asks channel-sync for a full inventory snapshot, which it builds in heap.
// GC pauses grow, pushes stall, then java.lang.OutOfMemoryError: Java heap space, a heap dump, exit; the
// pod restarts, resumes the pending snapshot and dies again (crash loop). While it is down, callers get
// connection refused; while it is stalled they get read timeouts.
import { gcTime, nginxErrTime } from "../clock.js";
import { startup } from "../lifecycle.js";
import type { SceneLike } from "../types.js";
import type { Incident } from "./kit.js";

const OOM_STACK = [
  "java.lang.OutOfMemoryError: Java heap space",
  "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
  "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
  "\tat java.base/java.util.ArrayList.add(ArrayList.java:484)",
  "\tat com.pinecrest.channels.snapshot.SnapshotBuilder.addNights(SnapshotBuilder.java:131)",
  "\tat com.pinecrest.channels.snapshot.SnapshotBuilder.build(SnapshotBuilder.java:74)",
  "\tat com.pinecrest.channels.snapshot.FullSnapshotJob.run(FullSnapshotJob.java:52)",
  "\tat org.springframework.scheduling.support.DelegatingErrorHandlingRunnable.run(DelegatingErrorHandlingRunnable.java:54)",
  "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
  "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
];

/** One build-up to OOM starting at t; returns the time the JVM exits. */
function buildUp(sc: SceneLike, t: number, resumed: boolean): number {
  const gc = (u: number) => `[${gcTime(u)}][gc]`;
  sc.log(
    t,
    "channel-sync",
    "info",
    resumed
      ? "Resuming pending full snapshot request for partner RVnGo (attempt recovered from outbox)"
      : "Full inventory snapshot requested by partner RVnGo (onboarding): 5 parks x 540 days, building in memory",
  );
  const dur = sc.rng.int(100_000, 170_000);
  let heap = sc.rng.int(700, 900);
  let gcId = resumed ? sc.rng.int(6, 14) : sc.rng.int(200, 900);
  for (let u = t + 8000; u < t + dur; u += sc.rng.int(6000, 12_000)) {
    heap = Math.min(2044, heap + sc.rng.int(60, 160));
    const full = heap > 1900;
    const pause = full ? sc.rng.float(1800, 3900) : sc.rng.float(20, 140) * (heap / 900);
    sc.log(
      u,
      "channel-sync",
      full ? "warn" : "info",
      full
        ? `${gc(u)} GC(${gcId}) Pause Full (G1 Compaction Pause) ${heap}M->${heap - sc.rng.int(2, 12)}M(2048M) ${pause.toFixed(3)}ms`
        : `${gc(u)} GC(${gcId}) Pause Young (Normal) (G1 Evacuation Pause) ${heap}M->${heap - sc.rng.int(20, 80)}M(2048M) ${pause.toFixed(3)}ms`,
    );
    gcId++;
    if (sc.rng.chance(0.35))
      sc.log(u + 300, "channel-sync", "info", `snapshot RVnGo: ${Math.round((u - t) / 40)}k site-nights serialized`);
    if (full && sc.rng.chance(0.5))
      sc.log(
        u + 500,
        "channel-sync",
        "warn",
        `ARI push to TrailBook took ${sc.rng.int(5000, 14000)} ms (threshold 2000 ms)`,
      );
  }
  const oom = t + dur;
  sc.log(oom, "channel-sync", "error", "Unexpected error occurred in scheduled task", {
    errType: "java.lang.OutOfMemoryError",
    stack: OOM_STACK,
  });
  sc.log(oom + 40, "channel-sync", "error", "java.lang.OutOfMemoryError: Java heap space");
  sc.log(oom + 45, "channel-sync", "info", "Dumping heap to /dumps/java_pid1.hprof ...");
  sc.log(
    oom + 9800,
    "channel-sync",
    "info",
    `Heap dump file created [${sc.rng.int(2_050_000_000, 2_140_000_000)} bytes in 9.${sc.rng.digits(3)} secs]`,
  );
  sc.log(oom + 9900, "channel-sync", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
  return oom + 9950;
}

export const memory: Incident = {
  category: "memory",
  estate: "pinecrest",
  origin: "channel-sync",
  hints: ["outofmemory", "heap", "memory", "oom"],
  severity: "medium",
  note: "A partner's full inventory snapshot was built in channel-sync's heap until java.lang.OutOfMemoryError killed the JVM, and the restarted pod resumed the same snapshot and died again in a loop; availability-cal and the partner webhook at nginx saw refused connections and read timeouts.",
  noise: ["lock-batteries", "retry-then-success"],
  run(sc, t0) {
    let t = t0;
    let resumed = false;
    let backoff = 10_000;
    const downs: Array<[number, number]> = [];
    while (t < sc.end) {
      const exit = buildUp(sc, t, resumed);
      const restart = exit + backoff + sc.rng.int(1000, 4000);
      const down0 = exit;
      downs.push([exit, restart + 15_000]);
      sc.suppress((ev) => ev.svc === "channel-sync" && ev.t >= down0 && ev.t < restart + 15_000);
      // Callers while it is down.
      sc.poisson(sc.rng.float(6, 10), exit, restart + 15_000, (u) => {
        if (sc.rng.chance(0.6))
          sc.log(
            u,
            "availability-cal",
            "error",
            `Failed to publish availability change to channel-sync: I/O error on POST request for "http://channel-sync:8080/internal/ari": Connection refused; left in outbox`,
            { trace: sc.trace() },
          );
        else
          sc.log(
            u,
            "edge-nginx",
            "error",
            `${nginxErrTime(u)} [error] 29#29: *${sc.rng.digits(7)} connect() failed (111: Connection refused) while connecting to upstream, client: ${sc.rng.int(34, 54)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}, server: partners.pinecrestparks.example, request: "POST /partners/trailbook/webhook HTTP/1.1", upstream: "http://10.8.4.17:8080/partners/trailbook/webhook", host: "partners.pinecrestparks.example"`,
          );
      });
      const ready = startup(sc, "channel-sync", restart, "4.12.0");
      t = ready + sc.rng.int(4000, 9000);
      resumed = true;
      backoff = Math.min(backoff * 2, 80_000);
    }
    // While the heap is nearly full, publishes time out instead.
    sc.poisson(sc.rng.float(1, 2.5), t0 + 60_000, sc.end, (u) => {
      if (downs.some(([a, b]) => u >= a && u < b)) return;
      sc.log(
        u,
        "availability-cal",
        "warn",
        "Publish to channel-sync slow: Read timed out after 5000 ms (POST /internal/ari); will retry from outbox",
        { trace: sc.trace() },
      );
    });
  },
};

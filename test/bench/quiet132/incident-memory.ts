// Memory, Saltmarsh: swapmeet's listing-search cache has no bound; after the three-day-ticket resale window
// opens, the heap fills, G1 thrashes with long full pauses, the JVM throws OutOfMemoryError and exits
// (ExitOnOutOfMemoryError), restarts and fills again. While it is down it writes nothing; tollbooth's
// timeouts and ECONNREFUSED 502s are far louder.
import { emit } from "./ctx.js";
import { smTb } from "./estate-saltmarsh.js";
import { type Incident, onFlows } from "./incident-kit.js";
import { bootLines, lay, reloadLines } from "./runtimes.js";
import { javaTrace, SPRING_WEB } from "./stacks.js";
import { podIp } from "./text.js";
import type { Ctx, Step } from "./types.js";

const O = "swapmeet";

function oom(c: Ctx, t: number): void {
  const r = c.rng;
  emit(
    c,
    t,
    O,
    "error",
    "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause",
    {
      stack: javaTrace("java.lang.OutOfMemoryError", "Java heap space", [
        "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
        "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
        "java.base/java.util.ArrayList.add(ArrayList.java:484)",
        "nl.saltmarsh.swapmeet.search.ListingSearchCache.materialise(ListingSearchCache.java:88)",
        `nl.saltmarsh.swapmeet.search.ListingSearchService.search(ListingSearchService.java:${r.int(50, 60)})`,
        "nl.saltmarsh.swapmeet.api.ListingController.search(ListingController.java:41)",
        ...SPRING_WEB,
      ]),
      errType: "java.lang.OutOfMemoryError",
    },
  );
}

export const memoryIncident: Incident = {
  category: "memory",
  estate: "saltmarsh",
  origin: O,
  hints: ["memory", "heap", "outofmemory", "oom"],
  severity: "high",
  note: "swapmeet's unbounded listing-search cache filled the JVM heap once the three-day resale window opened, so it thrashed in full GCs, died with OutOfMemoryError and crash-looped while tollbooth returned 502/504 for resale pages.",
  noise: ["resale_price_cap", "client_aborts"],
  build: (c, t0) => {
    const r = c.rng;
    emit(
      c,
      t0 - r.float(20000, 60000),
      O,
      "info",
      "Resale window opened for ticket type 3D (three-day): listing search cache now keyed per buyer filter",
    );
    lay(c, t0 + r.float(-200000, 200000), "coinbox", reloadLines("dotnet", "coinbox", 2));
    const phases: Array<{ from: number; crash: number; up: number }> = [];
    let start = t0;
    let gc = r.int(4000, 9000);
    while (start < c.end) {
      const grow = r.float(110000, 220000);
      const crash = start + grow;
      const up = crash + r.float(25000, 45000);
      phases.push({ from: start, crash, up });
      for (let t = start; t < crash; t += r.float(3000, 9000)) {
        const f = (t - start) / grow;
        const heap = Math.min(2046, 1600 + 446 * f + r.float(-20, 20));
        gc += 1;
        const full = f > 0.55 && r.chance(0.5);
        const pause = full ? r.float(900, 3400) : r.float(60, 420) * (0.5 + f);
        const before = Math.min(2048, Math.round(heap + r.float(40, 160)));
        const lv = pause > 200 || t === t0 ? "warn" : "info";
        emit(
          c,
          t,
          O,
          lv,
          `[gc] GC(${gc}) ${full ? "Pause Full (G1 Compaction Pause)" : "Pause Young (Normal) (G1 Evacuation Pause)"} ${before}M->${Math.round(heap)}M(2048M) ${pause.toFixed(3)}ms`,
        );
        if (full && r.chance(0.3))
          emit(
            c,
            t + 5,
            O,
            "warn",
            `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(30, 70)}s${r.int(100, 999)}ms).`,
          );
      }
      oom(c, crash - r.float(300, 3000));
      if (r.chance(0.5)) oom(c, crash - r.float(50, 280));
      emit(c, crash, O, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.down.push({ svc: O, from: crash + 1, to: up });
      lay(c, up, O, bootLines("java", O, "3.2.1", 8080));
      start = up + r.float(30000, 70000);
    }
    const state = (t: number): "slow" | "down" | "ok" => {
      for (const p of phases) {
        if (t >= p.crash && t < p.up + 8000) return "down";
        if (t >= p.from && t < p.crash)
          return r.chance(0.25 + (0.7 * (t - p.from)) / (p.crash - p.from)) ? "slow" : "ok";
      }
      return "ok";
    };
    onFlows(c, ["resale-search", "resale-buy"], t0, (f, t) => {
      const s = state(t);
      if (s === "ok") return undefined;
      const path = f.name === "resale-buy" ? `/v1/resale/listings/lst_${r.hex(10)}/buy` : "/v1/resale/listings";
      const method = f.name === "resale-buy" ? "POST" : "GET";
      const steps: Step[] = [];
      if (s === "slow") {
        steps.push({
          svc: "tollbooth",
          dt: 5000,
          level: "error",
          msg: `swapmeet request timed out after 5000ms (${method} ${path})`,
        });
        steps.push(smTb(t, method, path, 504, 5001 + r.float(0, 3)));
      } else {
        for (let a = 1; a <= 3; a++)
          steps.push({
            svc: "tollbooth",
            dt: a * 120,
            level: "warn",
            msg: `swapmeet call failed: connect ECONNREFUSED ${podIp(r, 44)}:8080 (attempt ${a}/3)`,
          });
        steps.push({
          svc: "tollbooth",
          dt: 400,
          level: "error",
          msg: `upstream swapmeet unavailable after 3 attempts, responding 502 (${method} ${path})`,
        });
        steps.push(smTb(t, method, path, 502, 401 + r.float(0, 3)));
      }
      return steps;
    });
  },
};

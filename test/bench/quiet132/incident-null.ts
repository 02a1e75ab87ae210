// Null reference, Kestrel: a secret-guest set is published with its stage "to be announced" (stage null);
// app-lineup-bff's mapper dereferences set.stage.slug, so every Saturday lineup and many personal plans
// answer 500 with a TypeError, while Friday and Sunday keep working. app-push-sender's reminder fetches fail.
import { emit, every } from "./ctx.js";
import { type Incident, onFlows } from "./incident-kit.js";
import { lay, reloadLines, restart } from "./runtimes.js";
import { nodeTrace } from "./stacks.js";
import { appUa, clientIp, rubyTime, uuid } from "./text.js";
import type { Ctx, Step } from "./types.js";

const O = "app-lineup-bff";

function typeError(): string[] {
  return nodeTrace("TypeError: Cannot read properties of null (reading 'slug')", [
    "toSetDto (/app/dist/lineup/lineup.mapper.js:48:31)",
    "Array.map (<anonymous>)",
    "LineupService.getDay (/app/dist/lineup/lineup.service.js:77:29)",
    "LineupController.getLineup (/app/dist/lineup/lineup.controller.js:34:34)",
    "/app/node_modules/@nestjs/core/router/router-execution-context.js:38:29",
    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
  ]);
}

function fail(c: Ctx, route: string, d: number): Step[] {
  return [
    {
      svc: O,
      dt: d - 1,
      level: "error",
      msg: "[ExceptionsHandler] Cannot read properties of null (reading 'slug')",
      stack: typeError(),
      errType: "TypeError",
    },
    {
      svc: O,
      dt: d,
      level: "error",
      msg: `[${route.includes("plan") ? "MyPlanController" : "LineupController"}] GET ${route} 500 ${d}ms - ${appUa(c.rng, "KestrelWeekender", "7.0.3")}`,
    },
  ];
}

export const nullIncident: Incident = {
  category: "null_reference",
  estate: "kestrel",
  origin: O,
  hints: ["typeerror", "null", "undefined", "reference"],
  severity: "medium",
  note: "A secret-guest set was published with its stage still to be announced, and app-lineup-bff's mapper read .slug of the null stage, so Saturday's lineup and many personal plans answered 500 with a TypeError.",
  noise: ["expired_sessions", "rider_uploads"],
  build: (c, t0) => {
    const r = c.rng;
    const pub = t0 - r.float(60000, 180000);
    emit(
      c,
      pub,
      "artist-advance-portal",
      "info",
      `Started PATCH "/admin/sets/${r.int(900, 999)}/publish" for ${clientIp(r)} at ${rubyTime(pub)}`,
    );
    emit(
      c,
      pub + 120,
      "artist-advance-portal",
      "info",
      'Set published: "Secret Guest" Saturday 19:30-20:15, stage to be announced (stage_id: nil)',
    );
    emit(
      c,
      pub + 180,
      "artist-advance-portal",
      "info",
      `Completed 200 OK in 178ms (Views: 12.1ms | ActiveRecord: 40.3ms | Allocations: 31422)`,
    );
    emit(
      c,
      pub + r.float(500, 1500),
      "artist-advance-portal",
      "info",
      `Lineup feed webhook delivered to app-lineup-bff (version 1188, request ${uuid(r)})`,
    );
    emit(c, t0 - r.int(40, 900), O, "info", "[LineupSync] lineup snapshot refreshed to v1188 (213 sets, 4 stages)");
    emit(c, t0, O, "error", "[ExceptionsHandler] Cannot read properties of null (reading 'slug')", {
      stack: typeError(),
      errType: "TypeError",
    });
    lay(c, t0 + r.float(-240000, 240000), "fan-tickets-api", reloadLines("java", "fan-tickets-api", 2));
    restart(c, "ops-weather-hold", t0 + r.float(60000, 200000), "1.2.5", 4000);

    onFlows(c, ["lineup"], t0 + 10, (_f, _t, steps) => {
      const m = /day=(\w+)/.exec(steps[0]?.msg ?? "");
      if (m?.[1] !== "sat") return undefined;
      return fail(c, "/v3/lineup?day=sat", r.int(2, 9));
    });
    onFlows(c, ["timetable-me"], t0 + 10, () => (r.chance(0.6) ? fail(c, "/v3/me/plan", r.int(3, 12)) : undefined));
    every(c, "app-push-sender", 60000, (t) => {
      if (t < t0 + 5000) return;
      emit(
        c,
        t,
        "app-push-sender",
        "warn",
        `reminder run: fetch plan from app-lineup-bff failed: unexpected status 500 (GET /v3/lineup?day=sat), ${r.int(400, 2400)} reminders skipped`,
      );
    });
  },
};

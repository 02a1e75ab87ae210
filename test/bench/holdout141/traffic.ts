// Normal traffic: edge access lines, each service's request logs, business INFO and DEBUG chatter.
import type { Role, Service } from "./estates.js";
import type { Rng } from "./rng.js";
import { accessLine, requestLines } from "./runtime.js";
import type { Win } from "./window.js";

const TEACHERS = [
  "Okafor",
  "Lindqvist",
  "Brennan",
  "Achterberg",
  "Moreau",
  "Nakamura",
  "Ferreira",
  "Kowalczyk",
  "Patel",
  "Quinn",
];
const INSTR = [
  "Yamaha U1 upright",
  "Kawai K-300",
  "Roland FP-30X digital",
  "Yamaha P-145 digital",
  "Casio PX-S1100",
  "Hofner violin 3/4",
  "Yamaha YFL-222 flute",
];
const ROOMS = ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "Steinway-A", "Studio-B"];

export const PATHS: Partial<Record<Role, Array<[string, string]>>> = {
  web: [
    ["GET", "/"],
    ["GET", "/dashboard"],
    ["GET", "/lessons/upcoming"],
    ["GET", "/timetable/week"],
    ["GET", "/practice-log"],
    ["POST", "/practice-log/entries"],
    ["GET", "/account/family"],
    ["GET", "/assets/app.js"],
  ],
  auth: [
    ["POST", "/oauth/token"],
    ["GET", "/.well-known/jwks.json"],
    ["POST", "/login"],
    ["GET", "/userinfo"],
  ],
  lessons: [
    ["GET", "/api/lessons?week=current"],
    ["POST", "/api/lessons"],
    ["GET", "/api/teachers/availability"],
    ["PATCH", "/api/lessons/attendance"],
  ],
  rooms: [
    ["GET", "/api/rooms/availability"],
    ["POST", "/api/rooms/reservations"],
    ["POST", "/api/rooms/unlock"],
  ],
  exams: [
    ["GET", "/api/exams/sessions"],
    ["POST", "/api/exams/entries"],
    ["GET", "/api/exams/entries/mine"],
  ],
  hire: [
    ["GET", "/api/hire/catalogue"],
    ["POST", "/api/hire/agreements"],
    ["GET", "/api/hire/agreements/mine"],
  ],
  billing: [
    ["POST", "/api/payments/intents"],
    ["GET", "/api/invoices"],
    ["POST", "/api/payments/webhooks/psp"],
  ],
  media: [
    ["GET", "/api/scores/search?q=czerny"],
    ["GET", "/api/scores/download"],
    ["POST", "/api/recordings"],
  ],
};

function fillPath(r: Rng, p: string): string {
  if (p === "/api/hire/agreements/mine" || p === "/api/exams/entries/mine") return p;
  if (p.endsWith("download")) return `${p}/${r.int(1000, 9999)}`;
  if (p === "/api/rooms/availability")
    return `${p}?date=2026-12-0${r.int(1, 9)}&site=${r.pick(["central", "north", "riverside"])}`;
  return p;
}

export function routeable(w: Win): Service[] {
  return w.estate.services.filter((x) => PATHS[x.role] !== undefined);
}

/** One request through the edge to `up`: the edge access line and the service's own request log. */
export function request(w: Win, t: number, up: Service, status = 200, ms?: number, bg = true): void {
  const r = w.rng;
  const [method, p0] = r.pick(PATHS[up.role] ?? [["GET", "/"]]);
  const path = fillPath(r, p0);
  const dur = ms ?? Math.round(r.float(3, 60) + (r.chance(0.05) ? r.float(100, 900) : 0));
  const st = status === 200 && method === "POST" ? 201 : status;
  const edge = w.n("edge");
  w.add(t + dur, edge, "INFO", accessLine(w, { t, method, path, status: st, ms: dur, upstream: up }), {
    bg,
    ids: null as never,
  });
  if (r.chance(0.75)) {
    const lines = requestLines(up.runtime, r, method, path, st, Math.max(1, dur - r.int(0, 3)));
    const ids = w.ids(up.name);
    lines.forEach((m, i) => {
      w.add(t + (i === lines.length - 1 ? dur - 1 : i), up.name, "INFO", m, {
        bg,
        ids: ids ?? (null as never),
        logger: loggerFor(up),
      });
    });
  }
}

export function loggerFor(s: Service, cls = "web.RequestLogFilter"): string | undefined {
  if (s.runtime === "spring") return `${s.pkg}.${cls}`;
  if (s.runtime === "dotnet")
    return cls.startsWith("web.Request")
      ? "Microsoft.AspNetCore.Hosting.Diagnostics"
      : `${s.pkg}.${cls.split(".").pop()}`;
  return undefined;
}

function biz(w: Win, s: Service): string {
  const r = w.rng;
  const sid = r.int(10000, 99999);
  const tch = r.pick(TEACHERS);
  switch (s.role) {
    case "web":
      return r.pick([
        `rendered dashboard for student ${sid} (3 upcoming lessons)`,
        `session refreshed for family account F${r.int(1000, 9999)}`,
        `practice log entry saved student=${sid} minutes=${r.int(10, 60)} piece="${r.pick(["Clementi Op.36 No.1", "Für Elise", "Burgmüller Arabesque", "C major scale HT"])}"`,
        `served timetable week view teacher=${tch} lessons=${r.int(8, 30)}`,
      ]);
    case "auth":
      return r.pick([
        `login succeeded user=${sid} method=password mfa=${r.pick(["none", "totp"])}`,
        `token issued client=${w.n("web")} sub=${sid} expires_in=3600`,
        `refresh token rotated sub=${sid}`,
        `password reset email requested for family account F${r.int(1000, 9999)}`,
      ]);
    case "lessons":
      return r.pick([
        `booked lesson L${r.int(100000, 999999)} teacher=${tch} student=${sid} slot=2026-12-0${r.int(3, 9)}T${r.int(14, 19)}:${r.pick(["00", "30"])} duration=${r.pick([30, 45, 60])}`,
        `lesson L${r.int(100000, 999999)} marked attended by ${tch}`,
        `teacher ${tch} availability updated (${r.int(4, 20)} slots)`,
        `weekly timetable generated for teacher ${tch} in ${r.int(12, 90)}ms`,
      ]);
    case "rooms":
      return r.pick([
        `room ${r.pick(ROOMS)} reserved ${r.int(9, 20)}:00-${r.int(9, 21)}:30 member=${sid}`,
        `door unlock granted room=${r.pick(ROOMS)} member=${sid} via=tablet`,
        `room ${r.pick(ROOMS)} released early member=${sid}`,
        `occupancy snapshot site=${r.pick(["central", "north", "riverside"])} busy=${r.int(1, 9)}/10`,
      ]);
    case "exams":
      return r.pick([
        `exam entry E${r.int(10000, 99999)} created grade=${r.int(1, 8)} instrument=piano session=2027-SPRING`,
        `accompanist booked for candidate C${r.int(100000, 999999)}`,
        `results poll finished: 0 new results`,
        `entry E${r.int(10000, 99999)} fee quoted £${r.int(45, 120)}.00`,
      ]);
    case "hire":
      return r.pick([
        `hire agreement HA-${r.int(10000, 99999)} created instrument="${r.pick(INSTR)}" term=${r.pick([3, 6, 12])}m`,
        `instrument asset A${r.int(1000, 9999)} returned condition=${r.pick(["good", "good", "needs tuning"])}`,
        `monthly hire charge scheduled HA-${r.int(10000, 99999)} amount=£${r.int(18, 65)}.00`,
        `catalogue served ${r.int(20, 80)} instruments available`,
      ]);
    case "billing":
      return r.pick([
        `payment ${r.pick(["pi", "pay"])}_${r.alnum(14)} succeeded amount=£${r.int(20, 480)}.00`,
        `direct debit mandate MD${r.int(100000, 999999)} active`,
        `invoice INV-${r.int(20000, 99999)} issued (term fees)`,
        `psp webhook payment.captured processed`,
      ]);
    case "notify":
      return r.pick([
        `sms queued to +4477009${r.int(10000, 99999)} template=lesson_reminder`,
        `email sent template=exam_confirmation to=parent${r.int(100, 999)}@example.org`,
        `push sent to device ${r.hex(12)} template=room_ready`,
        `digest batch delivered count=${r.int(5, 60)}`,
      ]);
    case "worker":
      return s.runtime === "sidekiq"
        ? r.pick([
            `class=LessonReminderJob jid=${r.hex(24)} INFO: done: ${r.float(0.05, 2).toFixed(3)} sec`,
            `class=InvoicePdfJob jid=${r.hex(24)} INFO: start`,
            `class=PracticeStreakJob jid=${r.hex(24)} INFO: done: ${r.float(0.01, 0.5).toFixed(3)} sec`,
          ])
        : r.pick([
            `Step: [invoiceStep] executed in ${r.int(100, 1900)}ms`,
            `Job: [SimpleJob: [name=termInvoicingJob]] chunk ${r.int(1, 60)}/60 committed (250 items)`,
            `reminder sweep queued ${r.int(0, 40)} messages`,
          ]);
    case "media":
      return r.pick([
        `served score score_${r.int(1000, 9999)}.pdf size=${r.int(80, 900)}kB cache=${r.pick(["hit", "hit", "miss"])}`,
        `stored recording rec_${r.alnum(10)}.m4a size=${r.float(1, 9).toFixed(1)}MB`,
        `transcode job finished rendition=720p duration=${r.int(20, 300)}s`,
      ]);
    case "db":
      return r.pick([
        `duration: ${r.float(1, 40).toFixed(3)} ms  statement: SELECT id, starts_at FROM lessons WHERE teacher_id = $1 AND starts_at >= $2`,
        `connection authorized: user=app database=${w.estate.key} application_name=${r.pick(["web_portal", "payments_api", "room_booking"])}`,
        `automatic vacuum of table "${w.estate.key}.public.practice_log_entries": index scans: 1`,
        `checkpoint starting: time`,
        `checkpoint complete: wrote ${r.int(100, 3000)} buffers (${r.float(0.1, 4).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 4)} recycled; write=${r.float(10, 200).toFixed(3)} s, sync=0.00${r.int(1, 9)} s, total=${r.float(10, 200).toFixed(3)} s`,
      ]);
    default:
      return `ok`;
  }
}

function debug(w: Win, s: Service): string {
  const r = w.rng;
  switch (s.runtime) {
    case "spring":
      return r.pick([
        `HikariPool-1 - Pool stats (total=10, active=${r.int(0, 4)}, idle=${r.int(6, 10)}, waiting=0)`,
        `HikariPool-1 - Fill pool skipped, pool has sufficient level or currently being filled (queueing=0)`,
        `cache hit key=${s.role}:${r.int(1, 90)}`,
      ]);
    case "go":
      return r.pick([
        `cache hit key=${s.role}:${r.int(1, 90)}:v2`,
        `pgxpool stats acquired=${r.int(0, 5)} idle=${r.int(3, 10)} max=20`,
      ]);
    case "node":
      return r.pick([
        `feature flag newTimetableUI=${r.pick(["true", "false"])} for user ${r.int(10000, 99999)}`,
        `cache miss key=catalogue:v3`,
      ]);
    case "python":
      return r.pick([
        `(0.00${r.int(1, 9)}) SELECT "rooms_room"."id" FROM "rooms_room" WHERE "rooms_room"."site_id" = ${r.int(1, 3)}; args=(${r.int(1, 3)},)`,
        `Starting new HTTPS connection (1): api.internal:443`,
      ]);
    case "rails":
    case "sidekiq":
      return `  Lesson Load (${r.float(0.2, 4).toFixed(1)}ms)  SELECT "lessons".* FROM "lessons" WHERE "lessons"."student_id" = $1 LIMIT $2  [["student_id", ${r.int(1, 9999)}], ["LIMIT", 11]]`;
    case "dotnet":
      return `Executed DbCommand (${r.int(1, 30)}ms) [Parameters=[@__p_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']`;
    case "elixir":
      return `QUERY OK source="reservations" db=${r.float(0.3, 5).toFixed(1)}ms idle=${r.float(100, 900).toFixed(1)}ms`;
    case "php":
      return `cache hit key=laravel_cache:catalogue`;
    default:
      return "";
  }
}

/** Background lines, about `target` of them between w.start and w.end. */
export function background(w: Win, target: number): void {
  const r = w.rng;
  const svcs = w.estate.services;
  const totalW = svcs.reduce((a, s) => a + s.weight, 0);
  const dur = w.end - w.start;
  const ups = routeable(w);
  for (const s of svcs) {
    const n = (target * s.weight) / totalW;
    if (s.role === "edge") {
      // each edge request also writes the upstream's request line(s) most of the time
      w.over(w.start, w.end, dur / (n * 0.8), (t) => request(w, t, r.pick(ups)));
      continue;
    }
    const perLine = s.runtime === "rails" ? 2 : 1;
    w.over(w.start, w.end, (dur * perLine) / (n * 0.55), (t) => {
      const lg = loggerFor(s, r.pick(["service.LessonService", "service.Cache", "web.Controller"]));
      if (r.chance(0.3)) {
        const d = debug(w, s);
        if (d) w.add(t, s.name, s.runtime === "postgres" ? "INFO" : "DEBUG", d, { bg: true, logger: lg });
      } else w.add(t, s.name, "INFO", biz(w, s), { bg: true, logger: lg });
    });
  }
}

// The 12 quiet windows (3 per estate): normal noise only, with peaks, deploys and retries that succeed.
import type { Rng } from "./rng.js";
import type { Burst, Level, Step } from "./stream.js";

export interface Quiet {
  estate: string;
  note: string;
  /** Peak multiplier reached mid-window (1 = flat). */
  peak: number;
  extra: Burst[];
}

const s = (svc: string, level: Level, msg: (r: Rng) => string): Step => ({ svc, level, msg });

export const QUIETS: Quiet[] = [
  {
    estate: "emberfall",
    note: "Evening peak on Emberfall: steady logins, matches and purchases with replayed receipts and the usual telemetry schema drops.",
    peak: 1.8,
    extra: [],
  },
  {
    estate: "emberfall",
    note: "Emberfall during a weekend event: a fleet scale-up and a few matchmaker backfill retries that succeed, nothing broken.",
    peak: 1.4,
    extra: [
      {
        rate: 2,
        from: 60,
        to: 300,
        steps: [
          s(
            "fleet-allocator",
            "info",
            (r) => `fleet br-live-1-14 scaled buffer ${r.int(40, 60)} -> ${r.int(70, 90)} (event schedule)`,
          ),
        ],
      },
      {
        rate: 3,
        steps: [
          s(
            "matchmaker",
            "warn",
            (r) => `backfill for m_${r.hex(12)} retried once after allocator 409 conflict; succeeded`,
          ),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    note: "Quiet Emberfall morning with an anticheat rules reload and some players timing out on bad connections.",
    peak: 1,
    extra: [
      {
        rate: 4,
        steps: [
          s(
            "lobby-party",
            "warn",
            (r) =>
              `player ${r.int(1000, 9999)}${r.int(100000, 999999)} websocket closed 1006 (abnormal closure), client will reconnect`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    note: "Pinewolf on patch day: heavy patch-cdn cache misses then hits, players leaving sessions, old-build crash dumps failing symbolication as always.",
    peak: 2,
    extra: [
      {
        rate: 20,
        to: 240,
        steps: [
          s(
            "patch-cdn",
            "info",
            (r) =>
              `GET /builds/0.9.42/pak_0${r.int(1, 3)}.chunk 200 ${r.int(1000000, 64000000)} cache=MISS ${r.int(200, 900)}ms`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    note: "Normal Pinewolf evening with Polly retries against inventory that succeed and a few rejected replayed receipts.",
    peak: 1.3,
    extra: [
      {
        rate: 3,
        steps: [
          s(
            "player-api",
            "warn",
            () =>
              "Polly: retry 1 of 3 for inventory after 200ms (HttpRequestException: An error occurred while sending the request.); next attempt succeeded",
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    note: "Late-night Pinewolf window with low traffic, a voice-relay rolling restart and fleet idle scale-down.",
    peak: 0.8,
    extra: [
      {
        rate: 1,
        steps: [
          s(
            "ds-orchestrator",
            "info",
            (r) => `scale-down ${r.pick(["fra", "iad", "ams"])} -${r.int(1, 6)} idle servers (idle 31% > target 15%)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    note: "Exam week at Halden: quiz autosave conflicts, expired LTI nonces and late submissions refused under peak load.",
    peak: 2.2,
    extra: [
      {
        rate: 8,
        steps: [
          s(
            "lms-web",
            "warn",
            (r) =>
              `Quiz autosave conflict: submission ${r.int(100000, 999999)} attempt 1 has newer version on server, client resynced`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    note: "Enrolment week at Halden: waitlists and seat reconciliation, a timetable deploy and mailbox-full bounces as usual.",
    peak: 1.6,
    extra: [
      {
        rate: 5,
        steps: [
          s(
            "sis-enrolment",
            "info",
            (r) =>
              `waitlist promotion: s${r.int(2100000, 2499999)} moved into ${r.pick(["CS101", "ECON150", "PSY100"])}-2026A`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    note: "An ordinary Halden afternoon: lectures streaming, proctored quizzes starting, deprecation warnings and harmless late-submission refusals.",
    peak: 1,
    extra: [
      {
        rate: 2,
        steps: [
          s(
            "proctoring-bridge",
            "warn",
            (r) => `webcam check retried for session ${r.hex(8)} (low light), passed on retry`,
          ),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    note: "Brightpath school morning: roll calls for first period, parents logging in, roster guardian warnings as always.",
    peak: 1.9,
    extra: [],
  },
  {
    estate: "brightpath",
    note: "Brightpath during a district-wide quiz: autosave conflicts and slow-but-successful autosaves, a notify-push restart.",
    peak: 1.7,
    extra: [
      {
        rate: 6,
        steps: [
          s(
            "quiz-engine",
            "warn",
            (r) => `autosave attempt=${r.hex(8)} retried after serialization failure (SQLSTATE 40001); ok on retry`,
          ),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    note: "A calm Brightpath evening: video transcodes, grade notifications and late turn-ins refused.",
    peak: 0.9,
    extra: [],
  },
];

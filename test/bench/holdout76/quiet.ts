// The 12 quiet windows of holdout76: only the ordinary trouble of the domain, sometimes louder than usual
// (a rain shower at the lanes, a sensor bus blip, a clock resync wave), all of which clears by itself.
import type { Estate } from "./estates.js";
import type { Track } from "./incidents.js";

export interface QuietSpec {
  est: Estate["key"];
  note: string;
  /** harmless bursts; `s` is required, times relative to the middle of the window */
  extras: Array<Track & { s: string }>;
}

export const QUIET: QuietSpec[] = [
  {
    est: "halvorsen",
    note: "ordinary weekday morning: badge refusals, sensors dropping off and back, one held door.",
    extras: [],
  },
  {
    est: "halvorsen",
    note: "a floor's occupancy sensor bus drops for about a minute and every sensor comes back by itself.",
    extras: [
      {
        s: "occupancy-sensors",
        l: "warn",
        hz: 1.5,
        at: 0,
        to: 60,
        m: ["sensor OCC-3{nn} missed 3 heartbeats, marked offline (bus 3F-B)"],
      },
      { s: "occupancy-sensors", l: "info", hz: 1.5, at: 70, to: 130, m: ["sensor OCC-3{nn} back online (bus 3F-B)"] },
      {
        s: "room-booking",
        l: "warn",
        hz: 0.1,
        at: 20,
        to: 90,
        m: ["occupancy snapshot for zone Z-3{n} partial, using booking data"],
      },
    ],
  },
  {
    est: "halvorsen",
    note: "a planned notify-hub release with a short restart; a few sends are retried and all succeed.",
    extras: [
      {
        s: "notify-hub",
        l: "info",
        hz: 0.05,
        at: 0,
        to: 40,
        m: ["notify-hub 3.22.0 starting, workers=4", "received SIGTERM, draining outbox"],
      },
      {
        s: "visitor-desk",
        l: "warn",
        hz: 0.2,
        at: 5,
        to: 25,
        m: ["notify-hub call failed (connection refused), retry queued"],
      },
      { s: "visitor-desk", l: "info", hz: 0.2, at: 30, to: 60, m: ["queued notification delivered on retry"] },
    ],
  },
  {
    est: "meridian",
    note: "normal office afternoon: denied cards, a forced door cleared, Modbus units missing a scan now and then.",
    extras: [],
  },
  {
    est: "meridian",
    note: "fire-drill style wave of door-forced alarms and lift homing that is expected and clears.",
    extras: [
      {
        s: "badge-server",
        l: "warn",
        hz: 1,
        at: 0,
        to: 90,
        m: ["WARN  c.m.badge.EventPump - panel P-{n} door {n}: DOOR_FORCED_OPEN (drill mode active)"],
      },
      {
        s: "elevator-telemetry",
        l: "warn",
        hz: 0.3,
        at: 0,
        to: 90,
        m: ["car=E{n} recall to lobby (drill), doors open"],
      },
      { s: "elevator-telemetry", l: "info", hz: 0.2, at: 100, to: 160, m: ["car=E{n} returned to normal service"] },
    ],
  },
  {
    est: "meridian",
    note: "desk-booking rolls out a new version; a couple of occupancy calls are retried and succeed.",
    extras: [
      {
        s: "desk-booking",
        l: "info",
        hz: 0.04,
        at: 0,
        to: 50,
        m: ["Started server process [1]", "Application startup complete."],
      },
      {
        s: "workplace-app",
        l: "warn",
        hz: 0.2,
        at: 2,
        to: 20,
        m: ['{"level":"warn","msg":"desk-booking 503 during rollout, retried ok"}'],
      },
    ],
  },
  {
    est: "kestrel",
    note: "ordinary evening at the car parks: unread plates, declined cards, a stuck loop detector reset.",
    extras: [],
  },
  {
    est: "kestrel",
    note: "heavy rain doubles unread plates for a few minutes; ticket fallback works and nothing else fails.",
    extras: [
      {
        s: "anpr-edge",
        l: "warn",
        hz: 1.5,
        at: -60,
        to: 180,
        m: [
          "lane {lane}: no plate read (conf < 0.60), rain/glare flagged, falling back to ticket",
          "lane {lane}: plate read {plate} conf=0.6{n} below accept threshold",
        ],
      },
    ],
  },
  {
    est: "kestrel",
    note: "an evening peak of declined card payments (insufficient funds, expired cards) while authorisations otherwise succeed.",
    extras: [
      {
        s: "payment-adapter",
        l: "warn",
        hz: 0.8,
        at: -30,
        to: 150,
        m: ["Authorization declined code={05|51|54} (do not honour/insufficient funds/expired card)"],
      },
      {
        s: "paystation-api",
        l: "info",
        hz: 0.3,
        at: -30,
        to: 150,
        m: ["INFO  [pay] station PS-{nn} customer retried with another card, approved"],
      },
    ],
  },
  {
    est: "northline",
    note: "normal toll traffic: unreadable tags, low-confidence OCR sent to review, gantry clock resyncs.",
    extras: [],
  },
  {
    est: "northline",
    note: "a wave of gantry clock resynchronisations after a grandmaster switchover; all gantries settle within two minutes.",
    extras: [
      {
        s: "gantry-agent",
        l: "warn",
        hz: 0.6,
        at: 0,
        to: 60,
        m: ["G{nn} clock offset {nn}ms > 10ms, resynchronising with grandmaster (new GM 00:1b:19:ff:fe:0a:{n}{n})"],
      },
      { s: "gantry-agent", l: "info", hz: 0.6, at: 20, to: 120, m: ["G{nn} clock resynchronised, offset {n}us"] },
    ],
  },
  {
    est: "northline",
    note: "account-billing deploys a new release; customer-portal retries a handful of statement calls, all succeed.",
    extras: [
      {
        s: "account-billing",
        l: "info",
        hz: 0.05,
        at: 0,
        to: 40,
        m: [
          "info: Microsoft.Hosting.Lifetime[0] Application is shutting down...",
          "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
        ],
      },
      { s: "customer-portal", l: "warn", hz: 0.2, at: 3, to: 25, m: ["account-billing 503, retrying (1/2)"] },
      { s: "customer-portal", l: "info", hz: 0.2, at: 5, to: 30, m: ["account-billing ok on retry"] },
    ],
  },
];

// Quiet windows: only the domain's everyday noise, sometimes louder than usual (wind holds, month-end lapsed cards,
// a dock on planned maintenance, a deploy with a few retried calls). Nothing is broken.
import { boat, card, member, slip, wo } from "./estates.js";
import type { QuietSpec } from "./types.js";

export const QUIET: QuietSpec[] = [
  {
    estate: "harborline",
    note: "Gusty afternoon: tidecast keeps the small-craft advisory up and notify-hub texts weather notices; fuel card declines as usual.",
    emits: [
      {
        role: "weather",
        level: "warn",
        perMin: 2,
        f: (r) => `small craft advisory in effect: gusts ${r.int(24, 33)}kt, seas ${r.int(4, 7)}ft`,
      },
      { role: "notify", level: "info", perMin: 6, f: (r) => `sent weather_notice to ${member(r)} via sms` },
      { role: "fuel", level: "warn", perMin: 1, f: (r) => `Card declined at pump ${r.int(1, 6)}: 05 Do Not Honor` },
    ],
  },
  {
    estate: "harborline",
    note: "Month-end: many lapsed members' cards are denied at the gates and member-billing flags past-due accounts.",
    emits: [
      {
        role: "access",
        level: "warn",
        perMin: 6,
        f: (r) =>
          `card ${card(r)} denied at ${r.pick(["Gate 1", "Gate 2", "Dock B"])}: membership lapsed 0 days ago (renewal pending)`,
      },
      {
        role: "billing",
        level: "warn",
        perMin: 3,
        f: (r) => `member ${member(r)} past due ${r.int(31, 90)} days, access suspension queued`,
      },
    ],
  },
  {
    estate: "harborline",
    note: "Dock E pedestals are on planned maintenance and report offline; a slipway-api call to slip-reservations is retried once and succeeds.",
    emits: [
      {
        role: "power",
        level: "warn",
        perMin: 5,
        f: (r) => `pedestal E-${r.int(1, 40)} offline (dock E maintenance window, last seen ${r.int(600, 3000)}s ago)`,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 0.5,
        f: () => "retrying slip-reservations call (attempt 2/3) after ECONNRESET",
      },
    ],
  },
  {
    estate: "stackhaus",
    note: "Wind picks up: weather-hold reports gusts over the ramp limit, launch-queue holds launches and push-sender notifies boaters.",
    emits: [
      {
        role: "weather",
        level: "warn",
        perMin: 2,
        f: (r) => `ramp hold active: gusts ${r.int(23, 31)}kt exceed 22kt limit, dry-stack launches paused`,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 5,
        f: (r) => `launch ${r.int(100000, 999999)} boat=${boat(r)} on weather hold (gusts over limit)`,
      },
      { role: "notify", level: "info", perMin: 5, f: (r) => `push weather_hold delivered to ${member(r)}` },
    ],
  },
  {
    estate: "stackhaus",
    note: "Evening: boaters request launches outside operating hours and idle forklift operators are logged out.",
    emits: [
      {
        role: "launch",
        level: "warn",
        perMin: 4,
        f: (r) =>
          `launch request for ${boat(r)} outside operating hours (${r.int(19, 22)}:${r.int(10, 59)} > 19:00 close), deferred to 07:00`,
      },
      {
        role: "forklift",
        level: "warn",
        perMin: 1,
        f: (r) => `operator badge ${r.int(200, 299)} idle on WL-2 for ${r.int(6, 15)}m, auto-logout`,
      },
    ],
  },
  {
    estate: "stackhaus",
    note: "Busy fuel dock with the usual card declines; rack-inventory flags a few heavy boats for ground-level slots.",
    emits: [
      {
        role: "fuel",
        level: "warn",
        perMin: 3,
        f: (r) =>
          `Card declined at pump ${r.int(1, 6)}: ${r.pick(["51 Insufficient Funds", "54 Expired Card", "05 Do Not Honor"])}`,
      },
      {
        role: "rack",
        level: "warn",
        perMin: 1,
        f: (r) =>
          `boat ${boat(r)} weighed ${r.int(4200, 5600)}kg, above rack tier limit; flagged for ground-level slot`,
      },
    ],
  },
  {
    estate: "bluewater",
    note: "Yard day: haul-outs postponed for a sling inspection and work orders waiting on parts; parts-catalog's feed-row errors continue as always.",
    emits: [
      {
        role: "haul",
        level: "warn",
        perMin: 1,
        f: (r) => `haul-out H-${r.int(3000, 3999)} postponed: travelift TL-70 sling inspection due`,
      },
      {
        role: "orders",
        level: "info",
        perMin: 3,
        f: (r) =>
          `${wo(r)} waiting on parts: ${r.pick(["outdrive bellows", "cutless bearing", "raw water pump"])} (ETA ${r.int(2, 9)}d)`,
      },
    ],
  },
  {
    estate: "bluewater",
    note: "Autopay day: payments-gw sees the usual share of card declines and billing-runner skips members without a card on file.",
    emits: [
      {
        role: "payments",
        level: "warn",
        perMin: 4,
        f: (r) => `card_declined (${r.pick(["insufficient_funds", "do_not_honor", "expired_card"])}) for ${member(r)}`,
      },
      {
        role: "billing",
        level: "warn",
        perMin: 2,
        f: (r) => `autopay skipped for ${member(r)}: no saved payment method`,
      },
    ],
  },
  {
    estate: "bluewater",
    note: "Dock D shore power on planned maintenance; dockaccess blocks a few lost cards; a mailer send is retried and succeeds.",
    emits: [
      {
        role: "power",
        level: "warn",
        perMin: 3,
        f: (r) => `dock D gateway 10.50.4.1 in maintenance, skipping ${r.int(30, 48)} pedestals`,
      },
      {
        role: "access",
        level: "warn",
        perMin: 1,
        f: (r) => `card ${card(r)} reported lost by ${member(r)}, blocked on ${r.int(3, 9)} readers`,
      },
      {
        role: "notify",
        level: "warn",
        perMin: 0.4,
        f: () => "SMTP 421 4.7.0 Try again later from smtp.sendgrid.net, retrying in 30s",
      },
    ],
  },
  {
    estate: "tidewater",
    note: "Gusty morning: wx-ingest reports gusts over the ramp limit and drystack-launch holds launches for wind.",
    emits: [
      {
        role: "weather",
        level: "warn",
        perMin: 2,
        f: (r) => `station KTDW1 gust ${r.int(23, 30)}kt over ramp limit 22kt`,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 4,
        f: (r) => `Launch ${r.int(100000, 999999)} held: gusts over ramp limit`,
      },
    ],
  },
  {
    estate: "tidewater",
    note: "Transient mooring holds expire unpaid and ledger-worker retries a handful of jobs that then succeed.",
    emits: [
      {
        role: "resv",
        level: "info",
        perMin: 3,
        f: (r) => `transient hold on ${slip(r)} released after 15m without payment`,
      },
      {
        role: "billing",
        level: "warn",
        perMin: 1,
        f: (r) =>
          `class=PostInvoiceJob jid=${r.hex(24)} retry_count=1 error_class=Faraday::ConnectionFailed (retrying in 24s)`,
      },
      {
        role: "billing",
        level: "info",
        perMin: 1,
        f: (r) => `class=PostInvoiceJob jid=${r.hex(24)} elapsed=${r.int(1, 3)}.${r.int(100, 999)} done`,
      },
    ],
  },
  {
    estate: "tidewater",
    note: "service-desk work orders wait on parts and pump-controller reports the usual card declines.",
    emits: [
      {
        role: "orders",
        level: "info",
        perMin: 3,
        f: (r) => `${wo(r)} waiting on parts: trim tab actuator (ETA ${r.int(2, 9)}d)`,
      },
      {
        role: "fuel",
        level: "warn",
        perMin: 2,
        f: (r) => `pump ${r.int(1, 6)} card declined: ${r.pick(["51 Insufficient Funds", "54 Expired Card"])}`,
      },
    ],
  },
];

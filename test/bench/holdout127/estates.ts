// The four made-up family-entertainment estates: services, runtimes, everyday traffic and their normal noise.
import type { Level } from "./formats.js";

/** [service, level, template, lines per minute] */
export type Base = [string, Level, string, number];
/** a request that crosses services: steps [service, template], rate per minute */
export interface Flow {
  rate: number;
  steps: [string, string][];
}

export interface Estate {
  key: string;
  ns: string;
  traced: boolean;
  services: string[];
  base: Base[];
  flows: Flow[];
  /** the service that logs a constant harmless error or warning from the first minute */
  noisy: Base;
  /** [service, every seconds, template] */
  periodic: [string, number, string][];
  /** [service, template] deprecation warnings, logged now and then */
  deprecations: [string, string][];
  /** [service, warn template, success template] a retry that then succeeds */
  retries: [string, string, string][];
  /** [service, template] an unrelated deploy or config reload */
  changes: [string, string][];
  /** [service, level, template] everyday domain noise (waivers, readers, prize stock, lanes, top-ups) */
  domain: [string, Level, string][];
}

const strikezone: Estate = {
  key: "strikezone",
  ns: "sz-prod",
  traced: true,
  services: [
    "lanes-web",
    "lane-booking",
    "waiver-service",
    "gamecard-ledger",
    "arcade-bridge",
    "redemption-pos",
    "party-desk",
    "lane-orders",
    "staff-rota",
    "points-svc",
  ],
  base: [
    ["arcade-bridge", "info", "tap ok machine={machine} card={card} debit={cr}cr balance={bal}cr rtt={ms2}ms", 40],
    ["redemption-pos", "info", "Redeemed {tix} tickets for SKU {sku} at counter {ctr}, card {card}", 6],
    ["lane-booking", "info", "Lane {lane} status changed: IN_PLAY -> CLEANUP (game finished, {n1} frames)", 5],
    ["staff-rota", "info", "shift swap approved: employee E{n4} {day} 16:00-22:00 (venue {venue})", 1],
    ["points-svc", "info", "accrued {pts} pts member={mem} reason=lane_game", 8],
  ],
  flows: [
    {
      rate: 14,
      steps: [
        ["lanes-web", "POST /api/v3/bookings 201 {ms}ms"],
        ["lane-booking", "Booking BK-{n6} confirmed: lanes [{lane}], {n1} bowlers, slot {slot}"],
        ["waiver-service", "waiver check booking=BK-{n6} signed={n1}/{n1} ok"],
      ],
    },
    {
      rate: 18,
      steps: [
        ["lanes-web", "POST /api/v3/cards/topup 200 {ms}ms"],
        ["gamecard-ledger", "Top-up applied card={card} amount={amt} USD credits=+{cr} (txn GL-{n6})"],
        ["points-svc", "accrued {pts} pts member={mem} reason=card_topup"],
      ],
    },
    {
      rate: 16,
      steps: [
        ["lanes-web", "POST /api/v3/lanes/{lane}/orders 202 {ms}ms"],
        ["lane-orders", "order LO-{n5} lane {lane}: {food} -> kitchen ticket #{n3}"],
      ],
    },
    {
      rate: 6,
      steps: [
        ["lanes-web", "GET /api/v3/parties/{n5} 200 {ms}ms"],
        ["party-desk", 'Completed 200 OK in {ms}ms (Views: {n2}.1ms | ActiveRecord: {n1}.4ms) "GET /parties/{n5}"'],
      ],
    },
    {
      rate: 12,
      steps: [
        ["arcade-bridge", "balance lookup machine={machine} card={card}"],
        ["gamecard-ledger", "Balance read card={card} credits={bal} tickets={tix}"],
      ],
    },
  ],
  noisy: [
    "arcade-bridge",
    "error",
    "reader offline machine={deadmachine}: no heartbeat for {n3}s (marked unavailable)",
    4,
  ],
  periodic: [
    ["lanes-web", 10, "GET /healthz 200 1ms"],
    ["lane-booking", 15, "GET /actuator/health 200 OK"],
    ["gamecard-ledger", 15, "GET /actuator/health 200 OK"],
    ["redemption-pos", 30, "Health check completed: Healthy (db: Healthy, printer: Healthy)"],
    ["staff-rota", 60, "celery beat: sending due task rota.tasks.publish_open_shifts"],
    ["points-svc", 60, "expiry sweep: 0 balances expired, {n2} reminders queued"],
  ],
  deprecations: [
    [
      "lanes-web",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    ],
    ["party-desk", "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead."],
  ],
  retries: [
    [
      "lane-orders",
      "kitchen printer KDS-2 did not ack ticket #{n3}, retrying (1/3)",
      "kitchen printer KDS-2 acked ticket #{n3}",
    ],
    ["points-svc", "publish accrual event failed: EOF, retrying in 200ms", "publish accrual event ok after 1 retry"],
  ],
  changes: [
    ["staff-rota", "deploy: staff-rota 2.{n1}.{n1} rolled out (3/3 pods ready)"],
    ["lanes-web", "config reload: feature flags refreshed (14 flags, 1 changed: ui.newLaneMap)"],
  ],
  domain: [
    [
      "waiver-service",
      "warn",
      "check-in blocked: booking BK-{n6} has {n1} unsigned waiver(s) (guest asked to sign at kiosk)",
    ],
    ["redemption-pos", "warn", "Prize SKU {sku} out of stock at counter {ctr}; offered substitute"],
    ["lane-booking", "warn", "Lane {lane} set OUT_OF_ORDER: pinsetter code E{n2} (sweep jam) reported by desk"],
    ["gamecard-ledger", "warn", "Top-up declined card={card} reason=card_declined (issuer code 05)"],
    ["party-desk", "info", "Party PB-{n5} moved from {slot} to {slot2} by guest request"],
  ],
};

const bouncepark: Estate = {
  key: "bouncepark",
  ns: "bounce-live",
  traced: false,
  services: [
    "kiosk-api",
    "jump-sessions",
    "waiver-vault",
    "capacity-tracker",
    "park-payments",
    "cafe-orders",
    "party-deposits",
    "notify-worker",
    "crew-shifts",
  ],
  base: [
    ["capacity-tracker", "info", "zone={zone} occupancy={n2}/{cap} wristbands active={n3}", 20],
    ["notify-worker", "info", "sent sms template=session_reminder to +44 7*** ***{n3} (provider id SM{hex})", 8],
    ["crew-shifts", "info", "Clock-in recorded for crew member C{n4} at {park} (court marshal)", 2],
    ["cafe-orders", "info", "Order #{n4} ready for collection at {park} cafe ({food})", 6],
  ],
  flows: [
    {
      rate: 18,
      steps: [
        ["kiosk-api", "POST /v1/checkin 200 {ms}ms"],
        ["waiver-vault", "waiver lookup guest=G{n6} status=valid expires={day}"],
        ["jump-sessions", "Session JS-{n5} check-in: {n1} jumpers, 60 min, court {zone}"],
      ],
    },
    {
      rate: 12,
      steps: [
        ["kiosk-api", "POST /v1/sessions/book 201 {ms}ms"],
        ["jump-sessions", "Session JS-{n5} booked for {slot}, {n1} jumpers (capacity left {n2})"],
        ["park-payments", "Payment captured: amount={amt} GBP method=card terminal=KIOSK-{n1} auth={HEX}"],
      ],
    },
    {
      rate: 10,
      steps: [
        ["kiosk-api", "POST /v1/cafe/orders 201 {ms}ms"],
        ["cafe-orders", 'Started POST "/orders" for 10.12.{n1}.{n2}'],
        ["park-payments", "Payment captured: amount={amt} GBP method=apple_pay terminal=CAFE-{n1} auth={HEX}"],
      ],
    },
    {
      rate: 4,
      steps: [
        ["kiosk-api", "POST /v1/parties/deposit 201 {ms}ms"],
        ["party-deposits", "deposit taken party=PTY-{n5} amount={amt} GBP (balance due on the day)"],
        ["park-payments", "Payment captured: amount={amt} GBP method=card terminal=WEB auth={HEX}"],
      ],
    },
  ],
  noisy: [
    "waiver-vault",
    "warn",
    "minor guest G{n6} waiver has no guardian signature image; flagged for desk review",
    5,
  ],
  periodic: [
    ["kiosk-api", 10, "GET /health 200 0ms"],
    ["jump-sessions", 15, "GET /actuator/health 200 OK"],
    ["park-payments", 20, "Health check completed: Healthy"],
    ["capacity-tracker", 30, "snapshot written: 6 zones, {n3} active wristbands"],
    ["party-deposits", 60, 'apscheduler: Running job "send_balance_reminders" (scheduled at {now})'],
    ["crew-shifts", 60, "Scheduled task rotaPublisher completed in {ms}ms"],
  ],
  deprecations: [
    [
      "waiver-vault",
      "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
    ],
    [
      "cafe-orders",
      "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials",
    ],
  ],
  retries: [
    [
      "notify-worker",
      "sms send attempt 1 failed: 503 from provider, retrying in 500ms",
      "sms send ok on attempt 2 (provider id SM{hex})",
    ],
    [
      "park-payments",
      "Terminal KIOSK-{n1} did not respond, retrying transaction (attempt 2 of 3)",
      "Terminal KIOSK-{n1} responded, transaction approved",
    ],
  ],
  changes: [
    ["crew-shifts", "Started CrewShiftsApplication in 11.{n3} seconds (process running for 12.{n2}) version=4.{n1}.0"],
    ["notify-worker", "config reloaded from /etc/notify/templates.yaml (27 templates)"],
  ],
  domain: [
    ["waiver-vault", "warn", "check-in refused: guest G{n6} has no signed waiver for today"],
    ["park-payments", "warn", "Payment declined: amount={amt} GBP reason=do_not_honor terminal=KIOSK-{n1}"],
    ["capacity-tracker", "warn", "zone {zone} closed by staff: net repair"],
    ["party-deposits", "info", "party PTY-{n5} moved from {slot} to {slot2}; deposit carried over"],
  ],
};

const pixelpier: Estate = {
  key: "pixelpier",
  ns: "pier-prod",
  traced: true,
  services: [
    "app-gateway",
    "card-wallet",
    "tap-hub",
    "credit-ledger",
    "ticket-bank",
    "prize-counter",
    "topup-payments",
    "member-points",
    "pricing-rules",
  ],
  base: [
    ["tap-hub", "info", 'reader {machine} tap card={card} game="{game}" price={cr}cr -> granted ({ms2}ms)', 45],
    ["ticket-bank", "info", "Tickets credited: card={card} +{tix} from machine {machine} (payout table v7)", 20],
    ["pricing-rules", "info", "I, [{now} #1]  INFO -- : happy-hour rule evaluated for venue {venue}: inactive", 3],
  ],
  flows: [
    {
      rate: 16,
      steps: [
        ["app-gateway", "POST /v2/wallet/topup status=200 dur={ms}ms"],
        ["topup-payments", "charge succeeded amount={amt} USD intent=pi_{hex} card_brand=visa"],
        ["card-wallet", "Top-up posted card={card} +{cr} credits bonus={n1} (rule HAPPY10)"],
        ["credit-ledger", "ledger append card={card} delta=+{cr} seq={n6}"],
        ["member-points", "points +{pts} for member {mem} (topup)"],
      ],
    },
    {
      rate: 14,
      steps: [
        ["app-gateway", "GET /v2/wallet status=200 dur={ms}ms"],
        ["card-wallet", "Wallet read member={mem} cards=1 credits={bal}"],
      ],
    },
    {
      rate: 30,
      steps: [
        ["tap-hub", "authorize reader {machine} card={card}"],
        ["credit-ledger", "ledger append card={card} delta=-{cr} seq={n6}"],
      ],
    },
    {
      rate: 6,
      steps: [
        ["prize-counter", "Redemption started at counter {ctr}: card {card}, {tix} tickets requested"],
        ["ticket-bank", "Tickets debited: card={card} -{tix} balance={n4}"],
        ["prize-counter", "Redemption completed at counter {ctr}: SKU {sku} x1"],
      ],
    },
  ],
  noisy: ["prize-counter", "error", "Label printer ZD421 at counter {ctr}: paper out (status 0x0104)", 3],
  periodic: [
    ["app-gateway", 10, "GET /healthz status=200 dur=0ms"],
    ["card-wallet", 15, "GET /actuator/health 200 OK"],
    ["credit-ledger", 15, "healthz ok (pg pool idle={n1} in_use={n1})"],
    ["ticket-bank", 30, "GET /actuator/health 200 OK"],
    ["member-points", 60, "celery beat: sending due task points.tasks.expire_stale"],
    ["tap-hub", 30, "heartbeat summary: 20{n1}/212 readers online"],
  ],
  deprecations: [
    [
      "member-points",
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    ],
    [
      "topup-payments",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
  ],
  retries: [
    [
      "card-wallet",
      "Optimistic lock conflict on card {card} (version {n2}), retrying",
      "Optimistic lock retry succeeded for card {card}",
    ],
    ["tap-hub", "reader {machine} ack lost, resending grant (seq {n4})", "reader {machine} ack received (seq {n4})"],
  ],
  changes: [
    [
      "pricing-rules",
      "I, [{now} #1]  INFO -- : Puma starting in single mode... version 6.4.2 (release pricing-rules@{hex})",
    ],
    ["app-gateway", "config reload: routes.yaml applied (41 routes, 0 changed)"],
  ],
  domain: [
    ["tap-hub", "warn", "reader {machine}: card {card} unreadable (CRC mismatch), tap rejected"],
    ["prize-counter", "warn", "SKU {sku} stock exhausted at counter {ctr}; hidden from catalogue"],
    ["topup-payments", "warn", "charge declined amount={amt} USD code=insufficient_funds intent=pi_{hex}"],
    ["card-wallet", "info", "Card {card} reported lost by member {mem}; balance moved to new card"],
  ],
};

const funplex: Estate = {
  key: "funplex",
  ns: "funplex",
  traced: false,
  services: [
    "fec-bff",
    "booking-core",
    "pinsetter-monitor",
    "attraction-gates",
    "kitchen-display",
    "party-planner",
    "loyalty-sync",
    "rota-planner",
  ],
  base: [
    ["pinsetter-monitor", "info", "lane {lane} cycle ok sweep={ms2}ms table={ms}ms count={n1}", 30],
    ["attraction-gates", "info", "gate {gate} admitted wristband WB{n6} attraction={attr}", 25],
    ["kitchen-display", "info", "Ticket {n4} bumped at station {station} after {n2}s", 8],
    ["rota-planner", "info", "rota recalculated for {day}: {n2} shifts, coverage 100%", 1],
  ],
  flows: [
    {
      rate: 14,
      steps: [
        ["fec-bff", "POST /bookings -> 201 ({ms} ms)"],
        ["booking-core", "Booking FP{n6} created: {attr} x{n1} at {slot}, waivers required={n1}"],
      ],
    },
    {
      rate: 10,
      steps: [
        ["fec-bff", "POST /lanes/{lane}/order -> 201 ({ms} ms)"],
        ["kitchen-display", "Ticket {n4} received from lane {lane}: {food}"],
      ],
    },
    {
      rate: 6,
      steps: [
        ["fec-bff", "GET /parties/{n5} -> 200 ({ms} ms)"],
        ["party-planner", 'GET /parties/{n5} HTTP/1.1" 200 {n3}'],
      ],
    },
    {
      rate: 8,
      steps: [
        ["fec-bff", "POST /members/checkin -> 200 ({ms} ms)"],
        ["loyalty-sync", "Member {mem} visit recorded, +{pts} points (tier silver)"],
      ],
    },
  ],
  noisy: [
    "pinsetter-monitor",
    "error",
    "lane {deadlane} pinsetter PLC unreachable (Modbus timeout), lane held out of order",
    4,
  ],
  periodic: [
    ["fec-bff", 10, "GET /health -> 200 (0 ms)"],
    ["booking-core", 15, "GET /actuator/health 200 OK"],
    ["kitchen-display", 30, "Health check completed: Healthy"],
    ["loyalty-sync", 60, "[Sidekiq] PointsExpiryJob JID-{hex} done: {n1}.{n3} sec"],
    ["rota-planner", 60, 'APScheduler: Job "sync_timeclock" executed successfully'],
  ],
  deprecations: [
    [
      "party-planner",
      "FutureWarning: The default value of numeric_only in DataFrame.sum is deprecated. In a future version, it will default to False.",
    ],
    ["fec-bff", "(node:1) [DEP0066] DeprecationWarning: OutgoingMessage.prototype._headers is deprecated"],
  ],
  retries: [
    [
      "loyalty-sync",
      "WARN: Faraday::ConnectionFailed talking to crm-sync, retry 1/3 in 0.5s",
      "crm-sync push ok after retry (member {mem})",
    ],
    [
      "booking-core",
      "Deadlock found when trying to get lock; retrying transaction (attempt 2)",
      "Transaction committed on attempt 2",
    ],
  ],
  changes: [
    ["party-planner", "gunicorn: Booting worker with pid: {n4} (release party-planner 7.{n1}.{n1})"],
    ["kitchen-display", "Configuration reloaded: appsettings.Production.json (Stations: 4)"],
  ],
  domain: [
    ["booking-core", "warn", "Check-in held for booking FP{n6}: {n1} waiver(s) unsigned"],
    ["pinsetter-monitor", "warn", "lane {lane} deck jam E{n2}: pins not picked up, lane set out of order"],
    ["attraction-gates", "warn", "gate {gate} scanner offline, falling back to manual check"],
    ["party-planner", "info", "Party PB{n5} rescheduled from {slot} to {slot2}"],
  ],
};

export const ESTATES: Record<string, Estate> = { strikezone, bouncepark, pixelpier, funplex };

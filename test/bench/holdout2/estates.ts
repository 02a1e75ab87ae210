// Invented estates: services, call graphs (flows start at the entry), each service's routine
// INFO wording, and the background noise that is always there (benign WARN/ERROR at a steady rate).
import type { Lvl, Rt } from "./kit.js";

export interface Svc {
  name: string;
  path: string;
  ops: string[];
}
export interface Noise {
  svc: string;
  lvl: Lvl;
  msg: string;
  every: number;
}
export interface Estate {
  key: string;
  rt: Rt;
  svcs: Svc[];
  flows: string[][];
  noise: Noise[];
  /** a database / broker / vendor the estate talks to (never logs itself) */
  db: string;
}

export const ESTATES: Record<string, Estate> = {
  rail: {
    key: "rail",
    rt: "java",
    db: "mysql",
    svcs: [
      { name: "ts-ui-dashboard", path: "/api/v1", ops: ["GET {p} -> 200 ({ms} ms)", "Forwarding request to {d}"] },
      {
        name: "ts-auth-service",
        path: "/api/v1/users/login",
        ops: ["[login][User login success][UserName: user{n}]", "Issued token for user{n}"],
      },
      {
        name: "ts-user-service",
        path: "/api/v1/userservice/users",
        ops: ["[getUserByUserId][UserId: {id}]", "Get all users success"],
      },
      {
        name: "ts-travel-service",
        path: "/api/v1/travelservice/trips/left",
        ops: ["[queryInfo][Query TripResponse][TripId: G{n}]", "Query trip info success, {n} trips"],
      },
      {
        name: "ts-route-service",
        path: "/api/v1/routeservice/routes",
        ops: ["[getRouteById][RouteId: {id}]", "Query all routes success"],
      },
      {
        name: "ts-price-service",
        path: "/api/v1/priceservice/prices",
        ops: ["[findByRouteIdAndTrainType][RouteId: {id}, TrainType: GaoTieOne]"],
      },
      {
        name: "ts-seat-service",
        path: "/api/v1/seatservice/seats",
        ops: ["[distributeSeat][TravelDate: 2026-06-0{d1}, TrainNumber: G{n}]", "Left ticket info: {n} seats"],
      },
      {
        name: "ts-order-service",
        path: "/api/v1/orderservice/order",
        ops: [
          "[queryOrders][Query Orders][AccountId: {id}]",
          "[getSoldTickets][Seat Sold][Train: G{n}]",
          "[create][Order Created][OrderId: {id}]",
        ],
      },
      {
        name: "ts-preserve-service",
        path: "/api/v1/preserveservice/preserve",
        ops: ["[preserve][Step 1][Check Security] OrderId: {id}", "[preserve][Step 4][Do Order] success"],
      },
      {
        name: "ts-security-service",
        path: "/api/v1/securityservice/securityConfigs/{id}",
        ops: ["[check][Check Security][AccountId: {id}] pass"],
      },
      {
        name: "ts-inside-payment-service",
        path: "/api/v1/inside_pay_service/inside_payment",
        ops: ["[pay][Pay][OrderId: {id}] success", "[queryAccount] balance ok"],
      },
      {
        name: "ts-payment-service",
        path: "/api/v1/paymentservice/payment",
        ops: ["[pay][Payment Success][OrderId: {id}]"],
      },
    ],
    flows: [
      ["ts-ui-dashboard", "ts-auth-service", "ts-user-service"],
      ["ts-ui-dashboard", "ts-travel-service", "ts-route-service"],
      ["ts-ui-dashboard", "ts-travel-service", "ts-seat-service", "ts-order-service"],
      ["ts-ui-dashboard", "ts-travel-service", "ts-price-service"],
      ["ts-ui-dashboard", "ts-preserve-service", "ts-security-service", "ts-order-service"],
      ["ts-ui-dashboard", "ts-preserve-service", "ts-seat-service", "ts-order-service"],
      ["ts-ui-dashboard", "ts-preserve-service", "ts-order-service"],
      ["ts-ui-dashboard", "ts-inside-payment-service", "ts-payment-service"],
      ["ts-ui-dashboard", "ts-inside-payment-service", "ts-order-service"],
      ["ts-ui-dashboard", "ts-user-service"],
    ],
    noise: [
      {
        svc: "ts-route-service",
        lvl: "ERROR",
        msg: "Scheduled route cache sync failed: Duplicate entry 'R{id}' for key 'PRIMARY' (ignored)",
        every: 18,
      },
      {
        svc: "ts-ui-dashboard",
        lvl: "WARN",
        msg: "Rejected request without X-Forwarded-Proto header from 10.0.3.{n}",
        every: 35,
      },
      {
        svc: "ts-security-service",
        lvl: "WARN",
        msg: "Spring Data repository scan found no MongoDB config, falling back to defaults",
        every: 240,
      },
    ],
  },
  parcel: {
    key: "parcel",
    rt: "go",
    db: "postgres",
    svcs: [
      { name: "parcel-gw", path: "/v2", ops: ["request served", "proxied to {d}"] },
      {
        name: "shipment-svc",
        path: "/v2/shipments",
        ops: ["shipment created", "shipment status updated", "shipment fetched"],
      },
      { name: "route-planner", path: "/v1/routes/plan", ops: ["route planned", "route cache hit"] },
      { name: "label-printer", path: "/v1/labels", ops: ["label rendered", "label queued for print"] },
      { name: "carrier-bridge", path: "/v1/carrier/book", ops: ["carrier booking confirmed", "carrier rate fetched"] },
      { name: "tracking-ingest", path: "/v1/scans", ops: ["scan event stored", "batch flushed"] },
      { name: "depot-inventory", path: "/v1/depots/stock", ops: ["stock reserved", "stock level read"] },
      { name: "billing-svc", path: "/v1/invoices", ops: ["invoice line added", "account balance read"] },
      { name: "notify-svc", path: "/v1/notify", ops: ["notification sent", "webhook delivered"] },
    ],
    flows: [
      ["parcel-gw", "shipment-svc", "route-planner"],
      ["parcel-gw", "shipment-svc", "depot-inventory"],
      ["parcel-gw", "shipment-svc", "label-printer", "carrier-bridge"],
      ["parcel-gw", "tracking-ingest", "notify-svc"],
      ["parcel-gw", "billing-svc"],
      ["parcel-gw", "shipment-svc", "billing-svc"],
      ["parcel-gw", "tracking-ingest"],
    ],
    noise: [
      {
        svc: "tracking-ingest",
        lvl: "ERROR",
        msg: 'dropping malformed scan event: unknown depot code "XX{n}"',
        every: 9,
      },
      { svc: "notify-svc", lvl: "WARN", msg: "sms provider latency above 2s, message queued", every: 40 },
      { svc: "parcel-gw", lvl: "WARN", msg: "client sent deprecated header X-Api-Version=1", every: 25 },
    ],
  },
  card: {
    key: "card",
    rt: "dotnet",
    db: "sqlserver",
    svcs: [
      {
        name: "card-edge",
        path: "/authorize",
        ops: ["HTTP POST /authorize responded 200 in {ms} ms", "Request forwarded to {d}"],
      },
      {
        name: "auth-decision",
        path: "/v1/decisions",
        ops: ["Decision {id} approved", "Decision {id} computed in {ms} ms"],
      },
      {
        name: "fraud-scoring",
        path: "/v1/score",
        ops: ["Scored transaction {id}: 0.0{n}", "Feature vector built for {id}"],
      },
      {
        name: "ledger-writer",
        path: "/v1/ledger/entries",
        ops: ["Posted ledger entry {id}", "Ledger batch committed"],
      },
      {
        name: "limits-service",
        path: "/v1/limits",
        ops: ["Limit check passed for card ****{n}", "Velocity window updated"],
      },
      {
        name: "token-vault",
        path: "/v1/tokens/detokenize",
        ops: ["Detokenized PAN for request {id}", "Token lookup ok"],
      },
      { name: "statement-builder", path: "/v1/statements", ops: ["Statement {id} assembled", "Statement page cached"] },
      { name: "card-notify", path: "/v1/notify", ops: ["Push queued for card ****{n}", "Email receipt queued"] },
    ],
    flows: [
      ["card-edge", "auth-decision", "token-vault"],
      ["card-edge", "auth-decision", "fraud-scoring"],
      ["card-edge", "auth-decision", "limits-service"],
      ["card-edge", "auth-decision", "ledger-writer"],
      ["card-edge", "statement-builder", "ledger-writer"],
      ["card-edge", "card-notify"],
    ],
    noise: [
      {
        svc: "card-notify",
        lvl: "ERROR",
        msg: "Push token not registered for device {id}; dropping notification",
        every: 11,
      },
      {
        svc: "fraud-scoring",
        lvl: "WARN",
        msg: "Feature 'merchant_age_days' missing for {id}, using default",
        every: 20,
      },
    ],
  },
  arena: {
    key: "arena",
    rt: "node",
    db: "redis",
    svcs: [
      { name: "game-gateway", path: "/v1", ops: ["request completed", "ws upgrade accepted"] },
      { name: "matchmaker", path: "/match/queue", ops: ["player enqueued", "match formed with {n} players"] },
      { name: "lobby-svc", path: "/lobbies", ops: ["lobby created", "player joined lobby"] },
      { name: "inventory-svc", path: "/inventory", ops: ["inventory loaded", "item granted"] },
      { name: "player-profile", path: "/profiles", ops: ["profile loaded", "profile cache hit"] },
      { name: "leaderboard", path: "/leaderboard/top", ops: ["leaderboard page served", "score submitted"] },
      { name: "store-api", path: "/store/purchase", ops: ["purchase completed", "catalog served"] },
      { name: "chat-relay", path: "/chat", ops: ["message relayed", "channel joined"] },
      { name: "session-broker", path: "/sessions", ops: ["session validated", "session refreshed"] },
    ],
    flows: [
      ["game-gateway", "session-broker", "player-profile"],
      ["game-gateway", "matchmaker", "lobby-svc"],
      ["game-gateway", "matchmaker", "player-profile"],
      ["game-gateway", "inventory-svc"],
      ["game-gateway", "store-api", "inventory-svc"],
      ["game-gateway", "leaderboard"],
      ["game-gateway", "chat-relay"],
    ],
    noise: [
      { svc: "chat-relay", lvl: "ERROR", msg: "websocket closed abnormally (code 1006) for client {id}", every: 5 },
      { svc: "leaderboard", lvl: "WARN", msg: "slow ZREVRANGE on lb:season:{n} took 212ms", every: 30 },
    ],
  },
  clinic: {
    key: "clinic",
    rt: "python",
    db: "postgres",
    svcs: [
      {
        name: "portal-web",
        path: "/",
        ops: ['"GET /appointments/ HTTP/1.1" 200 {n}', "rendered dashboard for user {n}"],
      },
      {
        name: "appointment-api",
        path: "/api/appointments/",
        ops: ["appointment {id} booked", "listed {n} appointments"],
      },
      { name: "roster-service", path: "/api/roster/", ops: ["roster week {n} loaded", "shift swap recorded"] },
      {
        name: "patient-registry",
        path: "/api/patients/",
        ops: ["patient {id} fetched", "patient search returned {n} rows"],
      },
      { name: "reminder-worker", path: "/", ops: ["reminder batch {n} sent", "task reminders.send succeeded"] },
      { name: "slots-engine", path: "/api/slots/free", ops: ["computed {n} free slots", "slot {id} held"] },
      { name: "hl7-bridge", path: "/api/hl7/adt", ops: ["ADT^A08 forwarded", "ACK received"] },
      { name: "audit-trail", path: "/api/audit/", ops: ["audit record {id} written"] },
    ],
    flows: [
      ["portal-web", "appointment-api", "slots-engine"],
      ["portal-web", "appointment-api", "patient-registry"],
      ["portal-web", "appointment-api", "audit-trail"],
      ["portal-web", "roster-service"],
      ["portal-web", "patient-registry", "hl7-bridge"],
      ["reminder-worker", "appointment-api"],
    ],
    noise: [
      { svc: "hl7-bridge", lvl: "WARN", msg: "ACK timeout from LIS for message {id}, will resend", every: 16 },
      {
        svc: "reminder-worker",
        lvl: "ERROR",
        msg: "SMS to +44 7700 900{n} undeliverable: number not in service",
        every: 14,
      },
    ],
  },
  stream: {
    key: "stream",
    rt: "ruby",
    db: "postgres",
    svcs: [
      {
        name: "storefront",
        path: "/",
        ops: [
          "Completed 200 OK in {ms}ms (Views: 12.1ms | ActiveRecord: 3.2ms)",
          'Started GET "/browse" for 10.1.0.{n}',
        ],
      },
      { name: "accounts", path: "/api/accounts", ops: ["Completed 200 OK in {ms}ms", "Account {id} loaded"] },
      {
        name: "subscriptions",
        path: "/api/subscriptions",
        ops: ["Subscription {id} renewed", "Completed 201 Created in {ms}ms"],
      },
      { name: "catalog", path: "/api/titles", ops: ["Completed 200 OK in {ms}ms", "Title {id} served from cache"] },
      { name: "billing-gw", path: "/api/charges", ops: ["Charge {id} captured", "Completed 200 OK in {ms}ms"] },
      { name: "search-proxy", path: "/api/search", ops: ["Search 'q{n}' returned {n} hits"] },
      { name: "mailer", path: "/api/mail", ops: ["Delivered mail to user{n}@example.com"] },
    ],
    flows: [
      ["storefront", "accounts"],
      ["storefront", "catalog"],
      ["storefront", "subscriptions", "billing-gw"],
      ["storefront", "subscriptions", "accounts"],
      ["storefront", "search-proxy", "catalog"],
      ["storefront", "mailer"],
    ],
    noise: [
      {
        svc: "mailer",
        lvl: "ERROR",
        msg: "Net::SMTPFatalError: 550 5.1.1 mailbox unavailable for user{n}@example.com",
        every: 21,
      },
      { svc: "storefront", lvl: "WARN", msg: "DEPRECATION WARNING: `render :text` is deprecated", every: 60 },
    ],
  },
  lambda: {
    key: "lambda",
    rt: "node",
    db: "dynamodb",
    svcs: [
      { name: "order-intake-fn", path: "/orders", ops: ["order received", "order accepted"] },
      { name: "address-validate-fn", path: "/address", ops: ["address normalised", "postcode verified"] },
      { name: "quote-fn", path: "/quote", ops: ["quote computed", "rate table loaded"] },
      { name: "stock-sync-fn", path: "/stock", ops: ["stock delta applied", "sku {id} synced"] },
      { name: "invoice-pdf-fn", path: "/invoice", ops: ["invoice rendered", "pdf uploaded to s3"] },
      { name: "webhook-dispatch-fn", path: "/hooks", ops: ["webhook delivered", "batch of {n} hooks sent"] },
    ],
    flows: [
      ["order-intake-fn", "address-validate-fn"],
      ["order-intake-fn", "quote-fn"],
      ["order-intake-fn", "stock-sync-fn"],
      ["invoice-pdf-fn"],
      ["webhook-dispatch-fn"],
    ],
    noise: [
      {
        svc: "webhook-dispatch-fn",
        lvl: "ERROR",
        msg: "delivery to https://hooks.partner{n}.example/ failed with 410 Gone; endpoint disabled",
        every: 13,
      },
    ],
  },
  cloud: {
    key: "cloud",
    rt: "python",
    db: "mariadb",
    svcs: [
      {
        name: "ctl-api",
        path: "/v2.1/servers",
        ops: [
          '"POST /v2.1/servers HTTP/1.1" status: 202 len: 0 time: 0.{ms}',
          '"GET /v2.1/servers/detail HTTP/1.1" status: 200 len: {n} time: 0.{ms}',
        ],
      },
      { name: "idp-token", path: "/v3/auth/tokens", ops: ["token validated for project {id}", "issued scoped token"] },
      {
        name: "sched-worker",
        path: "/schedule",
        ops: ["Selected host node-{n} for instance {id}", "Filter results: {n} hosts"],
      },
      {
        name: "placement-svc",
        path: "/allocation_candidates",
        ops: ["GET /allocation_candidates returned {n} candidates", "claimed allocation for {id}"],
      },
      {
        name: "host-agent",
        path: "/spawn",
        ops: ["Instance {id} spawned successfully", "VM started (Lifecycle Event)"],
      },
      { name: "net-agent", path: "/ports", ops: ["Port {id} bound on br-int", "Port {id} updated"] },
      { name: "vol-manager", path: "/v3/volumes", ops: ["Volume {id} attached", "Volume {id} created"] },
      { name: "img-registry", path: "/v2/images", ops: ["image {id} served ({n} MB)"] },
    ],
    flows: [
      ["ctl-api", "idp-token"],
      ["ctl-api", "sched-worker", "placement-svc"],
      ["ctl-api", "sched-worker", "host-agent", "net-agent"],
      ["ctl-api", "vol-manager"],
      ["ctl-api", "img-registry"],
    ],
    noise: [
      {
        svc: "host-agent",
        lvl: "WARN",
        msg: "While synchronizing instance power states, found 3 instances in the database and 4 on the hypervisor",
        every: 60,
      },
      {
        svc: "net-agent",
        lvl: "ERROR",
        msg: "Failed reporting state! Agent heartbeat delayed 1.{n}s (ignored, will retry)",
        every: 30,
      },
    ],
  },
};

// The three made-up companies of holdout79 and what their services log on an ordinary day.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Gen = (r: Rng) => string;
export interface Hop {
  svc: string;
  msg: Gen;
  level?: Level;
}
export interface Ambient {
  svc: string;
  level: Level;
  msg: Gen;
  mean: number; // seconds between lines
}
export interface Estate {
  key: string;
  ns: string;
  traceIds: boolean;
  services: string[];
  noisy: Ambient;
  flows: { w: number; hops: Hop[] }[];
  ambient: Ambient[];
  deploys: { svc: string; lines: string[] }[];
}

const num = (r: Rng) => `+1${r.int(201, 989)}${r.int(2000000, 9999999)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const callId = (r: Rng) => `${r.hex(8)}-${r.hex(4)}@10.40.${r.int(1, 9)}.${r.int(2, 250)}`;

export const VOXTRUNK: Estate = {
  key: "voxtrunk",
  ns: "voice-prod",
  traceIds: true,
  services: [
    "voice-api",
    "sbc-edge",
    "call-router",
    "media-fs",
    "number-inventory",
    "porting-svc",
    "e911-gateway",
    "cdr-rating",
    "provisioning-api",
    "webhook-dispatcher",
  ],
  noisy: {
    svc: "webhook-dispatcher",
    level: "error",
    mean: 4,
    msg: (r) =>
      `delivery failed url=https://hooks.${r.pick(["acme-dental", "brightpath", "zenflow", "orbit-realty"])}.example/voice/status status=410 attempt=1/1 reason="customer endpoint gone, not retrying"`,
  },
  flows: [
    {
      w: 5,
      hops: [
        {
          svc: "sbc-edge",
          msg: (r) =>
            `INVITE sip:${num(r)}@trunk.voxtrunk.net from ${r.pick(["203.0.113.", "198.51.100."])}${r.int(2, 250)}:5060 call-id=${callId(r)} -> 100 Trying`,
        },
        {
          svc: "call-router",
          msg: (r) =>
            `route decision dnis=${num(r)} carrier=${r.pick(["lvl3-a", "bw-east", "tel-west"])} lcr_rank=${r.int(1, 3)} in ${ms(r, 2, 19)}ms`,
        },
        {
          svc: "media-fs",
          msg: (r) =>
            `New Channel sofia/external/${num(r).slice(1)}@trunk [${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] codec=${r.pick(["PCMU", "OPUS", "G722"])}`,
        },
        {
          svc: "cdr-rating",
          msg: (r) =>
            `rated cdr acct=AC${r.hex(10)} dur=${r.int(4, 900)}s rate=0.0${r.int(40, 99)}/min dest=${r.pick(["US-LOCAL", "US-TF", "CA", "MX-MOB", "GB"])}`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "voice-api", msg: (r) => `POST /v2/Accounts/AC${r.hex(10)}/Calls 201 ${ms(r, 40, 220)}ms` },
        { svc: "call-router", msg: (r) => `outbound call queued to=${num(r)} cps_bucket=${r.int(3, 29)}/30` },
        { svc: "sbc-edge", msg: (r) => `SIP/2.0 200 OK call-id=${callId(r)} cseq=1 INVITE rtt=${ms(r, 20, 140)}ms` },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "voice-api", msg: (r) => `GET /v2/Accounts/AC${r.hex(10)}/IncomingPhoneNumbers 200 ${ms(r, 15, 90)}ms` },
        {
          svc: "number-inventory",
          msg: (r) =>
            `lookup tn=${num(r)} status=assigned rate_center=${r.pick(["NWYRCYZN01", "LSANCA02", "CHCGIL03", "DLLSTX04"])}`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "provisioning-api",
          msg: (r) => `PATCH /numbers/${num(r)} voice_url updated by key SK${r.hex(8)} 200 ${ms(r, 30, 120)}ms`,
        },
        { svc: "number-inventory", msg: (r) => `tn ${num(r)} routing profile updated (rev ${r.int(2, 40)})` },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "porting-svc",
          msg: (r) =>
            `port order PO-${r.int(100000, 999999)} status FOC_RECEIVED foc_date=2026-12-${r.int(10, 28)} losing_carrier=${r.pick(["Verizon", "AT&T", "Lumen", "Frontier"])}`,
        },
        { svc: "number-inventory", msg: (r) => `reserved ${r.int(1, 20)} tns for port order (pending activation)` },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "e911-gateway",
          msg: (r) =>
            `address validated for tn=${num(r)} msag=ok psap=${r.pick(["PSAP-0412", "PSAP-1188", "PSAP-2290"])} in ${ms(r, 60, 300)}ms`,
        },
      ],
    },
  ],
  ambient: [
    { svc: "sbc-edge", level: "info", mean: 6, msg: (r) => `SIP/2.0 486 Busy Here call-id=${callId(r)} to=${num(r)}` },
    {
      svc: "sbc-edge",
      level: "info",
      mean: 9,
      msg: (r) => `SIP/2.0 404 Not Found call-id=${callId(r)} ruri=sip:${num(r)}@trunk.voxtrunk.net (no such number)`,
    },
    {
      svc: "media-fs",
      level: "warn",
      mean: 25,
      msg: (r) =>
        `switch_rtp.c:7211 No RTP received for 10s on ${r.hex(8)} (possible one-way audio, remote ${r.int(24, 99)}.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}:${r.int(16384, 32767)} behind NAT)`,
    },
    {
      svc: "sbc-edge",
      level: "info",
      mean: 15,
      msg: (r) =>
        `REGISTER sip:reg.voxtrunk.net contact=<sip:pbx${r.int(1, 900)}@${r.int(24, 99)}.${r.int(1, 250)}.1.${r.int(2, 250)}> expires=3600 -> 200 OK`,
    },
    {
      svc: "cdr-rating",
      level: "info",
      mean: 60,
      msg: (r) =>
        `batch rate job: ${r.int(4000, 19000)} cdrs rated, ${r.int(0, 3)} unrated (unknown prefix), lag=${r.int(2, 30)}s`,
    },
    { svc: "voice-api", level: "info", mean: 10, msg: () => "GET /healthz 200 1ms" },
    {
      svc: "porting-svc",
      level: "warn",
      mean: 90,
      msg: (r) => `DeprecationWarning: datetime.datetime.utcnow() is deprecated (porting/foc.py:${r.int(40, 200)})`,
    },
    {
      svc: "call-router",
      level: "warn",
      mean: 70,
      msg: (r) => `carrier tel-west SIP OPTIONS ping timeout, retry 1/3 ... ok after ${ms(r, 300, 900)}ms`,
    },
    { svc: "e911-gateway", level: "info", mean: 30, msg: () => "heartbeat to psap-selective-router ok (2 links up)" },
    {
      svc: "provisioning-api",
      level: "warn",
      mean: 80,
      msg: () => "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
  ],
  deploys: [
    {
      svc: "provisioning-api",
      lines: [
        "rolling update: provisioning-api image tag v3.41.2 -> v3.41.3 (2/4 pods ready)",
        "provisioning-api v3.41.3 listening on :8080",
      ],
    },
    { svc: "cdr-rating", lines: ["reloaded rate deck RD-2026-11 (48211 prefixes) without restart"] },
    { svc: "voice-api", lines: ["config reload: feature flag voice.tts_neural_voices=true (source=flagd)"] },
  ],
};

export const MEETLY: Estate = {
  key: "meetly",
  ns: "meet-prod",
  traceIds: false,
  services: [
    "meet-gateway",
    "signal-ws",
    "sfu-node",
    "turn-coturn",
    "room-svc",
    "identity",
    "recorder",
    "transcriber",
    "calendar-bridge",
    "notifier",
  ],
  noisy: {
    svc: "turn-coturn",
    level: "error",
    mean: 2.5,
    msg: (r) =>
      `session 0${r.int(10, 99)}0000000000${r.int(1000, 9999)}: realm <meetly.io> user <>: incoming packet ALLOCATE processed, error 401: Unauthorized`,
  },
  flows: [
    {
      w: 4,
      hops: [
        {
          svc: "meet-gateway",
          msg: (r) =>
            `GET /api/rooms/${r.hex(6)}/join 200 ${ms(r, 20, 180)}ms ua="${r.pick(["Chrome/131", "Safari/18.1", "Firefox/133", "MeetlyDesktop/5.2"])}"`,
        },
        { svc: "room-svc", msg: (r) => `participant p_${r.hex(8)} joined room ${r.hex(6)} (count=${r.int(2, 40)})` },
        { svc: "signal-ws", msg: (r) => `ws open peer=p_${r.hex(8)} room=${r.hex(6)} subprotocol=meetly.v3` },
        {
          svc: "sfu-node",
          msg: (r) =>
            `transport connected peer=p_${r.hex(8)} ice=${r.pick(["host", "srflx", "srflx", "relay"])} dtls=ok rtt=${ms(r, 8, 120)}ms`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "signal-ws",
          msg: (r) =>
            `relayed ${r.pick(["offer", "answer", "candidate", "candidate", "mute", "layer-switch"])} peer=p_${r.hex(8)} size=${r.int(80, 4200)}B`,
        },
        {
          svc: "sfu-node",
          msg: (r) =>
            `simulcast layer switch peer=p_${r.hex(8)} spatial ${r.int(0, 1)}->${r.int(1, 2)} bwe=${r.int(300, 2500)}kbps`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "meet-gateway", msg: (r) => `POST /api/auth/token 200 ${ms(r, 30, 140)}ms` },
        { svc: "identity", msg: (r) => `Issued access token for user u_${r.hex(6)} (client=web, exp=3600s)` },
      ],
    },
    {
      w: 1,
      hops: [
        { svc: "room-svc", msg: (r) => `recording requested room=${r.hex(6)} by host u_${r.hex(6)}` },
        {
          svc: "recorder",
          msg: (r) => `composite job rec_${r.hex(8)} started layout=speaker fps=${r.pick([15, 24, 30])}`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "recorder",
          msg: (r) =>
            `rec_${r.hex(8)} finalized ${r.int(3, 90)}m${r.int(0, 59)}s -> s3://meetly-rec/${r.hex(4)}/${r.hex(8)}.mp4`,
        },
        {
          svc: "transcriber",
          msg: (r) =>
            `transcript job tr_${r.hex(8)} done words=${r.int(200, 9000)} lang=${r.pick(["en", "en", "de", "es", "fr"])} avg_conf=0.${r.int(82, 96)}`,
        },
        { svc: "notifier", msg: () => "email queued template=recording_ready" },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "calendar-bridge",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 40, 300)}ms (Views: 0.2ms | ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms) POST /webhooks/google`,
        },
        { svc: "room-svc", msg: (r) => `scheduled room ${r.hex(6)} synced from calendar event` },
      ],
    },
  ],
  ambient: [
    {
      svc: "signal-ws",
      level: "info",
      mean: 8,
      msg: (r) => `peer p_${r.hex(8)} reconnected after ${ms(r, 800, 6000)}ms (ws close 1006, client network change)`,
    },
    {
      svc: "sfu-node",
      level: "warn",
      mean: 14,
      msg: (r) => `ICE failed peer=p_${r.hex(8)}: no valid candidate pair after 30s (udp blocked? relay not offered)`,
    },
    {
      svc: "transcriber",
      level: "warn",
      mean: 20,
      msg: (r) =>
        `segment ${r.int(1, 400)} of tr_${r.hex(8)} low confidence 0.${r.int(28, 55)}, kept (speaker overlap)`,
    },
    {
      svc: "turn-coturn",
      level: "info",
      mean: 5,
      msg: (r) =>
        `session 0${r.int(10, 99)}0000000000${r.int(1000, 9999)}: realm <meetly.io> user <${r.int(1733000000, 1733999999)}:p_${r.hex(6)}>: incoming packet ALLOCATE processed, success`,
    },
    { svc: "meet-gateway", level: "info", mean: 10, msg: () => "GET /healthz 200 0ms" },
    { svc: "room-svc", level: "info", mean: 60, msg: (r) => `stale room sweeper: closed ${r.int(0, 12)} empty rooms` },
    {
      svc: "calendar-bridge",
      level: "warn",
      mean: 120,
      msg: () =>
        "DEPRECATION WARNING: `ActiveSupport::TimeWithZone#to_s(:db)` is deprecated. Use `to_fs(:db)` instead.",
    },
    {
      svc: "notifier",
      level: "warn",
      mean: 70,
      msg: (r) => `APNs send retry 1 for device ${r.hex(8)} (ECONNRESET) -> delivered`,
    },
    {
      svc: "identity",
      level: "info",
      mean: 40,
      msg: () => "Health check 'db' completed with status Healthy in 3.1 ms",
    },
  ],
  deploys: [
    { svc: "notifier", lines: ["notifier 2.18.0 started (node v20.18.1), 4 workers"] },
    {
      svc: "calendar-bridge",
      lines: [
        "Puma starting in cluster mode... Version 6.4.3, codename: The Eagle of Durango",
        "- Worker 0 (PID: 41) booted in 2.31s, phase: 0",
      ],
    },
    { svc: "room-svc", lines: ["config reloaded from configmap room-svc-config (max_participants=300)"] },
  ],
};

export const TALLYLINE: Estate = {
  key: "tallyline",
  ns: "cc-prod",
  traceIds: true,
  services: [
    "ivr-engine",
    "acd-routing",
    "agent-desktop",
    "chat-connector",
    "telephony-adapter",
    "recording-vault",
    "speech-insights",
    "crm-sync",
    "wfm-forecast",
    "supervisor-dash",
  ],
  noisy: {
    svc: "crm-sync",
    level: "error",
    mean: 3.5,
    msg: (r) =>
      `Salesforce upsert skipped for Contact 003${r.hex(12).toUpperCase()}: INVALID_EMAIL_ADDRESS: Email: invalid email address: ${r.pick(["n/a", "none", "x@", "—"])}`,
  },
  flows: [
    {
      w: 5,
      hops: [
        {
          svc: "telephony-adapter",
          msg: (r) =>
            `inbound call ${r.hex(10)} ani=${num(r)} dnis=${r.pick(["+18005550142", "+18885550199", "+18665550111"])} trunk=${r.pick(["tr-a", "tr-b"])}`,
        },
        {
          svc: "ivr-engine",
          msg: (r) =>
            `flow=${r.pick(["MainMenu", "Billing", "TechSupport", "Claims"])} node=${r.pick(["GetDigits", "NLU-Intent", "Authenticate", "Transfer"])} result=ok in ${ms(r, 20, 400)}ms`,
        },
        {
          svc: "acd-routing",
          msg: (r) =>
            `interaction queued queue=${r.pick(["billing_en", "tech_t1", "claims_es", "sales"])} skills=[${r.pick(["en", "es"])},${r.pick(["billing", "t1", "claims"])}] pos=${r.int(1, 24)} ewt=${r.int(10, 600)}s`,
        },
        {
          svc: "acd-routing",
          msg: (r) => `offered to agent ag_${r.int(1000, 4999)} after ${r.int(4, 540)}s, accepted`,
        },
        {
          svc: "agent-desktop",
          msg: (r) => `Agent ag_${r.int(1000, 4999)} state Available -> OnCall (interaction ${r.hex(10)})`,
        },
        {
          svc: "recording-vault",
          msg: (r) => `stored recording ${r.hex(12)}.opus (${r.int(80, 9000)}KB) encrypted kms-key=cc-rec-2026`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        {
          svc: "chat-connector",
          msg: (r) =>
            `chat ${r.hex(8)} started channel=${r.pick(["web", "whatsapp", "sms"])} locale=${r.pick(["en-US", "es-US"])}`,
        },
        {
          svc: "acd-routing",
          msg: (r) =>
            `chat routed queue=chat_${r.pick(["billing", "support"])} to ag_${r.int(1000, 4999)} (concurrency ${r.int(1, 3)}/3)`,
        },
        {
          svc: "agent-desktop",
          msg: (r) =>
            `Request finished HTTP/1.1 POST /api/interactions/${r.hex(8)}/accept - 200 - ${r.int(10, 90)}.${r.int(0, 9)}ms`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        {
          svc: "agent-desktop",
          msg: (r) =>
            `Agent ag_${r.int(1000, 4999)} state OnCall -> AfterCallWork (wrap code ${r.pick(["RESOLVED", "CALLBACK", "ESCALATED"])})`,
        },
        {
          svc: "crm-sync",
          msg: (r) => `Upserted Task 00T${r.hex(12).toUpperCase()} (call log) in ${ms(r, 80, 400)}ms`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        { svc: "recording-vault", msg: (r) => `handoff ${r.hex(12)} to analytics` },
        {
          svc: "speech-insights",
          msg: (r) =>
            `analyzed call ${r.hex(10)} sentiment=${r.pick(["neutral", "positive", "negative"])} talk_ratio=0.${r.int(30, 70)} silence=${r.int(2, 30)}% wer_est=0.${r.int(8, 25)}`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        { svc: "supervisor-dash", msg: (r) => `GET /api/queues/live 200 ${ms(r, 20, 160)}ms` },
        { svc: "acd-routing", msg: (r) => `snapshot served: ${r.int(6, 14)} queues, ${r.int(40, 180)} agents` },
      ],
    },
  ],
  ambient: [
    {
      svc: "acd-routing",
      level: "info",
      mean: 9,
      msg: (r) =>
        `caller abandoned in queue ${r.pick(["billing_en", "tech_t1", "claims_es"])} after ${r.int(30, 700)}s`,
    },
    {
      svc: "agent-desktop",
      level: "info",
      mean: 12,
      msg: (r) => `Agent ag_${r.int(1000, 4999)} state AfterCallWork -> Available (acw ${r.int(15, 180)}s)`,
    },
    {
      svc: "speech-insights",
      level: "warn",
      mean: 25,
      msg: (r) =>
        `low transcription confidence 0.${r.int(31, 58)} on channel ${r.pick(["caller", "agent"])} (noisy line), analysis kept`,
    },
    {
      svc: "ivr-engine",
      level: "info",
      mean: 15,
      msg: (r) => `caller hung up in flow=${r.pick(["MainMenu", "Billing"])} node=GetDigits (no input x3)`,
    },
    {
      svc: "wfm-forecast",
      level: "info",
      mean: 60,
      msg: (r) =>
        `interval forecast 15m: billing_en calls=${r.int(80, 300)} aht=${r.int(240, 600)}s required_agents=${r.int(20, 80)}`,
    },
    { svc: "supervisor-dash", level: "info", mean: 10, msg: () => "GET /health 200 1ms" },
    {
      svc: "telephony-adapter",
      level: "warn",
      mean: 30,
      msg: (r) => `RTP jitter ${r.int(40, 90)}ms on leg ${r.hex(10)} (caller side, mobile)`,
    },
    {
      svc: "chat-connector",
      level: "warn",
      mean: 60,
      msg: () => "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
    },
    {
      svc: "wfm-forecast",
      level: "warn",
      mean: 80,
      msg: () => "FutureWarning: 'H' is deprecated and will be removed in a future version, please use 'h' instead.",
    },
    {
      svc: "crm-sync",
      level: "warn",
      mean: 50,
      msg: (r) => `Salesforce REQUEST_LIMIT headroom ${r.int(60, 80)}% (retry after 1s succeeded)`,
    },
  ],
  deploys: [
    { svc: "supervisor-dash", lines: ["supervisor-dash build 2026.11.30-2 deployed (canary 25%)"] },
    { svc: "wfm-forecast", lines: ["reloaded schedule config wfm.yaml (3 sites, 14 queues)"] },
    { svc: "speech-insights", lines: ["model registry: switched keyword-spotting model to kws-v12 (hot reload)"] },
  ],
};

export const ESTATES: Estate[] = [VOXTRUNK, MEETLY, TALLYLINE];

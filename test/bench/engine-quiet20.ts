// Blind set quiet20: 48 aggregated log windows, 40 harmless-but-alarming and 8 real failures, from three domains
// that page people for nothing: sports betting (odds feeds, bet placement, cash-out, settlement, wallets, KYC,
// geolocation), a crypto exchange (order gateway, matching engine, market data, wallets, chain watchers,
// withdrawals) and real-time voice and video (Kamailio-style SIP edge, Asterisk PBX, coturn, a mediasoup SFU,
// recording). Four made-up estates of 9-10 services each: Fennick Sports and Brightline Bet (betting), Tidewater
// Exchange (crypto, no request ids) and Lumen Voice (voice/video, call ids on part of the lines); runtimes Java,
// Python, Go, Node, .NET, Ruby, C and C++ with stack traces in each one's style.
// Each window is 6-20 minutes and 1,500-10,000 lines, sorted by printed time with up to 300 ms skew per service,
// in the six dev-set formats in rotation (jsonl, datadog, ecs, gcp, logfmt, compose).
// What makes it hard: every window carries a constantly erroring service, deprecation warnings, retries that
// succeed and a restart or reload, and one of 38 kinds of loud, bursty or red noise (market suspensions, KYC
// rejections, geo blocks, settlement lag, post-only rejects, rate-limited bots, reorgs, AML holds, SIP scanners,
// 486/487/408 call outcomes, TURN 401 challenges, ICE failures, S3 SlowDown, GC pauses, rebalances...). The 8
// failures (dependency, unknown, database, disk, network, configuration, memory, timeout) sit on the same noise;
// callers are louder than the origins, two origins log only at WARN and one goes silent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, sources } from "./quiet20/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet20/formats.js";
import { INCIDENTS, type Incident } from "./quiet20/incidents.js";
import { NOISE, noiseByKey } from "./quiet20/quiet.js";
import { Rng } from "./quiet20/rng.js";
import { assignSplits } from "./quiet20/split.js";
import { Stream } from "./quiet20/stream.js";

export interface Quiet20Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: string;
  primary?: string;
  incident?: Incident;
}

// Which noise leads each quiet window: 36 different kinds over 40 windows.
const QUIET_PLAN: [string, string][] = [
  ...["goal-suspension", "cashout-price-moved", "kyc-document-rejections", "geo-blocks", "settlement-wave"].map(
    (k): [string, string] => ["fennick", k],
  ),
  ...["feed-socket-rotation", "cert-expiry-reminder", "gc-pauses", "rolling-deploy-probes", "var-resettlement"].map(
    (k): [string, string] => ["fennick", k],
  ),
  ...["insufficient-funds", "deposit-limits", "expired-bonus-codes", "goal-suspension", "kyc-document-rejections"].map(
    (k): [string, string] => ["brightline", k],
  ),
  ...["consumer-rebalance", "cron-lock-held", "bot-404-scan", "geo-blocks", "flag-stream-reconnect"].map(
    (k): [string, string] => ["brightline", k],
  ),
  ...[
    "post-only-rejects",
    "api-rate-limit-bot",
    "chain-reorg",
    "aml-withdrawal-holds",
    "md-slow-consumers",
    "btc-peer-bans",
    "replacement-underpriced",
    "liquidation-cascade",
    "funding-settlement",
    "nonce-too-low",
  ].map((k): [string, string] => ["tidewater", k]),
  ...[
    "sip-scanners",
    "busy-no-answer",
    "turn-401-challenges",
    "ice-failures-symmetric-nat",
    "mobile-packet-loss",
    "s3-slowdown-retries",
    "dtls-timeouts-closed-tabs",
    "retransmission-timeouts",
    "codec-488",
    "redis-planned-failover",
  ].map((k): [string, string] => ["lumen", k]),
];

function secondary(est: Estate, r: Rng, avoid: string[]): string[] {
  const pool = NOISE.filter((n) => (n.domain === est.domain || n.domain === "any") && !avoid.includes(n.key));
  const n = r.int(1, 2);
  return r
    .shuffle([...pool])
    .slice(0, n)
    .map((x) => x.key);
}

function buildOne(spec: Spec, idx: number, seed: number, scale: number) {
  const r = new Rng(seed * 7919 + idx * 104729);
  const est = ESTATES[spec.estate];
  const inc = spec.incident;
  const minutes = inc ? r.int(12, 20) : r.int(6, 20);
  const day = 1 + ((idx * 5) % 28);
  const start = Date.UTC(2026, 9 + (idx % 2), day, r.int(0, 23), r.int(0, 11) * 5, 0);
  const end = start + minutes * 60000;
  const t0 = inc ? start + r.int(3 * 60, Math.min(8 * 60, minutes * 60 - 300)) * 1000 + r.int(0, 999) : null;
  const s = new Stream(
    r,
    start,
    end,
    est.services.map((x) => x.name),
    sources(est),
  );
  est.background(s);
  // noise: the leading kind (quiet windows) or the incident's kinds, plus one or two more
  const lead = inc ? inc.noise : [spec.primary ?? ""];
  const keys = [...lead, ...secondary(est, r, lead)];
  const dur = end - start;
  keys.forEach((k, i) => {
    const a = i === 0 && !inc ? start + r.float(0.15, 0.55) * dur : start + r.float(0.05, 0.7) * dur;
    noiseByKey(k).apply(s, est, a, Math.min(end, a + r.float(0.25, 0.6) * dur));
  });
  // an unrelated release or reload somewhere near the action
  const others = est.services.map((x) => x.name).filter((n) => n !== inc?.origin);
  const near = t0 ?? start + r.float(0.3, 0.7) * dur;
  est.restart(
    s,
    near + r.int(-150, 120) * 1000,
    r.pick(others.slice(1)),
    `v${r.int(1, 9)}.${r.int(0, 60)}.${r.int(0, 20)}`,
  );
  if (r.chance(0.5))
    s.add(
      near + r.int(-200, 200) * 1000,
      r.pick(others),
      "info",
      `config reloaded: ${r.int(1, 6)} keys changed (${r.pick(["log.level", "pool.maxIdle", "cache.ttl", "feature.flags.refresh"])}), no restart required`,
    );
  if (inc && t0 !== null) inc.run(s, est, t0);
  // request traffic
  const target = r.int(1600, 8200) * scale;
  const weights = est.flows.reduce((a, f) => a + f.weight, 0);
  const perSec = (target * 0.55) / (minutes * 60 * 3.3);
  for (let t = start + r.gap(1000 / perSec); t < end; t += r.gap(1000 / perSec)) {
    const x = r.float(0, weights);
    let acc = 0;
    const flow =
      est.flows.find((f) => {
        acc += f.weight;
        return x < acc;
      }) ?? est.flows[0];
    const e = s.emitter(t, est.traceId(r));
    if (inc && t0 !== null && t >= t0 && inc.onFlow(flow, t, t0, r, e)) continue;
    flow.run(r, e);
  }
  return { s, est, start, end, minutes, t0, keys };
}

export function generateQuiet20(dir: string, seed = 2001): Quiet20Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed);
  const specs: Spec[] = [
    ...QUIET_PLAN.map(([estate, primary]) => ({ estate, primary })),
    ...INCIDENTS.map((incident) => ({ estate: incident.estate, incident })),
  ];
  r.shuffle(specs);
  const splits = assignSplits(
    specs.map((x) => x.incident?.category ?? null),
    r,
  );
  const labels: Quiet20Label[] = [];
  // formats rotate separately over quiet windows and failures, so the failures cover all six
  const turn = { quiet: 0, incident: r.int(0, FORMATS.length - 1) };
  specs.forEach((spec, i) => {
    const format = spec.incident ? FORMATS[turn.incident++ % FORMATS.length] : FORMATS[turn.quiet++ % FORMATS.length];
    let scale = 1;
    let built = buildOne(spec, i, seed, scale);
    let lines = render(format, built.s.sorted(), built.est.namespace);
    for (let k = 0; k < 4 && (lines.length < 1500 || lines.length > 10000); k++) {
      scale *= lines.length > 10000 ? 0.7 : 1.4;
      built = buildOne(spec, i, seed, scale);
      lines = render(format, built.s.sorted(), built.est.namespace);
    }
    const id = `q20-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = spec.incident;
    const lead = noiseByKey(built.keys[0]);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && built.t0 !== null ? new Date(built.t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: inc
        ? `${built.est.company}: ${inc.note}`
        : `${built.est.company}, nothing broken: ${lead.what}, on top of the usual background.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet20", generateQuiet20, (labels) => {
  const est = new Set(labels.map((l) => l.note.split(/[:,]/)[0]));
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates ${[...est].join(" / ")}; formats ${fm}; ${NOISE.length} noise kinds`;
});

// Blind scenario set holdout71: a mobile operator (Kestrel Mobile) and a DNS/CDN provider (Velox).
//
// 64 scenarios: 52 incidents (4 per root-cause category, one in each estate) and 12 quiet windows.
// Four estates of 9 services each: Kestrel core (provisioning, UDM SBI, HSS Diameter, PCF, OCS, CDR mediation,
// SM-DP+ adapter; W3C trace ids), Kestrel messaging (SMS gateway, SMSC, number portability, eSIM activation,
// billing, self-care web; no ids), Velox Edge CDN (edge cache, shield cache, purge API, WAF, edge TLS, log
// shipping, config API, certificates; short request ids) and Velox DNS (authoritative nameservers, anycast
// announcer, zone API/publisher, DNSSEC signer, probes, ACME, portal; no ids). Runtimes: Java, Go, Python, Node,
// .NET, Ruby, C++ and Rust, each with its own stack traces. Files rotate over the dev set's six formats (jsonl,
// datadog, ecs, gcp, logfmt, compose), 6-20 minute windows, about 1,500-10,000 lines, per-service clock skew up to
// 300 ms, sorted by printed time; trouble starts after 3-8 minutes of baseline.
//
// What makes it hard: every estate has a constantly complaining service (SMPP invalid destinations, unknown DLRs,
// WAF scanner blocks, SERVFAIL for expired customer zones), Diameter peers that flap, porting rejects, eSIM
// retries, deprecation warnings and an unrelated deploy or reload near the moment; callers are often louder than
// the service at fault, some services at fault only WARN or go quiet and restart without a word, and the
// third-party failures (payment provider, HLR, NATS, KMS) surface only in the service talking to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format } from "./holdout71/formats.js";
import { CDN } from "./holdout71/incidents-cdn.js";
import { OPERATOR } from "./holdout71/incidents-operator.js";
import { QUIET } from "./holdout71/quiet.js";
import { makeRng } from "./holdout71/rng.js";
import { assignSplit } from "./holdout71/split.js";
import { buildStream } from "./holdout71/stream.js";
import type { Spec } from "./holdout71/types.js";

export interface Holdout71Label extends NotedLabel {
  format: Format;
}

export function generateHoldout71(dir: string, seed = 7101): Holdout71Label[] {
  const r = makeRng(seed);
  const specs: Spec[] = [...OPERATOR, ...CDN, ...QUIET];
  for (let i = specs.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [specs[i], specs[j]] = [specs[j] as Spec, specs[i] as Spec];
  }
  const splits = assignSplit(
    specs.map((s) => s.category),
    r,
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout71Label[] = [];
  specs.forEach((sp, i) => {
    const format = FORMATS[i % FORMATS.length] as Format;
    const id = `h71-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const startAfterSec = r.int(180, 480);
    const minutes = r.int(Math.max(6, Math.ceil(startAfterSec / 60) + 4), 20);
    const day = 1 + Math.floor(i / 3);
    const startIso = `2026-11-${String(day).padStart(2, "0")}T${String(r.int(0, 22)).padStart(2, "0")}:${String(r.int(0, 5) * 10).padStart(2, "0")}:00.000Z`;
    const scene = {
      estate: sp.estate,
      startIso,
      minutes,
      startAfterSec,
      targetLines: Math.min(r.int(2000, 8800), minutes * 480),
      avoid: [...(sp.avoid ?? []), ...(sp.origin ? [sp.origin] : [])],
      ...(sp.change ? { change: sp.change } : {}),
      ...(sp.play ? { play: sp.play } : {}),
    };
    const { text, lines, t0 } = buildStream(scene, format, r);
    writeFileSync(join(dir, file), text);
    labels.push({
      id,
      file,
      format,
      isIncident: sp.category !== null,
      originService: sp.origin,
      category: sp.category,
      errorTypeHints: sp.hints,
      incidentStart: sp.category ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: sp.sev,
      split: splits[i] ?? "tune",
      note: sp.note,
      lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout71", generateHoldout71, (ls) => {
  const by = (k: string) => ls.filter((l) => l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates core/msg/cdn/dns`;
});

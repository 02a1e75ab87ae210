/**
 * Quiet set 12, written blind: "harmless windows that look alarming, round 12: the edge, identity and security
 * noise". 48 scenarios in the dev set's six formats (rotating): 40 quiet windows of 32 kinds and 8 incidents.
 *
 * The quiet windows are the noise edges, identity providers and security tooling make every day: scanners walking
 * /wp-admin, /.env and /phpmyadmin (404s and ModSecurity/Coraza/Cloudflare-style blocks), SSH password bots and
 * fail2ban bans, users locking themselves out, an OAuth client with a stale secret failing every minute, expired
 * sessions, 403s for missing roles, a mobile release's refresh-token burst, JWKS key rotation, cert-manager ACME
 * renewals, 429s for an abusive client, a CDN purge miss storm, old-cipher TLS handshakes, a retired health
 * endpoint, CSP report floods, an announced pen test, denied admin actions in audit logs, an LDAP replica
 * failover, a late Vault renewal, geo and bot blocks, MFA failures, reset spam, OCSP stapling timeouts, auth-proxy
 * cookie errors, stale-tab OIDC errors, admin allow-lists, a revoked mTLS device, 413s, expired SSH certificates,
 * a CRS false positive and slow clients. Each has WARN/ERROR lines that look alarming out of context and none is
 * an incident (labels: isIncident false, origin and category null).
 *
 * The 8 incidents (one each: database, network, configuration, memory, rate_limiting, authentication, disk,
 * null_reference) run on top of the same noise: Keycloak's Postgres out of connections, an internal serving
 * certificate that really expires, a gateway config push routing to a cluster with no endpoints, an IdP running
 * out of heap under credential stuffing, an Okta-style org rate limit exhausted by a sync loop, a Vault AppRole
 * secret_id expiring, a WAF volume filled by audit logs, and a null claim dereferenced after a mobile release.
 *
 * Five made-up estates (8-12 services), windows of 3-15 minutes with a baseline before the episode, 1,000-12,000
 * lines, per-service clock skew up to 300 ms, sorted by printed time; background traffic, health checks, periodic
 * jobs, a noisy service with a constant harmless error, deprecation warnings and retries that succeed everywhere.
 * Labels follow ../shared/data/incidents/README.md plus format, split (seeded, half each, balanced per category,
 * quiet windows one group), note and lines.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet12/estates.js";
import { EXT, FORMATS, type Format } from "./quiet12/formats.js";
import { INCIDENTS, noise } from "./quiet12/incidents.js";
import { QUIET } from "./quiet12/quiet.js";
import { Rng } from "./quiet12/rng.js";
import { assignSplits } from "./quiet12/split.js";
import { background, Ctx, stream } from "./quiet12/stream.js";

export interface Quiet12Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
/** The eight kinds that appear twice among the 40 quiet windows. */
const AGAIN = [
  "vuln-scanner",
  "ssh-bruteforce",
  "password-lockout",
  "rate-limit-429",
  "cert-renewal",
  "jwks-rotation",
  "csp-report-flood",
  "pentest-window",
];

type Plan = { quiet: string } | { incident: number };

export function generateQuiet12(dir: string, seed = 1201): Quiet12Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = r.shuffle([
    ...QUIET.map((q) => ({ quiet: q.kind })),
    ...AGAIN.map((k) => ({ quiet: k })),
    ...INCIDENTS.map((_, i) => ({ incident: i })),
  ]);
  const labels: Quiet12Label[] = [];
  plans.forEach((plan, i) => {
    const id = `quiet12-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const inc = "incident" in plan ? INCIDENTS[plan.incident] : undefined;
    const estate = ESTATES[inc ? inc.estate : i % ESTATES.length];
    const day = Date.UTC(2026, 5, 1 + i, r.int(0, 23), r.int(0, 59), r.int(0, 59));
    const dur = r.int(3, 15) * MIN + r.int(0, 59) * 1000;
    const at = day + Math.max(MIN + r.int(0, 30000), Math.round(dur * (0.3 + r.next() * 0.2)));
    const wanted = r.int(1300, 10000);
    let lines: string[] = [];
    let c: Ctx | undefined;
    for (let scale = 1, tries = 0; tries < 6; tries++) {
      const sub = new Rng(seed * 1000 + i * 7 + tries);
      c = new Ctx(sub, estate, day, day + dur, at);
      background(c, (scale * wanted * 0.7) / (2.7 * (dur / 1000)));
      if (inc) {
        for (const k of inc.noise) noise(c, k, day + sub.int(MIN / 2, Math.max(MIN, at - day + 2 * MIN)));
        inc.run(c);
      } else QUIET.find((q) => "quiet" in plan && q.kind === plan.quiet)?.run(c);
      lines = stream(c, format);
      if (lines.length >= 1000 && lines.length <= 12000) break;
      scale *= lines.length < 1000 ? 1.6 : 0.6;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const q = "quiet" in plan ? QUIET.find((k) => k.kind === plan.quiet) : undefined;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc && c ? inc.origin(c) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(at).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: `${estate.company}: ${inc ? inc.note : (q?.note ?? "")}`,
      lines: lines.length,
    });
  });
  assignSplits(labels, r);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet12", generateQuiet12);

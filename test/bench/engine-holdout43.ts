/**
 * Holdout 43, "identity, secrets and trust": 64 scenarios written blind (the author never saw the engine or its
 * tests): 52 incidents, 4 for each of the 13 categories, and 12 quiet windows.
 *
 * Five made-up companies (an insurer, a freight firm, a health provider, a bank, a university), each with an IdP
 * (Keycloak, Dex, Auth0-style or Okta-style), a JWT-checking gateway, a mesh CA (Istio, Linkerd, SPIFFE), Vault,
 * LDAP/AD, a Redis session store, an OTP/email notifier, a WAF, a policy engine and three business services.
 * Every file is one stream of 6-12 services, sorted by printed time with per-service clock skew up to 280 ms,
 * with a baseline of 2-6 minutes before the fault, a window of 5-15 minutes after it, and 2,000-15,000 lines.
 *
 * The background is the identity noise that is always there: mistyped passwords (LOGIN_ERROR, invalid
 * credentials, LDAP err=49), token refreshes, expired sessions redirected to login, expired-JWT 401s, 403s for
 * users lacking a role, JWKS cache refreshes, Vault lease renewals, health probes, RDB saves, CSR signing, Node
 * deprecation warnings, a retry that succeeds, and a noisy service with a constant harmless error or warning.
 *
 * Incidents are told truthfully: the origin is where the fault lives, the category its cause (a lapsed Vault
 * database lease, credential stuffing, an IAM/RBAC/Vault policy change, a wrong JWKS URL, an exhausted IdP
 * datasource, an SMS vendor outage, a full LDAP or audit volume, a JVM/Node/Go out of memory, an unreachable mesh
 * CA, a nil claim in a token mapper, a WAF blocking a legitimate surge, introspection timeouts, a malformed
 * redirect_uri after a release, a service hanging without a word). Sometimes the identity service is silent and
 * the victims report 401/403/5xx; sometimes the burst of auth failures is the incident itself.
 *
 * Quiet windows are normal identity events: a key rotation with one JWKS refetch, an expired-token burst after an
 * app release that refreshes fine, a password-policy change, a Vault lease renewed late but in time, an LDAP
 * failover with one reconnect, and similar.
 *
 * Labels follow ../../shared/data/incidents/README.md plus split (seeded halves balanced per category), note,
 * lines and format.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Role } from "./holdout43/estates.js";
import { EXT, FORMATS, type Format } from "./holdout43/formats.js";
import { INCIDENTS, type Scenario } from "./holdout43/incidents.js";
import { QUIETS } from "./holdout43/quiet.js";
import { makeRng, type Rng } from "./holdout43/rng.js";
import { assignSplit } from "./holdout43/split.js";
import { background, Ctx, renderStream } from "./holdout43/stream.js";

export interface Holdout43Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
const OPTIONAL: Role[] = ["vault", "ldap", "mesh", "redis", "notifier", "waf", "policy"];

function estateFor(s: Scenario | undefined, rng: Rng, i: number): Estate {
  const fits = ESTATES.filter(
    (e) => (!s?.kinds || s.kinds.includes(e.idpKind)) && (!s?.mesh || s.mesh.includes(e.meshKind)),
  );
  return fits.length ? fits[(i + rng.int(0, fits.length - 1)) % fits.length] : rng.pick(ESTATES);
}

/** One scenario's stream: baseline, fault (or nothing), background; returns lines and the fault's true start. */
function build(
  rng: Rng,
  e: Estate,
  day: number,
  setup: (c: Ctx) => void,
  uses: Role[],
  fmt: Format,
): { lines: string[]; t0: number } {
  const start = Date.UTC(2026, 10, 2 + day, rng.int(0, 22), rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
  const baseline = rng.int(2 * MIN, 6 * MIN);
  const window = rng.int(5 * MIN, 15 * MIN);
  const t0 = start + baseline;
  const end = t0 + window;
  const target = rng.int(2400, 12500);
  // about 2.9 lines per gateway request once the rest of the background is counted; re-run with a scaled gap
  // (same seed state) when the scenario's own burst pushes the file outside 2,000-15,000 lines
  let gap = ((end - start) / target) * 2.9;
  const state = rng.next();
  for (let attempt = 0; ; attempt++) {
    const sub = makeRng(Math.floor(state * 2 ** 31));
    const c = new Ctx(sub, e, start, Math.floor(t0 / 1000) * 1000, end, gap);
    for (const r of ["gw", "idp", "app1", "app2", "app3", ...uses] as Role[]) c.s(r);
    for (const r of sub.shuffle([...OPTIONAL]).slice(0, sub.int(1, 4))) c.s(r);
    setup(c);
    background(c);
    const lines = renderStream(c, fmt);
    if ((lines.length >= 2000 && lines.length <= 15000) || attempt === 6) return { lines, t0: c.t0 };
    gap *= lines.length / Math.min(Math.max(target, 2600), 13000);
  }
}

export function generateHoldout43(dir: string, seed = 4301): Holdout43Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  type Item = { inc?: Scenario; quiet?: (typeof QUIETS)[number] };
  const items: Item[] = rng.shuffle([...INCIDENTS.map((inc) => ({ inc })), ...QUIETS.map((quiet) => ({ quiet }))]);
  const splits = assignSplit(
    items.map((it) => it.inc?.cat ?? "quiet"),
    rng,
  );
  const labels: Holdout43Label[] = [];
  items.forEach((it, i) => {
    const id = `h43-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length];
    const e = estateFor(it.inc, rng, i);
    const file = `${id}.${EXT[fmt]}`;
    if (it.inc) {
      const inc = it.inc;
      const { lines, t0 } = build(rng, e, i, (c) => inc.run(c), [inc.origin], fmt);
      writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
      labels.push({
        id,
        file,
        format: fmt,
        isIncident: true,
        originService: e.svc[inc.origin],
        category: inc.cat,
        errorTypeHints: inc.hints,
        incidentStart: new Date(t0).toISOString(),
        expectedSeverityAtLeast: inc.sev,
        split: splits[i],
        note: `${e.company}: ${inc.note(e.svc)}`,
        lines: lines.length,
      });
    } else {
      const q = it.quiet!;
      const { lines } = build(rng, e, i, (c) => q.run(c), q.uses, fmt);
      writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
      labels.push({
        id,
        file,
        format: fmt,
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        split: splits[i],
        note: `${e.company} (quiet): ${q.note}`,
        lines: lines.length,
      });
    }
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout43", generateHoldout43);

// The 12 quiet windows: identity noise that is normal and that an on-call engineer would not page on.
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface Quiet {
  note: string;
  uses: Role[];
  run: (c: Ctx) => void;
}

const MIN = 60000;

export const QUIETS: Quiet[] = [
  {
    note: "scheduled signing-key rotation at the IdP; the gateway refetches JWKS once on an unknown kid and carries on",
    uses: ["idp", "gw"],
    run: (c) => {
      const kid = c.rng.hex(12);
      c.emit(c.t0, "idp", "info", `KeyRotation: new active RS256 key kid=${kid}, previous key kept passive for 24h`);
      c.emit(c.t0 + 40000, "gw", "warn", `JWT kid "${kid}" not in cached JWKS, refetching`);
      c.emit(c.t0 + 40200, "gw", "info", `JWKS cache refreshed (4 keys, kid=${kid} current)`);
    },
  },
  {
    note: "a mobile app release makes a burst of expired-token 401s; every client refreshes and retries successfully",
    uses: ["gw", "idp"],
    run: (c) => {
      c.every("gw", c.t0, c.t0 + 3 * MIN, c.gap, (t) => {
        c.emit(
          t,
          "gw",
          "warn",
          `401 Unauthorized GET /api/v1/me: JWT expired (exp ${c.rng.int(60, 7200)}s ago) client_id=mobile-app app_version=8.2.0`,
        );
        c.emit(
          t + 150,
          "gw",
          "info",
          `POST /oauth/token grant_type=refresh_token 200 ${c.rng.int(20, 90)}ms client_id=mobile-app`,
        );
        c.emit(
          t + 400,
          "gw",
          "info",
          `GET /api/v1/me 200 ${c.rng.int(20, 90)}ms client_id=mobile-app app_version=8.2.0`,
        );
      });
    },
  },
  {
    note: "a password-policy change forces resets at next login; users see required-action prompts and reset mails go out",
    uses: ["idp", "notifier"],
    run: (c) => {
      c.emit(
        c.t0,
        "idp",
        "info",
        "admin event: password policy updated: length(12) and notUsername and passwordHistory(5)",
      );
      c.every("idp", c.t0, c.end, c.gap * 6, () => [
        "warn",
        `user ${c.user()} must update password (required action UPDATE_PASSWORD: policy changed)`,
      ]);
      c.every("notifier", c.t0, c.end, c.gap * 10, () => [
        "info",
        `sent email template=password-reset to ${c.user()}@mail.example (202 Accepted)`,
      ]);
    },
  },
  {
    note: "a Vault lease renewal fails twice on a transient error and succeeds 40 s later, well inside the TTL",
    uses: ["vault", "app2"],
    run: (c) => {
      c.emit(
        c.t0,
        "app2",
        "warn",
        `vault-agent: renew lease database/creds/${c.e.db}-rw failed: Code: 503 (standby not ready), retrying in 20s`,
      );
      c.emit(
        c.t0 + 20000,
        "app2",
        "warn",
        "vault-agent: renew lease failed: Code: 503 (standby not ready), retrying in 20s",
      );
      c.emit(c.t0 + 40000, "app2", "info", "vault-agent: lease renewed (ttl 58m12s remaining)");
      c.emit(c.t0 + 1000, "vault", "info", "core: acquired lock, enabling active operation");
    },
  },
  {
    note: "LDAP primary fails over to the replica; the SSO reconnects once and logins continue",
    uses: ["ldap", "idp"],
    run: (c) => {
      c.emit(c.t0, "ldap", "warn", "syncrepl: rid=001 promoting replica ldap-1 to provider (ldap-0 maintenance)");
      c.emit(c.t0 + 2000, "idp", "warn", "LDAP connection lost (ldap-0:636): Connection reset; reconnecting to ldap-1");
      c.emit(c.t0 + 2600, "idp", "info", "LDAP connection to ldap-1:636 established (pool size 10)");
    },
  },
  {
    note: "an ordinary busy window: logins, typos, refreshes, 403s for missing roles and the noisy service",
    uses: ["idp", "gw"],
    run: () => {},
  },
  {
    note: "Vault rotates a static database role; the app reconnects its pool once with the new password",
    uses: ["vault", "app1"],
    run: (c) => {
      c.emit(c.t0, "vault", "info", `secrets.database: rotated static role password: name=${c.e.db}-app`);
      c.emit(
        c.t0 + 3000,
        "app1",
        "warn",
        "HikariPool-1 - Failed to validate connection (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      c.emit(c.t0 + 3400, "app1", "info", "HikariPool-1 - Pool refreshed with rotated credentials (10 connections)");
    },
  },
  {
    note: "routine mesh certificate rotation: workload certificates re-signed a few hours before expiry",
    uses: ["mesh", "app1", "app2"],
    run: (c) => {
      c.every("mesh", c.t0, c.t0 + 2 * MIN, 4000, () => [
        "info",
        `ca\tCSR signed for spiffe://cluster.local/ns/${c.e.namespace}/sa/${c.e.svc[c.rng.pick(["app1", "app2", "app3"] as const)]} (rotation, ttl 24h)`,
      ]);
    },
  },
  {
    note: "one JWKS refresh times out and the gateway serves from cache until the retry succeeds",
    uses: ["gw"],
    run: (c) => {
      c.emit(
        c.t0,
        "gw",
        "warn",
        `JWKS refresh from https://sso.${c.e.domain}/.well-known/jwks.json timed out after 5000ms; serving cached keys (age 301s)`,
      );
      c.emit(c.t0 + 15000, "gw", "info", "JWKS cache refreshed (3 keys)");
    },
  },
  {
    note: "the WAF rate-limits a single scraper IP; real users are unaffected",
    uses: ["waf"],
    run: (c) => {
      const ip = c.ip();
      c.every("waf", c.t0, c.t0 + 4 * MIN, 3000, () => [
        "warn",
        `rate limit exceeded: rule=login-burst action=block status=429 client=${ip} uri=/login`,
      ]);
    },
  },
  {
    note: "rolling restart of the IdP for a patch release; sessions survive via the replicated cache",
    uses: ["idp"],
    run: (c) => {
      c.emit(c.t0, "idp", "info", "Received SIGTERM, shutting down node idp-1 (rolling update)");
      c.emit(
        c.t0 + 20000,
        "idp",
        "info",
        "Started in 14.2s. Listening on: https://0.0.0.0:8443 (node idp-1, version 26.0.7)",
      );
      c.emit(
        c.t0 + 21000,
        "idp",
        "info",
        "ISPN000094: Received new cluster view: [idp-0, idp-1] (2 members); rebalance complete",
      );
    },
  },
  {
    note: "nightly deprovisioning job removes leavers; their stale sessions get 403s and logouts",
    uses: ["idp", "gw"],
    run: (c) => {
      c.emit(c.t0, "idp", "info", "deprovisioning job: disabled 37 accounts (HR leavers 2026-11-28)");
      c.every("gw", c.t0, c.t0 + 5 * MIN, c.gap * 10, () => [
        "warn",
        `403 Forbidden GET /api/v1/me: account ${c.user()} disabled, session revoked`,
      ]);
    },
  },
];

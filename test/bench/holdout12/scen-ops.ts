// Configuration and dependency incidents.
import { rollout, type Spec } from "./build.js";
import { each, every, min } from "./help.js";
import { java, node, rustPanic } from "./traces.js";

export const OPS: Spec[] = [
  {
    cat: "configuration",
    estate: "port",
    origin: "gate-ops-api",
    uses: ["tos", "vgm-weigh", "customs-bridge"],
    hints: ["config", "url", "invalid"],
    sev: "high",
    note: "A config push sets TOS_BASE_URL to a value missing the colon after the scheme; gate-ops-api starts failing every tos call with ERR_INVALID_URL right after the rollout.",
    drop: 0.9,
    run(c) {
      const o = "gate-ops-api";
      c.emit(
        c.onset - 15000,
        o,
        "info",
        "config reloaded from ConfigMap gate-ops-config (revision 58): TOS_BASE_URL, OCR_MIN_CONFIDENCE changed",
      );
      rollout(c, o, c.onset - 12000, false, "v4.12.0");
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `request errored POST /v1/gate/transactions 500 ${c.r.int(2, 9)}ms`,
          node("TypeError [ERR_INVALID_URL]: Invalid URL", [
            "new URL (node:internal/url:775:36)",
            "TosClient.request (/app/dist/clients/tos.js:31:21)",
            "GateService.admit (/app/dist/gate/service.js:88:34)",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          ]).concat([
            "  code: 'ERR_INVALID_URL',",
            "  input: 'https//tos.harborline-prod.svc:8080/api/v2/truck-visits'",
          ]),
          id,
        );
      });
    },
  },
  {
    cat: "configuration",
    estate: "ehr",
    origin: "idp-broker",
    uses: ["ehr-portal", "scheduling"],
    hints: ["pkix", "certificate", "truststore", "ssl", "config", "certpath"],
    sev: "high",
    note: "A ConfigMap update replaced idp-broker's truststore without the hospital's AD CS root; LDAPS user federation fails PKIX validation and clinicians cannot log in.",
    drop: 0.85,
    run(c) {
      const o = "idp-broker";
      c.emit(
        c.onset - 30000,
        o,
        "info",
        "org.keycloak.truststore.FileTruststoreProvider - Using truststore /opt/keycloak/conf/truststores/clinical.p12 (4 certificates)",
      );
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "org.keycloak.storage.ldap.idm.store.ldap.LDAPOperationManager - Could not connect to LDAP server ldaps://ad01.stmarys.local:636",
          java(
            "javax.naming.CommunicationException: simple bind failed: ad01.stmarys.local:636",
            [
              "com.sun.jndi.ldap.LdapClient.authenticate(LdapClient.java:219)",
              "org.keycloak.storage.ldap.idm.store.ldap.LDAPContextManager.createLdapContext(LDAPContextManager.java:87)",
            ],
            [
              [
                "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
                ["java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)"],
              ],
              [
                "sun.security.validator.ValidatorException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
                ["java.base/sun.security.validator.PKIXValidator.doBuild(PKIXValidator.java:439)"],
              ],
            ],
          ),
          id,
        );
        c.emit(
          t + 20,
          o,
          "warn",
          `org.keycloak.events - type=LOGIN_ERROR, realmId=clinical, clientId=ehr-portal, error=invalid_user_credentials, username=${c.r.pick(["jdoe", "asmith", "rkhan", "mlopez"])}${c.r.int(1, 99)}`,
          undefined,
          id,
        );
        c.emit(
          t + 90,
          "ehr-portal",
          "warn",
          "login failed: idp-broker returned invalid_grant, redirecting to /login?error=1",
          undefined,
          id,
        );
      });
    },
  },
  {
    cat: "configuration",
    estate: "game",
    origin: "edge-gw",
    uses: ["matchmaker", "lobby-svc", "player-profile"],
    hints: ["cluster", "config", "route", "not found"],
    sev: "high",
    note: "An xDS config push renames the matchmaker cluster but leaves the route pointing at the old name; edge-gw answers queue requests 503 with cluster_not_found.",
    run(c) {
      const o = "edge-gw";
      c.emit(c.onset - 5000, o, "info", "[config] cds: add 14 cluster(s), remove 1 cluster(s)");
      c.emit(c.onset - 4000, o, "info", "[config] lds: add/update listener 'ingress_https'");
      c.emit(
        c.onset - 3800,
        o,
        "warn",
        "[config] rds: route config 'public' references unknown cluster 'matchmaker_v2'",
      );
      each(c, 1.5, (t, id) => {
        c.emit(
          t,
          o,
          "warn",
          `"POST /v2/match/queue HTTP/2" 503 NC 0 0 0 - "-" "skyforge-client/3.14" "${c.r.uuid()}" "api.skyforge.gg" "-" route_name=match_queue cluster_not_found`,
          undefined,
          id,
        );
      });
      every(c, 60, (t) => c.emit(t, "matchmaker", "info", `pool tick\tqueues=14 tickets=${c.r.int(0, 20)}`), c.onset);
    },
  },
  {
    cat: "configuration",
    estate: "game",
    origin: "session-broker",
    uses: ["matchmaker", "kubelet"],
    hints: ["config", "missing field", "settings"],
    sev: "high",
    note: "A release of session-broker renamed a config key; the new pods panic on start with a missing field in the settings file and crash-loop while matchmaker cannot allocate sessions.",
    drop: 0.9,
    run(c) {
      const o = "session-broker";
      c.emit(c.onset - 2000, o, "info", "received SIGTERM, draining connections (rollout to v0.44.0)");
      every(c, 40, (t) => {
        c.emit(t, o, "info", "session-broker v0.44.0 starting, loading /etc/session-broker/settings.toml");
        c.emit(
          t + 80,
          o,
          "fatal",
          "failed to load settings",
          rustPanic(
            "main",
            "src/settings.rs:62:14",
            "invalid settings: missing field `redis_url` for key `store` at line 14 column 1",
          ),
        );
        c.emit(
          t + 4000,
          "kubelet",
          "warn",
          `Back-off restarting failed container session-broker in pod session-broker-7d9c6b5f4-${c.r.hex(5)}_skyforge-live`,
        );
      });
      each(c, 3, (t, id) =>
        c.emit(
          t,
          "matchmaker",
          "error",
          `session allocation failed\terror="rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing: dial tcp 10.42.7.19:7443: connect: connection refused\\""`,
          undefined,
          id,
        ),
      );
    },
  },
  {
    cat: "dependency",
    estate: "port",
    origin: "billing-ledger",
    uses: ["tos"],
    hints: ["503", "unavailable", "circuit", "upstream", "dependency"],
    sev: "medium",
    note: "The bank's SEPA direct-debit API has an outage and returns 503; billing-ledger (the caller, the bank does not log here) fails postings and opens its breaker.",
    run(c) {
      const o = "billing-ledger";
      each(
        c,
        3,
        (t, id) => {
          c.emit(
            t,
            o,
            "error",
            `[error] SEPA mandate collection failed: %Tesla.Env{method: :post, url: "https://api.sepa-bank.example/v3/collections", status: 503, body: "upstream connect error or disconnect/reset before headers. reset reason: connection termination"}`,
            undefined,
            id,
          );
        },
        c.onset,
        c.onset + 4 * min,
      );
      c.emit(
        c.onset + 4 * min,
        o,
        "warn",
        "[warning] :fuse :sepa_gateway blown after 25 failures in 60000ms, circuit open",
      );
      each(
        c,
        2,
        (t, id) =>
          c.emit(
            t,
            o,
            "error",
            `[error] collection for invoice INV-${c.r.int(100000, 999999)} rejected: circuit :sepa_gateway open`,
            undefined,
            id,
          ),
        c.onset + 4 * min,
      );
      every(
        c,
        60,
        (t) => c.emit(t, o, "warn", "[warning] :fuse :sepa_gateway half-open probe failed: status 503"),
        c.onset + 5 * min,
      );
    },
  },
  {
    cat: "dependency",
    estate: "ehr",
    origin: "lis",
    uses: ["hl7-mllp-bridge", "audit-trail"],
    hints: ["kafka", "broker", "unavailable"],
    sev: "high",
    note: "The Kafka cluster lis publishes result events to loses its brokers during a storage failover; lis (the broker does not log here) cannot publish and stops acknowledging results.",
    run(c) {
      const o = "lis";
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `publish result event failed\ttopic=lab.results.v1 error="kafka: client has run out of available brokers to talk to: dial tcp 10.30.1.${c.r.int(11, 13)}:9092: connect: connection refused"`,
          undefined,
          id,
        );
      });
      every(c, 20, (t) =>
        c.emit(t, o, "warn", "kafka: metadata refresh failed, all brokers unreachable (retry 250ms)"),
      );
      each(c, 8, (t, id) =>
        c.emit(t, "hl7-mllp-bridge", "warn", 'ack delayed\ttype=ORU^R01 reason="LIS not accepting"', undefined, id),
      );
    },
  },
  {
    cat: "dependency",
    estate: "game",
    origin: "store-checkout",
    uses: ["edge-gw", "inventory-api"],
    hints: ["502", "503", "payment", "upstream", "provider", "gateway"],
    sev: "high",
    note: "The payment service provider has a partial outage returning 502/503; store-checkout (the caller; the provider does not log here) fails purchases and retries loudly.",
    drop: 0.7,
    run(c) {
      const o = "store-checkout";
      each(c, 2, (t, id) => {
        const s = c.r.pick([502, 503, 503]);
        c.emit(
          t,
          o,
          "error",
          `payment intent failed order=ord_${c.r.hex(10)}`,
          node(
            `PaymentProviderError: provider responded ${s} ${s === 502 ? "Bad Gateway" : "Service Unavailable"} (request-id req_${c.r.hex(14)})`,
            [
              "PspClient.createIntent (/app/dist/psp/client.js:112:15)",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async CheckoutService.pay (/app/dist/checkout/service.js:57:20)",
            ],
          ),
          id,
        );
        if (c.r.chance(0.7))
          c.emit(
            t + 300,
            o,
            "warn",
            `retrying payment intent attempt=${c.r.int(2, 3)}/3 backoff=${c.r.int(200, 900)}ms`,
            undefined,
            id,
          );
        if (c.r.chance(0.4))
          c.emit(
            t + 400,
            "edge-gw",
            "warn",
            `"POST /v1/store/checkout HTTP/2" 502 - 310 88 ${c.r.int(900, 4000)} ${c.r.int(900, 4000)} "-" "skyforge-client/3.14" "${c.r.uuid()}" "api.skyforge.gg" "10.42.2.40:3000"`,
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "dependency",
    estate: "port",
    origin: "crane-telemetry",
    uses: ["tos"],
    hints: ["503", "upstream", "unavailable", "dependency", "status"],
    sev: "medium",
    note: "The met-ocean wind feed crane-telemetry relies on for wind-stop decisions goes down with 503; crane-telemetry (the caller, the vendor does not log here) fails safe and tos sees cranes paused.",
    run(c) {
      const o = "crane-telemetry";
      each(c, 4, (t) => {
        c.emit(
          t,
          o,
          "error",
          `wind feed poll failed: reqwest::Error { kind: Status(503), url: "https://api.metocean-feed.example/v2/wind?site=NLRTM-EMX" }`,
        );
      });
      every(
        c,
        30,
        (t) =>
          c.emit(
            t,
            o,
            "warn",
            `wind data stale (${Math.round((t - c.onset) / 1000)}s), wind-stop interlock engaged on STS-${c.r.int(1, 12)}`,
          ),
        c.onset + min,
      );
      every(
        c,
        60,
        (t) =>
          c.emit(
            t,
            "tos",
            "warn",
            `c.h.tos.crane.CraneMonitor - ${c.r.int(3, 12)} cranes reporting PAUSED (wind interlock)`,
          ),
        c.onset + 90000,
      );
    },
  },
];

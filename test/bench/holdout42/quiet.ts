// The 12 quiet windows: changes that went fine but are noisy while they happen. Times are seconds from the change.
import {
  alembic,
  banner,
  certRenew,
  configReload,
  deploy,
  flagFlip,
  flyway,
  liquibase,
  railsMigration,
  terraform,
} from "./changes.js";
import type { Ctx } from "./stream.js";

export interface QuietSpec {
  estate: string;
  note: string;
  build: (c: Ctx) => void;
}

export const QUIET: QuietSpec[] = [
  {
    estate: "freight",
    note: "Rolling deploy of shipment-api 2.16.0 over three pods: each restart gives callers a few connection refusals that their retries absorb",
    build: (c) => {
      deploy(c, "shipment-api", 0, "2.16.0", 3);
      for (const s of [0, 14, 28]) {
        c.at(
          s + 1,
          "shipper-portal",
          "warn",
          "upstream shipment-api: connect ECONNREFUSED 10.42.3.17:8080, retrying (1/3)",
        );
        c.at(s + 1.3, "shipper-portal", "info", "upstream shipment-api: request succeeded on retry 1");
        c.at(
          s + 2,
          "rate-quoter",
          "warn",
          "Connection reset by peer while reading from shipment-api callback; retry scheduled",
        );
      }
    },
  },
  {
    estate: "clinic",
    note: "booking-api's Rails migration adds an index on a large table; a few lock waits are logged and then the migration completes",
    build: (c) => {
      deploy(c, "booking-api", -20, "6.3.0", 1);
      railsMigration(
        c,
        "booking-api",
        0,
        "AddIndexToAppointmentsOnClinicAndSlot",
        "add_index(:appointments, [:clinic_id, :slot_at], {algorithm: :concurrently})",
        94.3,
      );
      for (let i = 0; i < 6; i++)
        c.at(
          10 + i * 12,
          "booking-api",
          "warn",
          `process ${c.r.int(3000, 9000)} still waiting for ShareUpdateExclusiveLock on relation 41872 of database 16384 after 1000.${c.r.int(100, 999)} ms`,
        );
      c.at(95, "booking-api", "info", "lock acquired; index appointments_on_clinic_and_slot valid");
    },
  },
  {
    estate: "stream",
    note: "Envoy config reload on edge-gateway: new listener drains the old one, with deprecation warnings for old fields; traffic continues normally",
    build: (c) => {
      c.at(0, "edge-gateway", "info", "lds: add/update listener 'ingress_http'");
      c.at(
        0.2,
        "edge-gateway",
        "warn",
        "Using deprecated option 'envoy.config.route.v3.RouteAction.max_grpc_timeout' from file route_components.proto. This configuration will be removed from Envoy soon.",
      );
      c.at(
        0.3,
        "edge-gateway",
        "warn",
        "Using deprecated option 'envoy.extensions.filters.http.jwt_authn.v3.RemoteJwks.cache_duration' from file config.proto.",
      );
      c.at(0.5, "edge-gateway", "info", "draining listener 'ingress_http' (old) for 600s");
      c.every(
        "edge-gateway",
        1,
        200,
        50,
        "warn",
        "upstream reset: connection termination on drained listener, client retried",
      );
    },
  },
  {
    estate: "bank",
    note: "Flag iban-checksum-v2 turned on stricter IBAN checks; a handful of mistyped IBANs get 422 as intended and customers correct them",
    build: (c) => {
      flagFlip(c, "payments-orch", 0, "iban-checksum-v2", "true", "ld");
      c.every(
        "payments-orch",
        5,
        2000,
        45,
        "warn",
        (r) =>
          `transfer rejected: IBAN NL${r.int(10, 99)}ABNA0${r.int(100000000, 999999999)} failed mod-97 checksum (field creditor.iban)`,
      );
      c.every("mobile-bff", 5.1, 2000, 45, "info", (r) => `POST /v1/transfers 422 ${r.int(10, 40)}ms`);
    },
  },
  {
    estate: "games",
    note: "cert-manager renewed the Redis TLS certificate; inventory-svc and leaderboard each reconnect once and carry on",
    build: (c) => {
      certRenew(c, 0, "redis-game-tls");
      c.at(12, "inventory-svc", "warn", "redis: tls: server certificate changed, reconnecting pool");
      c.at(12.4, "inventory-svc", "info", "redis: reconnected to 10.4.2.19:6379 (tls)");
      c.at(
        13,
        "leaderboard",
        "warn",
        "redis: read tcp 10.4.5.8:51234->10.4.2.19:6379: read: connection reset by peer; reconnecting",
      );
      c.at(13.2, "leaderboard", "info", "redis: reconnected to 10.4.2.19:6379 (tls)");
    },
  },
  {
    estate: "freight",
    note: "route-planner 4.1.0 deploy runs Flyway V52 (a 40 s backfill) and restarts; shipment-api's route calls retry during the restart",
    build: (c) => {
      deploy(c, "route-planner", 0, "4.1.0", 2);
      flyway(c, "route-planner", 3, 52, "backfill depot timezone", 40212);
      c.at(
        2,
        "shipment-api",
        "warn",
        "route planning attempt 1 failed: Connection refused (route-planner restarting); retrying in 2s",
      );
      c.at(4, "shipment-api", "info", "route planning succeeded on attempt 2");
    },
  },
  {
    estate: "clinic",
    note: "A Terraform apply changed the ALB idle timeout and nginx in patient-web reloaded; old workers drain, no requests fail",
    build: (c) => {
      terraform(
        c,
        0,
        "aws_lb.patient_web",
        "arn:aws:elasticloadbalancing:us-east-1:220194881230:loadbalancer/app/patient-web/5f1c",
        4310,
      );
      c.at(20, "patient-web", "info", "nginx: [notice] 1#1: signal 1 (SIGHUP) received from 77, reconfiguring");
      c.at(20.1, "patient-web", "info", "nginx: [notice] 1#1: reconfiguring");
      c.at(20.2, "patient-web", "info", "nginx: [notice] 1#1: start worker processes");
      c.at(20.4, "patient-web", "info", "nginx: [notice] 31#31: gracefully shutting down");
      c.at(25, "patient-web", "info", "nginx: [notice] 31#31: exiting");
    },
  },
  {
    estate: "stream",
    note: "Argo Rollouts moved recs-service 2.32.0 from 10% to 50%; the canary's error rate matches stable and the analysis run passes",
    build: (c) => {
      c.at(0, "argo-rollouts", "info", 'rollout "recs-service" step 2/5: setWeight 10');
      banner(c, "recs-service", 5, "2.32.0");
      c.at(
        180,
        "argo-rollouts",
        "info",
        'AnalysisRun recs-service-2-32-0-2 "success-rate" measurement 3/3: value 0.9987 (successCondition result[0] >= 0.99) Successful',
      );
      c.at(181, "argo-rollouts", "info", 'rollout "recs-service" step 4/5: setWeight 50');
      c.every(
        "recs-service",
        0,
        2000,
        60,
        "warn",
        "feature-store get failed: rpc error: code = Unavailable desc = transport is closing; retrying (1/3)",
      );
    },
  },
  {
    estate: "bank",
    note: "Vault rotated the ledger DB credentials; every client reloads the secret and soft-evicts its pool, nothing fails",
    build: (c) => {
      c.at(
        0,
        "vault-agent",
        "info",
        '(runner) rendered "/vault/secrets/db-creds.tpl" => "/vault/secrets/db-creds" (lease database/creds/ledger/9Kd renewed: rotated)',
      );
      c.at(2, "ledger-writer", "info", "HikariPool-1 - credentials file changed, soft-evicting 8 idle connections");
      c.at(2.5, "accounts-core", "info", "HikariPool-1 - credentials file changed, soft-evicting 10 idle connections");
      c.at(3, "statement-batch", "info", "HikariPool-2 - credentials file changed, soft-evicting 2 idle connections");
      c.at(
        3.4,
        "ledger-writer",
        "warn",
        "HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@5e1f2a marked as broken because of SQLSTATE(08006), ErrorCode(0); replaced",
      );
    },
  },
  {
    estate: "games",
    note: "GKE node pool upgrade drains nodes; matchmaker and player-profile pods are rescheduled, fail readiness for a few seconds and become ready",
    build: (c) => {
      c.at(
        0,
        "cluster-autoscaler",
        "info",
        "node pool np-general-v129 upgrade: cordoning node gke-tw-general-31c2 (surge 1)",
      );
      c.at(30, "cluster-autoscaler", "info", "node pool np-general-v129 upgrade: draining node gke-tw-general-31c2");
      banner(c, "matchmaker", 35, "2.9.4");
      banner(c, "player-profile", 38, "5.1.2");
      c.at(36, "matchmaker", "warn", "readiness: fleet cache not warm yet (3/9 regions), reporting not ready");
      c.at(41, "matchmaker", "info", "readiness: fleet cache warm (9/9 regions)");
      c.at(37, "lobby-gw", "warn", "upstream matchmaker: no healthy endpoints, retrying on another pod");
    },
  },
  {
    estate: "stream",
    note: "search-api 1.8.0 rolled out by Argo CD with a Helm chart bump and HPA scale-out from 4 to 6 pods; startup warnings only",
    build: (c) => {
      deploy(c, "search-api", 0, "1.8.0", 2);
      c.at(2, "search-api", "warn", "config: field 'es.sniff' is deprecated and ignored; use 'es.discover_nodes'");
      c.at(
        60,
        "search-api",
        "info",
        "hpa: scaled deployment/search-api from 4 to 6 replicas (cpu utilisation 78% > 70%)",
      );
    },
  },
  {
    estate: "bank",
    note: "ledger-writer's Liquibase changeset adds a column with a default; it waits on a lock behind the nightly vacuum for a minute and then applies",
    build: (c) => {
      c.at(0, "ledger-writer", "info", "Waiting for changelog lock....");
      c.every("ledger-writer", 10, 60, 10, "warn", "Waiting for changelog lock....");
      liquibase(c, "ledger-writer", 62, "db/changelog/2026-07/119-add-posting-channel.yaml::119::m.hale", 5120);
      configReload(c, "accounts-core", 120, ["ledger.read-replica.lag-warn-ms"]);
      alembic(c, "kyc-checker", 200, "1e2f3a4b5c6d", "7a8b9c0d1e2f", "add review_reason");
    },
  },
];

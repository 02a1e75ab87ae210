// The blind scenario sets, each written by an author who did not tune the engine: one list for bench:engine and the
// calibration fit. `load` gives the set's generator (writes the files and labels.json into a directory).
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface HoldoutSet {
  /** The name its calibration samples carry. */
  name: string;
  title: string;
  load: () => Promise<((dir: string) => unknown) | undefined>;
}

/** Where the benches keep a set once generated (engine-sweep.ts, engine-gate.ts, engine-calibrate.ts). */
export const setCacheDir = (name: string) => join(tmpdir(), "logdx-sets", name);

/** A set's directory in the cache, generated there first when missing; undefined when its generator does not load. */
export async function cachedSet(h: HoldoutSet): Promise<string | undefined> {
  const dir = setCacheDir(h.name);
  if (existsSync(join(dir, "labels.json"))) return dir;
  const generate = await h.load();
  if (!generate) return undefined;
  mkdirSync(dir, { recursive: true });
  generate(dir);
  return dir;
}

export const HOLDOUTS: HoldoutSet[] = [
  {
    name: "holdout",
    title: "Holdout set (engine-holdout.ts: written blind by another author)",
    load: async () => (await import("./engine-holdout.js").catch(() => undefined))?.generateHoldout,
  },
  {
    name: "holdout2",
    title: "Holdout set 2 (engine-holdout2.ts: written blind by another author)",
    load: async () => (await import("./engine-holdout2.js").catch(() => undefined))?.generateHoldout2,
  },
  {
    name: "holdout3",
    title: "Holdout set 3 (engine-holdout3.ts: written blind, never run by its author)",
    load: async () => (await import("./engine-holdout3.js").catch(() => undefined))?.generateHoldout3,
  },
  {
    name: "holdout4",
    title: "Holdout set 4 (engine-holdout4.ts: written blind, never run by its author)",
    load: async () => (await import("./engine-holdout4.js").catch(() => undefined))?.generateHoldout4,
  },
  {
    name: "holdout5",
    title: "Holdout set 5 (engine-holdout5.ts: written blind, never run by its author)",
    load: async () => (await import("./engine-holdout5.js").catch(() => undefined))?.generateHoldout5,
  },
  {
    name: "holdout6",
    title: "Holdout set 6 (engine-holdout6.ts: written blind in the dev set's six formats, never run by its author)",
    load: async () => (await import("./engine-holdout6.js").catch(() => undefined))?.generateHoldout6,
  },
  {
    name: "holdout7",
    title: "Holdout set 7 (engine-holdout7.ts: written blind in the dev set's six formats, never run by its author)",
    load: async () => (await import("./engine-holdout7.js").catch(() => undefined))?.generateHoldout7,
  },
  {
    name: "holdout8",
    title: "Holdout set 8 (engine-holdout8.ts: written blind in the dev set's six formats, never run by its author)",
    load: async () => (await import("./engine-holdout8.js").catch(() => undefined))?.generateHoldout8,
  },
  {
    name: "holdout9",
    title: "Holdout set 9 (engine-holdout9.ts: written blind in the dev set's six formats, never run by its author)",
    load: async () => (await import("./engine-holdout9.js").catch(() => undefined))?.generateHoldout9,
  },
  {
    name: "holdout10",
    title: "Holdout set 10 (engine-holdout10.ts: written blind in the dev set's six formats, never run by its author)",
    load: async () => (await import("./engine-holdout10.js").catch(() => undefined))?.generateHoldout10,
  },
  {
    name: "holdout11",
    title: "Holdout set 11 (engine-holdout11.ts: written blind in the dev set's six formats, never run by its author)",
    load: async () => (await import("./engine-holdout11.js").catch(() => undefined))?.generateHoldout11,
  },
  {
    name: "quiet1",
    title: "Quiet set 1 (engine-quiet1.ts: 40 alarming-looking quiet windows and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet1.js").catch(() => undefined))?.generateQuiet1,
  },
  {
    name: "holdout12",
    title: "Holdout set 12 (engine-holdout12.ts: written blind in the dev set's six formats, never run by its author)",
    load: async () => (await import("./engine-holdout12.js").catch(() => undefined))?.generateHoldout12,
  },
  {
    name: "holdout13",
    title:
      "Holdout set 13 (engine-holdout13.ts: awkward windows written blind in the dev set's six formats, never run by its author)",
    load: async () => (await import("./engine-holdout13.js").catch(() => undefined))?.generateHoldout13,
  },
  {
    name: "quiet2",
    title: "Quiet set 2 (engine-quiet2.ts: 40 alarming-looking quiet windows and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet2.js").catch(() => undefined))?.generateQuiet2,
  },
  {
    name: "holdout14",
    title: "Holdout set 14 (engine-holdout14.ts: written without reading the engine, in the dev set's six formats)",
    load: async () => (await import("./engine-holdout14.js").catch(() => undefined))?.generateHoldout14,
  },
  {
    name: "holdout15",
    title:
      "Holdout set 15 (engine-holdout15.ts: memory, timeout/network, database and configuration across runtimes, written blind)",
    load: async () => (await import("./engine-holdout15.js").catch(() => undefined))?.generateHoldout15,
  },
  {
    name: "holdout16",
    title: "Holdout set 16 (engine-holdout16.ts: the dev set's difficulties in another style, written blind)",
    load: async () => (await import("./engine-holdout16.js").catch(() => undefined))?.generateHoldout16,
  },
  {
    name: "quiet3",
    title: "Quiet set 3 (engine-quiet3.ts: 40 alarming-looking quiet windows and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet3.js").catch(() => undefined))?.generateQuiet3,
  },
  {
    name: "holdout17",
    title:
      "Holdout set 17 (engine-holdout17.ts: big, busy windows of 10-16 services and up to 145k lines, written blind)",
    load: async () => (await import("./engine-holdout17.js").catch(() => undefined))?.generateHoldout17,
  },
  {
    name: "holdout18",
    title:
      "Holdout set 18 (engine-holdout18.ts: windows where the loudest or first service is not the origin, written blind)",
    load: async () => (await import("./engine-holdout18.js").catch(() => undefined))?.generateHoldout18,
  },
  {
    name: "holdout19",
    title: "Holdout set 19 (engine-holdout19.ts: failure chains replayed from public postmortems, written blind)",
    load: async () => (await import("./engine-holdout19.js").catch(() => undefined))?.generateHoldout19,
  },
  {
    name: "holdout20",
    title:
      "Holdout set 20 (engine-holdout20.ts: thin evidence: short baselines, quiet origins, 200-1,000-line windows, written blind)",
    load: async () => (await import("./engine-holdout20.js").catch(() => undefined))?.generateHoldout20,
  },
  {
    name: "holdout21",
    title:
      "Holdout set 21 (engine-holdout21.ts: many runtimes, weighted to memory, timeout, database and configuration, written blind)",
    load: async () => (await import("./engine-holdout21.js").catch(() => undefined))?.generateHoldout21,
  },
  {
    name: "quiet4",
    title:
      "Quiet set 4 (engine-quiet4.ts: 40 alarming-looking quiet windows of 24 kinds and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet4.js").catch(() => undefined))?.generateQuiet4,
  },
  {
    name: "holdout22",
    title:
      "Holdout set 22 (engine-holdout22.ts: managed cloud infrastructure and data services failing through apps, written blind)",
    load: async () => (await import("./engine-holdout22.js").catch(() => undefined))?.generateHoldout22,
  },
  {
    name: "holdout23",
    title:
      "Holdout set 23 (engine-holdout23.ts: short messy windows, 0-3 minutes of baseline, quiet or silent origins, written blind)",
    load: async () => (await import("./engine-holdout23.js").catch(() => undefined))?.generateHoldout23,
  },
  {
    name: "holdout24",
    title:
      "Holdout set 24 (engine-holdout24.ts: deep call chains and asynchronous hops, origins 3-6 hops from the edge, written blind)",
    load: async () => (await import("./engine-holdout24.js").catch(() => undefined))?.generateHoldout24,
  },
  {
    name: "quiet5",
    title:
      "Quiet set 5 (engine-quiet5.ts: 40 alarming-looking quiet windows of 23 kinds and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet5.js").catch(() => undefined))?.generateQuiet5,
  },
  {
    name: "holdout25",
    title:
      "Holdout set 25 (engine-holdout25.ts: real software wording, weighted to memory, timeout, database and configuration, written blind)",
    load: async () => (await import("./engine-holdout25.js").catch(() => undefined))?.generateHoldout25,
  },
  {
    name: "holdout26",
    title:
      "Holdout set 26 (engine-holdout26.ts: origins neither first nor loudest, misleading order and volume, written blind)",
    load: async () => (await import("./engine-holdout26.js").catch(() => undefined))?.generateHoldout26,
  },
  {
    name: "holdout27",
    title:
      "Holdout set 27 (engine-holdout27.ts: busy estates of 16-24 services, 15-32 k lines, small incidents, written blind)",
    load: async () => (await import("./engine-holdout27.js").catch(() => undefined))?.generateHoldout27,
  },
  {
    name: "quiet6",
    title:
      "Quiet set 6 (engine-quiet6.ts: 40 alarming-looking quiet windows of 35 kinds and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet6.js").catch(() => undefined))?.generateQuiet6,
  },
  {
    name: "holdout28",
    title:
      "Holdout set 28 (engine-holdout28.ts: failure modes of public postmortems replayed in real components' wording, written blind)",
    load: async () => (await import("./engine-holdout28.js").catch(() => undefined))?.generateHoldout28,
  },
  {
    name: "holdout29",
    title:
      "Holdout set 29 (engine-holdout29.ts: collectors wrapping each program's own native log line, written blind)",
    load: async () => (await import("./engine-holdout29.js").catch(() => undefined))?.generateHoldout29,
  },
  {
    name: "holdout30",
    title:
      "Holdout set 30 (engine-holdout30.ts: shared dependencies failing under many clients, and two fires at once, written blind)",
    load: async () => (await import("./engine-holdout30.js").catch(() => undefined))?.generateHoldout30,
  },
  {
    name: "quiet7",
    title:
      "Quiet set 7 (engine-quiet7.ts: 40 alarming-looking quiet windows of 33 kinds and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet7.js").catch(() => undefined))?.generateQuiet7,
  },
  {
    name: "holdout31",
    title:
      "Holdout set 31 (engine-holdout31.ts: runtimes and servers earlier sets rarely used, Rust, Elixir, PHP, Scala, MongoDB, etcd and more, written blind)",
    load: async () => (await import("./engine-holdout31.js").catch(() => undefined))?.generateHoldout31,
  },
  {
    name: "holdout32",
    title:
      "Holdout set 32 (engine-holdout32.ts: deep call chains, origins mid-chain, a third failing by going quiet, written blind)",
    load: async () => (await import("./engine-holdout32.js").catch(() => undefined))?.generateHoldout32,
  },
  {
    name: "holdout33",
    title:
      "Holdout set 33 (engine-holdout33.ts: operator and platform incidents, Kubernetes, mesh, kernel and deploy tooling beside the apps, written blind)",
    load: async () => (await import("./engine-holdout33.js").catch(() => undefined))?.generateHoldout33,
  },
  {
    name: "quiet8",
    title:
      "Quiet set 8 (engine-quiet8.ts: 40 alarming-looking quiet windows of 31 kinds and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet8.js").catch(() => undefined))?.generateQuiet8,
  },
  {
    name: "holdout34",
    title:
      "Holdout set 34 (engine-holdout34.ts: asynchronous pipelines and batch work, consumers, job runners, ETL and schedulers, failures travelling through data, written blind)",
    load: async () => (await import("./engine-holdout34.js").catch(() => undefined))?.generateHoldout34,
  },
  {
    name: "holdout35",
    title:
      "Holdout set 35 (engine-holdout35.ts: slow burns, incidents that build up over minutes from WARN-level early signs, some recovering, written blind)",
    load: async () => (await import("./engine-holdout35.js").catch(() => undefined))?.generateHoldout35,
  },
  {
    name: "holdout36",
    title:
      "Holdout set 36 (engine-holdout36.ts: messy log shapes from real collectors, odd level spellings, CRI and syslog prefixes, split stacks, pod-name aliases, written blind)",
    load: async () => (await import("./engine-holdout36.js").catch(() => undefined))?.generateHoldout36,
  },
  {
    name: "quiet9",
    title:
      "Quiet set 9 (engine-quiet9.ts: 40 alarming-looking quiet windows of 33 kinds and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet9.js").catch(() => undefined))?.generateQuiet9,
  },
  {
    name: "holdout37",
    title:
      "Holdout set 37 (engine-holdout37.ts: requests followed across services by their trace, request and correlation ids in many forms, deep chains, fan-out, queue hops, written blind)",
    load: async () => (await import("./engine-holdout37.js").catch(() => undefined))?.generateHoldout37,
  },
  {
    name: "holdout38",
    title:
      "Holdout set 38 (engine-holdout38.ts: short and unhelpful windows, no or under a minute of baseline, sparse, silent and crash-looping origins, written blind)",
    load: async () => (await import("./engine-holdout38.js").catch(() => undefined))?.generateHoldout38,
  },
  {
    name: "holdout39",
    title:
      "Holdout set 39 (engine-holdout39.ts: managed cloud services and serverless, Lambda, ECS, RDS/Aurora, DynamoDB, Cloud Run, Azure Functions, Cloudflare Workers, written blind)",
    load: async () => (await import("./engine-holdout39.js").catch(() => undefined))?.generateHoldout39,
  },
  {
    name: "quiet10",
    title:
      "Quiet set 10 (engine-quiet10.ts: 40 quiet windows of routine operations at work, deploys, drains, rotations, drills, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet10.js").catch(() => undefined))?.generateQuiet10,
  },
  {
    name: "holdout40",
    title:
      "Holdout set 40 (engine-holdout40.ts: partial failures, one pod, shard, zone, tenant, version or route of a service that runs many, written blind)",
    load: async () => (await import("./engine-holdout40.js").catch(() => undefined))?.generateHoldout40,
  },
  {
    name: "holdout41",
    title:
      "Holdout set 41 (engine-holdout41.ts: cascades and amplification, retry storms, exhausted pools, open breakers and backed-up queues drowning a small upstream fault, written blind)",
    load: async () => (await import("./engine-holdout41.js").catch(() => undefined))?.generateHoldout41,
  },
  {
    name: "holdout42",
    title:
      "Holdout set 42 (engine-holdout42.ts: changes gone wrong, deploys, config pushes, flags, migrations, rotations and infrastructure changes beside the faults they cause or not, written blind)",
    load: async () => (await import("./engine-holdout42.js").catch(() => undefined))?.generateHoldout42,
  },
  {
    name: "quiet11",
    title:
      "Quiet set 11 (engine-quiet11.ts: 40 quiet windows of data and batch platforms' night shift, Spark, Airflow, dbt, Kafka Connect, Flink, warehouses, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet11.js").catch(() => undefined))?.generateQuiet11,
  },
  {
    name: "holdout43",
    title:
      "Holdout set 43 (engine-holdout43.ts: identity, secrets and trust, OIDC providers, gateways checking JWTs, mesh mTLS, Vault leases and IAM over a steady trickle of routine auth failures, written blind)",
    load: async () => (await import("./engine-holdout43.js").catch(() => undefined))?.generateHoldout43,
  },
  {
    name: "holdout44",
    title:
      "Holdout set 44 (engine-holdout44.ts: the front door, gateway, load balancer and CDN access logs filling with 5xx for upstreams that log far less in their own words, written blind)",
    load: async () => (await import("./engine-holdout44.js").catch(() => undefined))?.generateHoldout44,
  },
  {
    name: "holdout45",
    title:
      "Holdout set 45 (engine-holdout45.ts: small fleets and classic stacks, monoliths, PHP-FPM, Tomcat, IIS, MySQL and Postgres server logs, cron, systemd and syslog, written blind)",
    load: async () => (await import("./engine-holdout45.js").catch(() => undefined))?.generateHoldout45,
  },
  {
    name: "quiet12",
    title:
      "Quiet set 12 (engine-quiet12.ts: 40 quiet windows of edge, identity and security noise, scanners, brute force, lockouts, WAF blocks, certificate and key rotations, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet12.js").catch(() => undefined))?.generateQuiet12,
  },
  {
    name: "holdout46",
    title:
      "Holdout set 46 (engine-holdout46.ts: the data tier speaks for itself, PostgreSQL, MySQL, MongoDB, Redis, Cassandra, Kafka, RabbitMQ, Elasticsearch, etcd and ZooKeeper server logs beside the services using them, written blind)",
    load: async () => (await import("./engine-holdout46.js").catch(() => undefined))?.generateHoldout46,
  },
  {
    name: "holdout47",
    title:
      "Holdout set 47 (engine-holdout47.ts: estates that are never clean, chronic errors at a steady rate before the incident, which is the new thing on top, written blind)",
    load: async () => (await import("./engine-holdout47.js").catch(() => undefined))?.generateHoldout47,
  },
  {
    name: "holdout48",
    title:
      "Holdout set 48 (engine-holdout48.ts: ML, GPU and data-science platforms, training jobs, NCCL, inference servers, Ray, Spark, feature stores and the GPU node's own lines, written blind)",
    load: async () => (await import("./engine-holdout48.js").catch(() => undefined))?.generateHoldout48,
  },
  {
    name: "quiet13",
    title:
      "Quiet set 13 (engine-quiet13.ts: 40 quiet windows of errors that were handled, fallbacks, retried conflicts, idempotent skips, optional breakers, declined cards, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet13.js").catch(() => undefined))?.generateQuiet13,
  },
  {
    name: "holdout49",
    title:
      "Holdout set 49 (engine-holdout49.ts: mobile and browser clients with their backends, client telemetry beside BFFs, gateways, push, media and core services, faults in a backend or in a client release, written blind)",
    load: async () => (await import("./engine-holdout49.js").catch(() => undefined))?.generateHoldout49,
  },
  {
    name: "holdout50",
    title:
      "Holdout set 50 (engine-holdout50.ts: multi-region estates and failover, global load balancers, cross-region replication, regional stores failing while survivors get louder, failovers gone wrong, written blind)",
    load: async () => (await import("./engine-holdout50.js").catch(() => undefined))?.generateHoldout50,
  },
  {
    name: "holdout51",
    title:
      "Holdout set 51 (engine-holdout51.ts: Windows, .NET and localized runtimes, IIS, Kestrel, Event Log, SQL Server, and services logging in German, French, Spanish, Portuguese and Japanese, written blind)",
    load: async () => (await import("./engine-holdout51.js").catch(() => undefined))?.generateHoldout51,
  },
  {
    name: "quiet14",
    title:
      "Quiet set 14 (engine-quiet14.ts: 40 quiet windows of clients, regions and other languages, browser and mobile noise, pruned push tokens, zone flaps, failover drills, localized warnings, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet14.js").catch(() => undefined))?.generateQuiet14,
  },
  {
    name: "holdout52",
    title:
      "Holdout set 52 (engine-holdout52.ts: IoT fleets, MQTT brokers, device gateways and provisioning, telemetry ingest into Kafka and time-series stores, rules engines and OTA rollouts, written blind)",
    load: async () => (await import("./engine-holdout52.js").catch(() => undefined))?.generateHoldout52,
  },
  {
    name: "holdout53",
    title:
      "Holdout set 53 (engine-holdout53.ts: telecom, VoIP and real-time communication, SIP proxies and registrars, PBX, media relays, WebRTC signalling, TURN, SMPP gateways, CDR writers, written blind)",
    load: async () => (await import("./engine-holdout53.js").catch(() => undefined))?.generateHoldout53,
  },
  {
    name: "holdout54",
    title:
      "Holdout set 54 (engine-holdout54.ts: CI/CD platforms, batch and job schedulers and online game backends, Jenkins, GitLab runners, Argo CD, Control-M, JES, Airflow, Spring Batch, Agones, written blind)",
    load: async () => (await import("./engine-holdout54.js").catch(() => undefined))?.generateHoldout54,
  },
  {
    name: "quiet15",
    title:
      "Quiet set 15 (engine-quiet15.ts: 40 quiet windows of devices, calls, pipelines and schedulers, IoT reconnects, SIP scanners, flaky CI retries, batch warning return codes, game-server exits, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet15.js").catch(() => undefined))?.generateQuiet15,
  },
  {
    name: "holdout55",
    title:
      "Holdout set 55 (engine-holdout55.ts: healthcare integration, HL7 v2 over MLLP through Mirth, Rhapsody and Cloverleaf, FHIR servers, EHRs, lab and PACS/DICOM, X12 claims, SAML sign-on, written blind)",
    load: async () => (await import("./engine-holdout55.js").catch(() => undefined))?.generateHoldout55,
  },
  {
    name: "holdout56",
    title:
      "Holdout set 56 (engine-holdout56.ts: data platforms and ETL, Airflow, Dagster, dbt, Spark, Kafka Connect with Debezium, Flink, Trino, Hive metastore, warehouses, written blind)",
    load: async () => (await import("./engine-holdout56.js").catch(() => undefined))?.generateHoldout56,
  },
  {
    name: "holdout57",
    title:
      "Holdout set 57 (engine-holdout57.ts: media streaming, DRM licences, packagers and origin shields, catalog search on OpenSearch, recommendations with a feature store and model serving on GPUs, written blind)",
    load: async () => (await import("./engine-holdout57.js").catch(() => undefined))?.generateHoldout57,
  },
  {
    name: "holdout58",
    title:
      "Holdout set 58 (engine-holdout58.ts: core banking, IBM MQ, CICS, an ISO 8583 card switch and HSM, SWIFT gateways, sanctions screening, SAP and Oracle EBS back offices, written blind)",
    load: async () => (await import("./engine-holdout58.js").catch(() => undefined))?.generateHoldout58,
  },
  {
    name: "quiet16",
    title:
      "Quiet set 16 (engine-quiet16.ts: 40 quiet windows of healthcare integration, data platform, media and ML serving and banking back-office noise, HL7 negative ACKs, spot executors lost, rental licence denials, SWIFT NAKs, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet16.js").catch(() => undefined))?.generateQuiet16,
  },
  {
    name: "holdout59",
    title:
      "Holdout set 59 (engine-holdout59.ts: retail and logistics operations, store point of sale and payments, e-commerce order management, warehouse robotics, conveyors and sorters, carrier integrations and an ad-tech bidding stack, written blind)",
    load: async () => (await import("./engine-holdout59.js").catch(() => undefined))?.generateHoldout59,
  },
  {
    name: "quiet17",
    title:
      "Quiet set 17 (engine-quiet17.ts: 40 quiet windows of HPC schedulers, Windows and Active Directory estates, retail stores and warehouses and ad-tech bidders, GOAWAY reconnects, deadlock victims retried, time-limit cancellations, password sprays, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet17.js").catch(() => undefined))?.generateQuiet17,
  },
  {
    name: "holdout60",
    title:
      "Holdout set 60 (engine-holdout60.ts: a mobile operator's OSS/BSS, online charging over Diameter, CDR mediation and rating, bill runs, HLR/HSS provisioning, number portability, SMSC and USSD, and an airline's reservations, GDS and NDC links, departure control, boarding, baggage, loyalty and crew systems, written blind)",
    load: async () => (await import("./engine-holdout60.js").catch(() => undefined))?.generateHoldout60,
  },
  {
    name: "quiet18",
    title:
      "Quiet set 18 (engine-quiet18.ts: 40 quiet windows of telecom charging, mediation, bill runs, SMSC and USSD gateways and roaming, and of airline reservations, GDS links, departure control and baggage, credit-limit storms, late CDR files, schedule-change EDIFACT errors, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet18.js").catch(() => undefined))?.generateQuiet18,
  },
  {
    name: "quiet19",
    title:
      "Quiet set 19 (engine-quiet19.ts: 40 quiet windows of grid SCADA and OPC UA, smart-meter head-ends and meter data management, public-sector benefits case management, and mainframe batch under Control-M with JES2, DB2, IMS and MQ, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet19.js").catch(() => undefined))?.generateQuiet19,
  },
  {
    name: "holdout61",
    title:
      "Holdout set 61 (engine-holdout61.ts: grid operations with SCADA front-ends, OPC UA and a historian, meter-to-cash and day-ahead market bidding, a benefits agency's case management, document intake, identity checks and treasury payments, and z/OS batch under Control-M with JES2, DB2, IMS, MQ and file transfers, written blind)",
    load: async () => (await import("./engine-holdout61.js").catch(() => undefined))?.generateHoldout61,
  },
  {
    name: "holdout63",
    title:
      "Holdout set 63 (engine-holdout63.ts: a wafer fab and a pharma plant with MES, SECS/GEM equipment automation, recipes, LIMS, SPC and label printing, and two container terminals with gate OCR, terminal operating systems, crane telemetry, EDI with shipping lines, customs and AIS feeds, written blind)",
    load: async () => (await import("./engine-holdout63.js").catch(() => undefined))?.generateHoldout63,
  },
  {
    name: "quiet20",
    title:
      "Quiet set 20 (engine-quiet20.ts: 40 quiet windows of sportsbooks, a crypto exchange and a voice and video platform, suspended markets, price changes, chain reorgs, SIP scanners, TURN refusals and ICE failures, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet20.js").catch(() => undefined))?.generateQuiet20,
  },
  {
    name: "quiet21",
    title:
      "Quiet set 21 (engine-quiet21.ts: 40 quiet windows of a fab, a pharma packaging line, a container terminal and a hotel group's PMS and channel manager, equipment maintenance, OCR rejects, AIS checksum drops, OTA rate errors, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet21.js").catch(() => undefined))?.generateQuiet21,
  },
  {
    name: "holdout62",
    title:
      "Holdout set 62 (engine-holdout62.ts: two sportsbooks with odds feeds, pricing, bet placement, cash-out, settlement, wallets, KYC and geolocation, and two crypto exchanges with matching engines, FIX and REST gateways, market data, custody, blockchain node clients, withdrawals and AML screening, written blind)",
    load: async () => (await import("./engine-holdout62.js").catch(() => undefined))?.generateHoldout62,
  },
  {
    name: "quiet22",
    title:
      "Quiet set 22 (engine-quiet22.ts: 40 quiet windows of rail signalling, passenger information and ticket gates, a satellite ground segment's telemetry, commanding and pass scheduling, and smart buildings over BACnet and Modbus, planned losses of signal, fire-alarm tests, gate reboots, wind stows, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet22.js").catch(() => undefined))?.generateQuiet22,
  },
  {
    name: "quiet23",
    title:
      "Quiet set 23 (engine-quiet23.ts: 40 quiet windows of ordinary cloud-native SaaS estates, node drains, cold starts, planned database failovers, cache READONLY replies, Kafka rebalances, JWKS rotation, WAF blocks, vendor 429s, Vault re-authentication, load tests, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet23.js").catch(() => undefined))?.generateQuiet23,
  },
  {
    name: "holdout64",
    title:
      "Holdout set 64 (engine-holdout64.ts: a rail operator's signalling feeds, passenger information, ticket gates and crew diagrams, a satellite operator's telemetry, commanding, pass scheduling and antennas, and a building estate's BMS, chillers, access control and lifts, written blind)",
    load: async () => (await import("./engine-holdout64.js").catch(() => undefined))?.generateHoldout64,
  },
  {
    name: "quiet24",
    title:
      "Quiet set 24 (engine-quiet24.ts: 40 quiet windows of log and metrics pipelines, email and SMS delivery, search and recommendation indexing and scheduled ETL, watermarks crossed, deferrals from mailbox providers, revoked keys, webhooks disabled, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet24.js").catch(() => undefined))?.generateQuiet24,
  },
  {
    name: "holdout65",
    title:
      "Holdout set 65 (engine-holdout65.ts: an insurer's claims intake, fraud scoring, underwriting, rating, renewals and document generation, and a legal-tech provider's e-discovery ingestion, OCR, review and court e-filing, written blind)",
    load: async () => (await import("./engine-holdout65.js").catch(() => undefined))?.generateHoldout65,
  },
  {
    name: "holdout66",
    title:
      "Holdout set 66 (engine-holdout66.ts: tractor and combine telematics, a LoRaWAN irrigation network and a produce cold chain: CAN gateways, modems, MQTT brokers, device registries, OTA campaigns, schedulers and trackers, written blind)",
    load: async () => (await import("./engine-holdout66.js").catch(() => undefined))?.generateHoldout66,
  },
  {
    name: "quiet26",
    title:
      "Quiet set 26 (engine-quiet26.ts: 40 quiet windows of hospital bedside devices, HL7 interface engines, alarm management and RTLS, and agritech and cold-chain IoT fleets, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet26.js").catch(() => undefined))?.generateQuiet26,
  },
  {
    name: "quiet27",
    title:
      "Quiet set 27 (engine-quiet27.ts: 40 quiet windows of game live services, stores and anti-cheat, and a school district's and an online academy's SIS, LMS, LTI tools, proctoring and lecture video, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet27.js").catch(() => undefined))?.generateQuiet27,
  },
  {
    name: "quiet25",
    title:
      "Quiet set 25 (engine-quiet25.ts: 40 quiet windows of an insurer's claims and underwriting, e-discovery review, court e-filing and a revenue department's tax filing peak, refunds and identity proofing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet25.js").catch(() => undefined))?.generateQuiet25,
  },
  {
    name: "holdout67",
    title:
      "Holdout set 67 (engine-holdout67.ts: two game studios' live services, logins, matchmaking, fleets, parties, stores, leaderboards, voice and patches, and a university's and a school group's SSO, SIS, LMS, LTI tools, proctoring and lecture video, written blind)",
    load: async () => (await import("./engine-holdout67.js").catch(() => undefined))?.generateHoldout67,
  },
  {
    name: "holdout68",
    title:
      "Holdout set 68 (engine-holdout68.ts: a revenue agency's e-filing, identity proofing, validation, refunds and back-office matching and letters, and two hospitals' infusion pump and monitor gateways, HL7 engines, alarms, RTLS and barcode medication administration, written blind)",
    load: async () => (await import("./engine-holdout68.js").catch(() => undefined))?.generateHoldout68,
  },
  {
    name: "quiet28",
    title:
      "Quiet set 28 (engine-quiet28.ts: 40 quiet windows of video streaming, DRM and packaging, an ad exchange, broadcast playout and live sport with server-side ad insertion, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet28.js").catch(() => undefined))?.generateQuiet28,
  },
  {
    name: "quiet29",
    title:
      "Quiet set 29 (engine-quiet29.ts: 40 quiet windows of EV charging networks, connected cars and remote commands, ride-hailing and scooters, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet29.js").catch(() => undefined))?.generateQuiet29,
  },
  {
    name: "quiet31",
    title:
      "Quiet set 31 (engine-quiet31.ts: 40 quiet windows of security and identity platforms, SIEM collectors, EDR agents, vulnerability sweeps, a privileged-access vault, ACME renewals, MFA and short-lived secrets, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet31.js").catch(() => undefined))?.generateQuiet31,
  },
  {
    name: "quiet30",
    title:
      "Quiet set 30 (engine-quiet30.ts: 40 quiet windows of enterprise back offices, ERP batch chains and IDocs, payroll runs, invoice and expense OCR, procurement and SCIM provisioning, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet30.js").catch(() => undefined))?.generateQuiet30,
  },
  {
    name: "holdout69",
    title:
      "Holdout set 69 (engine-holdout69.ts: a streaming service's playback, DRM, packaging and ad insertion, an ad exchange's bidding, auctions and consent, an EV charging network's OCPP, roaming and payment terminals, and a scooter and ride-hailing operator, written blind)",
    load: async () => (await import("./engine-holdout69.js").catch(() => undefined))?.generateHoldout69,
  },
  {
    name: "quiet32",
    title:
      "Quiet set 32 (engine-quiet32.ts: 40 quiet windows of grocery and department-store tills, PIN pads, price syncs and self-checkout, and two news publishers' CMS, wire ingestion, paywalls and push alerts, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet32.js").catch(() => undefined))?.generateQuiet32,
  },
  {
    name: "holdout70",
    title:
      "Holdout set 70 (engine-holdout70.ts: a container line's bookings, rates, EDI and customs filing, a forwarder's quotes and carrier links, a pharma lab's LIMS, instruments, ELN and freezers, and a trials platform's EDC, IRT and eConsent, written blind)",
    load: async () => (await import("./engine-holdout70.js").catch(() => undefined))?.generateHoldout70,
  },
  {
    name: "holdout71",
    title:
      "Holdout set 71 (engine-holdout71.ts: a mobile operator's provisioning, subscriber data, policy, charging, SMS, number porting and eSIM, and a CDN and DNS provider's edge caches, purges, WAF, certificates and authoritative name servers, written blind)",
    load: async () => (await import("./engine-holdout71.js").catch(() => undefined))?.generateHoldout71,
  },
  {
    name: "holdout72",
    title:
      "Holdout set 72 (engine-holdout72.ts: two energy traders' ETRM, exchange bidding, nominations, curves, risk and settlement, a metering utility's head-end, MDM, VEE and billing, and a grid operator's outage management, SCADA historian and crews, written blind)",
    load: async () => (await import("./engine-holdout72.js").catch(() => undefined))?.generateHoldout72,
  },
  {
    name: "holdout73",
    title:
      "Holdout set 73 (engine-holdout73.ts: two airlines' NDC shopping, pricing, PNRs, ticketing, check-in, boarding passes, crew and load control, and two airports' AODB, gates, FIDS, baggage messages and reconciliation, written blind)",
    load: async () => (await import("./engine-holdout73.js").catch(() => undefined))?.generateHoldout73,
  },
  {
    name: "quiet34",
    title:
      "Quiet set 34 (engine-quiet34.ts: 40 quiet windows of field service and construction software (work orders, dispatch, offline sync, drawings, telemetry) and two dating apps' profiles, matching, chat, moderation and subscriptions, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet34.js").catch(() => undefined))?.generateQuiet34,
  },
  {
    name: "quiet36",
    title:
      "Quiet set 36 (engine-quiet36.ts: 40 quiet windows of two airlines' shopping, check-in, APIS, crew and disruption handling and two airports' AODB, gates, FIDS and baggage systems, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet36.js").catch(() => undefined))?.generateQuiet36,
  },
  {
    name: "quiet35",
    title:
      "Quiet set 35 (engine-quiet35.ts: 40 quiet windows of two mobile operators' provisioning, policy, charging, SMS, porting and eSIM and two CDN and DNS providers' caches, WAF, name servers, purges and certificates, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet35.js").catch(() => undefined))?.generateQuiet35,
  },
  {
    name: "quiet33",
    title:
      "Quiet set 33 (engine-quiet33.ts: 40 quiet windows of two public benefits agencies' applications, eligibility, identity proofing, casework and payment runs and two recruiting platforms' job syndication, resume parsing, background checks, scheduling and offers, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet33.js").catch(() => undefined))?.generateQuiet33,
  },
  {
    name: "quiet37",
    title:
      "Quiet set 37 (engine-quiet37.ts: 40 quiet windows of an energy trader's ETRM, exchange bidding and nominations, a utility's meter head-end, MDM, outages and crews, a grid operator's SCADA and a retailer's billing and prepay, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet37.js").catch(() => undefined))?.generateQuiet37,
  },
  {
    name: "quiet38",
    title:
      "Quiet set 38 (engine-quiet38.ts: 40 quiet windows of two consumer lenders' applications, bureaus, KYC, decisioning, payouts and collections and two card issuers' authorisation, fraud, disputes and settlement, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet38.js").catch(() => undefined))?.generateQuiet38,
  },
  {
    name: "holdout74",
    title:
      "Holdout set 74 (engine-holdout74.ts: two consumer lenders' applications, bureau pulls, KYC, decisioning, e-signature, payouts, repayments and collections, and two recruiting platforms' careers sites, job syndication, resume parsing, scheduling, background checks, offers and HRIS sync, written blind)",
    load: async () => (await import("./engine-holdout74.js").catch(() => undefined))?.generateHoldout74,
  },
  {
    name: "holdout75",
    title:
      "Holdout set 75 (engine-holdout75.ts: a GPU training cluster's scheduler, NCCL training, checkpoints and feature store, a model-serving estate's gateway, vLLM, Triton and vector search, a data platform's Airflow, Spark, Kafka Connect and warehouse loads, and a recommender's features and ranking, written blind)",
    load: async () => (await import("./engine-holdout75.js").catch(() => undefined))?.generateHoldout75,
  },
  {
    name: "holdout76",
    title:
      "Holdout set 76 (engine-holdout76.ts: two facilities companies' building management, BACnet and Modbus gateways, HVAC, access control, visitors, lifts and room booking, a car-park operator's ANPR, barriers and payments, and a toll road's gantries, tags, trips and violations, written blind)",
    load: async () => (await import("./engine-holdout76.js").catch(() => undefined))?.generateHoldout76,
  },
  {
    name: "quiet39",
    title:
      "Quiet set 39 (engine-quiet39.ts: 40 quiet windows of two email and SMS marketing platforms' sends, bounces, complaints, imports and webhooks and two mortgage servicers' boarding, escrow, payments and investor reporting, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet39.js").catch(() => undefined))?.generateQuiet39,
  },
  {
    name: "quiet40",
    title:
      "Quiet set 40 (engine-quiet40.ts: 40 quiet windows of ML platforms' GPU scheduling, training, feature stores and model serving and data platforms' Airflow, Spark, Kafka Connect, warehouse loads and dbt, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet40.js").catch(() => undefined))?.generateQuiet40,
  },
  {
    name: "quiet41",
    title:
      "Quiet set 41 (engine-quiet41.ts: 40 quiet windows of office towers' and a campus's building management, access control, lifts and occupancy, car parks' ANPR, barriers and pay stations, and a toll road's gantries and violations, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet41.js").catch(() => undefined))?.generateQuiet41,
  },
  {
    name: "holdout77",
    title:
      "Holdout set 77 (engine-holdout77.ts: two hotel groups' property management, central reservations, channel managers and OTAs, booking engines, card-on-file and keycards, and two food-delivery marketplaces' menu sync, order injection, courier dispatch, ETAs, checkout and refunds, written blind)",
    load: async () => (await import("./engine-holdout77.js").catch(() => undefined))?.generateHoldout77,
  },
  {
    name: "holdout78",
    title:
      "Holdout set 78 (engine-holdout78.ts: two ticketing platforms' waiting rooms, seat maps and holds, bot screening, checkout, transfers and gate scanning, and two property managers' listing syndication, screening, lease e-signing, rent collection, work orders and smart locks, written blind)",
    load: async () => (await import("./engine-holdout78.js").catch(() => undefined))?.generateHoldout78,
  },
  {
    name: "holdout79",
    title:
      "Holdout set 79 (engine-holdout79.ts: a cloud telephony provider's SBCs, call routing, media, numbers, porting, emergency calls and CDR rating, a video-meeting service's signalling, SFUs, TURN, recording and transcription, and a contact centre's IVR, routing, agent desktops, recording and CRM sync, written blind)",
    load: async () => (await import("./engine-holdout79.js").catch(() => undefined))?.generateHoldout79,
  },
  {
    name: "quiet42",
    title:
      "Quiet set 42 (engine-quiet42.ts: 40 quiet windows of hotel groups' reservations, channel managers, card-on-file and keycards and food-delivery marketplaces' menu sync, order injection, dispatch, ETAs and refunds, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet42.js").catch(() => undefined))?.generateQuiet42,
  },
  {
    name: "quiet43",
    title:
      "Quiet set 43 (engine-quiet43.ts: 40 quiet windows of ticketing platforms' on-sales, holds, bot screening and gate scanning and property managers' syndication, screening, e-signing, rent collection and smart locks, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet43.js").catch(() => undefined))?.generateQuiet43,
  },
  {
    name: "quiet44",
    title:
      "Quiet set 44 (engine-quiet44.ts: 40 quiet windows of a cloud telephony provider's SIP edge, routing, media and CDR rating, a video-meeting service's signalling, SFUs, TURN and transcription, and a contact centre's IVR, routing and recording, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet44.js").catch(() => undefined))?.generateQuiet44,
  },
  {
    name: "quiet45",
    title:
      "Quiet set 45 (engine-quiet45.ts: 40 quiet windows of developer platforms' Git hosting, CI runners and build queues, artifact registries and mirrors, image scanning, deploy pipelines, feature flags and code search, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet45.js").catch(() => undefined))?.generateQuiet45,
  },
  {
    name: "holdout80",
    title:
      "Holdout set 80 (engine-holdout80.ts: two wearables companies' device sync, BLE bridges, activity and sleep ingestion, heart-rate alerts, firmware rollouts, workout feeds and leaderboards, and two subscription-app studios' store receipts and notifications, entitlements, paywalls, coaching video and reminders, written blind)",
    load: async () => (await import("./engine-holdout80.js").catch(() => undefined))?.generateHoldout80,
  },
  {
    name: "holdout81",
    title:
      "Holdout set 81 (engine-holdout81.ts: a maps provider's tile servers, render queues, geocoding and map imports, a routing estate's engines, traffic and ETAs, a weather company's model ingest, nowcasting, forecast API and radar, and a severe-weather alerting pipeline, written blind)",
    load: async () => (await import("./engine-holdout81.js").catch(() => undefined))?.generateHoldout81,
  },
  {
    name: "quiet46",
    title:
      "Quiet set 46 (engine-quiet46.ts: 40 quiet windows of a wearables company's sync, ingestion, firmware and social feed and a subscription-app studio's store receipts, entitlements, coaching video and reminders, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet46.js").catch(() => undefined))?.generateQuiet46,
  },
  {
    name: "quiet47",
    title:
      "Quiet set 47 (engine-quiet47.ts: 40 quiet windows of maps providers' tiles, geocoding, routing and imports and weather companies' model ingest, nowcasting, forecasts, alerts and radar, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet47.js").catch(() => undefined))?.generateQuiet47,
  },
  {
    name: "quiet48",
    title:
      "Quiet set 48 (engine-quiet48.ts: 40 quiet windows of freelance marketplaces' listings, contracts, escrow and payouts and donations platforms' pages, recurring gifts, receipts and CRM sync, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet48.js").catch(() => undefined))?.generateQuiet48,
  },
  {
    name: "holdout82",
    title:
      "Holdout set 82 (engine-holdout82.ts: two dealer groups' inventory feeds, listing syndication, VIN decoding, financing, trade-ins, service booking and parts shops, and two car-rental companies' reservations, kiosks, keyless unlock, telematics, damage claims and fines, written blind)",
    load: async () => (await import("./engine-holdout82.js").catch(() => undefined))?.generateHoldout82,
  },
  {
    name: "holdout83",
    title:
      "Holdout set 83 (engine-holdout83.ts: a pharmacy chain's e-prescriptions, PBM claims, interaction screening and stock, a mail-order pharmacy's fill lines and shipping, and two telehealth providers' booking, video visits, notes, e-prescribing, coverage checks and billing, written blind)",
    load: async () => (await import("./engine-holdout83.js").catch(() => undefined))?.generateHoldout83,
  },
  {
    name: "quiet49",
    title:
      "Quiet set 49 (engine-quiet49.ts: 40 quiet windows of dealer groups' listings, VIN decoding, financing and service and car-rental companies' reservations, kiosks, keyless unlock, telematics and fines, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet49.js").catch(() => undefined))?.generateQuiet49,
  },
  {
    name: "quiet50",
    title:
      "Quiet set 50 (engine-quiet50.ts: 40 quiet windows of a pharmacy chain's e-prescriptions, claims, interaction checks and PDMP holds, a mail-order pharmacy and a telehealth provider's visits, eligibility and payments, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet50.js").catch(() => undefined))?.generateQuiet50,
  },
  {
    name: "quiet51",
    title:
      "Quiet set 51 (engine-quiet51.ts: 40 quiet windows of a collaboration editor's real-time sync, presence, comments, previews, search indexing, notifications and sharing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet51.js").catch(() => undefined))?.generateQuiet51,
  },
  {
    name: "holdout84",
    title:
      "Holdout set 84 (engine-holdout84.ts: a payroll provider's pay runs, tax filings and direct-deposit files, time clocks and shift scheduling, an HR suite's onboarding, SCIM directory and benefits, and a UK/EU payroll bureau, written blind)",
    load: async () => (await import("./engine-holdout84.js").catch(() => undefined))?.generateHoldout84,
  },
  {
    name: "holdout85",
    title:
      "Holdout set 85 (engine-holdout85.ts: a university HPC centre's Slurm, Lustre, licence servers and JupyterHub, a genomics lab's sequencer uploads, LIMS and Nextflow runs, clinical genomics on cloud batch and a bioinformatics core, written blind)",
    load: async () => (await import("./engine-holdout85.js").catch(() => undefined))?.generateHoldout85,
  },
  {
    name: "holdout86",
    title:
      "Holdout set 86 (engine-holdout86.ts: two mail providers' SMTP relays, spam and virus filters, IMAP/JMAP stores and DKIM, and two web hosts' PHP-FPM sites, per-customer databases, certificate renewals, control panels, backups and DNS, written blind)",
    load: async () => (await import("./engine-holdout86.js").catch(() => undefined))?.generateHoldout86,
  },
  {
    name: "quiet52",
    title:
      "Quiet set 52 (engine-quiet52.ts: 40 quiet windows of payroll, time and attendance, benefits and HR suites, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet52.js").catch(() => undefined))?.generateQuiet52,
  },
  {
    name: "quiet53",
    title:
      "Quiet set 53 (engine-quiet53.ts: 40 quiet windows of two HPC centres' schedulers, parallel file systems and licence servers and two genomics labs' sequencers, LIMS and workflows, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet53.js").catch(() => undefined))?.generateQuiet53,
  },
  {
    name: "quiet54",
    title:
      "Quiet set 54 (engine-quiet54.ts: 40 quiet windows of hosted mail and shared PHP hosting, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet54.js").catch(() => undefined))?.generateQuiet54,
  },
  {
    name: "quiet55",
    title:
      "Quiet set 55 (engine-quiet55.ts: 40 quiet windows of two cloud backup companies and two web-search companies' crawlers, indexers and query services, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet55.js").catch(() => undefined))?.generateQuiet55,
  },
  {
    name: "holdout87",
    title:
      "Holdout set 87 (engine-holdout87.ts: two classifieds sites' listings, photo moderation, search alerts, messaging and scam screening, and two auction marketplaces' timed auctions, proxy bids, settlement, escrow, labels and payouts, written blind)",
    load: async () => (await import("./engine-holdout87.js").catch(() => undefined))?.generateHoldout87,
  },
  {
    name: "holdout88",
    title:
      "Holdout set 88 (engine-holdout88.ts: a SIEM's collectors, parsers, enrichment, search and detections, an EDR vendor's agents, signatures and sandbox, a vulnerability scanner fleet, and a managed SOC's log lake, written blind)",
    load: async () => (await import("./engine-holdout88.js").catch(() => undefined))?.generateHoldout88,
  },
  {
    name: "quiet56",
    title:
      "Quiet set 56 (engine-quiet56.ts: 40 quiet windows of two classifieds sites and two auction marketplaces, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet56.js").catch(() => undefined))?.generateQuiet56,
  },
  {
    name: "quiet57",
    title:
      "Quiet set 57 (engine-quiet57.ts: 40 quiet windows of two SIEM vendors, an EDR vendor and a vulnerability-scanning cloud, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet57.js").catch(() => undefined))?.generateQuiet57,
  },
  {
    name: "quiet58",
    title:
      "Quiet set 58 (engine-quiet58.ts: 40 quiet windows of four print-on-demand and photo-printing businesses' editors, image processing, preflight, RIPs, routing and labels, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet58.js").catch(() => undefined))?.generateQuiet58,
  },
  {
    name: "holdout89",
    title:
      "Holdout set 89 (engine-holdout89.ts: an observability vendor's own metrics ingestion, time-series store and queries, log and trace pipelines, alerting, dashboards and usage metering, written blind)",
    load: async () => (await import("./engine-holdout89.js").catch(() => undefined))?.generateHoldout89,
  },
  {
    name: "holdout90",
    title:
      "Holdout set 90 (engine-holdout90.ts: a forms and survey product, an e-signature product, a translation platform and an enterprise survey product, written blind)",
    load: async () => (await import("./engine-holdout90.js").catch(() => undefined))?.generateHoldout90,
  },
  {
    name: "quiet59",
    title:
      "Quiet set 59 (engine-quiet59.ts: 40 quiet windows of hosted metrics, logs and traces, on-call alerting and a time-series store with dashboards and metering, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet59.js").catch(() => undefined))?.generateQuiet59,
  },
  {
    name: "quiet60",
    title:
      "Quiet set 60 (engine-quiet60.ts: 40 quiet windows of forms and surveys, e-signature and translation products, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet60.js").catch(() => undefined))?.generateQuiet60,
  },
  {
    name: "quiet61",
    title:
      "Quiet set 61 (engine-quiet61.ts: 40 quiet windows of four automated warehouses' WMS, robot fleets, conveyors, sorters and label printing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet61.js").catch(() => undefined))?.generateQuiet61,
  },
  {
    name: "holdout91",
    title:
      "Holdout set 91 (engine-holdout91.ts: retail and institutional brokerage, FIX gateways, smart order routing, market data, pre-trade risk, margin and clearing, written blind)",
    load: async () => (await import("./engine-holdout91.js").catch(() => undefined))?.generateHoldout91,
  },
  {
    name: "holdout93",
    title:
      "Holdout set 93 (engine-holdout93.ts: music catalogue and rights, playback and licences, royalty statements and a podcast host, written blind)",
    load: async () => (await import("./engine-holdout93.js").catch(() => undefined))?.generateHoldout93,
  },
  {
    name: "quiet63",
    title:
      "Quiet set 63 (engine-quiet63.ts: 40 quiet windows of parcel carriers, a postal service, parcel lockers and cross-border shipping, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet63.js").catch(() => undefined))?.generateQuiet63,
  },
  {
    name: "quiet65",
    title:
      "Quiet set 65 (engine-quiet65.ts: 40 quiet windows of veterinary and dental practice software, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet65.js").catch(() => undefined))?.generateQuiet65,
  },
  {
    name: "quiet64",
    title:
      "Quiet set 64 (engine-quiet64.ts: 40 quiet windows of music streaming, royalties and podcast hosting, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet64.js").catch(() => undefined))?.generateQuiet64,
  },
  {
    name: "quiet62",
    title:
      "Quiet set 62 (engine-quiet62.ts: 40 quiet windows of retail brokers' order management, FIX sessions, market data, risk and clearing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet62.js").catch(() => undefined))?.generateQuiet62,
  },
  {
    name: "holdout92",
    title:
      "Holdout set 92 (engine-holdout92.ts: parcel carriers' shipping platform, a sorting hub, last-mile delivery with lockers and cross-border post, written blind)",
    load: async () => (await import("./engine-holdout92.js").catch(() => undefined))?.generateHoldout92,
  },
  {
    name: "holdout95",
    title:
      "Holdout set 95 (engine-holdout95.ts: a library consortium, e-book lending, a museum's ticketing and collections and a city archive's digital preservation, written blind)",
    load: async () => (await import("./engine-holdout95.js").catch(() => undefined))?.generateHoldout95,
  },
  {
    name: "quiet66",
    title:
      "Quiet set 66 (engine-quiet66.ts: 40 quiet windows of library consortiums and museums, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet66.js").catch(() => undefined))?.generateQuiet66,
  },
  {
    name: "quiet67",
    title:
      "Quiet set 67 (engine-quiet67.ts: 40 quiet windows of public transport fare collection, passenger information and mobile ticketing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet67.js").catch(() => undefined))?.generateQuiet67,
  },
  {
    name: "quiet68",
    title:
      "Quiet set 68 (engine-quiet68.ts: 40 quiet windows of restaurant chains' ordering, kitchens, loyalty and delivery partners, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet68.js").catch(() => undefined))?.generateQuiet68,
  },
  {
    name: "holdout94",
    title:
      "Holdout set 94 (engine-holdout94.ts: veterinary and dental practices' booking, charts, imaging, labs and payments, and a pet insurer's claims, written blind)",
    load: async () => (await import("./engine-holdout94.js").catch(() => undefined))?.generateHoldout94,
  },
  {
    name: "holdout96",
    title:
      "Holdout set 96 (engine-holdout96.ts: a transit agency's fare collection and ticketing back office, passenger information, mobile tickets and bus validators, written blind)",
    load: async () => (await import("./engine-holdout96.js").catch(() => undefined))?.generateHoldout96,
  },
  {
    name: "quiet69",
    title:
      "Quiet set 69 (engine-quiet69.ts: 40 quiet windows of a city's digital services, 311, permits, fines, voter lookup and bookings, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet69.js").catch(() => undefined))?.generateQuiet69,
  },
  {
    name: "quiet70",
    title:
      "Quiet set 70 (engine-quiet70.ts: 40 quiet windows of carmakers' connected-vehicle platforms, remote commands, OTA and telematics, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet70.js").catch(() => undefined))?.generateQuiet70,
  },
  {
    name: "holdout97",
    title:
      "Holdout set 97 (engine-holdout97.ts: restaurant chains' online ordering, delivery partners, point of sale and kitchen screens, loyalty, menus and payments, written blind)",
    load: async () => (await import("./engine-holdout97.js").catch(() => undefined))?.generateHoldout97,
  },
  {
    name: "quiet71",
    title:
      "Quiet set 71 (engine-quiet71.ts: 40 quiet windows of gym and sports club software, memberships, door access, class bookings and connected machines, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet71.js").catch(() => undefined))?.generateQuiet71,
  },
  {
    name: "holdout99",
    title:
      "Holdout set 99 (engine-holdout99.ts: a gym chain, boutique studios and a sports club federation, and a city's 311, permits, payments and bookings, written blind)",
    load: async () => (await import("./engine-holdout99.js").catch(() => undefined))?.generateHoldout99,
  },
  {
    name: "quiet72",
    title:
      "Quiet set 72 (engine-quiet72.ts: 40 quiet windows of cinema chains' ticketing, concessions, projection and key delivery, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet72.js").catch(() => undefined))?.generateQuiet72,
  },
  {
    name: "holdout98",
    title:
      "Holdout set 98 (engine-holdout98.ts: carmakers' and a van fleet's connected-vehicle platforms, telematics, remote commands, OTA, charging and consent, written blind)",
    load: async () => (await import("./engine-holdout98.js").catch(() => undefined))?.generateHoldout98,
  },
  {
    name: "quiet73",
    title:
      "Quiet set 73 (engine-quiet73.ts: 40 quiet windows of event-venue and wedding-planning marketplaces, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet73.js").catch(() => undefined))?.generateQuiet73,
  },
  {
    name: "quiet75",
    title:
      "Quiet set 75 (engine-quiet75.ts: 40 quiet windows of two social networks and two dating apps, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet75.js").catch(() => undefined))?.generateQuiet75,
  },
  {
    name: "holdout100",
    title:
      "Holdout set 100 (engine-holdout100.ts: two theme parks and two ski resort groups, gates, passes, virtual queues, rides, lifts and tills, written blind)",
    load: async () => (await import("./engine-holdout100.js").catch(() => undefined))?.generateHoldout100,
  },
  {
    name: "quiet76",
    title:
      "Quiet set 76 (engine-quiet76.ts: 40 quiet windows of satellite operators' ground segments, passes, antennas, telemetry, commanding, imagery and tasking, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet76.js").catch(() => undefined))?.generateQuiet76,
  },
  {
    name: "holdout101",
    title:
      "Holdout set 101 (engine-holdout101.ts: a university, an online course provider, an exam proctoring service and a college, learning platforms, SSO, video, proctoring and payments, written blind)",
    load: async () => (await import("./engine-holdout101.js").catch(() => undefined))?.generateHoldout101,
  },
  {
    name: "quiet74",
    title:
      "Quiet set 74 (engine-quiet74.ts: 40 quiet windows of law firms' practice software and an e-filing provider, matters, conflicts, trust accounting, court filings and dockets, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet74.js").catch(() => undefined))?.generateQuiet74,
  },
  {
    name: "quiet79",
    title:
      "Quiet set 79 (engine-quiet79.ts: 40 quiet windows of freight brokers, trucking carriers and dock appointment platforms, load boards, ELD telematics, EDI, fuel cards and settlements, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet79.js").catch(() => undefined))?.generateQuiet79,
  },
  {
    name: "holdout102",
    title:
      "Holdout set 102 (engine-holdout102.ts: two trial sponsors and two CROs, data capture, randomisation and drug supply, eConsent, patient diaries, safety reporting and site payments, written blind)",
    load: async () => (await import("./engine-holdout102.js").catch(() => undefined))?.generateHoldout102,
  },
  {
    name: "quiet78",
    title:
      "Quiet set 78 (engine-quiet78.ts: 40 quiet windows of two ride-hailing firms and two shared-scooter operators, dispatch, pricing, payments, unlocks, geofences and swaps, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet78.js").catch(() => undefined))?.generateQuiet78,
  },
  {
    name: "quiet77",
    title:
      "Quiet set 77 (engine-quiet77.ts: 40 quiet windows of clinical trials software, data capture and edit checks, randomisation and supply, eConsent, patient diaries, safety gateways and site payments, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet77.js").catch(() => undefined))?.generateQuiet77,
  },
  {
    name: "holdout103",
    title:
      "Holdout set 103 (engine-holdout103.ts: a freight broker, a trucking carrier, a dock appointment platform and an EDI and billing firm, load boards, ELD, fuel cards, EDI and quick-pay, written blind)",
    load: async () => (await import("./engine-holdout103.js").catch(() => undefined))?.generateHoldout103,
  },
  {
    name: "holdout104",
    title:
      "Holdout set 104 (engine-holdout104.ts: four water and wastewater utilities, SCADA telemetry, smart meters over LoRaWAN, leak detection, billing, work orders and alerts, written blind)",
    load: async () => (await import("./engine-holdout104.js").catch(() => undefined))?.generateHoldout104,
  },
  {
    name: "holdout105",
    title:
      "Holdout set 105 (engine-holdout105.ts: two domain registrars and two certificate authorities, EPP, zone publishing, RDAP, ACME validation, CT, OCSP and CRLs, written blind)",
    load: async () => (await import("./engine-holdout105.js").catch(() => undefined))?.generateHoldout105,
  },
  {
    name: "quiet80",
    title:
      "Quiet set 80 (engine-quiet80.ts: 40 quiet windows of water utilities, SCADA over radio, smart meters, leak sensors, billing and boil notices, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet80.js").catch(() => undefined))?.generateQuiet80,
  },
  {
    name: "quiet81",
    title:
      "Quiet set 81 (engine-quiet81.ts: 40 quiet windows of real-estate listings portals, MLS feeds, photos, search, leads, showings and lender calls, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet81.js").catch(() => undefined))?.generateQuiet81,
  },
  {
    name: "quiet82",
    title:
      "Quiet set 82 (engine-quiet82.ts: 40 quiet windows of domain registrars and certificate authorities, EPP, DNS publishing, ACME challenges, CAA, CT and OCSP, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet82.js").catch(() => undefined))?.generateQuiet82,
  },
  {
    name: "quiet85",
    title:
      "Quiet set 85 (engine-quiet85.ts: 40 quiet windows of four mines' operations technology, autonomous haulage, dispatch, mesh radio, grade tracking, conveyors and maintenance, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet85.js").catch(() => undefined))?.generateQuiet85,
  },
  {
    name: "quiet83",
    title:
      "Quiet set 83 (engine-quiet83.ts: 40 quiet windows of two cruise lines and two ferry operators, bookings, check-in, key cards, onboard tills, satellite links, ANPR and boarding, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet83.js").catch(() => undefined))?.generateQuiet83,
  },
  {
    name: "holdout107",
    title:
      "Holdout set 107 (engine-holdout107.ts: four small-business accounting products, invoicing, payment links, bank feeds, receipt OCR, payroll and VAT, GST and BAS filing, written blind)",
    load: async () => (await import("./engine-holdout107.js").catch(() => undefined))?.generateHoldout107,
  },
  {
    name: "quiet84",
    title:
      "Quiet set 84 (engine-quiet84.ts: 40 quiet windows of four small-business accounting products, bank feeds, receipt OCR, payroll, tax filing and payments, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet84.js").catch(() => undefined))?.generateQuiet84,
  },
  {
    name: "holdout106",
    title:
      "Holdout set 106 (engine-holdout106.ts: a cruise line's shore and ship systems and two ferry operators, bookings, check-in, key cards, folios, satellite sync, ANPR and boarding, written blind)",
    load: async () => (await import("./engine-holdout106.js").catch(() => undefined))?.generateHoldout106,
  },
  {
    name: "holdout109",
    title:
      "Holdout set 109 (engine-holdout109.ts: four car assembly plants, MES tracking, PLC gateways over OPC UA, torque tools, AGVs, vision, andon, sequencing and EDI, written blind)",
    load: async () => (await import("./engine-holdout109.js").catch(() => undefined))?.generateHoldout109,
  },
  {
    name: "quiet88",
    title:
      "Quiet set 88 (engine-quiet88.ts: 40 quiet windows of four clinical laboratories, analyzer interfaces, LIS, autoverification, specimen tracking, HL7 results and portals, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet88.js").catch(() => undefined))?.generateQuiet88,
  },
  {
    name: "quiet86",
    title:
      "Quiet set 86 (engine-quiet86.ts: 40 quiet windows of four fixed broadband providers, orders and address checks, ONT and modem provisioning, RADIUS, DHCP, TR-069 and line telemetry, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet86.js").catch(() => undefined))?.generateQuiet86,
  },
  {
    name: "quiet87",
    title:
      "Quiet set 87 (engine-quiet87.ts: 40 quiet windows of four car assembly plants, MES, PLC gateways, torque tools, AGVs, vision, andon and EDI, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet87.js").catch(() => undefined))?.generateQuiet87,
  },
  {
    name: "holdout108",
    title:
      "Holdout set 108 (engine-holdout108.ts: four fixed broadband providers, address qualification, orders, ONT and modem provisioning, RADIUS, DHCPv6, TR-069, telemetry and billing, written blind)",
    load: async () => (await import("./engine-holdout108.js").catch(() => undefined))?.generateHoldout108,
  },
  {
    name: "quiet91",
    title:
      "Quiet set 91 (engine-quiet91.ts: 40 quiet windows of self-storage and co-working operators, gates and smart locks over cellular hubs, bookings, billing, kiosks and visitor sign-in, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet91.js").catch(() => undefined))?.generateQuiet91,
  },
  {
    name: "quiet89",
    title:
      "Quiet set 89 (engine-quiet89.ts: 40 quiet windows of four passport and identity document agencies, applications, photo checks, biometrics, registries, screening, printing and couriers, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet89.js").catch(() => undefined))?.generateQuiet89,
  },
  {
    name: "holdout111",
    title:
      "Holdout set 111 (engine-holdout111.ts: four digital news publishers, CMS and publishing, media processing, paywalls and subscriptions, ads, push alerts, newsletters, moderation and CDN purges, written blind)",
    load: async () => (await import("./engine-holdout111.js").catch(() => undefined))?.generateHoldout111,
  },
  {
    name: "holdout110",
    title:
      "Holdout set 110 (engine-holdout110.ts: four passport and identity document agencies, applications, photo checks, biometrics, registries, screening, fees, printing and couriers, written blind)",
    load: async () => (await import("./engine-holdout110.js").catch(() => undefined))?.generateHoldout110,
  },
  {
    name: "quiet90",
    title:
      "Quiet set 90 (engine-quiet90.ts: 40 quiet windows of four digital news publishers, CMS, paywalls, ads, push alerts, newsletters, moderation, search and CDN purges, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet90.js").catch(() => undefined))?.generateQuiet90,
  },
  {
    name: "holdout112",
    title:
      "Holdout set 112 (engine-holdout112.ts: two P&C insurers and a claims administrator, first notice of loss, coverage, OCR intake, fraud scoring, adjusters, repair and rental networks, payments, written blind)",
    load: async () => (await import("./engine-holdout112.js").catch(() => undefined))?.generateHoldout112,
  },
  {
    name: "holdout113",
    title:
      "Holdout set 113 (engine-holdout113.ts: two sportsbooks and a state lottery with its retail counters, odds feeds, trading, bet placement, wallets, geolocation, KYC, settlement and draws, written blind)",
    load: async () => (await import("./engine-holdout113.js").catch(() => undefined))?.generateHoldout113,
  },
  {
    name: "quiet92",
    title:
      "Quiet set 92 (engine-quiet92.ts: 40 quiet windows of four precision agriculture operators, machine telematics, RTK, irrigation and soil probes, grain scales and milking robots, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet92.js").catch(() => undefined))?.generateQuiet92,
  },
  {
    name: "quiet93",
    title:
      "Quiet set 93 (engine-quiet93.ts: 40 quiet windows of four alarm monitoring and smart-home security operators, Contact ID and SIA receivers, supervision, operator queues, video verification and dispatch, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet93.js").catch(() => undefined))?.generateQuiet93,
  },
  {
    name: "quiet94",
    title:
      "Quiet set 94 (engine-quiet94.ts: 40 quiet windows of three parking operators, ANPR gates, pay stations and pay-by-phone, permits, enforcement handhelds, occupancy sensors and EV bays, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet94.js").catch(() => undefined))?.generateQuiet94,
  },
  {
    name: "holdout114",
    title:
      "Holdout set 114 (engine-holdout114.ts: a state's and two counties' election systems, online registration and identity matching, poll books, vote centres, mail ballots and signature checks, tabulation and results reporting, written blind)",
    load: async () => (await import("./engine-holdout114.js").catch(() => undefined))?.generateHoldout114,
  },
  {
    name: "holdout115",
    title:
      "Holdout set 115 (engine-holdout115.ts: a pension fund and two recordkeepers, contribution files, unit pricing, fund switches, benefit quotes, pension payroll and bank payments, transfers, member and adviser portals, written blind)",
    load: async () => (await import("./engine-holdout115.js").catch(() => undefined))?.generateHoldout115,
  },
  {
    name: "quiet95",
    title:
      "Quiet set 95 (engine-quiet95.ts: 40 quiet windows of four casinos' floor systems, SAS and G2S slot polling, player tracking, ticket redemption, cage, hand pays and exclusion checks, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet95.js").catch(() => undefined))?.generateQuiet95,
  },
  {
    name: "quiet96",
    title:
      "Quiet set 96 (engine-quiet96.ts: 40 quiet windows of four telemedicine providers, video visits and waiting rooms, interpreters, remote monitoring devices, e-prescribing and billing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet96.js").catch(() => undefined))?.generateQuiet96,
  },
  {
    name: "quiet97",
    title:
      "Quiet set 97 (engine-quiet97.ts: 40 quiet windows of four recruiting and applicant tracking platforms, job boards, resume parsing, background checks, calendar sync and e-signature, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet97.js").catch(() => undefined))?.generateQuiet97,
  },
  {
    name: "holdout116",
    title:
      "Holdout set 116 (engine-holdout116.ts: a national blood service and an organ procurement organisation, donor booking and deferrals, mobile collection sessions, lab testing and ISBT 128 labels, hospital orders and cross-match, cold-chain couriers and organ matching, written blind)",
    load: async () => (await import("./engine-holdout116.js").catch(() => undefined))?.generateHoldout116,
  },
  {
    name: "holdout117",
    title:
      "Holdout set 117 (engine-holdout117.ts: two car rental companies and a peer-to-peer car sharing platform, reservations and rates, counter and kiosk check-in, licence checks, keyless unlock, telematics, damage photos, tolls and fines, deposits, written blind)",
    load: async () => (await import("./engine-holdout117.js").catch(() => undefined))?.generateHoldout117,
  },
  {
    name: "quiet98",
    title:
      "Quiet set 98 (engine-quiet98.ts: 40 quiet windows of four elevator and escalator service companies, remote monitoring units and fault codes, emergency phone self-tests, technician dispatch and work orders, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet98.js").catch(() => undefined))?.generateQuiet98,
  },
  {
    name: "quiet99",
    title:
      "Quiet set 99 (engine-quiet99.ts: 40 quiet windows of four charity fundraising platforms, donations and recurring gifts, direct debits, gift aid, fundraising pages and text-to-donate, CRM sync and receipts, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet99.js").catch(() => undefined))?.generateQuiet99,
  },
  {
    name: "quiet100",
    title:
      "Quiet set 100 (engine-quiet100.ts: 40 quiet windows of four municipal waste collection services, route optimisation, truck telematics and RFID bin lifts, in-cab tablets, missed collections, bulky items and weighbridges, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet100.js").catch(() => undefined))?.generateQuiet100,
  },
  {
    name: "holdout118",
    title:
      "Holdout set 118 (engine-holdout118.ts: a food delivery marketplace's customer and courier sides and two restaurant groups' own delivery, menus, order intake, dispatch and batching, courier location and ETAs, kitchen displays, payments and refunds, written blind)",
    load: async () => (await import("./engine-holdout118.js").catch(() => undefined))?.generateHoldout118,
  },
  {
    name: "holdout119",
    title:
      "Holdout set 119 (engine-holdout119.ts: a clinical genomics lab, a research sequencing core and a cancer-panel lab, accessioning and LIMS, prep robots, sequencer uploads, demultiplexing and analysis pipelines, annotation, reports and billing, written blind)",
    load: async () => (await import("./engine-holdout119.js").catch(() => undefined))?.generateHoldout119,
  },
  {
    name: "quiet101",
    title:
      "Quiet set 101 (engine-quiet101.ts: 40 quiet windows of four home solar and battery monitoring companies, inverter and battery telemetry, export limits, tariffs and schedules, firmware, commissioning and virtual power plant dispatch, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet101.js").catch(() => undefined))?.generateQuiet101,
  },
  {
    name: "quiet102",
    title:
      "Quiet set 102 (engine-quiet102.ts: 40 quiet windows of four translation and localization platforms, file intake, machine translation, translation memories, linguist assignment, QA checks and repository connectors, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet102.js").catch(() => undefined))?.generateQuiet102,
  },
  {
    name: "quiet103",
    title:
      "Quiet set 103 (engine-quiet103.ts: 40 quiet windows of four wine and spirits e-commerce sellers, age checks, shipping compliance, club runs, bonded stock, carrier labels and excise reporting, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet103.js").catch(() => undefined))?.generateQuiet103,
  },
  {
    name: "holdout120",
    title:
      "Holdout set 120 (engine-holdout120.ts: four marina and dry-stack boat storage estates, slip reservations, forklift launches, fuel docks, shore power metering, dock access and repair work orders, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout120.js").catch(() => undefined))?.generateHoldout120,
  },
  {
    name: "holdout121",
    title:
      "Holdout set 121 (engine-holdout121.ts: four 3D printing bureaus and CNC job shop marketplaces, instant quoting, mesh repair and slicing, printer farms, partner overflow, inspection and shipping, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout121.js").catch(() => undefined))?.generateHoldout121,
  },
  {
    name: "quiet104",
    title:
      "Quiet set 104 (engine-quiet104.ts: 40 quiet windows of four golf course and tee-time booking estates, member rules, frost delays, GPS carts, rain checks and dynamic pricing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet104.js").catch(() => undefined))?.generateQuiet104,
  },
  {
    name: "quiet105",
    title:
      "Quiet set 105 (engine-quiet105.ts: 40 quiet windows of four craft breweries and taprooms, fermentation sensors, packaging lines, keg tracking, distributor orders, taproom tabs and beer club releases, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet105.js").catch(() => undefined))?.generateQuiet105,
  },
  {
    name: "quiet106",
    title:
      "Quiet set 106 (engine-quiet106.ts: 40 quiet windows of four coworking and flexible office operators, badge access, room booking displays, visitor registration, printing credits, guest wifi and parcels, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet106.js").catch(() => undefined))?.generateQuiet106,
  },
  {
    name: "holdout122",
    title:
      "Holdout set 122 (engine-holdout122.ts: four household moving and corporate relocation estates, surveys and quotes, crew and truck scheduling, driver apps, storage in transit, claims and expense reimbursement, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout122.js").catch(() => undefined))?.generateHoldout122,
  },
  {
    name: "holdout123",
    title:
      "Holdout set 123 (engine-holdout123.ts: four online tutoring and test-prep estates, tutor onboarding, matching, lesson booking across time zones, video classrooms, adaptive practice tests, payments and payouts, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout123.js").catch(() => undefined))?.generateHoldout123,
  },
  {
    name: "quiet107",
    title:
      "Quiet set 107 (engine-quiet107.ts: 40 quiet windows of four laundry and dry-cleaning pickup services, garment tags, plant machines, lockers, pickup routes and subscriptions, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet107.js").catch(() => undefined))?.generateQuiet107,
  },
  {
    name: "quiet108",
    title:
      "Quiet set 108 (engine-quiet108.ts: 40 quiet windows of four funeral homes and memorial services, case management, obituary publishing, livestreams, flower orders, cemetery records and e-signatures, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet108.js").catch(() => undefined))?.generateQuiet108,
  },
  {
    name: "quiet109",
    title:
      "Quiet set 109 (engine-quiet109.ts: 40 quiet windows of four bike share systems, docking stations, e-bike batteries, unlocks, memberships, rebalancing, overtime fees and GBFS feeds, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet109.js").catch(() => undefined))?.generateQuiet109,
  },
  {
    name: "holdout124",
    title:
      "Holdout set 124 (engine-holdout124.ts: three zoo and aquarium estates, timed-entry ticketing and gates, memberships, tank life-support systems, animal care records and keeper handhelds, shows and point of sale, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout124.js").catch(() => undefined))?.generateHoldout124,
  },
  {
    name: "holdout125",
    title:
      "Holdout set 125 (engine-holdout125.ts: four real estate brokerages and listings portals, MLS feed ingestion and photos, search, showings and lockboxes, lead routing, offers and e-signature, commission payouts, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout125.js").catch(() => undefined))?.generateHoldout125,
  },
  {
    name: "quiet110",
    title:
      "Quiet set 110 (engine-quiet110.ts: 40 quiet windows of four car wash chains, plate and RFID memberships, pay stations, tunnel controllers, chemical dosing and water reclaim, loyalty and fleet billing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet110.js").catch(() => undefined))?.generateQuiet110,
  },
  {
    name: "quiet111",
    title:
      "Quiet set 111 (engine-quiet111.ts: 40 quiet windows of four home services dispatchers (plumbing, electrical, appliance repair), booking windows, technician routing, van stock, estimates, financing and review requests, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet111.js").catch(() => undefined))?.generateQuiet111,
  },
  {
    name: "quiet112",
    title:
      "Quiet set 112 (engine-quiet112.ts: 40 quiet windows of four cinema chains, showtimes and seat holds, ticket sales, concessions to seat, subscription passes, projector telemetry and KDM delivery, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet112.js").catch(() => undefined))?.generateQuiet112,
  },
  {
    name: "holdout126",
    title:
      "Holdout set 126 (engine-holdout126.ts: four vending and micro market operators, machine telemetry, cashless readers, planograms and restock routes, warehouse picking, kiosks and host commissions, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout126.js").catch(() => undefined))?.generateHoldout126,
  },
  {
    name: "holdout127",
    title:
      "Holdout set 127 (engine-holdout127.ts: four family entertainment centres (bowling, trampolines, arcades), lane and attraction booking with waivers, game cards, prize redemption, parties, food to lanes and members' points, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout127.js").catch(() => undefined))?.generateHoldout127,
  },
  {
    name: "quiet113",
    title:
      "Quiet set 113 (engine-quiet113.ts: 40 quiet windows of four self-storage operators, online rentals, gate keypads and smart locks, overlocks and lien auctions, tenant insurance and autopay, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet113.js").catch(() => undefined))?.generateQuiet113,
  },
  {
    name: "quiet114",
    title:
      "Quiet set 114 (engine-quiet114.ts: 40 quiet windows of four church and parish management platforms, online giving, sign-ups, child check-in labels, livestreams, volunteer rotas and messaging, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet114.js").catch(() => undefined))?.generateQuiet114,
  },
  {
    name: "quiet115",
    title:
      "Quiet set 115 (engine-quiet115.ts: 40 quiet windows of four live music venues and ticketing platforms, on-sale queues and bot shields, resale caps, rotating barcodes at doors, bar and merch tills and artist settlement, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet115.js").catch(() => undefined))?.generateQuiet115,
  },
  {
    name: "holdout128",
    title:
      "Holdout set 128 (engine-holdout128.ts: four customs brokers and freight forwarders, entries parsed from invoices, tariff classification and duty, filings to the customs gateway with holds, bonds and duty payments, manifests matched to bills of lading, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout128.js").catch(() => undefined))?.generateHoldout128,
  },
  {
    name: "holdout129",
    title:
      "Holdout set 129 (engine-holdout129.ts: four taxi and private hire dispatchers, bookings by app, phone and hail, drivers' GPS, matching with surge zones, meters and fares, card payments and payouts, licence checks and a control room, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout129.js").catch(() => undefined))?.generateHoldout129,
  },
  {
    name: "quiet116",
    title:
      "Quiet set 116 (engine-quiet116.ts: 40 quiet windows of four dating apps, photo moderation, swipes and matches, chat, store subscriptions, safety reports and blocks, discovery and verification selfies, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet116.js").catch(() => undefined))?.generateQuiet116,
  },
  {
    name: "quiet117",
    title:
      "Quiet set 117 (engine-quiet117.ts: 40 quiet windows of four publishers' digital subscriptions, metered paywalls, article rendering, renewals with card retries, newsletters, comment moderation, print delivery holds and ads, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet117.js").catch(() => undefined))?.generateQuiet117,
  },
  {
    name: "quiet118",
    title:
      "Quiet set 118 (engine-quiet118.ts: 40 quiet windows of four pet boarding, daycare and grooming businesses, kennel reservations, vaccination checks, groomers' calendars, webcams, deposits and no-show fees, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet118.js").catch(() => undefined))?.generateQuiet118,
  },
  {
    name: "holdout130",
    title:
      "Holdout set 130 (engine-holdout130.ts: four homeowners' association and condominium managers, owner portals with dues and assessments, ACH autopay, violations with inspectors' photos, architectural requests, amenity bookings with key fobs, vendor work orders and resale certificates, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout130.js").catch(() => undefined))?.generateHoldout130,
  },
  {
    name: "holdout131",
    title:
      "Holdout set 131 (engine-holdout131.ts: two radio groups and two podcast hosts, live stream encoders and CDN ingest, playout automation and spots, ad insertion, RSS feeds and enclosures, download analytics with bot filtering and royalty reporting, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout131.js").catch(() => undefined))?.generateHoldout131,
  },
  {
    name: "quiet119",
    title:
      "Quiet set 119 (engine-quiet119.ts: 40 quiet windows of four clear-aligner and orthodontic providers, impression kits and intraoral scans, treatment plans approved by orthodontists, aligner manufacturing and shipping, progress photos, financing and patient messaging, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet119.js").catch(() => undefined))?.generateQuiet119,
  },
  {
    name: "quiet120",
    title:
      "Quiet set 120 (engine-quiet120.ts: 40 quiet windows of four driving schools, theory test apps, road test slot bookers and dual-control car telematics, instructors' calendars, learner logbooks and lesson pack payments, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet120.js").catch(() => undefined))?.generateQuiet120,
  },
  {
    name: "quiet121",
    title:
      "Quiet set 121 (engine-quiet121.ts: 40 quiet windows of four florists and flower delivery networks, orders relayed between member florists, same-day cut-offs, substitutions, card messages, drivers' proof of delivery and wire settlements, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet121.js").catch(() => undefined))?.generateQuiet121,
  },
  {
    name: "holdout132",
    title:
      "Holdout set 132 (engine-holdout132.ts: two pawnbroker chains and two consignment stores, pawn loans with tickets and forfeiture, intake checked against police databases, auctions of forfeited goods, consignors' payouts, point of sale and a gold price feed, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout132.js").catch(() => undefined))?.generateHoldout132,
  },
  {
    name: "holdout133",
    title:
      "Holdout set 133 (engine-holdout133.ts: four universities' research instrument cores, booking with training checks, usage logged by instrument PCs, chargeback to grants, sample submission and LIMS, data transfer to storage and badge access, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout133.js").catch(() => undefined))?.generateHoldout133,
  },
  {
    name: "quiet122",
    title:
      "Quiet set 122 (engine-quiet122.ts: 40 quiet windows of four language learning apps, lessons and streaks, speech scoring, live tutoring by video, store and web subscriptions, leagues, reminders and course releases, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet122.js").catch(() => undefined))?.generateQuiet122,
  },
  {
    name: "quiet123",
    title:
      "Quiet set 123 (engine-quiet123.ts: 40 quiet windows of four farm box and CSA subscriptions, swaps and skips, packing lists, delivery routes and pickup sites, weekly card payments, growers' stock and partner add-ons, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet123.js").catch(() => undefined))?.generateQuiet123,
  },
  {
    name: "quiet124",
    title:
      "Quiet set 124 (engine-quiet124.ts: 40 quiet windows of four diabetes management apps with glucose monitors, readings uploaded from phones, alerts to patients and followers, pump sync, clinic reports, sensor warm-up and expiry and pairing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet124.js").catch(() => undefined))?.generateQuiet124,
  },
  {
    name: "holdout134",
    title:
      "Holdout set 134 (engine-holdout134.ts: three hair and beauty salon chains and a marketplace reselling their slots, online booking on stylists' calendars, deposits and no-show fees, card-present point of sale, product stock and supplier orders, SMS and email reminders, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout134.js").catch(() => undefined))?.generateHoldout134,
  },
  {
    name: "holdout135",
    title:
      "Holdout set 135 (engine-holdout135.ts: an online parts retailer, a tyre fitting network, a trade counter and a marketplace, fitment lookups by plate and VIN, warehouse and supplier stock feeds, fitting slots at garages, payments and financing, courier labels and click-and-collect, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout135.js").catch(() => undefined))?.generateHoldout135,
  },
  {
    name: "quiet125",
    title:
      "Quiet set 125 (engine-quiet125.ts: 40 quiet windows of four home care and nursing agencies, caregiver visit scheduling, electronic visit verification, care plans and medication reminders, family portals, payroll and mileage, payer billing and authorisations, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet125.js").catch(() => undefined))?.generateQuiet125,
  },
  {
    name: "quiet126",
    title:
      "Quiet set 126 (engine-quiet126.ts: 40 quiet windows of nurseries, a school district, school bus tracking and a school canteen payments provider, check-in and check-out with guardians, registers and absence calls, parent messaging and photos, fees and lunch payments, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet126.js").catch(() => undefined))?.generateQuiet126,
  },
  {
    name: "quiet127",
    title:
      "Quiet set 127 (engine-quiet127.ts: 40 quiet windows of four online game studios, matchmaking, dedicated server fleets, anti-cheat, accounts and login, leaderboards and stats, in-game store and entitlements, patch downloads over a CDN, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet127.js").catch(() => undefined))?.generateQuiet127,
  },
  {
    name: "holdout136",
    title:
      "Holdout set 136 (engine-holdout136.ts: four swimming pool and leisure centre operators, memberships and direct debits, lane and class booking, turnstiles and wristbands, pool water chemistry and plant-room sensors, lifeguard and instructor rosters, cafe point of sale, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout136.js").catch(() => undefined))?.generateHoldout136,
  },
  {
    name: "quiet128",
    title:
      "Quiet set 128 (engine-quiet128.ts: 40 quiet windows of four furniture and mattress retailers, configurable products and fabric swatches, showroom stock, made-to-order factory slots, white-glove delivery windows, financing applications, returns and trial periods, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet128.js").catch(() => undefined))?.generateQuiet128,
  },
  {
    name: "quiet129",
    title:
      "Quiet set 129 (engine-quiet129.ts: 40 quiet windows of four toy and board game sellers, pre-orders and crowdfunding pledge fulfilment, warehouse pick and pack, age and safety compliance checks, marketplace listings sync, gift cards and loyalty points, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet129.js").catch(() => undefined))?.generateQuiet129,
  },
  {
    name: "holdout137",
    title:
      "Holdout set 137 (engine-holdout137.ts: four optician and eyewear estates, eye-test booking, optometrist records and retinal imaging, prescription and frame orders, a lens surfacing lab, virtual try-on, vision-plan eligibility, contact lens subscriptions and hearing-aid fittings, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout137.js").catch(() => undefined))?.generateHoldout137,
  },
  {
    name: "holdout138",
    title:
      "Holdout set 138 (engine-holdout138.ts: three bakery and coffee shop chains and a wholesale bakery, mobile order-ahead, tills and card terminals, loyalty and gift cards, oven and proofer telemetry, production planning, wholesale orders with route delivery, allergen labelling, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout138.js").catch(() => undefined))?.generateHoldout138,
  },
  {
    name: "quiet130",
    title:
      "Quiet set 130 (engine-quiet130.ts: 40 quiet windows of four campground and RV park operators, site reservations, gate barriers and plate cameras, metered electric hookups, Wi-Fi captive portals, camp store point of sale, cabin smart locks, channel partners and weather alerts, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet130.js").catch(() => undefined))?.generateQuiet130,
  },
  {
    name: "quiet131",
    title:
      "Quiet set 131 (engine-quiet131.ts: 40 quiet windows of four garden centres and plant nurseries, seasonal stock, greenhouse climate and irrigation controllers, click-and-collect and bulky delivery slots, landscaping quotes, loyalty clubs, supplier trolley deliveries and plant passports, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet131.js").catch(() => undefined))?.generateQuiet131,
  },
  {
    name: "quiet132",
    title:
      "Quiet set 132 (engine-quiet132.ts: 40 quiet windows of four music festival and outdoor event organisers, ticket resale and transfers, RFID wristbands and cashless top-ups, gate scanners on flaky links, lineup apps with push, artist advancing, vendor point of sale, crowd density sensors and weather holds, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet132.js").catch(() => undefined))?.generateQuiet132,
  },
  {
    name: "holdout139",
    title:
      "Holdout set 139 (engine-holdout139.ts: an opera house, a concert hall and two theatre groups, box office and seat maps, subscriptions and donors, stage automation and surtitles, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout139.js").catch(() => undefined))?.generateHoldout139,
  },
  {
    name: "holdout140",
    title:
      "Holdout set 140 (engine-holdout140.ts: escape room and laser tag operators, bookings and party packages, waivers, game-master consoles, puzzle prop controllers and vests, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout140.js").catch(() => undefined))?.generateHoldout140,
  },
  {
    name: "quiet133",
    title:
      "Quiet set 133 (engine-quiet133.ts: 40 quiet windows of four tattoo and piercing studios, appointments and deposits, consent forms, portfolios, aftercare messages and sterilisation logs, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet133.js").catch(() => undefined))?.generateQuiet133,
  },
  {
    name: "quiet134",
    title:
      "Quiet set 134 (engine-quiet134.ts: 40 quiet windows of four locksmiths, emergency callouts and dispatch, key-cutting machines, smart lock provisioning and van stock, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet134.js").catch(() => undefined))?.generateQuiet134,
  },
  {
    name: "quiet135",
    title:
      "Quiet set 135 (engine-quiet135.ts: 40 quiet windows of four nightclubs and karaoke bars, guest lists, table and room bookings, song catalogue licensing, door age checks and bar tabs, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet135.js").catch(() => undefined))?.generateQuiet135,
  },
  {
    name: "quiet138",
    title:
      "Quiet set 138 (engine-quiet138.ts: 40 quiet windows of four beekeeping-trade businesses, web shop orders, hive scales and sensors, extraction and jarring lines, wholesale, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet138.js").catch(() => undefined))?.generateQuiet138,
  },
  {
    name: "holdout141",
    title:
      "Holdout set 141 (engine-holdout141.ts: piano and music schools, lessons and practice-room bookings, exam entries, instrument hire, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout141.js").catch(() => undefined))?.generateHoldout141,
  },
  {
    name: "holdout142",
    title:
      "Holdout set 142 (engine-holdout142.ts: circuses and travelling fairs, ticketing, rides and their safety checks, touring logistics and concessions, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout142.js").catch(() => undefined))?.generateHoldout142,
  },
  {
    name: "quiet136",
    title:
      "Quiet set 136 (engine-quiet136.ts: 40 quiet windows of four dry cleaners and laundries, drop-off lockers, garment tagging, pressing machines and delivery vans, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet136.js").catch(() => undefined))?.generateQuiet136,
  },
  {
    name: "quiet137",
    title:
      "Quiet set 137 (engine-quiet137.ts: 40 quiet windows of four chimney sweeps and stove fitters, bookings, surveys and safety certificates, van rounds and parts stock, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet137.js").catch(() => undefined))?.generateQuiet137,
  },
  {
    name: "holdout143",
    title:
      "Holdout set 143 (engine-holdout143.ts: ice rinks and curling clubs, public skating sessions, lessons and league bookings, ice plant and resurfacer telemetry, skate hire and tills, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout143.js").catch(() => undefined))?.generateHoldout143,
  },
  {
    name: "quiet139",
    title:
      "Quiet set 139 (engine-quiet139.ts: 40 quiet windows of four watch and jewellery repair shops, repair tickets, parts ordering, engraving, valuations, insured courier pickups and an online shop, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet139.js").catch(() => undefined))?.generateQuiet139,
  },
  {
    name: "quiet140",
    title:
      "Quiet set 140 (engine-quiet140.ts: 40 quiet windows of four pottery studios and kiln-firing services, class bookings, kiln controllers and firing schedules, glaze stock, shop and commissions, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet140.js").catch(() => undefined))?.generateQuiet140,
  },
  {
    name: "quiet141",
    title:
      "Quiet set 141 (engine-quiet141.ts: 40 quiet windows of four aquarium and tropical fish stores, livestock orders with shipping windows, tank sensors, water-test kiosks, loyalty and an online shop, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet141.js").catch(() => undefined))?.generateQuiet141,
  },
  {
    name: "holdout144",
    title:
      "Holdout set 144 (engine-holdout144.ts: four vineyards and wineries, tasting-room bookings, wine club shipments, cellar and tank sensors, a bottling line, distributor orders and excise reporting, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout144.js").catch(() => undefined))?.generateHoldout144,
  },
  {
    name: "quiet142",
    title:
      "Quiet set 142 (engine-quiet142.ts: 40 quiet windows of four planetariums and science museums, timed-entry ticketing, memberships, show scheduling and dome projectors, exhibit sensors, school group bookings, gift shop and cafe, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet142.js").catch(() => undefined))?.generateQuiet142,
  },
  {
    name: "quiet143",
    title:
      "Quiet set 143 (engine-quiet143.ts: 40 quiet windows of four commercial print shops and sign makers, online proof approval, print queues and RIP servers, large-format printers, finishing and shipping, quotes, invoicing and file uploads, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet143.js").catch(() => undefined))?.generateQuiet143,
  },
  {
    name: "holdout145",
    title:
      "Holdout set 145 (engine-holdout145.ts: four commercial bakeries and food manufacturers, production lines, wholesale orders, delivery routes, allergen labelling and retail shop tills, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout145.js").catch(() => undefined))?.generateHoldout145,
  },
  {
    name: "quiet144",
    title:
      "Quiet set 144 (engine-quiet144.ts: 40 quiet windows of four marinas and boatyards, berth bookings, fuel docks, haul-out and repair scheduling, boat sales listings and membership billing, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet144.js").catch(() => undefined))?.generateQuiet144,
  },
  {
    name: "quiet145",
    title:
      "Quiet set 145 (engine-quiet145.ts: 40 quiet windows of four language schools and online tutoring platforms, course enrolment, live video lessons, placement tests, tutor payouts and homework uploads, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet145.js").catch(() => undefined))?.generateQuiet145,
  },
  {
    name: "holdout146",
    title:
      "Holdout set 146 (engine-holdout146.ts: four climbing gyms and bouldering walls, day passes and memberships, waiver kiosks, route setting, auto-belay inspections, class bookings and café tills, in the dev set's six formats, written blind)",
    load: async () => (await import("./engine-holdout146.js").catch(() => undefined))?.generateHoldout146,
  },
  {
    name: "quiet146",
    title:
      "Quiet set 146 (engine-quiet146.ts: 40 quiet windows of four campsites and caravan parks, pitch bookings, barrier gates with number-plate recognition, electric hook-up metering, site shop tills and guest wifi, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet146.js").catch(() => undefined))?.generateQuiet146,
  },
  {
    name: "quiet147",
    title:
      "Quiet set 147 (engine-quiet147.ts: 40 quiet windows of four removal and moving companies, quotes and home surveys, crew scheduling, van tracking, storage containers and damage claims, and 8 incidents, written blind)",
    load: async () => (await import("./engine-quiet147.js").catch(() => undefined))?.generateQuiet147,
  },
];

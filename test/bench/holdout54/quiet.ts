// The 12 quiet windows of holdout54: only the normal noise of these systems, repeated episodes that end well.
import type { Line } from "./estates.js";

export interface Quiet {
  estate: string;
  note: string;
  episodes: Line[][];
}

const FLAKY: Line[] = [
  [
    "jenkins-agent",
    "warn",
    "[ERROR] Tests run: 412, Failures: 1 in io.kestrel.api.OrderFlowIT (flaky: testCancelRace)",
  ],
  ["jenkins-agent", "info", "[INFO] Rerunning failing tests (rerunFailingTestsCount=2)"],
  ["jenkins-agent", "info", "[WARNING] Tests run: 412, Failures: 0, Flakes: 1 - BUILD SUCCESS"],
];
const RECYCLE: Line[] = [
  ["jenkins-controller", "info", "Scheduled recycling: terminating idle agent k8s-agent-{sha} (age 24h)"],
  ["jenkins-agent", "info", "Agent k8s-agent-{sha} shutting down (SIGTERM), exiting"],
  ["jenkins-controller", "info", "Provisioned agent k8s-agent-{sha} from template linux-large"],
];
const SFTP: Line[] = [
  ["sftp-gateway", "warn", "put /outbound/PAY{day}.{n3}.dat failed: Connection timed out, job will be rerun"],
  ["controlm-agent", "warn", "JOB NFXPAY{n3} ORDERID 0{h} ENDED NOTOK RC=04 - rerun 1 scheduled"],
  ["sftp-gateway", "info", "put /outbound/PAY{day}.{n3}.dat ({mb} KB) completed in {ms}ms"],
  ["controlm-agent", "info", "JOB NFXPAY{n3} ORDERID 0{h} ENDED OK RC=0 (rerun 1)"],
];
const AIRFLOW: Line[] = [
  ["airflow-worker", "warn", "SFTPSensor: SSH session timed out, will retry (try 1 of 3)"],
  ["airflow-worker", "info", "Marking task as SUCCESS. dag_id=carrier_manifests, task_id=wait_manifest (try 2)"],
];
const MATCH_END: Line[] = [
  ["gameserver-fleet", "info", "[LogGameMode] Match mt_{h} complete, shutting down"],
  ["gameserver-fleet", "info", "[agones-sdk] Shutdown requested, game server exiting"],
  ["agones-allocator", "info", "GameServer gs-{mode}-{sha} Shutdown, replacement scheduled"],
];
const DISCONNECT: Line[] = [
  ["gameserver-fleet", "warn", "[LogNet] Player {p} disconnected: connection lost (timeout 20s)"],
  ["chat-gateway", "info", "ws closed player={p} code=1006"],
];
const QUEUE: Line[] = [
  ["matchmaker", "warn", "ticket tk_{h} expired after 300s in queue mode=arena-5v5 region=ap-southeast"],
];

export const QUIETS: Quiet[] = [
  {
    estate: "kestrel",
    note: "normal CI day: a flaky integration test fails once and passes on rerun",
    episodes: [FLAKY],
  },
  {
    estate: "kestrel",
    note: "scheduled agent recycling plus flaky-test reruns, all builds green",
    episodes: [RECYCLE, FLAKY],
  },
  { estate: "kestrel", note: "quiet CI window with agent recycling", episodes: [RECYCLE] },
  { estate: "kestrel", note: "baseline CI traffic only, noisy notifier and deprecation warnings", episodes: [] },
  { estate: "northfold", note: "a payment file transfer times out and the rerun succeeds", episodes: [SFTP] },
  { estate: "northfold", note: "baseline batch night, noisy report mailer only", episodes: [] },
  { estate: "pellucid", note: "an SFTP sensor times out once and succeeds on retry", episodes: [AIRFLOW] },
  { estate: "pellucid", note: "baseline data platform window with the noisy metrics exporter", episodes: [] },
  {
    estate: "emberpeak",
    note: "matches end and game servers shut down, players disconnect",
    episodes: [MATCH_END, DISCONNECT],
  },
  {
    estate: "emberpeak",
    note: "late-night queue timeouts in a thin region, nothing broken",
    episodes: [QUEUE, MATCH_END],
  },
  { estate: "emberpeak", note: "player disconnects and matchmaking queue warnings", episodes: [DISCONNECT, QUEUE] },
  { estate: "emberpeak", note: "baseline game backend evening, all normal", episodes: [MATCH_END] },
];

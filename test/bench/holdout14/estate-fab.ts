// Estate 1: a 300 mm wafer fab's manufacturing execution system ("fab7"): lot tracking, dispatching, SECS/GEM
// equipment gateway, recipes, SPC, yield analytics, wafer maps, the operator portal and the AMHS bridge.
// Untraced (no request ids). Runtimes: Java, Go, .NET, Python, Rust, Node, Elixir; kubelet for the nodes.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";
import { lot, msf } from "./util.js";

export const TOOLS = ["ETCH-07", "ETCH-09", "CVD-12", "LITHO-03", "CMP-05", "IMP-02", "METRO-11", "DIFF-04", "WET-08"];
const STEPS = [
  "STI-ETCH",
  "POLY-DEP",
  "M1-CMP",
  "GATE-LITHO",
  "SD-IMPL",
  "CD-MEAS",
  "ANNEAL-1",
  "PRE-CLEAN",
  "VIA1-ETCH",
];
const tool = (r: Rng) => r.pick(TOOLS);
const step = (r: Rng) => r.pick(STEPS);
const bay = (r: Rng) => `BAY-${r.pick(["A", "B", "C", "D"])}${r.int(1, 4)}`;
const foup = (r: Rng) => `F${r.hex(4).toUpperCase()}`;
const wafer = (r: Rng) => `${lot(r).slice(0, 8)}-${String(r.int(1, 25)).padStart(2, "0")}`;
const thread = (r: Rng) => `http-nio-8080-exec-${r.int(1, 40)}`;

export const FAB: Estate = {
  name: "fab7",
  namespace: "fab-mes",
  traced: false,
  cd: "argocd-application-controller",
  services: [
    {
      name: "mes-core",
      runtime: "java",
      weight: 6,
      normal: [
        (r) =>
          `[${thread(r)}] c.f.m.lot.LotTrackingService : TrackIn lot=${lot(r)} step=${step(r)} eqp=${tool(r)} qty=${r.int(12, 25)} recipe=${r.pick(["ETCH-POLY", "DEP-TEOS", "CMP-CU"])}-${r.int(1, 40)}`,
        (r) =>
          `[${thread(r)}] c.f.m.lot.LotTrackingService : TrackOut lot=${lot(r)} step=${step(r)} next=${step(r)} moves=${r.int(1, 3)}`,
        (r) => `[${thread(r)}] c.f.m.web.LotController : GET /api/v2/lots/${lot(r)} 200 ${r.int(3, 60)}ms`,
        (r) =>
          `[${thread(r)}] c.f.m.hold.HoldService : hold ${r.pick(["SPC-OOC", "ENG-REVIEW", "QUAL"])} released on ${lot(r)} by ${r.pick(["jwu", "mkarimi", "tperez", "auto-release"])}`,
        (r) =>
          `[scheduling-1] c.f.m.wip.WipSnapshotJob : WIP snapshot written: ${r.int(2800, 3400)} lots, ${r.int(61000, 79000)} wafers in ${r.int(80, 400)}ms`,
      ],
      chatter: [
        {
          level: "warn",
          every: [200, 900],
          msg: (r) =>
            `[${thread(r)}] o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Warning Code: 0, SQLState: 00000 (relation "lot_history_${r.int(2024, 2025)}" already exists, skipping)`,
        },
      ],
    },
    {
      name: "dispatcher",
      runtime: "java",
      weight: 3,
      normal: [
        (r) =>
          `[dispatch-loop] c.f.d.DispatchCycle : cycle ${r.int(40000, 90000)} ${bay(r)}: ${r.int(8, 60)} lots ranked, ${r.int(0, 9)} moves issued (${r.int(20, 300)} ms)`,
        (r) =>
          `[dispatch-loop] c.f.d.rules.CriticalRatioRule : lot ${lot(r)} CR=${msf(r, 0.6, 2.4)} priority=${r.int(1, 5)}`,
        (r) =>
          `[grpc-default-executor-${r.int(0, 9)}] c.f.d.wafermap.WaferMapClient : wafer map ${wafer(r)} ready (${r.int(8, 80)} ms)`,
      ],
      chatter: [
        {
          level: "warn",
          every: [120, 600],
          msg: (r) =>
            `[dispatch-loop] c.f.d.DispatchCycle : tool ${tool(r)} reports state PM but has ${r.int(1, 3)} lots queued; skipping`,
        },
      ],
    },
    {
      name: "eqp-gateway",
      runtime: "go",
      weight: 5,
      normal: [
        (r) =>
          `S6F11 event report\t{"eqp": "${tool(r)}", "ceid": ${r.pick([4012, 4013, 4101, 5001])}, "lot": "${lot(r)}", "dataid": ${r.int(1000, 99999)}}`,
        (r) => `hsms linktest ok\t{"eqp": "${tool(r)}", "rtt_ms": ${r.int(1, 9)}}`,
        (r) =>
          `S7F3 process program sent\t{"eqp": "${tool(r)}", "ppid": "${r.pick(["ETCH-POLY", "DEP-TEOS", "CMP-CU"])}-${r.int(1, 40)}", "bytes": ${r.int(4000, 90000)}}`,
        (r) => `S1F3 status poll\t{"eqp": "${tool(r)}", "svids": ${r.int(8, 40)}, "elapsed": "${r.int(2, 40)}ms"}`,
      ],
      chatter: [
        {
          level: "warn",
          every: [90, 400],
          msg: (r) =>
            `S9F7 illegal data from equipment, replied\t{"eqp": "${r.pick(["WET-08", "DIFF-04"])}", "stream": 6, "function": 11}`,
        },
      ],
    },
    {
      name: "recipe-mgmt-svc",
      runtime: "dotnet",
      weight: 2,
      normal: [
        (r) =>
          `Request finished HTTP/1.1 GET http://recipe-mgmt-svc:8080/api/recipes/${r.pick(["ETCH-POLY", "DEP-TEOS", "CMP-CU"])}-${r.int(1, 40)} - 200 ${r.int(900, 9000)} application/json;+charset=utf-8 ${msf(r, 2, 40)}ms`,
        (r) =>
          `Recipe ${r.pick(["ETCH-POLY", "DEP-TEOS", "CMP-CU"])}-${r.int(1, 40)} v${r.int(2, 30)} checksum verified for ${tool(r)}`,
        (r) =>
          `Executed DbCommand (${r.int(1, 30)}ms) [Parameters=[@__p_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']`,
      ],
    },
    {
      name: "spc-engine",
      runtime: "python",
      weight: 3,
      normal: [
        (r) =>
          `chart XBAR-R ${r.pick(["CD", "THK", "RS"])}-${step(r)} updated: n=5 mean=${msf(r, 40, 50)} ucl=${msf(r, 50, 52)} lcl=${msf(r, 38, 40)} in control`,
        (r) => `${r.ip()} - - "POST /api/v1/measurements HTTP/1.1" 201 ${r.int(40, 120)} "-" "eqp-gateway/2.8"`,
        (r) => `Western Electric rules evaluated for ${r.int(20, 90)} charts in ${r.int(10, 200)}ms`,
      ],
      chatter: [
        {
          level: "warn",
          every: [60, 240],
          msg: (r) =>
            `OOC: chart XBAR-R THK-${step(r)} point ${msf(r, 52, 54)} above UCL (rule 1), lot ${lot(r)} put on SPC hold`,
        },
      ],
    },
    {
      name: "yield-analytics",
      runtime: "python",
      weight: 1,
      normal: [
        (r) => `Task yield.tasks.rollup_wafer_bins[${r.uuid()}] received`,
        (r) => `Task yield.tasks.rollup_wafer_bins[${r.uuid()}] succeeded in ${msf(r, 0.4, 9)}s: None`,
        (r) =>
          `Task yield.tasks.export_parquet[${r.uuid()}] succeeded in ${msf(r, 2, 30)}s: {'rows': ${r.int(1000, 90000)}}`,
      ],
    },
    {
      name: "wafer-map-worker",
      runtime: "rust",
      weight: 2,
      normal: [
        (r) =>
          `wafer_map_worker::render: map rendered wafer=${wafer(r)} dies=${r.int(480, 620)} bins=${r.int(4, 12)} elapsed_ms=${r.int(6, 70)}`,
        (r) =>
          `wafer_map_worker::store: uploaded s3://fab7-wafermaps/${r.hex(2)}/${wafer(r)}.png bytes=${r.int(40000, 240000)}`,
      ],
    },
    {
      name: "fab-portal",
      runtime: "node",
      weight: 3,
      normal: [
        (r) => `request completed GET /lots/${lot(r)} 200 ${r.int(8, 120)}ms`,
        (r) => `request completed GET /tools/${tool(r)}/status 200 ${r.int(4, 60)}ms`,
        (r) => `ws: pushed wip update to ${r.int(20, 180)} subscribers (${bay(r)})`,
        (r) => `request completed POST /holds/${lot(r)}/release 204 ${r.int(20, 200)}ms`,
      ],
    },
    {
      name: "amhs-bridge",
      runtime: "elixir",
      weight: 2,
      normal: [
        (r) =>
          `[MCS] transfer TJ-${r.int(100000, 999999)} carrier=${foup(r)} ${r.pick(["STK-02", "STK-05", "STK-07"])} -> ${tool(r)}:LP${r.int(1, 4)} completed in ${r.int(60, 400)}s`,
        (r) => `[MCS] transfer TJ-${r.int(100000, 999999)} carrier=${foup(r)} queued priority=${r.int(1, 99)}`,
        (r) => `[OHT] vehicle V${r.int(100, 260)} idle at ${bay(r)}`,
      ],
      chatter: [
        {
          level: "error",
          every: [40, 160],
          msg: (r) =>
            `[MCS] carrier ${foup(r)} location unknown after ID read failure at ${r.pick(["STK-02", "STK-05"])}:port ${r.int(1, 8)}, inventory sync requested`,
        },
      ],
    },
    {
      name: "mes-db",
      runtime: "postgres",
      weight: 0.4,
      normal: [
        () => "LOG:  checkpoint starting: time",
        (r) =>
          `LOG:  checkpoint complete: wrote ${r.int(900, 12000)} buffers (${msf(r, 1, 14)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 8)} recycled; write=${msf(r, 20, 269)} s, sync=0.0${r.int(10, 99)} s, total=${msf(r, 20, 270)} s; sync files=${r.int(20, 140)}, longest=0.0${r.int(10, 99)} s, average=0.00${r.int(1, 9)} s; distance=${r.int(20000, 90000)} kB, estimate=${r.int(40000, 90000)} kB`,
        (r) =>
          `LOG:  automatic analyze of table "mes.public.lot_history" system usage: CPU: user: ${msf(r, 0.1, 2)} s, system: 0.0${r.int(1, 9)} s, elapsed: ${msf(r, 0.5, 4)} s`,
      ],
      chatter: [
        {
          level: "info",
          every: [120, 500],
          msg: (r) =>
            `LOG:  duration: ${r.int(1000, 4000)}.${r.int(100, 999)} ms  statement: SELECT l.lot_no, l.qty, s.step_id FROM lot l JOIN lot_step s ON s.lot_id = l.id WHERE s.state = 'WAIT' ORDER BY s.queued_at`,
        },
      ],
    },
    {
      name: "kernel",
      runtime: "kernel",
      weight: 0.06,
      normal: [
        (r) => `IPv6: ADDRCONF(NETDEV_CHANGE): veth${r.hex(8)}: link becomes ready`,
        (r) => `cni0: port ${r.int(2, 40)}(veth${r.hex(8)}) entered forwarding state`,
        (r) => `eth0: renamed from tmp${r.int(10000, 99999)}`,
      ],
    },
    {
      name: "kubelet",
      runtime: "kubelet",
      weight: 0.25,
      normal: [
        (r) =>
          `"SyncLoop (PLEG): event for pod" pod="fab-mes/${r.pick(["mes-core", "eqp-gateway", "spc-engine"])}-${r.pod()}" event={"Type":"ContainerStarted"}`,
        () => `"Successfully probed plugin" plugin="kubernetes.io/csi"`,
        (r) =>
          `"Cleaned up orphaned pod volumes dir" podUID="${r.uuid()}" path="/var/lib/kubelet/pods/${r.uuid()}/volumes"`,
      ],
    },
  ],
  flows: [],
  blips: [
    (c, t) =>
      c.at(
        t,
        "mes-core",
        "warn",
        `[${thread(c.r)}] com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      ),
    (c, t) => {
      const e = c.r.pick(["CMP-05", "IMP-02", "CVD-12"]);
      c.at(
        t,
        "eqp-gateway",
        "error",
        `hsms connection lost\t{"eqp": "${e}", "error": "read tcp 10.31.4.20:5000->10.31.8.${c.r.int(10, 90)}:5000: read: connection reset by peer"}`,
      );
      c.at(t + c.r.num(4, 15), "eqp-gateway", "info", `hsms select.rsp received, session SELECTED\t{"eqp": "${e}"}`);
    },
    (c, t) => {
      c.at(t, "fab-portal", "warn", "upstream recipe-mgmt-svc request failed, retrying (1/3): socket hang up");
      c.at(
        t + 0.3,
        "fab-portal",
        "info",
        `request completed GET /recipes/DEP-TEOS-${c.r.int(1, 40)} 200 ${c.r.int(300, 900)}ms`,
      );
    },
    (c, t) => {
      const id = c.r.uuid();
      c.at(
        t,
        "yield-analytics",
        "warn",
        `Task yield.tasks.export_parquet[${id}] retry: Retry in 30s: OperationalError('server closed the connection unexpectedly\\n\\tThis probably means the server terminated abnormally\\n\\tbefore or while processing the request.\\n')`,
      );
      c.at(
        t + 31,
        "yield-analytics",
        "info",
        `Task yield.tasks.export_parquet[${id}] succeeded in ${msf(c.r, 2, 30)}s: {'rows': ${c.r.int(1000, 90000)}}`,
      );
    },
    (c, t) => {
      const p = c.pod("wafer-map-worker");
      c.at(
        t,
        "kubelet",
        "info",
        `"Probe failed" probeType="Readiness" pod="fab-mes/${p}" podUID="${c.r.uuid()}" containerName="wafer-map-worker" probeResult="failure" output="Get \\"http://10.244.3.${c.r.int(2, 250)}:8080/healthz\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
      );
    },
    (c, t) =>
      c.at(
        t,
        "spc-engine",
        "error",
        `Invalid HTTP_HOST header: '${c.r.ip("172.16")}:8000'. You may need to add '${c.r.ip("172.16")}' to ALLOWED_HOSTS.`,
      ),
  ],
};

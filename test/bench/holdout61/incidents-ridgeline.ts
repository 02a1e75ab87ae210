// Ridgeline Mutual (z/OS batch, IMS and DB2 with MQ and file-transfer bridges, no request ids): one failure per category.
import { RIDGELINE as E } from "./estates.js";
import { HEX, int, pick } from "./rng.js";
import type { Fault } from "./stream.js";
import { javaTrace, pyTrace } from "./traces.js";

const corr = (r: () => number) => HEX(r, 24);
const pol = (r: () => number) => `${pick(r, ["HO", "AU", "UM"])}${int(r, 1000000, 9999999)}`;

export const RIDGELINE_FAULTS: Fault[] = [
  {
    estate: E,
    category: "authentication",
    origin: "mq-bridge",
    hints: ["2035", "authentication", "security", "jmswmq2013", "credential", "not_authorized"],
    severity: "high",
    note: "mq-bridge's connection to queue manager QMZP is refused with reason 2035 (security authentication not valid), so policy inquiries and quotes to IMS fail.",
    failRate: 1,
    mute: /channel SYSA/,
    own: () => [
      {
        level: "error",
        msg: javaTrace(
          "Reconnect to QMZP failed\ncom.ibm.msg.client.jms.DetailedJMSSecurityException: JMSWMQ2013: The security authentication was not valid that was supplied for queue manager 'QMZP' with connection mode 'Client' and host name 'zosmq1(1414)'.",
          [
            "com.ibm.msg.client.wmq.common.internal.Reason.reasonToException(Reason.java:531)",
            "com.ibm.msg.client.wmq.internal.WMQConnection.<init>(WMQConnection.java:450)",
            "com.ridgeline.mqbridge.ImsRequestor.connect(ImsRequestor.java:71)",
          ],
          "com.ibm.mq.MQException: JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2035' ('MQRC_NOT_AUTHORIZED').",
        ),
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `GET /policies/${pol(r)} 503 ${int(r, 20, 200)}ms: IMS inquiry unavailable (mq-bridge 503)`,
      },
    ],
  },
  {
    estate: E,
    category: "authorization",
    origin: "recon-loader",
    hints: ["sql0551n", "authorization", "privilege", "42501", "not authorized"],
    severity: "medium",
    note: "recon-loader's DB2 authorization ID loses INSERT on the staging table (SQL0551N), so every landed extract fails to load.",
    failRate: 1,
    own: (r) => [
      {
        level: "error",
        msg: pyTrace(
          [["/opt/recon/loader.py", 144, "load_file", "ibm_db.execute(stmt, row)"]],
          'Exception: [IBM][CLI Driver][DB2] SQL0551N  The statement failed because the authorization ID does not have the required authorization or privilege to perform the operation.  Authorization ID: "RCNLOAD".  Operation: "INSERT". Object: "RECON.STAGE".  SQLSTATE=42501',
        ),
      },
      {
        level: "warn",
        msg: `moved ${pick(r, ["prem", "clm", "gl"])}_${int(r, 1000, 9999)}.dat to /landing/error after load failure`,
        dt: 40,
      },
    ],
    noEdge: true,
  },
  {
    estate: E,
    category: "database",
    origin: "db2-dbp1",
    hints: ["deadlock", "db2", "sqlcode", "911", "lock", "resource unavailable"],
    severity: "high",
    note: "DB2 subsystem DBP1 starts reporting deadlocks and lock timeouts on the policy tablespace, so IMS inquiries abort with SQLCODE -911 and the billing batch abends.",
    failRate: 0.6,
    at: "ims-imsp",
    own: (r) => [
      {
        level: "error",
        msg: `DFS3650I TRAN POLINQ  PSB POLPSB01 ROLLED BACK  SQLCODE=-911 SQLSTATE=40001 REASON 00C90088  REGION IMSMPP0${int(r, 1, 4)}`,
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `IMS reply for corrId=${corr(r)} carried error (POLINQ SQLCODE -911); returning 502 to caller`,
      },
    ],
    tick: {
      every: 10,
      lines: (r, i) => [
        i % 2 === 0
          ? {
              level: "warn",
              msg: `DSNT375I -DBP1 PLAN=POLPLAN WITH CORRELATION-ID=IMSMPP0${int(r, 1, 4)} CONNECTION-ID=IMSP LUW-ID=RDGNET.DBP1LU.${HEX(r, 12)}=${int(r, 100, 999)} THREAD-INFO=IMSP:*:*:* IS DEADLOCKED WITH PLAN=BILPLAN WITH CORRELATION-ID=BILJ1100 CONNECTION-ID=BATCH ON MEMBER DBP1`,
            }
          : {
              level: "warn",
              msg: `DSNT376I -DBP1 PLAN=POLPLAN WITH CORRELATION-ID=IMSMPP0${int(r, 1, 4)} CONNECTION-ID=IMSP IS TIMED OUT. ONE HOLDER OF THE RESOURCE IS PLAN=BILPLAN WITH CORRELATION-ID=BILJ1100 CONNECTION-ID=BATCH ON MEMBER DBP1`,
            },
        {
          level: "warn",
          dt: 5,
          msg: `DSNT501I -DBP1 DSNILMCL RESOURCE UNAVAILABLE CORRELATION-ID=IMSMPP0${int(r, 1, 4)} CONNECTION-ID=IMSP REASON 00C9008E TYPE 00000302 NAME POLDB   .POLTS01 .X'000${HEX(r, 3)}'`,
        },
        ...(i === 6
          ? [
              {
                svc: "jes2",
                level: "error" as const,
                msg: "IEF450I BILJ1100 STEP020 - ABEND=S000 U0911 REASON=00000000",
              },
              {
                svc: "controlm",
                level: "error" as const,
                msg: "CTM5100E JOB BILJ1100 ORDERID 0A7F2 ENDED NOTOK RC=U0911 - RERUN REQUIRED",
                dt: 1500,
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "network",
    origin: "cd-xfer",
    hints: ["connection", "reset", "network", "econnreset", "unreachable", "tcp"],
    severity: "medium",
    note: "Connect:Direct sessions to the reinsurer and bank nodes fail with TCP resets and unreachable hosts, so nightly outbound transfers stall in timer retry.",
    failRate: 0.9,
    own: (r) => [
      {
        level: "error",
        msg: `SVTM052I Session establishment with node ${pick(r, ["REINS.NODE", "BANK.FTS"])} failed: TCP/IP ${pick(r, ["connection reset by peer (errno=104 ECONNRESET)", "host unreachable (errno=113 EHOSTUNREACH)"])} PNAME=${pick(r, ["PRMXFER", "CLMXFER", "BNKXFER"])} PNUM=${int(r, 1000, 9999)}`,
      },
      {
        level: "warn",
        msg: `SVTM080W Process placed in Timer Retry (short-term), attempt ${int(r, 2, 10)} of 10`,
        dt: 30,
      },
    ],
    tick: {
      every: 90,
      lines: (r) => [
        {
          svc: "recon-loader",
          level: "warn",
          msg: `expected ${pick(r, ["prem", "clm"])}_*.dat not arrived; SLA 02:30 at risk`,
        },
      ],
    },
  },
  {
    estate: E,
    category: "timeout",
    origin: "ims-imsp",
    hints: ["timeout", "timed out", "2033", "no reply", "timer", "wait"],
    severity: "medium",
    note: "IMS transaction POLINQ queues up behind busy MPP regions and replies stop arriving within 30 s, so mq-bridge waits expire (2033) and policy-api returns 504.",
    failRate: 0.75,
    own: (r) => [
      {
        level: "warn",
        msg: `OTMA TPIPE MQBRG01 TRAN POLINQ NO REPLY WITHIN 30 SEC - TIMER EXPIRED, INPUT MESSAGE DISCARDED  TMEMBER CSQ1 REGION IMSMPP0${int(r, 1, 4)}`,
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `MQGET IMS.POLINQ.RPY wait interval 30000ms expired: MQRC_NO_MSG_AVAILABLE (2033) corrId=${corr(r)}`,
      },
    ],
    callerDelay: 30000,
    edgeStatus: 504,
    tick: {
      every: 40,
      lines: (r) => [
        {
          level: "warn",
          msg: `DFS0488I TRAN POLINQ QCT=${int(r, 300, 1400)} EXCEEDS THRESHOLD 200 - REGIONS IMSMPP01-04 BUSY, AVG ELAPSED ${int(r, 22, 31)}.${int(r, 0, 9)} SEC`,
        },
      ],
    },
  },
  {
    estate: E,
    category: "rate_limiting",
    origin: "policy-api",
    hints: ["429", "rate", "limit", "too many", "throttl"],
    severity: "medium",
    note: "The address-verification vendor starts throttling policy-api with 429s, so new quotes fail after retries.",
    failRate: 0.8,
    at: "policy-api",
    own: (r) => [
      {
        level: "warn",
        msg: "Address verification call returned 429 Too Many Requests (limit 50/s), retrying in 1000ms",
      },
      {
        level: "warn",
        msg: "Address verification call returned 429 Too Many Requests (limit 50/s), retrying in 2000ms",
        dt: 1100,
      },
      {
        level: "error",
        msg: `POST /quotes 503 ${int(r, 3200, 4000)}ms: address verification failed: 429 Too Many Requests (x-ratelimit-remaining=0)`,
        dt: 3200,
      },
    ],
  },
  {
    estate: E,
    category: "validation",
    origin: "recon-loader",
    hints: ["validation", "invalid", "decimal", "valueerror", "layout"],
    severity: "medium",
    note: "recon-loader rejects the premium extracts because records carry invalid packed-decimal fields, so the reconciliation stage stays empty.",
    failRate: 1,
    own: (r) => [
      {
        level: "error",
        msg: pyTrace(
          [
            ["/opt/recon/loader.py", 131, "load_file", "row = layout.decode(rec)"],
            ["/opt/recon/copybook.py", 58, "decode", "return {f.name: f.unpack(buf) for f in self.fields}"],
            [
              "/opt/recon/copybook.py",
              27,
              "unpack",
              'raise ValueError(f"invalid packed decimal {raw.hex().upper()} (bad sign nibble)")',
            ],
          ],
          `ValueError: record ${int(r, 1, 90000)}: field PREM-AMT (PIC S9(7)V99 COMP-3): invalid packed decimal 00${int(r, 10, 99)}47${int(r, 10, 99)}A0 (bad sign nibble)`,
        ),
      },
      { level: "warn", msg: `file rejected, moved to /landing/error (0 records loaded)`, dt: 30 },
    ],
    noEdge: true,
  },
  {
    estate: E,
    category: "null_reference",
    origin: "policy-api",
    hints: ["null", "nullpointer", "npe"],
    severity: "high",
    note: "policy-api throws NullPointerException mapping IMS replies that have no agent code, so policy inquiries return 500.",
    failRate: 0.5,
    at: "policy-api",
    own: (r) => [
      {
        level: "error",
        msg: javaTrace(
          `Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "com.ridgeline.policy.ims.PolicyInquiryReply.getAgentCode()" is null]`,
          [
            "com.ridgeline.policy.mapping.PolicyMapper.toView(PolicyMapper.java:74)",
            "com.ridgeline.policy.api.PolicyController.get(PolicyController.java:39)",
            "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
          ],
        ).replace(
          "is null]",
          'is null]\njava.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "com.ridgeline.policy.ims.PolicyInquiryReply.getAgentCode()" is null',
        ),
      },
      { level: "error", msg: `GET /policies/${pol(r)} 500 ${int(r, 40, 300)}ms`, dt: 2 },
    ],
  },
  {
    estate: E,
    category: "configuration",
    origin: "mq-bridge",
    hints: ["2085", "unknown_object", "config", "queue", "mqopen"],
    severity: "high",
    note: "A mq-bridge release maps policy inquiries to a queue name that does not exist (2085 MQRC_UNKNOWN_OBJECT_NAME), so inquiries fail while quotes keep working.",
    failRate: 1,
    at: "mq-bridge",
    change: () => [
      { level: "info", msg: "Commencing graceful shutdown. Waiting for active requests to complete" },
      { level: "info", msg: "Starting mq-bridge v2.8.0 using Java 21.0.4 with PID 1" },
      {
        level: "info",
        msg: "Loaded 6 queue mappings from /config/mqbridge.yaml (profile prod): POLINQ -> IMS.POLINQ.REQQ, QTRATE -> IMS.QUOTE.REQ, ...",
      },
      { level: "info", msg: "Started MqBridgeApplication in 11.204 seconds (process running for 12.3)" },
    ],
    own: () => [
      {
        level: "error",
        msg: javaTrace(
          "POLINQ request failed\ncom.ibm.msg.client.jms.DetailedInvalidDestinationException: JMSWMQ2008: Failed to open MQ queue 'IMS.POLINQ.REQQ'.",
          [
            "com.ibm.msg.client.wmq.common.internal.Reason.reasonToException(Reason.java:513)",
            "com.ibm.msg.client.wmq.internal.WMQMessageProducer.<init>(WMQMessageProducer.java:1032)",
            "com.ridgeline.mqbridge.ImsRequestor.send(ImsRequestor.java:104)",
          ],
          "com.ibm.mq.MQException: JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2085' ('MQRC_UNKNOWN_OBJECT_NAME').",
        ),
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `GET /policies/${pol(r)} 503 ${int(r, 10, 90)}ms: IMS inquiry unavailable (mq-bridge 500)`,
      },
    ],
  },
  {
    estate: E,
    category: "dependency",
    origin: "sftp-gw",
    hints: ["unavailable", "disconnect", "partner", "bank", "dependency", "upstream"],
    severity: "medium",
    note: "The bank's SFTP server disconnects sftp-gw with 'service temporarily unavailable', so the outbound payment file is never delivered and the acknowledgement job waits.",
    failRate: 0,
    tick: {
      every: 25,
      lines: (r, i) => [
        {
          level: "error",
          msg: `push BNK_PAY_${int(r, 1000, 9999)}.txt to partner sftp.bank.example:22 failed: Received disconnect from 198.51.100.7 port 22:11: Service temporarily unavailable`,
        },
        { level: "warn", msg: `partner bank-pay: retry ${(i % 6) + 1}/6 in 60s`, dt: 50 },
        ...(i % 4 === 2
          ? [
              {
                svc: "controlm",
                level: "warn" as const,
                msg: `CTM5309W JOB BNKJ0910 WAITING FOR CONDITION BANK-ACK-OK (CYCLIC CHECK ${i + 1} OF 30)`,
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "memory",
    origin: "mq-bridge",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "mq-bridge's heap fills up (long GC pauses, then OutOfMemoryError), so IMS requests from policy-api fail.",
    failRate: 0.5,
    own: (r) =>
      r() < 0.4
        ? [
            {
              level: "error",
              msg: javaTrace(
                "Exception in listener container for IMS.QUOTE.RPY\njava.lang.OutOfMemoryError: Java heap space",
                [
                  "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
                  "com.ibm.mq.jmqi.remote.impl.RemoteSession.receiveAsyncMessage(RemoteSession.java:1203)",
                  "com.ridgeline.mqbridge.ReplyCorrelator.onMessage(ReplyCorrelator.java:58)",
                ],
              ),
            },
          ]
        : [],
    near: (r) => [
      {
        level: "error",
        msg: `${pick(r, ["GET /policies", "POST /quotes"])} 503 ${int(r, 5000, 9000)}ms: IMS bridge unavailable (mq-bridge timed out)`,
      },
    ],
    callerDelay: 5000,
    tick: {
      every: 9,
      lines: (r, i) => [
        {
          level: "warn",
          msg: `[gc] GC(${4100 + i}) Pause Full (G1 Compaction Pause) ${2020 + Math.min(i, 27)}M->${2018 + Math.min(i, 28)}M(2048M) ${int(r, 900, 4000)}.${int(r, 100, 999)}ms`,
        },
      ],
    },
  },
  {
    estate: E,
    category: "disk",
    origin: "jes2",
    hints: ["spool", "disk", "space", "full", "tgs", "resource shortage"],
    severity: "high",
    note: "The JES2 spool fills up (track groups exhausted), so Control-M can no longer submit batch jobs and the nightly schedule backs up.",
    failRate: 1,
    mute: /\$HASP373/,
    near: (r) => [
      {
        level: "error",
        msg: `CTM5105E JOB ${pick(r, ["PAYJ0420", "CLMJ2050", "GLDJ3300", "PREJ0700"])} NOT SUBMITTED - JES2 REJECTED (SPOOL FULL), WILL RETRY IN 5 MIN`,
      },
    ],
    tick: {
      every: 15,
      lines: (r, i) => [
        {
          level: i < 3 ? "warn" : "error",
          msg: `$HASP050 JES2 RESOURCE SHORTAGE OF TGS - ${Math.min(100, 88 + i * 4)}% UTILIZATION REACHED`,
        },
        ...(i > 3 && i % 3 === 0 ? [{ level: "error" as const, msg: "$HASP355 SPOOL VOLUMES ARE FULL" }] : []),
        ...(r() < 0.2
          ? [
              {
                level: "warn" as const,
                msg: `$HASP607 JES2 NOT DORMANT -- MAS MEMBER SYSA TGS USAGE ${90 + int(r, 0, 10)}%`,
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "unknown",
    origin: "ims-imsp",
    hints: ["abend", "u4095", "unknown", "crash"],
    severity: "high",
    note: "The IMS MPP regions running POLINQ keep abending with user code U4095 and no further explanation, so inquiries from mq-bridge get error replies.",
    failRate: 0.85,
    near: (r) => [
      {
        level: "error",
        msg: `IMS reply for corrId=${corr(r)} carried DFS555I (POLINQ ABEND U4095); returning 502 to caller`,
      },
    ],
    tick: {
      every: 14,
      lines: (r) => {
        const reg = `IMSMPP0${int(r, 1, 4)}`;
        return [
          {
            level: "error",
            msg: `DFS554A ${reg}.REGION.MPP - PROGRAM POLPGM01(POLINQ ) ABEND SYS=000 USER=4095 REGION ${reg}`,
          },
          { level: "error", msg: "DFS555I TRAN POLINQ  ABEND S000,U4095; MSG IN PROCESS: POLINQ", dt: 20 },
          {
            level: "info",
            msg: `DFS0551I MESSAGE REGION ${reg} STARTED ID=00${int(r, 1, 9)} TIME=${int(r, 1000, 2359)} CLASS=001,002`,
            dt: 3000,
          },
        ];
      },
    },
  },
];

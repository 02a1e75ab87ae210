// Forty kinds of loud, red or bursty noise that is how these systems normally behave (nothing is broken).
import type { Ctx } from "./stream.js";

export interface QuietKind {
  estate: string;
  kind: string;
  note: string;
  gen: (ctx: Ctx, at: number) => void;
}

const node = (ctx: Ctx, p = "c") => `${p}${String(ctx.rng.int(1, 180)).padStart(3, "0")}`;

export const QUIET: QuietKind[] = [
  // ---- HPC / research computing (fenwick)
  {
    estate: "fenwick",
    kind: "oom-in-user-job",
    note: "A user's array job keeps exceeding its memory request; slurmstepd reports oom_kill events for those steps only.",
    gen: (ctx, at) => {
      const base = ctx.rng.int(4_860_000, 4_870_000);
      for (let i = 0; i < 40; i++) {
        const t = at + i * ctx.rng.int(3000, 9000);
        ctx.emit(
          t,
          "slurmctld",
          "error",
          `slurmstepd: error: Detected 1 oom_kill event in StepId=${base}_${i}.batch. Some of the step tasks have been OOM Killed.`,
        );
        ctx.emit(t + 30, "slurmctld", "info", `_job_complete: JobId=${base}_${i}(${base + i + 1}) WTERMSIG 9`);
      }
    },
  },
  {
    estate: "fenwick",
    kind: "time-limit-cancels",
    note: "End of a reservation: dozens of jobs are cancelled at their time limit, as users asked for.",
    gen: (ctx, at) => {
      for (let i = 0; i < 45; i++) {
        const t = at + ctx.rng.int(0, 20_000);
        const id = ctx.rng.int(4_800_000, 4_850_000);
        ctx.emit(t, "slurmctld", "info", `Time limit exhausted for JobId=${id}`);
        ctx.emit(
          t + 50,
          "slurmctld",
          "error",
          `slurmstepd: error: *** JOB ${id} ON ${node(ctx)} CANCELLED AT ${new Date(t).toISOString().slice(0, 19)} DUE TO TIME LIMIT ***`,
        );
      }
    },
  },
  {
    estate: "fenwick",
    kind: "gpu-xid-user-code",
    note: "One user's CUDA kernel hits Xid 13/43 on GPU nodes; the driver resets the context and health checks stay green.",
    gen: (ctx, at) => {
      for (let i = 0; i < 25; i++) {
        const t = at + i * ctx.rng.int(4000, 15000);
        const n = node(ctx, "g");
        ctx.emit(
          t,
          "gpu-health",
          "error",
          `${n}: NVRM: Xid (PCI:0000:${ctx.rng.pick(["3b", "5e", "86", "af"])}:00): 13, pid=${ctx.rng.int(20000, 90000)}, name=python, Graphics SM Warp Exception on (GPC 1, TPC 2, SM 0): Out Of Range Address`,
        );
        ctx.emit(
          t + 2,
          "gpu-health",
          "error",
          `${n}: NVRM: Xid (PCI:0000:3b:00): 43, pid=${ctx.rng.int(20000, 90000)}, name=python, Ch 00000008`,
        );
        ctx.emit(t + 9000, "gpu-health", "info", `dcgm health ${n}: 4/4 GPUs PASS (temp max 61C)`);
      }
    },
  },
  {
    estate: "fenwick",
    kind: "slurmdbd-rollup-error",
    note: "slurmdbd's hourly rollup logs its well-known 'more allocated time than is possible' error, which is accounting arithmetic and harmless.",
    gen: (ctx, at) => {
      for (let i = 0; i < 12; i++) {
        const t = at + i * 1500;
        ctx.emit(
          t,
          "slurmdbd",
          "error",
          `error: We have more allocated time than is possible (${ctx.rng.int(1_000_000, 2_000_000)} > 1036800) for cluster fenwick(288) from ${new Date(t - 3_600_000).toISOString().slice(0, 13)}:00:00 - ${new Date(t).toISOString().slice(0, 13)}:00:00 tres 1`,
        );
      }
      ctx.emit(at + 20_000, "slurmdbd", "info", "Hourly rollup for cluster fenwick took 3.81 s");
    },
  },
  {
    estate: "fenwick",
    kind: "node-not-responding-flap",
    note: "A few compute nodes miss heartbeats during a firmware job and come back; slurmctld sets them DOWN then resumes them.",
    gen: (ctx, at) => {
      const ns = [node(ctx), node(ctx), node(ctx)];
      for (let i = 0; i < 6; i++)
        ctx.emit(at + i * 20_000, "slurmctld", "error", `error: Nodes ${ns.join(",")} not responding`);
      ctx.emit(at + 130_000, "slurmctld", "error", `error: Nodes ${ns.join(",")} not responding, setting DOWN`);
      for (const n of ns)
        ctx.emit(at + 200_000 + ctx.rng.int(0, 30_000), "slurmctld", "info", `node ${n} returned to service`);
      ctx.emit(
        at + 240_000,
        "node-health",
        "info",
        `NHC: ${ns.join(",")} resumed after BIOS update (reason "maint fw 2.14" cleared)`,
      );
    },
  },
  {
    estate: "fenwick",
    kind: "mpi-abort-user",
    note: "A user's MPI run aborts with MPI_ABORT and PMIx daemon-loss messages; it is the user's code, nodes are fine.",
    gen: (ctx, at) => {
      for (let k = 0; k < 5; k++) {
        const t = at + k * 70_000;
        const id = ctx.rng.int(4_850_000, 4_860_000);
        ctx.emit(
          t,
          "slurmctld",
          "error",
          `slurmstepd: error: *** STEP ${id}.0 ON ${node(ctx)} CANCELLED AT ${new Date(t).toISOString().slice(0, 19)} ***\nMPI_ABORT was invoked on rank 17 in communicator MPI_COMM_WORLD\nwith errorcode 1.\n\nNOTE: invoking MPI_ABORT causes Open MPI to kill all MPI processes.\nYou may or may not see output from other processes, depending on\nexactly when Open MPI kills them.`,
        );
        ctx.emit(t + 400, "slurmctld", "error", `srun: error: ${node(ctx)}: tasks 16-31: Killed`);
        ctx.emit(t + 500, "slurmctld", "info", `_job_complete: JobId=${id} WEXITSTATUS 1`);
      }
    },
  },
  {
    estate: "fenwick",
    kind: "slow-rpc-squeue-storm",
    note: "A user scripts squeue in a tight loop; slurmctld warns about very large processing times and RPC rate, then the loop ends.",
    gen: (ctx, at) => {
      for (let i = 0; i < 60; i++) {
        const t = at + i * ctx.rng.int(1500, 3500);
        ctx.emit(
          t,
          "slurmctld",
          "warn",
          `Warning: Note very large processing time from _slurm_rpc_dump_jobs: usec=${ctx.rng.int(1_100_000, 4_800_000)} began=${new Date(t - 3000).toISOString().slice(11, 23)}`,
        );
        if (i % 6 === 0)
          ctx.emit(
            t + 5,
            "slurmctld",
            "warn",
            "RPC rate limit exceeded by uid 30412 with REQUEST_JOB_INFO, told to back off",
          );
      }
    },
  },
  {
    estate: "fenwick",
    kind: "lustre-client-eviction",
    note: "The MDS evicts one hung client node's locks and the node reconnects; every other client is unaffected.",
    gen: (ctx, at) => {
      const nid = `10.13.${ctx.rng.int(1, 9)}.${ctx.rng.int(10, 200)}@o2ib`;
      ctx.emit(
        at,
        "lustre-mds",
        "error",
        `LustreError: 0:0:(ldlm_lockd.c:261:expired_lock_main()) ### lock callback timer expired after 101s: evicting client at ${nid}  ns: mdt-fenwick-MDT0000_UUID lock: ffff9c2e61f1c000/0x7d1c mode: PR/PR res: [0x200012a41:0x1b:0x0].0x0 bits 0x13`,
      );
      for (let i = 0; i < 8; i++)
        ctx.emit(
          at + 50 + i * 3,
          "lustre-mds",
          "error",
          `LustreError: 18391:0:(ldlm_lib.c:3261:target_bulk_io()) @@@ Eviction on bulk READ  req@ffff9c2e4 x17042${ctx.rng.int(1000, 9999)}/t0(0) o4->${ctx.rng.hex(8)}@${nid}`,
        );
      ctx.emit(
        at + 30_000,
        "lustre-mds",
        "info",
        `Lustre: fenwick-MDT0000: Connection restored to ${ctx.rng.hex(8)} (at ${nid})`,
      );
    },
  },
  {
    estate: "fenwick",
    kind: "user-quota-exceeded",
    note: "One lab hits its project quota on /scratch and their writes fail with EDQUOT; filesystem and other users are fine.",
    gen: (ctx, at) => {
      for (let i = 0; i < 30; i++) {
        const t = at + i * ctx.rng.int(2000, 6000);
        ctx.emit(
          t,
          "globus-gw",
          "error",
          `Transfer task 7c1e9a02-41fd error: write /scratch/bioinf/runs/sample_${ctx.rng.int(100, 999)}.bam: Disk quota exceeded (project 20417 bioinf over hard limit 200T)`,
        );
      }
      ctx.emit(
        at + 100_000,
        "globus-gw",
        "warn",
        "Transfer task 7c1e9a02-41fd paused by endpoint policy after 30 errors (quota); user notified",
      );
    },
  },
  {
    estate: "fenwick",
    kind: "jupyter-cull-and-spawn-fail",
    note: "The idle culler stops dozens of notebook servers and a student's spawn fails for an invalid partition choice.",
    gen: (ctx, at) => {
      for (let i = 0; i < 35; i++) {
        const t = at + i * ctx.rng.int(500, 2000);
        ctx.emit(
          t,
          "jupyterhub",
          "info",
          `Culling server for user${ctx.rng.int(100, 999)} (inactive for 02:${ctx.rng.int(10, 59)}:00)`,
        );
        ctx.emit(t + 200, "jupyterhub", "info", `User user${ctx.rng.int(100, 999)} server stopped with exit code 0`);
      }
      ctx.emit(
        at + 50_000,
        "jupyterhub",
        "error",
        'Unhandled error starting stu4471\'s server: sbatch: error: Batch job submission failed: Invalid partition name specified\nTraceback (most recent call last):\n  File "/opt/jupyterhub/lib/python3.11/site-packages/jupyterhub/user.py", line 798, in spawn\n    url = await gen.with_timeout(timedelta(seconds=spawner.start_timeout), f)\n  File "/opt/jupyterhub/lib/python3.11/site-packages/batchspawner/batchspawner.py", line 412, in start\n    job = await self.submit_batch_script()\nRuntimeError: sbatch: error: Batch job submission failed: Invalid partition name specified',
      );
      ctx.emit(at + 50_400, "jupyterhub", "warn", "500 POST /hub/spawn/stu4471 (stu4471@10.12.40.8) 3110.41ms");
    },
  },
  // ---- Windows / Active Directory (harrow)
  {
    estate: "harrow",
    kind: "kerberos-preauth-stale-phone",
    note: "A user's phone keeps retrying an old password; DCs log 4771 pre-authentication failures (0x18) until the lockout and helpdesk unlock.",
    gen: (ctx, at) => {
      for (let i = 0; i < 40; i++)
        ctx.emit(
          at + i * ctx.rng.int(3000, 7000),
          ctx.rng.pick(["dc01", "dc02"]),
          "warn",
          `EventID 4771: Kerberos pre-authentication failed. Account Name: kmensah Service Name: krbtgt/HARROWLOWE.LOCAL Client Address: ::ffff:10.20.${ctx.rng.pick([5, 6])}.77 Failure Code: 0x18 Pre-Authentication Type: 2`,
        );
      ctx.emit(
        at + 180_000,
        "dc01",
        "warn",
        "EventID 4740: A user account was locked out. Account That Was Locked Out: kmensah Caller Computer Name: HL-MOB-IPHONE-0412",
      );
      ctx.emit(
        at + 330_000,
        "dc01",
        "info",
        "EventID 4767: A user account was unlocked. Subject: HARROW\\helpdesk-amy Target Account: kmensah",
      );
    },
  },
  {
    estate: "harrow",
    kind: "netlogon-5807-and-5719",
    note: "DCs summarise clients outside any AD site (5807) and a laptop on VPN logs 5719 at boot; both are daily noise.",
    gen: (ctx, at) => {
      ctx.emit(
        at,
        "dc01",
        "warn",
        "EventID 5807 NETLOGON: During the past 4.23 hours there have been 1,204 connections to this Domain Controller from client machines whose IP addresses don't map to any of the existing sites in the enterprise. Those clients, therefore, have undefined sites and may connect to any Domain Controller including those that are in far distant locations from the clients.",
      );
      ctx.emit(
        at + 4000,
        "dc02",
        "warn",
        "EventID 5807 NETLOGON: During the past 4.21 hours there have been 988 connections to this Domain Controller from client machines whose IP addresses don't map to any of the existing sites in the enterprise.",
      );
      for (let i = 0; i < 15; i++)
        ctx.emit(
          at + 10_000 + i * 30_000,
          "dc02",
          "error",
          `EventID 5719 NETLOGON (reported by ${ctx.rng.pick(["HL-LT-0412", "HL-LT-0530", "HL-LT-0291"])}): This computer was not able to set up a secure session with a domain controller in domain HARROW due to the following: There are currently no logon servers available to service the logon request.`,
        );
    },
  },
  {
    estate: "harrow",
    kind: "gpo-processing-offline-laptops",
    note: "Laptops coming off VPN fail Group Policy processing (1129/1055) and succeed on the next background refresh.",
    gen: (ctx, at) => {
      for (let i = 0; i < 24; i++) {
        const h = `HL-LT-0${ctx.rng.int(200, 599)}`;
        const t = at + i * ctx.rng.int(5000, 12_000);
        ctx.emit(
          t,
          "dc01",
          "error",
          `EventID 1129 GroupPolicy (reported by ${h}): The processing of Group Policy failed because of lack of network connectivity to a domain controller. This may be a transient condition.`,
        );
        ctx.emit(
          t + 95_000,
          "dc01",
          "info",
          `EventID 1503 GroupPolicy (reported by ${h}): The Group Policy settings for the computer were processed successfully. There were no changes detected since the last successful processing of Group Policy.`,
        );
      }
    },
  },
  {
    estate: "harrow",
    kind: "sql-slow-io-during-backup",
    note: "The nightly full backup of the finance database makes SQL Server report I/O requests over 15 s (833); jobs finish normally.",
    gen: (ctx, at) => {
      ctx.emit(
        at,
        "sqlagent-fin",
        "info",
        "Job 'DBA - Full backup FINDB' (0x1A7C33E0) started. Step 1 (BACKUP DATABASE FINDB TO URL).",
      );
      for (let i = 0; i < 10; i++)
        ctx.emit(
          at + 20_000 + i * 25_000,
          "sqlagent-fin",
          "warn",
          `SQL Server has encountered ${ctx.rng.int(2, 40)} occurrence(s) of I/O requests taking longer than 15 seconds to complete on file [E:\\SQLData\\FINDB.mdf] in database id 7. The OS file handle is 0x0000000000000D34. The offset of the latest long I/O is: 0x0000${ctx.rng.hex(8)}`,
        );
      ctx.emit(
        at + 300_000,
        "sqlagent-fin",
        "info",
        "BACKUP DATABASE successfully processed 1864211 pages in 268.114 seconds (54.318 MB/sec).",
      );
    },
  },
  {
    estate: "harrow",
    kind: "iis-app-pool-recycle",
    note: "The scheduled IIS recycle of the intranet app pool (WAS 5074) causes a few slow first requests while the app warms up.",
    gen: (ctx, at) => {
      ctx.emit(
        at,
        "intranet-iis",
        "warn",
        "EventID 5074 (WAS): A worker process with process id of '6312' serving application pool 'IntranetPool' has requested a recycle because the worker process reached its allowed processing time limit.",
      );
      for (let i = 0; i < 12; i++)
        ctx.emit(
          at + 500 + i * 900,
          "intranet-iis",
          "warn",
          `GET /${ctx.rng.pick(["news", "knowhow", "people"])} - 443 HARROW\\mhale 10.20.3.${ctx.rng.int(10, 200)} Mozilla/5.0+(Windows+NT+10.0) 200 0 0 ${ctx.rng.int(9000, 21000)}`,
        );
      ctx.emit(
        at + 2000,
        "intranet-iis",
        "warn",
        "ASP.NET 4.0.30319.0 Event code: 1001 Event message: Application is shutting down. Reason: Configuration changed. Application domain: /LM/W3SVC/2/ROOT-1-13377",
      );
    },
  },
  {
    estate: "harrow",
    kind: "exchange-smtp-auth-spray",
    note: "Internet password spraying against the Exchange client frontend connector fails with LogonDenied, as every day.",
    gen: (ctx, at) => {
      for (let i = 0; i < 70; i++)
        ctx.emit(
          at + i * ctx.rng.int(800, 3000),
          "exchange-mbx01",
          "warn",
          `EventID 1035 MSExchangeFrontEndTransport: Inbound authentication failed with error LogonDenied for Receive connector Client Frontend MBX01. The authentication mechanism is Login. The source IP address of the client who tried to authenticate to Microsoft Exchange is [${ctx.rng.int(45, 220)}.${ctx.rng.int(1, 254)}.${ctx.rng.int(1, 254)}.${ctx.rng.int(1, 254)}].`,
        );
    },
  },
  {
    estate: "harrow",
    kind: "schannel-36887-alerts",
    note: "Old scanners and monitoring probes abort TLS handshakes; Schannel logs fatal alert 46/70 errors with no user impact.",
    gen: (ctx, at) => {
      for (let i = 0; i < 50; i++)
        ctx.emit(
          at + i * ctx.rng.int(1000, 6000),
          ctx.rng.pick(["adfs01", "intranet-iis", "exchange-mbx01"]),
          "error",
          `EventID 36887 Schannel: A fatal alert was received from the remote endpoint. The TLS protocol defined fatal alert code is ${ctx.rng.pick([46, 70, 40])}.`,
        );
    },
  },
  {
    estate: "harrow",
    kind: "sql-deadlock-retried",
    note: "Two finance jobs collide and one is chosen as deadlock victim (1205); the agent's retry succeeds a minute later.",
    gen: (ctx, at) => {
      for (let i = 0; i < 4; i++) {
        const t = at + i * 70_000;
        ctx.emit(
          t,
          "sqlagent-fin",
          "error",
          "Job 'FIN - Matter WIP recalc' step 2 failed: Transaction (Process ID 84) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction. [SQLSTATE 40001] (Error 1205). The step will be retried (attempt 1 of 3).",
        );
        ctx.emit(
          t + 60_000,
          "sqlagent-fin",
          "info",
          "Job 'FIN - Matter WIP recalc' step 2 (retry 1) succeeded, 12 408 rows.",
        );
      }
    },
  },
  {
    estate: "harrow",
    kind: "w32time-and-cert-autoenroll",
    note: "A member server's time service and certificate autoenrollment log errors while it sits outside the VPN; it recovers by itself.",
    gen: (ctx, at) => {
      for (let i = 0; i < 8; i++)
        ctx.emit(
          at + i * 40_000,
          "fileserver02",
          "warn",
          "EventID 129 Time-Service: NtpClient was unable to set a domain peer to use as a time source because of discovery error. NtpClient will try again in 15 minutes and double the reattempt interval thereafter.",
        );
      for (let i = 0; i < 6; i++)
        ctx.emit(
          at + 5000 + i * 50_000,
          "print-gw",
          "error",
          "EventID 6 CertificateServicesClient-AutoEnrollment: Automatic certificate enrollment for local system failed (0x800706ba) The RPC server is unavailable.",
        );
      ctx.emit(
        at + 330_000,
        "print-gw",
        "info",
        "EventID 19 CertificateServicesClient-AutoEnrollment: Certificate enrollment for Local system successfully received a Machine certificate from HL-CA01\\Harrow-Issuing-CA.",
      );
    },
  },
  {
    estate: "harrow",
    kind: "patch-reboot-dc02",
    note: "dc02 reboots for a scheduled cumulative update (1074/6006/6005); clients use dc01 meanwhile and dc02 returns.",
    gen: (ctx, at) => {
      ctx.emit(
        at,
        "dc02",
        "warn",
        "EventID 1074 User32: The process C:\\Windows\\servicing\\TrustedInstaller.exe (DC02) has initiated the restart of computer DC02 on behalf of user NT AUTHORITY\\SYSTEM for the following reason: Operating System: Service pack (Planned) Reason Code: 0x80020010 Shutdown Type: restart",
      );
      ctx.emit(at + 3000, "dc02", "warn", "EventID 6006 EventLog: The Event log service was stopped.");
      ctx.mute.set("dc02", [at + 3500, at + 180_000]);
      ctx.emit(
        at + 180_000,
        "dc02",
        "warn",
        "EventID 6008 EventLog: The previous system shutdown was unexpected? No - EventID 6005: The Event log service was started.",
      );
      for (let i = 0; i < 8; i++)
        ctx.emit(
          at + 20_000 + i * 15_000,
          "dc01",
          "warn",
          `EventID 5783 NETLOGON (reported by HL-WS-1${ctx.rng.int(100, 299)}): The session setup to the Windows Domain Controller \\\\DC02.harrowlowe.local for the domain HARROW is not responsive. Failing over to \\\\DC01.`,
        );
      ctx.emit(
        at + 181_000,
        "dc02",
        "info",
        "EventID 2887 NTDS: directory service started; replication with DC01 resumed, 0 failures",
      );
    },
  },
  // ---- Retail stores and warehouse (brannock)
  {
    estate: "brannock",
    kind: "lunch-rush-declines",
    note: "Lunch rush brings a burst of issuer declines (51/05/54) at the lanes; authorisation itself works.",
    gen: (ctx, at) => {
      for (let i = 0; i < 55; i++) {
        const t = at + i * ctx.rng.int(1500, 4000);
        const rc = ctx.rng.pick([
          "51 insufficient funds",
          "05 do not honour",
          "54 expired card",
          "65 soft decline - SCA required",
        ]);
        ctx.emit(
          t,
          "pay-gw",
          "warn",
          `auth declined rc=${rc} stan=${ctx.rng.int(100000, 999999)} scheme=${ctx.rng.pick(["VISA", "MC"])}`,
        );
        ctx.emit(
          t + 300,
          "pos-lane",
          "error",
          `lane=${ctx.rng.int(1, 12)} CARD DECLINED - ${rc.slice(3).toUpperCase()} - ask for another tender`,
        );
      }
    },
  },
  {
    estate: "brannock",
    kind: "plu-not-on-file",
    note: "A supplier's new barcodes are not yet in the price book; lanes log item-not-found and cashiers key the price manually.",
    gen: (ctx, at) => {
      for (let i = 0; i < 45; i++) {
        const t = at + i * ctx.rng.int(2000, 6000);
        const ean = `50${ctx.rng.int(10000000000, 99999999999)}`;
        ctx.emit(t, "price-svc", "warn", `GET /prices/${ean}?store=0412 404 3ms - item not on file`);
        ctx.emit(
          t + 50,
          "pos-lane",
          "error",
          `lane=${ctx.rng.int(1, 12)} ITEM NOT FOUND ${ean} - price override by supervisor`,
        );
      }
    },
  },
  {
    estate: "brannock",
    kind: "amr-obstacle-replans",
    note: "Associates restocking block aisles; robots report obstacles, pause and replan, and tasks complete late but complete.",
    gen: (ctx, at) => {
      for (let i = 0; i < 50; i++) {
        const t = at + i * ctx.rng.int(1500, 5000);
        const r = `AMR-${ctx.rng.int(1, 40)}`;
        ctx.emit(
          t,
          "amr-fleet",
          "warn",
          `${r} obstacle detected in aisle ${ctx.rng.int(12, 18)} (lidar zone FRONT), pausing`,
        );
        ctx.emit(
          t + 8000,
          "amr-fleet",
          "warn",
          `${r} path blocked for 8s, replanning via aisle ${ctx.rng.int(19, 24)}`,
        );
        if (i % 9 === 0) ctx.emit(t + 9000, "amr-fleet", "error", `${r} E-STOP pressed by associate, awaiting reset`);
      }
    },
  },
  {
    estate: "brannock",
    kind: "sorter-no-reads",
    note: "Crushed and shrink-wrapped parcels fail the scan tunnel and recirculate to the reject chute at a normal few percent.",
    gen: (ctx, at) => {
      for (let i = 0; i < 70; i++) {
        const t = at + i * ctx.rng.int(1000, 4000);
        ctx.emit(
          t,
          "sorter-ctl",
          "error",
          `NOREAD at tunnel T1 carrier ${ctx.rng.int(1, 480)}: no barcode decoded (${ctx.rng.int(0, 2)} candidates), recirculate ${ctx.rng.int(1, 2)}/2`,
        );
        if (i % 3 === 0)
          ctx.emit(
            t + 30_000,
            "sorter-ctl",
            "warn",
            `carrier ${ctx.rng.int(1, 480)} diverted to reject chute R1 after 2 recirculations`,
          );
      }
    },
  },
  {
    estate: "brannock",
    kind: "amr-battery-returns",
    note: "Shift change: many robots fall under their battery threshold at once and drive to chargers; task throughput dips then recovers.",
    gen: (ctx, at) => {
      for (let i = 0; i < 22; i++) {
        const t = at + i * ctx.rng.int(2000, 8000);
        const r = `AMR-${ctx.rng.int(1, 40)}`;
        ctx.emit(
          t,
          "amr-fleet",
          "warn",
          `${r} battery ${ctx.rng.int(14, 19)}% below threshold 20%, task queue released, heading to dock ${ctx.rng.int(1, 12)}`,
        );
        ctx.emit(
          t + 20_000,
          "amr-fleet",
          "warn",
          `pick tasks waiting for robots: ${ctx.rng.int(30, 140)} (fleet available ${ctx.rng.int(18, 30)}/40)`,
        );
        ctx.emit(t + 120_000, "amr-fleet", "info", `${r} charged to 80%, back in service`);
      }
    },
  },
  {
    estate: "brannock",
    kind: "esl-price-push-acks",
    note: "The morning electronic shelf label push retries labels that did not ack on the first radio pass; all end acked.",
    gen: (ctx, at) => {
      ctx.emit(at, "price-svc", "info", "ESL batch 2026-W48-0412 started: 8 412 labels");
      for (let i = 0; i < 60; i++)
        ctx.emit(
          at + 2000 + i * ctx.rng.int(800, 2500),
          "price-svc",
          "warn",
          `ESL label ${ctx.rng.hex(8).toUpperCase()} no ACK on base station BS-${ctx.rng.int(1, 14)} (rssi -${ctx.rng.int(80, 96)}dBm), queued for pass ${ctx.rng.int(2, 3)}`,
        );
      ctx.emit(at + 200_000, "price-svc", "info", "ESL batch 2026-W48-0412 finished: 8 412/8 412 acked after 3 passes");
    },
  },
  {
    estate: "brannock",
    kind: "sco-weight-mismatch",
    note: "Self-checkout lanes raise bagging-area weight mismatches needing attendant approval, very loud at busy times.",
    gen: (ctx, at) => {
      for (let i = 0; i < 80; i++)
        ctx.emit(
          at + i * ctx.rng.int(800, 3000),
          "pos-lane",
          "warn",
          `lane=SCO-${ctx.rng.int(1, 8)} SECURITY: unexpected weight in bagging area (delta ${ctx.rng.int(20, 900)}g), intervention ${ctx.rng.pick(["cleared by attendant", "cleared by attendant", "item re-scanned"])}`,
        );
    },
  },
  {
    estate: "brannock",
    kind: "eod-settlement",
    note: "End-of-day settlement batch closes terminals; each terminal logs a session drop and reconnect as designed.",
    gen: (ctx, at) => {
      ctx.emit(at, "pay-gw", "info", "settlement batch 0412-1130 cut-over started (12 terminals)");
      for (let i = 1; i <= 12; i++) {
        ctx.emit(
          at + i * 3000,
          "pay-gw",
          "error",
          `terminal T0412-${String(i).padStart(2, "0")} session closed by host: batch cut-over (code 95 reconciliation)`,
        );
        ctx.emit(at + i * 3000 + 1800, "pos-lane", "warn", `lane=${i} pinpad offline, reconnecting`);
        ctx.emit(
          at + i * 3000 + 9000,
          "pos-lane",
          "info",
          `lane=${i} pinpad online (terminal T0412-${String(i).padStart(2, "0")})`,
        );
      }
      ctx.emit(
        at + 60_000,
        "pay-gw",
        "info",
        "settlement batch 0412-1130 accepted by acquirer: 2 311 txns, 61 204.88 GBP",
      );
    },
  },
  {
    estate: "brannock",
    kind: "loyalty-unknown-phone",
    note: "Customers type wrong phone numbers at lanes; loyalty lookups 404 in a loud stream with no impact on sales.",
    gen: (ctx, at) => {
      for (let i = 0; i < 70; i++)
        ctx.emit(
          at + i * ctx.rng.int(1000, 4000),
          "loyalty-api",
          "warn",
          `GET /members?phone=07*****${ctx.rng.int(100, 999)} 404 Not Found - no member (${ctx.rng.int(4, 20)}ms)`,
        );
    },
  },
  {
    estate: "brannock",
    kind: "cash-drawer-and-printer",
    note: "Lanes report cash drawers left open and receipt paper out; staff fix them and the lanes continue.",
    gen: (ctx, at) => {
      for (let i = 0; i < 30; i++) {
        const t = at + i * ctx.rng.int(3000, 9000);
        ctx.emit(
          t,
          "pos-lane",
          "error",
          ctx.rng.chance(0.5)
            ? `lane=${ctx.rng.int(1, 12)} cash drawer open > 60s (alarm)`
            : `lane=${ctx.rng.int(1, 12)} PRINTER ERROR: paper out (TM-T88VI status 0x0C)`,
        );
      }
    },
  },
  // ---- Ad-tech bidder (lumenbid)
  {
    estate: "lumenbid",
    kind: "budget-exhausted-pauses",
    note: "Top of the hour: many line items hit daily caps and are paused by the pacer, so no-bid rates rise as intended.",
    gen: (ctx, at) => {
      for (let i = 0; i < 40; i++) {
        const t = at + i * ctx.rng.int(1000, 4000);
        ctx.emit(
          t,
          "budget-pacer",
          "warn",
          `line item li=${ctx.rng.int(3000, 3999)} daily budget exhausted (spent ${ctx.rng.int(500, 9000)}.00 USD), pausing until 00:00 ${ctx.rng.pick(["America/New_York", "Europe/London"])}`,
        );
      }
      ctx.emit(at + 60_000, "bidder", "warn", "eligible line items dropped 241 -> 168, no-bid ratio 0.71 -> 0.82");
    },
  },
  {
    estate: "lumenbid",
    kind: "ivt-datacenter-spike",
    note: "A bot farm hits one publisher; the fraud filter blocks datacenter traffic in a loud burst, which is its job.",
    gen: (ctx, at) => {
      for (let i = 0; i < 90; i++)
        ctx.emit(
          at + i * ctx.rng.int(300, 1500),
          "fraud-filter",
          "warn",
          `blocked request from ${ctx.rng.pick(["AS16509", "AS14061", "AS24940"])} ip=${ctx.rng.int(3, 200)}.${ctx.rng.int(1, 250)}.${ctx.rng.int(1, 250)}.${ctx.rng.int(1, 250)} reason=GIVT-datacenter pub=pub-${ctx.rng.int(100, 130)} ua="${ctx.rng.pick(["HeadlessChrome/118", "python-requests/2.31"])}"`,
        );
    },
  },
  {
    estate: "lumenbid",
    kind: "late-win-notices",
    note: "An exchange replays delayed win notices; auctions already expired from cache are logged unknown and ignored.",
    gen: (ctx, at) => {
      for (let i = 0; i < 60; i++)
        ctx.emit(
          at + i * ctx.rng.int(500, 3000),
          "win-notice",
          "error",
          `win notice for unknown auction ${ctx.rng.hex(16)} from exchange=magnite (age ${ctx.rng.int(900, 4000)}s > ttl 600s), ignored`,
        );
    },
  },
  {
    estate: "lumenbid",
    kind: "spark-preemption-retries",
    note: "The hourly reporting job loses executors on preemptible nodes and Spark retries the tasks; the load finishes.",
    gen: (ctx, at) => {
      for (let i = 0; i < 6; i++) {
        const t = at + i * 20_000;
        ctx.emit(
          t,
          "report-etl",
          "error",
          `ERROR TaskSchedulerImpl: Lost executor ${i + 3} on 10.70.2.${ctx.rng.int(10, 90)}: Container marked as failed: container_${ctx.rng.hex(12)}. Exit status: -100. Diagnostics: Container released on a *lost* node.`,
        );
        for (let k = 0; k < 5; k++)
          ctx.emit(
            t + 100 + k * 20,
            "report-etl",
            "warn",
            `WARN TaskSetManager: Lost task ${ctx.rng.int(0, 400)}.0 in stage 7.0 (TID ${ctx.rng.int(1000, 9000)}) (10.70.2.${ctx.rng.int(10, 90)} executor ${i + 3}): ExecutorLostFailure (executor ${i + 3} exited caused by one of the running tasks) Reason: Container released on a *lost* node`,
          );
      }
      ctx.emit(
        at + 180_000,
        "report-etl",
        "info",
        "INFO DAGScheduler: Job 12 finished: save at HourlyLoad.scala:88, took 212.4 s",
      );
    },
  },
  {
    estate: "lumenbid",
    kind: "gc-pauses",
    note: "The JVM bidder logs long young-gen pauses under a traffic peak; latency stays inside tmax.",
    gen: (ctx, at) => {
      for (let i = 0; i < 40; i++)
        ctx.emit(
          at + i * ctx.rng.int(2000, 5000),
          "bidder",
          "warn",
          `[gc] GC(${1200 + i}) Pause Young (G1 Evacuation Pause) ${ctx.rng.int(2400, 3100)}M->${ctx.rng.int(700, 900)}M(4096M) ${ctx.rng.int(80, 240)}.${ctx.rng.int(100, 999)}ms`,
        );
    },
  },
  {
    estate: "lumenbid",
    kind: "autoscale-readiness",
    note: "The bidder scales out for a peak; new pods fail readiness while warming their model cache and then join.",
    gen: (ctx, at) => {
      ctx.emit(at, "bid-gw", "info", "upstream bidder endpoints 12 -> 18 (HPA scale-up, cpu 81%)");
      for (let i = 0; i < 6; i++) {
        const pod = `bidder-7d9f8-${ctx.rng.hex(5)}`;
        for (let k = 0; k < 4; k++)
          ctx.emit(
            at + 2000 + k * 5000 + i * 300,
            "bidder",
            "error",
            `Readiness probe failed for ${pod}: HTTP probe failed with statuscode: 503 (model cache warming ${k * 25}%)`,
          );
        ctx.emit(at + 24_000 + i * 300, "bidder", "info", `${pod} ready, model cache 2.1 GB loaded`);
      }
    },
  },
  {
    estate: "lumenbid",
    kind: "exchange-tmax-slow-region",
    note: "A transatlantic exchange region sends requests with tight tmax; the gateway drops those auctions late, as every evening.",
    gen: (ctx, at) => {
      for (let i = 0; i < 70; i++)
        ctx.emit(
          at + i * ctx.rng.int(500, 2500),
          "bid-gw",
          "warn",
          `auction index region=ap-southeast tmax=80 exceeded by ${ctx.rng.int(2, 40)}ms (network rtt ${ctx.rng.int(160, 230)}ms), response dropped`,
        );
    },
  },
  {
    estate: "lumenbid",
    kind: "redis-evictions-freqcap",
    note: "Frequency-cap keys expire and Redis evicts under maxmemory-policy volatile-lru; the service logs evictions and misses by design.",
    gen: (ctx, at) => {
      for (let i = 0; i < 30; i++)
        ctx.emit(
          at + i * ctx.rng.int(3000, 8000),
          "freq-cap",
          "warn",
          `redis shard ${ctx.rng.int(0, 5)}: evicted_keys +${ctx.rng.int(2000, 30000)} (maxmemory-policy volatile-lru), cap counters for ${ctx.rng.int(1, 9)}% users reset`,
        );
    },
  },
  {
    estate: "lumenbid",
    kind: "creative-audit-rejects",
    note: "An exchange's creative audit rejects new creatives for policy; the bidder stops bidding them until they are approved.",
    gen: (ctx, at) => {
      for (let i = 0; i < 35; i++)
        ctx.emit(
          at + i * ctx.rng.int(1500, 5000),
          "creative-cache",
          "error",
          `creative cr-${ctx.rng.int(10000, 99999)} rejected by exchange=gam audit: ${ctx.rng.pick(["DESTINATION_NOT_WORKING", "MISSING_PRIVACY_DISCLOSURE", "LANDING_PAGE_REDIRECT"])}; excluded from bidding`,
        );
    },
  },
  {
    estate: "lumenbid",
    kind: "exchange-goaway-reconnects",
    note: "An exchange drains its edge for maintenance; bid-gw sees HTTP/2 GOAWAY and connection resets on idle streams and reconnects within a second.",
    gen: (ctx, at) => {
      for (let i = 0; i < 45; i++) {
        const t = at + i * ctx.rng.int(1500, 5000);
        const ip = `104.${ctx.rng.int(16, 31)}.${ctx.rng.int(1, 250)}.${ctx.rng.int(1, 250)}`;
        ctx.emit(
          t,
          "bid-gw",
          "error",
          ctx.rng.chance(0.5)
            ? `exchange=openx conn ${ip}:443: http2: server sent GOAWAY and closed the connection; LastStreamID=${ctx.rng.int(1000, 90000)}, ErrCode=NO_ERROR, debug="graceful shutdown"`
            : `exchange=openx read tcp 10.70.1.${ctx.rng.int(10, 90)}:${ctx.rng.int(30000, 60000)}->${ip}:443: read: connection reset by peer (idle stream)`,
        );
        ctx.emit(
          t + ctx.rng.int(100, 900),
          "bid-gw",
          "info",
          `exchange=openx pool reconnected to ${ip}:443 (h2, 4 conns)`,
        );
      }
    },
  },
];

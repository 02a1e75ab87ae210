// Routine Windows/.NET noise that is not an incident: Windows Update restarting a service that comes back, German
// "Warnung" deprecations, GC pause warnings, retried SQL deadlock victims that then commit, retries that succeed.
import type { Estate, Role } from "./estates.js";
import type { Level } from "./formats.js";
import { WORDS } from "./lang.js";
import type { Rng } from "./rng.js";

export interface Once {
  t: number;
  role: Role;
  level: Level;
  msg: string;
}

/** Harmless episodes spread over [t0, t0+dur); `n` of them. */
export function routine(e: Estate, r: Rng, t0: number, dur: number, n: number): Once[] {
  const w = WORDS[e.lang];
  const out: Once[] = [];
  const at = () => t0 + r.int(20_000, dur - 30_000);
  for (let i = 0; i < n; i++) {
    const t = at();
    switch (r.int(0, 6)) {
      case 0: {
        out.push({
          t,
          role: "win",
          level: "info",
          msg: `EventID=19 Provider="Microsoft-Windows-WindowsUpdateClient" Level=${w.ev.info}: ${w.wuRestart}: 2026-11 Kumulatives Update für .NET Framework (KB50${r.int(10000, 99999)})`,
        });
        out.push({
          t: t + 2000,
          role: "win",
          level: "info",
          msg: `EventID=7036 Provider="Service Control Manager" Level=${w.ev.info}: ${w.scmStopped(e.winName)}`,
        });
        out.push({
          t: t + r.int(9000, 20000),
          role: "win",
          level: "info",
          msg: `EventID=7036 Provider="Service Control Manager" Level=${w.ev.info}: ${w.scmRunning(e.winName)}`,
        });
        break;
      }
      case 1: {
        const spid = r.int(51, 140);
        out.push({
          t,
          role: "sql",
          level: "error",
          msg: `spid${spid} Error: 1205, Severity: 13, State: 51. Transaction (Process ID ${spid}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
        });
        out.push({
          t: t + 150,
          role: "api",
          level: "warn",
          msg: `${e.dotnetNs}.Data.Retry[0] retry 1/3 after SqlException 1205 (deadlock victim)`,
        });
        out.push({
          t: t + 420,
          role: "api",
          level: "info",
          msg: `${e.dotnetNs}.Data.Retry[0] transaction committed on attempt 2`,
        });
        break;
      }
      case 2:
        out.push({
          t,
          role: "api",
          level: "warn",
          msg: `${e.dotnetNs}.Diagnostics.GcMonitor[0] gen2 GC pause ${r.int(210, 480)} ms (heap ${r.int(300, 700)} MB of 2048 MB)`,
        });
        break;
      case 3:
        out.push({
          t,
          role: "batch",
          level: "warn",
          msg:
            e.lang === "de"
              ? "Warnung: Option --legacy-encoding ist veraltet und wird in Version 5 entfernt"
              : `${w.ev.warn}: option --legacy-encoding is deprecated and will be removed in version 5`,
        });
        out.push({
          t: t + 10,
          role: "win",
          level: "warn",
          msg: `EventID=1530 Provider="Microsoft-Windows-User Profiles Service" Level=${w.ev.warn}: Windows detected your registry file is still in use by other applications or services. The file will be unloaded now.`,
        });
        break;
      case 4: {
        out.push({
          t,
          role: "java",
          level: "warn",
          msg: `${w.jul.warning} [pool-2-thread-1] ${e.javaPkg}.client.VendorClient.fetch retry 1/3 after java.net.SocketTimeoutException: Read timed out`,
        });
        out.push({
          t: t + 1200,
          role: "java",
          level: "info",
          msg: `${w.jul.info} [pool-2-thread-1] ${e.javaPkg}.client.VendorClient.fetch ok on attempt 2 (${r.int(300, 900)} ms)`,
        });
        break;
      }
      case 5:
        out.push({
          t,
          role: "ad",
          level: "info",
          msg: `EventID=4769 Provider="Microsoft-Windows-Security-Auditing" Level=${w.ev.info}: A Kerberos service ticket was requested. Service Name: HTTP/${e.svc.web}.${e.realm.toLowerCase()} Ticket Options: 0x40810000 Failure Code: 0x0`,
        });
        break;
      default:
        out.push({
          t,
          role: "web",
          level: "info",
          msg: `EventID=5186 Provider="WAS" Level=${w.ev.info}: A worker process with process id of '${r.int(2000, 9000)}' serving application pool '${e.svc.web}' was shutdown due to inactivity. Application Pool timeout configuration was set to 20 minutes. A new worker process will be started if needed.`,
        });
    }
  }
  return out;
}

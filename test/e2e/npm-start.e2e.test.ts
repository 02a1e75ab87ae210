// `npm start` as a user runs it (ARCHITECTURE.md "Local mode contract"): /health answers only once bootstrap.json
// is written, and SIGTERM or SIGINT to the `npm start` process stops everything it started (node, the DynamoDB
// Local JVM), also when the signal comes while it is still starting. Reads the process tree from /proc (Linux).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "@jest/globals";
import { repoRoot } from "../../shared/runtime/local-server.js";

/** Waits for a condition; the limit only keeps a broken build from hanging the run, nothing is timed. */
async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, limitMs = 90_000) {
  const giveUp = Date.now() + limitMs;
  for (;;) {
    const got = await probe();
    if (got !== undefined && got !== false) return got;
    if (Date.now() > giveUp) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stat(pid: number): { ppid: number; state: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const [state, ppid] = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(ppid), state };
  } catch {
    return undefined;
  }
}

const alive = (pid: number) => {
  const s = stat(pid);
  return s !== undefined && s.state !== "Z";
};

/** The process and every descendant of it, now. */
function treeOf(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    const s = Number.isInteger(pid) ? stat(pid) : undefined;
    if (s) parents.set(s.ppid, [...(parents.get(s.ppid) ?? []), pid]);
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i]) ?? []));
  return out;
}

const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
};
const jvmIn = (pids: number[]) => pids.find((p) => cmdline(p).includes("DynamoDBLocal"));

/**
 * A free port below Linux's ephemeral range (32768 on): one taken with listen(0) and released could be handed again to
 * whatever asks next for any port (a DynamoDB Local JVM another suite starts meanwhile, which answers /health 400).
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((ok) => {
      const srv = createServer();
      srv.once("error", () => ok(false));
      srv.listen(port, "127.0.0.1", () => srv.close(() => ok(true)));
    });
    if (free) return port;
  }
}

const health = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.status,
    () => undefined,
  );

const started: Array<{ npm: ChildProcess; dataDir: string; pids: Set<number> }> = [];

function npmStart(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "logdx-npm-start-"));
  const {
    NODE_OPTIONS: _jestOnly,
    LOGDX_DYNAMODB_ENDPOINT: _a,
    LOGDX_TEST_DYNAMODB_ENDPOINT: _b,
    PORT: _c,
    ...env
  } = process.env;
  const npm = spawn("npm", ["start"], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), LOGDX_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  npm.stdout?.on("data", (d) => {
    output += d;
  });
  npm.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<void>((ok) => npm.once("exit", () => ok()));
  const run = { npm, dataDir, pids: new Set<number>() };
  started.push(run);
  /** The tree as it is now, remembered for the checks (and the clean-up if a check fails). */
  const tree = () => {
    const pids = treeOf(npm.pid ?? -1).filter(alive);
    for (const p of pids) run.pids.add(p);
    return pids;
  };
  return { npm, dataDir, exited, tree, output: () => output };
}

afterEach(() => {
  // only if a check failed: end what this test started, by pid
  for (const run of started.splice(0)) {
    for (const pid of run.pids) if (alive(pid)) process.kill(pid, "SIGKILL");
    rmSync(run.dataDir, { recursive: true, force: true });
  }
});

const linux = existsSync("/proc/self/stat");
if (!linux) console.warn("npm-start.e2e: skipped, it reads the process tree from /proc (Linux only)");

(linux ? describe : describe.skip)("npm start", () => {
  it("answers /health only once bootstrap.json is written; SIGTERM to npm stops node and the JVM", async () => {
    const port = await freePort();
    const run = npmStart(port);
    await until("the JVM", () => jvmIn(run.tree()));
    const status = await until("GET /health", () => health(port));
    // the first answer of any kind already finds the bootstrap written
    expect(status).toBe(200);
    const file = join(run.dataDir, "bootstrap.json");
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, "utf8")).baseUrl).toBe(`http://127.0.0.1:${port}`);

    const pids = run.tree();
    expect(pids.length).toBeGreaterThanOrEqual(3); // npm, node, java
    run.npm.kill("SIGTERM");
    await run.exited;
    await until("every process npm start started to end", () => pids.every((p) => !alive(p)) || undefined);
    expect(await health(port)).toBeUndefined();
    expect(run.output()).toContain("stopping");
  }, 180_000);

  it("SIGINT while still starting: it finishes starting, then stops everything, JVM included", async () => {
    const port = await freePort();
    const run = npmStart(port);
    const jvm = await until("the JVM", () => jvmIn(run.tree()));
    run.npm.kill("SIGINT");
    await run.exited;
    const pids = [...new Set([...run.tree(), jvm])];
    await until("every process npm start started to end", () => pids.every((p) => !alive(p)) || undefined);
    expect(alive(jvm)).toBe(false);
    expect(await health(port)).toBeUndefined();
  }, 180_000);
});

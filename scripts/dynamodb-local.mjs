// Obtains DynamoDB Local (AWS's emulator, Java 17) offline-safe: the jar ships inside
// amplify-dynamodb-simulator; we `npm pack` it into a git-ignored cache and keep only emulator/.
// Its licence forbids redistribution, so the jar is never committed.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = "amplify-dynamodb-simulator@2.9.30";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const emulatorDir = join(root, ".cache", "dynamodb-local");
export const jarPath = join(emulatorDir, "DynamoDBLocal.jar");

export function ensureDynamoDbLocal() {
  if (existsSync(jarPath)) return emulatorDir;
  const work = join(root, ".cache", `ddbl-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    execFileSync("npm", ["pack", PACKAGE, "--silent", "--pack-destination", work], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tgz = readdirSync(work).find((f) => f.endsWith(".tgz"));
    if (!tgz) throw new Error(`npm pack ${PACKAGE} produced no tarball`);
    execFileSync("tar", ["xzf", join(work, tgz), "-C", work, "package/emulator"]);
    rmSync(emulatorDir, { recursive: true, force: true });
    mkdirSync(dirname(emulatorDir), { recursive: true });
    renameSync(join(work, "package", "emulator"), emulatorDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return emulatorDir;
}

export function javaAvailable() {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (process.argv.includes("--fetch")) {
  try {
    ensureDynamoDbLocal();
    if (!javaAvailable()) {
      console.warn("logdx: Java 17 is required to run DynamoDB Local (apt install openjdk-17-jre-headless)");
    }
  } catch (err) {
    // postinstall must not break `npm install`; start/test fetch again and fail loudly there.
    console.warn(`logdx: could not fetch DynamoDB Local now (${err.message}); it will be fetched on first start`);
  }
}

export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(addr.port));
    });
  });
}

/** Starts DynamoDB Local: in memory (tests) or persisted under dbPath (`npm start`). Resolves once it answers. */
export async function startDynamoDbLocal(opts = {}) {
  const { spawn } = await import("node:child_process");
  const net = await import("node:net");
  if (!javaAvailable()) throw new Error("Java 17 is required for DynamoDB Local: install openjdk-17-jre-headless");
  const dir = ensureDynamoDbLocal();
  const port = opts.port ?? (await freePort());
  // A short-lived emulator on a small shared machine: the C2 JIT's compile threads and G1's collector threads cost
  // more CPU than they ever win back (measured: JVM CPU per call 2-3x lower with C1 only and the serial collector,
  // still lower after 20,000 calls). -Xshare:auto maps the JDK's class-data archive for a faster start.
  const args = [
    `-Djava.library.path=${join(dir, "DynamoDBLocal_lib")}`,
    "-Xmx512m",
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    "-Xshare:auto",
    "-jar",
    jarPath,
  ];
  args.push("-port", String(port), "-disableTelemetry", "-sharedDb");
  if (opts.dbPath) {
    mkdirSync(opts.dbPath, { recursive: true });
    args.push("-dbPath", opts.dbPath);
  } else {
    args.push("-inMemory");
  }
  const child = spawn("java", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  // A POST without a target answers 400 once the server is up; connection refused before that.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited: ${stderr}`);
    const up = await new Promise((resolve) => {
      const sock = net.connect(port, "127.0.0.1", () => {
        sock.end();
        resolve(true);
      });
      sock.on("error", () => resolve(false));
    });
    if (up) {
      try {
        const res = await fetch(endpoint, {
          method: "POST",
          headers: {
            "x-amz-target": "DynamoDB_20120810.ListTables",
            "content-type": "application/x-amz-json-1.0",
            authorization:
              "AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=x",
          },
          body: "{}",
        });
        if (res.status < 500) break;
      } catch {}
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`DynamoDB Local did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    endpoint,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 3000).unref();
      }),
  };
}

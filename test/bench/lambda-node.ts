// The Node.js major of the Lambda runtime (nodejs22.x), for timing bundles as Lambda runs them: cold-start costs
// differ between majors (Node 22's ESM import of node:http loads undici; Node 20's does not). Fetched once from the
// npm registry (the `node-<platform>-<arch>` packages carry the official binaries) into .cache/; without it, the
// running node is used and the bench says so.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { BUNDLE_TARGET } from "../../lib/functions/bundling.js";
import { REPO_ROOT } from "../../lib/functions/logdx-function.js";

export const LAMBDA_NODE_MAJOR = Number(BUNDLE_TARGET.replace("node", ""));

export interface LambdaNode {
  path: string;
  version: string;
  /** Why the running node stands in, when it does. */
  fallback?: string;
}

function packageName(): string {
  const platform = process.platform === "win32" ? "win" : process.platform;
  return `node-${platform}-${process.arch}@${LAMBDA_NODE_MAJOR}`;
}

const versionOf = (path: string) => execFileSync(path, ["--version"], { encoding: "utf8" }).trim();

export function lambdaNode(): LambdaNode {
  if (Number(process.versions.node.split(".")[0]) === LAMBDA_NODE_MAJOR) {
    return { path: process.execPath, version: process.version };
  }
  const dir = join(REPO_ROOT, ".cache", `node${LAMBDA_NODE_MAJOR}`);
  const bin = join(dir, "package", "bin", process.platform === "win32" ? "node.exe" : "node");
  try {
    if (!existsSync(bin)) {
      const tmp = `${dir}.${process.pid}.tmp`;
      rmSync(tmp, { recursive: true, force: true });
      mkdirSync(tmp, { recursive: true });
      const tarball = execFileSync("npm", ["pack", packageName(), "--pack-destination", tmp, "--silent"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      })
        .trim()
        .split("\n")
        .pop();
      if (!tarball) throw new Error("npm pack printed no file name");
      execFileSync("tar", ["xzf", join(tmp, tarball), "-C", tmp]);
      rmSync(join(tmp, tarball));
      rmSync(dir, { recursive: true, force: true });
      renameSync(tmp, dir);
    }
    return { path: bin, version: versionOf(bin) };
  } catch (err) {
    return {
      path: process.execPath,
      version: process.version,
      fallback: `node ${LAMBDA_NODE_MAJOR} unavailable (${(err as Error).message.split("\n")[0]})`,
    };
  }
}

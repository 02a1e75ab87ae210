// Where the remote commands find the API and the key: LOGDX_URL/LOGDX_KEY (and LOGDX_PROJECT) when set, else the file
// `logdx login` wrote in the user's config directory, readable by the user alone. The key is never printed whole.
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { CliError } from "./cli-error.js";

export interface Credentials {
  url: string;
  key: string;
  /** An org key's project (X-Project-Id). */
  projectId?: string;
}

/** $LOGDX_CONFIG_DIR, else $XDG_CONFIG_HOME/logdx, else ~/.config/logdx. */
export function configDir(env = process.env): string {
  if (env.LOGDX_CONFIG_DIR) return env.LOGDX_CONFIG_DIR;
  return join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "logdx");
}

export const credentialsFile = (env = process.env) => join(configDir(env), "credentials.json");

export function saveCredentials(c: Credentials, env = process.env): string {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = credentialsFile(env);
  writeFileSync(file, `${JSON.stringify(c, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an older file keeps its mode on rewrite
  return file;
}

export function removeCredentials(env = process.env): boolean {
  const file = credentialsFile(env);
  try {
    readFileSync(file);
  } catch {
    return false;
  }
  rmSync(file);
  return true;
}

function fromFile(env: NodeJS.ProcessEnv): Partial<Credentials> {
  try {
    return JSON.parse(readFileSync(credentialsFile(env), "utf8")) as Partial<Credentials>;
  } catch {
    return {};
  }
}

/** The environment wins over the file, setting by setting; --project wins over both. */
export function loadCredentials(opts: { project?: string } = {}, env = process.env): Credentials {
  const file = fromFile(env);
  const url = env.LOGDX_URL || file.url;
  const key = env.LOGDX_KEY || file.key;
  if (!url || !key)
    throw new CliError("not logged in: run `logdx login --url <url> --key <key>`, or set LOGDX_URL and LOGDX_KEY");
  return { url, key, projectId: opts.project || env.LOGDX_PROJECT || file.projectId };
}

/** svc_secret_…wxyz: enough to recognise a key, never enough to use it. */
export function maskKey(key: string): string {
  const prefix = /^svc_(secret|org|pub)_/.exec(key)?.[0] ?? "";
  return `${prefix}…${key.slice(-4)}`;
}

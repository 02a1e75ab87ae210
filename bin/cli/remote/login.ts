// `logdx login` / `logdx logout`: checks a key against the API and keeps it in the user's config directory (0600).
import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { pc } from "../color.js";
import { CliError } from "./cli-error.js";
import { jsonOption } from "./common-options.js";
import { type Credentials, credentialsFile, maskKey, removeCredentials, saveCredentials } from "./credentials.js";
import { printJson } from "./output.js";
import { type CommonOptions, runRemote } from "./run.js";

const DEFAULT_URL = "http://127.0.0.1:8787";

interface LoginOptions extends CommonOptions {
  url?: string;
  key?: string;
}

function credentialsFrom(opts: LoginOptions): Credentials {
  const url = opts.url ?? process.env.LOGDX_URL ?? DEFAULT_URL;
  let key = opts.key ?? process.env.LOGDX_KEY;
  if (key === "-") key = readFileSync(0, "utf8").trim();
  if (!key) throw new CliError("login: no key: pass --key <key>, --key - to read it from stdin, or set LOGDX_KEY");
  try {
    new URL(url);
  } catch {
    throw new CliError(`login: --url ${url} is not a URL`);
  }
  return { url: url.replace(/\/+$/, ""), key, projectId: opts.project };
}

const kindOf = (key: string) => /^svc_(secret|org|pub)_/.exec(key)?.[1] ?? "legacy";

export function registerLogin(program: Command): void {
  program
    .command("login")
    .description("check an API key against a logdx API and remember both for the other commands")
    .option("--url <url>", `the API's base URL (default LOGDX_URL or ${DEFAULT_URL})`)
    .option("--key <key>", "an API key (svc_secret_…, svc_org_…, svc_pub_…), or - to read it from stdin")
    .option("--project <id>", "for an org key: the project the project-scoped commands act on")
    .addOption(jsonOption())
    .addHelpText(
      "after",
      `\nThe key is saved to ${credentialsFile()} (readable by you alone).\n` +
        "LOGDX_URL, LOGDX_KEY and LOGDX_PROJECT, when set, take precedence over it (handy in CI).",
    )
    .action((opts: LoginOptions) =>
      runRemote(
        "login",
        opts,
        async (client, c) => {
          // A call every key kind may make proves the key works before it is kept.
          if (kindOf(c.key) === "org" && !c.projectId) await client.projects.list();
          else await client.analyses.list({ limit: 1 });
          const file = saveCredentials(c);
          const who = { url: c.url, key: maskKey(c.key), keyKind: kindOf(c.key), projectId: c.projectId ?? null, file };
          if (opts.json) printJson(who);
          else process.stdout.write(`logged in to ${c.url} with ${who.key} (${who.keyKind} key); saved to ${file}\n`);
          return 0;
        },
        () => credentialsFrom(opts),
      ),
    );
  program
    .command("logout")
    .description("forget the stored key")
    .action(() => {
      const removed = removeCredentials();
      process.stdout.write(removed ? `removed ${credentialsFile()}\n` : `${pc.dim("not logged in")}\n`);
    });
}

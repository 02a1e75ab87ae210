// `logdx sources list|test|add`: the project's log sources (credentials go in, never come back out).
import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { Option } from "commander";
import type { Body } from "../../../sdk/src/index.js";
import { pc } from "../color.js";
import { CliError, EXIT_BAD_NEWS } from "./cli-error.js";
import { jsonOption, projectOption } from "./common-options.js";
import { printJson, printTable } from "./output.js";
import { type CommonOptions, runRemote } from "./run.js";

type NewSource = Body<"logSources.create">;
const TYPES = ["cloudwatch", "datadog", "loki", "splunk", "elastic", "gcp_logging"] as const;

interface AddOptions extends CommonOptions {
  type: NewSource["type"];
  name: string;
  source: string[];
  credential?: string[];
  credentials?: string;
  region?: string;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** --credentials <file|-> (JSON, keeps secrets out of the process list) merged with --credential key=value pairs. */
function credentialsOf(opts: AddOptions): Record<string, string> {
  const out: Record<string, string> = {};
  if (opts.credentials) {
    const from = opts.credentials === "-" ? "stdin" : opts.credentials;
    try {
      Object.assign(out, JSON.parse(readFileSync(opts.credentials === "-" ? 0 : opts.credentials, "utf8")));
    } catch (err) {
      throw new CliError(`--credentials ${from}: ${(err as Error).message}`);
    }
  }
  for (const pair of opts.credential ?? []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new CliError(`--credential ${pair.split("=")[0]}: expected key=value`);
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

export function registerSources(program: Command): void {
  const sources = program.command("sources").description("the project's log sources: list, test, add");
  sources
    .command("list")
    .description("the project's log sources")
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((opts: CommonOptions) =>
      runRemote("sources list", opts, async (client) => {
        const list = await client.logSources.list();
        if (opts.json) printJson(list);
        else
          printTable(
            list.map((s) => ({
              ID: s.id,
              TYPE: s.type,
              NAME: s.name,
              ACTIVE: s.isActive ? "yes" : "no",
              SOURCES: s.sources.join(", "),
            })),
            "no log sources: add one with `logdx sources add`",
          );
        return 0;
      }),
    );
  sources
    .command("test")
    .description("check a saved source's credentials and fetch sample lines (exit 3 when the test fails)")
    .argument("<id>", "log source id")
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((id: string, opts: CommonOptions) =>
      runRemote(`sources test ${id}`, opts, async (client) => {
        const t = await client.logSources.test(id);
        if (opts.json) printJson(t);
        else {
          const verdict = t.ok ? pc.green("ok") : pc.red(`failed: ${t.error?.code}: ${t.error?.message}`);
          process.stdout.write(`${verdict} ${pc.dim(`${t.latencyMs} ms`)}\n`);
          for (const l of t.sample)
            process.stdout.write(`  ${pc.dim(l.timestamp)} ${l.service} ${l.level} ${l.message}\n`);
        }
        return t.ok ? 0 : EXIT_BAD_NEWS;
      }),
    );
  sources
    .command("add")
    .description("save a log source; its credentials are stored encrypted and never shown again")
    .addOption(new Option("--type <type>", "aggregator").choices(TYPES).makeOptionMandatory())
    .requiredOption("--name <name>", "a label")
    .requiredOption("--source <selector>", "log group, index or label selector (repeat for more)", collect)
    .option("--credential <key=value>", "one credential (repeat); see SPEC 2.1 for each type's keys", collect)
    .option("--credentials <file|->", "credentials as a JSON object from a file or stdin (keeps them out of `ps`)")
    .option("--region <region>", "cloudwatch: the AWS region")
    .addOption(jsonOption())
    .addOption(projectOption())
    .addHelpText(
      "after",
      "\nExample: logdx sources add --type loki --name app --source '{app=\"web\"}' --credential host=https://loki.example.com",
    )
    .action((opts: AddOptions) =>
      runRemote("sources add", opts, async (client) => {
        const body = {
          type: opts.type,
          name: opts.name,
          sources: opts.source,
          credentials: credentialsOf(opts),
          ...(opts.region ? { region: opts.region } : {}),
        } as NewSource;
        const saved = await client.logSources.create(body);
        if (opts.json) printJson(saved);
        else process.stdout.write(`added ${saved.type} source ${pc.bold(saved.name)} ${pc.dim(saved.id)}\n`);
        return 0;
      }),
    );
}

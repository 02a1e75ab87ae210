// `logdx channels list|get|add|remove|deliveries`: the project's notification channels (credentials go in, never
// come back out: the API answers without them and nothing here prints what was given).
import type { Command } from "commander";
import { Option } from "commander";
import type { Body, Data, LogdxClient } from "../../../sdk/src/index.js";
import { pc } from "../color.js";
import { CliError } from "./cli-error.js";
import { cursorOption, jsonOption, limitOption, type PageOptions, pageQuery, projectOption } from "./common-options.js";
import { printJson, printPage, printTable } from "./output.js";
import { type CommonOptions, runRemote } from "./run.js";

type NewChannel = Body<"notifications.create">;
type Channel = Data<"notifications.get", 200>;
const TYPES = ["slack", "teams", "discord", "google_chat", "email", "webhook"] as const;
const THRESHOLDS = ["critical", "high", "medium", "low"] as const;
const CHAT_TYPES: readonly string[] = ["slack", "teams", "discord", "google_chat"];

interface AddOptions extends CommonOptions {
  type: NewChannel["type"];
  name: string;
  threshold: NewChannel["severityThreshold"];
  webhookUrl?: string;
  url?: string;
  hmacSecret?: string;
  authHeader?: string;
  recipients?: string;
}

/** The flags each type takes, as the API's credential keys. */
const CREDENTIAL_FLAGS = {
  webhookUrl: "--webhook-url",
  url: "--url",
  hmacSecret: "--hmac-secret",
  authHeader: "--auth-header",
  recipients: "--recipients",
} as const;
type CredentialKey = keyof typeof CREDENTIAL_FLAGS;

function allowedKeys(type: NewChannel["type"]): { required: CredentialKey[]; optional: CredentialKey[] } {
  if (CHAT_TYPES.includes(type)) return { required: ["webhookUrl"], optional: [] };
  if (type === "webhook") return { required: ["url"], optional: ["hmacSecret", "authHeader"] };
  return { required: ["recipients"], optional: [] };
}

/** The type's credentials from its flags; a missing flag, or one the type does not take, is named. */
function credentialsOf(opts: AddOptions): Record<string, string> {
  const { required, optional } = allowedKeys(opts.type);
  const out: Record<string, string> = {};
  for (const key of Object.keys(CREDENTIAL_FLAGS) as CredentialKey[]) {
    const value = opts[key];
    const allowed = required.includes(key) || optional.includes(key);
    if (value !== undefined && !allowed)
      throw new CliError(`channels add: ${CREDENTIAL_FLAGS[key]} does not apply to --type ${opts.type}`);
    if (value === undefined && required.includes(key))
      throw new CliError(`channels add: --type ${opts.type} needs ${CREDENTIAL_FLAGS[key]}`);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const channelRow = (c: Channel) => ({
  ID: c.id,
  TYPE: c.type,
  NAME: c.name,
  THRESHOLD: c.severityThreshold,
  ACTIVE: c.isActive ? "yes" : "no",
  CREATED: c.createdAt,
});

const idArgument = (cmd: Command) =>
  cmd.argument("<id>", "channel id").addOption(jsonOption()).addOption(projectOption());

/** `channels <name> <id>`: one call, its answer as JSON or as `show` words it. */
function byId<T>(
  channels: Command,
  name: string,
  description: string,
  call: (client: LogdxClient, id: string) => Promise<T>,
  show: (answer: T) => void,
): void {
  idArgument(channels.command(name).description(description)).action((id: string, opts: CommonOptions) =>
    runRemote(`channels ${name} ${id}`, opts, async (client) => {
      const answer = await call(client, id);
      if (opts.json) printJson(answer);
      else show(answer);
      return 0;
    }),
  );
}

export function registerChannels(program: Command): void {
  const channels = program
    .command("channels")
    .description("the project's notification channels: list, get, add, remove, deliveries");
  channels
    .command("list")
    .description("the project's notification channels (never their credentials)")
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((opts: CommonOptions) =>
      runRemote("channels list", opts, async (client) => {
        const list = await client.notifications.list();
        if (opts.json) printJson(list);
        else printTable(list.map(channelRow), "no channels: add one with `logdx channels add`");
        return 0;
      }),
    );
  byId(
    channels,
    "get",
    "one channel (never its credentials)",
    (client, id) => client.notifications.get(id),
    (c) => printTable([channelRow(c)], ""),
  );
  channels
    .command("add")
    .description("save a channel; its credentials are stored encrypted and never shown again")
    .addOption(new Option("--type <type>", "where to send").choices(TYPES).makeOptionMandatory())
    .requiredOption("--name <name>", "a label")
    .addOption(
      new Option("--threshold <severity>", "send only analyses and alerts at least this severe")
        .choices(THRESHOLDS)
        .default("high"),
    )
    .option("--webhook-url <url>", "slack, teams, discord, google_chat: the incoming-webhook URL")
    .option("--url <url>", "webhook: where to POST the JSON event")
    .option("--hmac-secret <secret>", "webhook: signs each body (X-Service-Signature, webhook-signature)")
    .option("--auth-header <value>", "webhook: sent as the Authorization header")
    .option("--recipients <a@x,b@y>", "email: comma-separated addresses")
    .addOption(jsonOption())
    .addOption(projectOption())
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  logdx channels add --type slack --name ops --webhook-url https://hooks.slack.com/services/…\n" +
        "  logdx channels add --type webhook --name pager --url https://example.com/hook --hmac-secret s3cret\n" +
        "  logdx channels add --type email --name oncall --threshold critical --recipients a@example.com,b@example.com",
    )
    .action((opts: AddOptions) =>
      runRemote("channels add", opts, async (client) => {
        const body = {
          type: opts.type,
          name: opts.name,
          severityThreshold: opts.threshold,
          credentials: credentialsOf(opts),
        } as NewChannel;
        const saved = await client.notifications.create(body);
        if (opts.json) printJson(saved);
        else process.stdout.write(`added ${saved.type} channel ${pc.bold(saved.name)} ${pc.dim(saved.id)}\n`);
        return 0;
      }),
    );
  byId(
    channels,
    "remove",
    "delete a channel; it receives nothing more",
    (client, id) => client.notifications.delete(id),
    (gone) => process.stdout.write(`removed channel ${pc.dim(gone.id)}\n`),
  );
  idArgument(
    channels
      .command("deliveries")
      .description("delivery attempts to a channel, newest first")
      .addOption(limitOption())
      .addOption(cursorOption()),
  ).action((id: string, opts: CommonOptions & PageOptions) =>
    runRemote(`channels deliveries ${id}`, opts, async (client) => {
      const page = await client.notifications.deliveries(id, pageQuery(opts));
      printPage(
        page,
        opts.json,
        (d) => ({
          AT: d.createdAt,
          EVENT: d.event,
          ATTEMPT: String(d.attempt),
          STATUS: d.status + (d.willRetry ? " (will retry)" : ""),
          HTTP: d.responseStatus === null ? "-" : String(d.responseStatus),
          MS: String(d.durationMs),
          ERROR: d.error ? `${d.error.code}: ${d.error.message}` : "",
        }),
        "no deliveries yet",
      );
      return 0;
    }),
  );
}

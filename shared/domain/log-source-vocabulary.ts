// Log source types, Datadog sites and the helpers the connectors share, without the request schemas: a function
// that lists, tests or reads sources does not build the per-type credential schemas in its cold start.

export const LOG_SOURCE_TYPES = ["cloudwatch", "datadog", "loki", "splunk", "elastic", "gcp_logging"] as const;
export type LogSourceType = (typeof LOG_SOURCE_TYPES)[number];

/** Datadog sites and their API hosts; the host is never built from free text. */
export const DATADOG_SITES = {
  "datadoghq.com": "https://api.datadoghq.com",
  "us3.datadoghq.com": "https://api.us3.datadoghq.com",
  "us5.datadoghq.com": "https://api.us5.datadoghq.com",
  "datadoghq.eu": "https://api.datadoghq.eu",
  "ap1.datadoghq.com": "https://api.ap1.datadoghq.com",
  "ap2.datadoghq.com": "https://api.ap2.datadoghq.com",
  "ddog-gov.com": "https://api.ddog-gov.com",
  "uk1.datadoghq.com": "https://api.uk1.datadoghq.com",
} as const;
export type DatadogSite = keyof typeof DATADOG_SITES;

export const AWS_REGION = /^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\d{1,2}$/;

/** What a connector is built from: the saved source with its decrypted credentials. */
export interface LogSourceConnection {
  type: LogSourceType;
  credentials: Record<string, string>;
  sources: string[];
  region?: string;
  settings?: Record<string, string>;
}

/** The tenant-given URL that must pass the SSRF check at save time, if the type has one. */
export function hostToCheck(type: LogSourceType, credentials: Record<string, string>): string | undefined {
  return type === "loki" || type === "splunk" || type === "elastic" ? credentials.host : undefined;
}

/** Every credential value, for redacting them from any text that leaves a connector. */
export function secretValues(credentials: Record<string, string>): string[] {
  const values = Object.entries(credentials)
    .filter(([k, v]) => k !== "host" && typeof v === "string")
    .map(([, v]) => v);
  const extra: string[] = [];
  for (const v of values) {
    // A service-account JSON's private key and the key with its newlines escaped are both secrets.
    try {
      const parsed = JSON.parse(v) as Record<string, unknown>;
      if (parsed && typeof parsed.private_key === "string") {
        extra.push(parsed.private_key, String(parsed.private_key_id ?? ""));
      }
    } catch {
      // not JSON
    }
  }
  return [...values, ...extra].filter((v) => v.length >= 4);
}

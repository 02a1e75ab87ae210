// How each role of an estate words one line: edge access logs (nginx, Envoy), WAF hits (ModSecurity, Coraza,
// Cloudflare firewall events), IdP events (Keycloak, Okta System Log style) and sshd.
import type { Ctx } from "./stream.js";

export const UAS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "okhttp/4.12.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A.240605.024)",
];

export interface Req {
  method?: string;
  path: string;
  status: number;
  ua?: string;
  ip?: string;
  ms?: number;
  bytes?: number;
  upstream?: string;
  flags?: string;
  trace?: string;
  /** Appended to the line, e.g. the cache status. */
  tail?: string;
}

/** One access-log line at the edge; 4xx print at warn, 5xx at error, as the log shippers map them. */
export function access(c: Ctx, t: number, q: Req): void {
  const r = c.r;
  const ms = q.ms ?? r.int(4, 180);
  const ip = q.ip ?? r.ip();
  const ua = q.ua ?? r.pick(UAS);
  const bytes = q.bytes ?? (q.status >= 400 ? r.int(150, 560) : r.int(300, 24000));
  const method = q.method ?? "GET";
  const up = q.upstream ?? c.e.apps[0].name;
  const lv = q.status >= 500 ? "error" : q.status >= 400 ? "warn" : "info";
  const addr = q.status === 503 && q.flags ? "-" : `${c.r.privIp()}:8080`;
  const msg =
    c.e.edgeKind === "nginx"
      ? `${ip} - - "${method} ${q.path} HTTP/1.1" ${q.status} ${bytes} "-" "${ua}" rt=${(ms / 1000).toFixed(3)} uct=0.000 urt=${q.status === 404 && !q.upstream ? "-" : ((ms - 1) / 1000).toFixed(3)} upstream=${up}`
      : `"${method} ${q.path} HTTP/1.1" ${q.status} ${q.flags ?? "-"} 0 ${bytes} ${ms} ${Math.max(ms - 2, 0)} "${ip}" "${ua}" "${c.r.uuid()}" "${c.e.domain}" "${addr}"`;
  c.add(t, c.e.edge, lv, q.tail ? `${msg} ${q.tail}` : msg, undefined, q.trace);
}

const OKTA: Record<string, [string, string]> = {
  LOGIN: ["user.session.start", "User login to Okta"],
  LOGIN_ERROR: ["user.session.start", "User login to Okta"],
  CODE_TO_TOKEN: ["app.oauth2.token.grant.authorization_code", "OAuth2 access token is granted"],
  REFRESH_TOKEN: ["app.oauth2.token.grant.refresh_token", "OAuth2 access token is granted"],
  REFRESH_TOKEN_ERROR: ["app.oauth2.token.grant.refresh_token", "OAuth2 access token request failed"],
  CLIENT_LOGIN_ERROR: ["app.oauth2.as.token.grant", "OAuth2 token request failed"],
  LOGOUT: ["user.session.end", "User logout from Okta"],
  USER_LOCKED: ["user.account.lock", "Max sign in attempts exceeded"],
  MFA_ERROR: ["user.authentication.auth_via_mfa", "Authentication of user via MFA"],
};

/** One IdP event; `error` set makes it a failure at warn (Keycloak's org.keycloak.events logs errors at WARN). */
export function idp(
  c: Ctx,
  t: number,
  type: string,
  o: { user?: string; ip?: string; client?: string; error?: string; level?: "info" | "warn" | "error" },
): void {
  const r = c.r;
  const user = o.user ?? `user${r.int(1000, 99999)}`;
  const ip = o.ip ?? r.ip();
  const client = o.client ?? c.e.web;
  const lv = o.level ?? (o.error ? "warn" : "info");
  if (c.e.idpKind === "keycloak") {
    const uid = o.error ? "null" : r.uuid();
    const err = o.error ? `, error=${o.error}` : "";
    c.add(
      t,
      c.e.idp,
      lv,
      `type=${type}, realmId=${c.e.realm}, clientId=${client}, userId=${uid}, ipAddress=${ip}${err}, auth_method=openid-connect, username=${user}`,
    );
  } else {
    const [ev, dm] = OKTA[type] ?? ["user.session.start", "User login to Okta"];
    const res = o.error ? "FAILURE" : "SUCCESS";
    const reason = o.error ? ` outcome.reason=${o.error.toUpperCase()}` : "";
    c.add(
      t,
      c.e.idp,
      lv,
      `eventType=${ev} outcome.result=${res}${reason} actor.alternateId=${user}@${c.e.domain} client.ipAddress=${ip} target.app=${client} displayMessage="${dm}"`,
    );
  }
}

/** A CRS rule hit at the WAF; `block` prints the denial at error, otherwise a warning. */
export function waf(
  c: Ctx,
  t: number,
  o: { ip: string; uri: string; id: string; msg: string; data: string; file: string; block: boolean },
): void {
  const r = c.r;
  const uid = `${r.hex(8)}${r.hex(8)}`.toUpperCase();
  if (c.e.wafKind === "modsec") {
    const head = o.block
      ? `ModSecurity: Access denied with code 403 (phase 2). Matched "Operator \`Ge' with parameter \`5' against variable \`TX:BLOCKING_INBOUND_ANOMALY_SCORE' (Value: \`${r.pick([5, 8, 10, 13])}' )`
      : o.id === "920350"
        ? `ModSecurity: Warning. Matched "Operator \`Rx' with parameter \`^[\\d.:]+$' against variable \`REQUEST_HEADERS:Host' (Value: \`${o.data}' )`
        : `ModSecurity: Warning. Matched "Operator \`${o.id === "942100" ? "DetectSQLi" : "DetectXSS"}' with parameter \`' against variable \`${o.id === "942100" ? "ARGS:id" : "ARGS:q"}' (Value: \`${o.uri.split("=")[1] ?? ""}' )`;
    c.add(
      t,
      c.e.waf,
      o.block ? "error" : "warn",
      `${head} [file "/etc/modsecurity/crs/rules/${o.file}"] [line "${r.int(40, 900)}"] [id "${o.id}"] [msg "${o.msg}"] [data "${o.data}"] [severity "CRITICAL"] [ver "OWASP_CRS/4.4.0"] [tag "application-multi"] [tag "attack-generic"] [hostname "${c.e.domain}"] [uri "${o.uri}"] [unique_id "${uid}"], client: ${o.ip}, server: ${c.e.domain}, request: "GET ${o.uri} HTTP/1.1"`,
    );
  } else if (c.e.wafKind === "coraza") {
    c.add(
      t,
      c.e.waf,
      o.block ? "error" : "warn",
      `[client "${o.ip}"] Coraza: ${o.block ? "Access denied (phase 1)" : "Warning"}. ${o.msg} [file "@owasp_crs/${o.file}"] [line "${r.int(40, 900)}"] [id "${o.id}"] [rev ""] [msg "${o.msg}"] [data "${o.data}"] [severity "critical"] [ver "OWASP_CRS/4.4.0"] [maturity "0"] [accuracy "0"] [hostname "${c.e.domain}"] [uri "${o.uri}"] [unique_id "${uid}"]`,
    );
  } else {
    c.add(
      t,
      c.e.waf,
      o.block ? "warn" : "info",
      `firewall event action=${o.block ? "block" : "log"} source=firewallManaged ruleId=${r.hex(32)} rule="${o.id}: ${o.msg}" clientIP=${o.ip} clientCountryName=${r.pick(["NL", "US", "SG", "RU", "CN", "BR", "DE"])} clientRequestHTTPHost=${c.e.domain} clientRequestPath=${o.uri} rayName=${r.hex(16)}-${r.pick(["AMS", "FRA", "LHR", "CDG"])}`,
    );
  }
}

/** sshd on the bastion. */
export function sshd(c: Ctx, t: number, msg: string, level: "info" | "warn" | "error" = "info"): void {
  c.add(t, c.e.bastion, level, `sshd[${c.r.int(2000, 65000)}]: ${msg}`);
}

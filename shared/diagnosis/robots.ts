// Robots among a service's clients: crawlers, scanners and scripts. Their requests refused are robots kept out, not
// users failed.
import type { Anomaly } from "./detect.js";
import { servedClientError } from "./line-verdict.js";

// a quoted User-Agent's product token ("partner-integration-76/1.4.2")
export const AGENT_RE = /"([a-z][\w.-]{2,40})\/v?\d[^"]{0,200}"/g;
// the product tokens of scripts' HTTP libraries and command-line clients (lower-cased, as samples are)
export const SCRIPT_AGENT_RE =
  /^(?:python-requests|python-urllib\d?|python-httpx|aiohttp|scrapy|curl|wget|go-http-client|node-fetch|libwww-perl)$/;
// search engines' and AI crawlers' names in their agent strings ("Mozilla/5.0 (compatible; AhrefsBot/7.0; …)"), any
// crawler signed as crawlers sign, a bot's name and the page about it ("compatible; PriceRadarBot/2.3; +http://…"), and
// vulnerability scanners' ("Mozilla/5.0 (compatible; Nuclei - Open-source project …)", "zgrab/0.x")
const ROBOT_AGENT_RE =
  /\b(?:nuclei - open-source project|zgrab|masscan|nikto|sqlmap|wpscan|censysinspect)\b|\b(?:gptbot|ccbot|claudebot|bytespider|ahrefsbot|semrushbot|mj12bot|petalbot|dotbot|amazonbot|googlebot|bingbot|yandexbot|baiduspider|applebot|facebookexternalhit)\/|\bcompatible; [\w.-]*(?:bot|crawler|spider)\/\d[^)"]{0,80}\+https?:\/\//;
// a bot manager's verdict on the client ("bot-verdict=deny", "bot rule matched")
const BOT_VERDICT_RE = /\bbot[-_ ]?verdict[=:]\s*deny\b|\bbot rule matched\b|\bbot (?:blocked|detected|block)\b/;
// a request for a path no application of ours serves and every vulnerability scanner tries: a secrets file, a
// repository's config, a PHP admin page, Spring Boot's environment dump, a climb out of the web root, an SQL injection
// in the query ("GET /.env HTTP/1.1" 404, "path=/.env", "GET /..%2f..%2fetc/passwd", "?id=1%27%20OR%20%271%27=%271")
const SCANNER_PROBE_RE =
  /(?:"(?:get|post|head) |\bpath=)\/(?:\.env|\.git\/|\.aws\/|\.ds_store|wp-login\.php|wp-admin|xmlrpc\.php|phpmyadmin|admin\.php|config\.php|vendor\/phpunit|cgi-bin\/|actuator\/(?:env|heapdump|configprops|jolokia)\b|server-status\b|hnap1\b|boaform\/|[^\s"]{0,80}?(?:\.\.(?:\/|%2f)){2}|[^\s"]{0,80}?etc\/passwd\b|[^\s"]{0,120}?(?:%27(?:%20|\+)or(?:%20|\+)|union(?:%20|\+)+select))/;
/**
 * A (lower-cased) line names a crawler's agent or a script's HTTP library as its client's, calls it a bot, or is a
 * scanner's probe.
 */
export const fromARobot = (sample: string) =>
  ROBOT_AGENT_RE.test(sample) ||
  SCANNER_PROBE_RE.test(sample) ||
  BOT_VERDICT_RE.test(sample) ||
  [...sample.matchAll(AGENT_RE)].some((m) => SCRIPT_AGENT_RE.test(m[1]));

/**
 * Every bad line of it is a request refused (a 4xx) to a crawler, a scanner's probe or a client a bot manager named:
 * robots kept out, no failure of anyone's (a script's HTTP library alone may be a partner's integration: not here).
 */
export function robotsKeptOut(a: Anomaly): boolean {
  if (a.stat.fatalCount > 0) return false;
  const bad = a.stat.samples.filter(servedClientError);
  const said = a.stat.firstBad?.message ?? "";
  if (!servedClientError(said)) return false;
  return [said, ...bad].every((sample) => {
    const line = sample.slice(0, 600).toLowerCase();
    return ROBOT_AGENT_RE.test(line) || SCANNER_PROBE_RE.test(line) || BOT_VERDICT_RE.test(line);
  });
}

// Harmless noise that looks alarming on a localization platform; nothing here is broken.
import { access } from "./estates.js";
import { stack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Noise {
  kind: string;
  note: string;
  run(c: Ctx): void;
}

const busy = (c: Ctx, f = 0.25) => c.start + (c.end - c.start) * c.r.next() * f;

export const NOISES: Noise[] = [
  {
    kind: "placeholder-qa",
    note: "QA flags hundreds of segments with broken placeholders in a customer's Android strings; jobs stay open for linguists",
    run(c) {
      const qa = c.svc("qa");
      c.every(2500, (t) => {
        const seg = c.r.int(1000000, 9999999);
        const ph = c.r.pick(["%1$s", "{count}", "%d", "{{name}}", "<b>", "%@"]);
        c.emit(
          t,
          qa,
          "error",
          `QA ${c.job()} seg ${seg} (${c.lang()}): placeholder ${ph} missing in target (check: tags_and_placeholders, severity=critical)`,
        );
      });
    },
  },
  {
    kind: "mt-quota",
    note: "the DeepL character quota for one language pair is used up and MT falls back to another engine",
    run(c) {
      const mt = c.svc("mt");
      const pair = `en-US>${c.r.pick(["ja-JP", "ko-KR", "pl-PL"])}`;
      const fb = c.e.mtEngines.find((x) => x !== "deepl") ?? "google-v3";
      const t0 = busy(c, 0.5);
      c.emit(
        t0,
        mt,
        "warn",
        `deepl: monthly character quota for ${pair} reached (account usage 100%), switching pair to fallback ${fb}`,
      );
      c.every(
        1800,
        (t) => {
          c.emit(
            t,
            mt,
            c.r.chance(0.6) ? "error" : "warn",
            `deepl responded 456 Quota exceeded for ${pair} (request ${c.r.hex(8)}), served by ${fb} instead`,
          );
        },
        t0,
      );
    },
  },
  {
    kind: "linguist-declines",
    note: "many linguists decline a large rush job over the weekend and the dispatcher keeps offering it to the next in the pool",
    run(c) {
      const a = c.svc("assign");
      const j = c.job();
      c.every(4000, (t) => {
        const l = `L${c.r.int(10000, 99999)}`;
        c.emit(
          t,
          a,
          "warn",
          `${l} declined ${j} (reason: ${c.r.pick(["unavailable", "rate too low", "deadline too short", "subject not my field", "no reason given"])}), offering to next in pool`,
        );
        if (c.r.chance(0.15))
          c.emit(
            t + 50,
            a,
            "error",
            `${j}: no accepting linguist after ${c.r.int(8, 40)} offers in tier A, escalating to tier B`,
          );
      });
    },
  },
  {
    kind: "webhook-deleted-branch",
    note: "repository push webhooks keep arriving for feature branches that were deleted, and the connector ignores them after a 404",
    run(c) {
      const repo = c.svc("repo");
      c.every(3000, (t) => {
        const b = `feature/${c.r.pick(["JIRA", "APP", "WEB"])}-${c.r.int(100, 9999)}`;
        c.emit(
          t,
          repo,
          "error",
          `GET /repos/${c.r.pick(c.e.repos)}/git/ref/heads/${b} -> 404 Not Found (branch deleted?), webhook delivery ${c.r.hex(8)}-${c.r.hex(4)} dropped`,
        );
      });
    },
  },
  {
    kind: "segment-length",
    note: "German and Finnish translations of UI strings exceed their max-length limits and QA reports them",
    run(c) {
      const qa = c.svc("qa");
      c.every(2200, (t) => {
        const max = c.r.pick([20, 24, 32, 40]);
        c.emit(
          t,
          qa,
          "warn",
          `length check failed seg ${c.r.int(1000000, 9999999)} (${c.r.pick(["de-DE", "fi-FI", "ru-RU"])}): ${max + c.r.int(1, 30)} chars > maxLength ${max} (key ${c.r.pick(["btn.checkout", "tab.settings", "nav.account", "toast.saved"])})`,
        );
      });
    },
  },
  {
    kind: "malformed-upload",
    note: "a customer uploads a batch of broken XLIFF files that fail parsing, each rejected with 422 and a stack trace",
    run(c) {
      const ing = c.svc("ingest");
      const rt = c.rt(ing);
      c.every(9000, (t) => {
        const f = `${c.r.pick(["checkout", "legal", "faq"])}_${c.r.int(1, 99)}.xlf`;
        const line = c.r.int(2, 4000);
        const col = c.r.int(1, 80);
        const pkg = c.e.pkg;
        if (rt === "python")
          c.emit(t, ing, "error", `rejecting upload ${f}: not well-formed XML`, {
            errType: "lxml.etree.XMLSyntaxError",
            stack: stack(
              rt,
              "lxml.etree.XMLSyntaxError",
              `xmlParseEntityRef: no name, line ${line}, column ${col}`,
              [
                ["parsers/xliff", "parse", "tree = etree.parse(fh, parser)"],
                ["pipeline/ingest", "handle_upload", "doc = parser.parse(upload.path)"],
                ["worker", "run", "result = handler(msg)"],
              ],
              c.r,
            ),
          });
        else if (rt === "java")
          c.emit(t, ing, "error", `rejecting upload ${f}: not well-formed XML`, {
            errType: "org.xml.sax.SAXParseException",
            stack: stack(
              rt,
              "org.xml.sax.SAXParseException",
              `lineNumber: ${line}; columnNumber: ${col}; The entity name must immediately follow the '&' in the entity reference.`,
              [
                ["com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper", "createSAXParseException"],
                ["com.sun.org.apache.xerces.internal.parsers.DOMParser", "parse"],
                [`${pkg}.ingest.xliff.XliffReader`, "read"],
                [`${pkg}.ingest.UploadHandler`, "handle"],
              ],
              c.r,
            ),
          });
        else if (rt === "dotnet")
          c.emit(t, ing, "error", `fail: Upload.Parsers.XliffReader[0] rejecting upload ${f}`, {
            errType: "System.Xml.XmlException",
            stack: stack(
              rt,
              "System.Xml.XmlException",
              `An error occurred while parsing EntityName. Line ${line}, position ${col}.`,
              [
                ["System.Xml.XmlTextReaderImpl", "Throw"],
                ["System.Xml.XmlTextReaderImpl", "ParseEntityName"],
                ["Babel.Upload.Parsers.XliffReader", "ReadAsync"],
                ["Babel.Upload.Worker.UploadConsumer", "Consume"],
              ],
              c.r,
            ),
          });
        else
          c.emit(
            t,
            ing,
            "error",
            `rejecting upload ${f}: xliff: XML syntax error on line ${line}: invalid character entity &${c.r.pick(["nbsp", "copy", " "])} (no semicolon)`,
          );
        c.emit(
          t + 30,
          c.svc("gw"),
          "warn",
          access(
            c.rt(c.svc("gw")),
            "POST",
            `/api/v2/projects/${c.r.int(1000, 9999)}/files`,
            422,
            c.r.int(40, 300),
            c.r,
          ),
        );
      });
    },
  },
  {
    kind: "tm-slow-reindex",
    note: "a scheduled TM reindex makes fuzzy lookups slow for a while; they all complete",
    run(c) {
      const tm = c.svc("tm");
      const t0 = busy(c, 0.4);
      c.emit(
        t0,
        tm,
        "info",
        `scheduled reindex of tm ${c.r.pick(c.e.customers)}-all started (${c.r.int(2, 9)}.${c.r.int(0, 9)}M TUs)`,
      );
      c.every(
        2500,
        (t) =>
          c.emit(
            t,
            tm,
            "warn",
            `slow fuzzy lookup: ${c.r.int(1800, 6500)}ms (threshold 1500ms) seg_len=${c.r.int(20, 400)} tm=${c.r.pick(c.e.customers)} (reindex in progress)`,
          ),
        t0,
        t0 + 6 * 60000,
      );
      c.emit(t0 + 6 * 60000, tm, "info", "reindex finished, fuzzy lookup latency back to normal");
    },
  },
  {
    kind: "termbase-dupes",
    note: "a TBX termbase import skips thousands of duplicate concepts with warnings",
    run(c) {
      const tb = c.svc("term");
      const t0 = busy(c, 0.5);
      const n = c.r.int(4000, 9000);
      c.emit(t0, tb, "info", `TBX import ${c.r.pick(c.e.customers)}-glossary.tbx started (${n} concepts)`);
      c.every(
        700,
        (t) =>
          c.emit(
            t,
            tb,
            "warn",
            `duplicate term '${c.r.pick(["Warenkorb (de-DE)", "Konto (de-DE)", "取消 (zh-CN)", "Paramètres (fr-FR)", "cuenta (es-ES)", "ログイン (ja-JP)"]).replace(" (", "' (")} in concept c${c.r.int(1000, 9999)}, skipped`,
          ),
        t0,
        t0 + 4 * 60000,
      );
      c.emit(
        t0 + 4 * 60000,
        tb,
        "info",
        `TBX import finished: ${n - 2000} imported, ${c.r.int(1500, 2100)} duplicates skipped`,
      );
    },
  },
  {
    kind: "invoice-holds",
    note: "the monthly linguist invoice run holds invoices for linguists with missing tax ids or invalid IBANs",
    run(c) {
      const b = c.svc("billing");
      c.every(3500, (t) => {
        const l = `L${c.r.int(10000, 99999)}`;
        const why = c.r.pick(["IBAN checksum invalid", "VAT id missing", "W-8BEN expired", "payout currency not set"]);
        c.emit(t, b, "error", `invoice run 2026-${c.r.int(1, 11)}: invoice for ${l} put on hold (${why})`);
      });
    },
  },
  {
    kind: "tenant-cms-token-revoked",
    note: "one customer revoked the CMS API token, so that tenant's connector gets 401s and is paused; others sync fine",
    run(c) {
      const repo = c.svc("repo");
      const cust = c.r.pick(c.e.customers);
      c.every(5000, (t) => {
        c.emit(
          t,
          repo,
          "error",
          `[tenant ${cust}] CMS API returned 401 Unauthorized: "The access token you sent could not be found or is invalid." - connector paused, customer notified`,
        );
      });
    },
  },
  {
    kind: "disabled-engine-breaker",
    note: "a retired MT engine still listed in some project profiles shows an open circuit breaker; requests go to the default engine",
    run(c) {
      const mt = c.svc("mt");
      c.every(3000, (t) => {
        c.emit(
          t,
          mt,
          "warn",
          `circuit breaker 'mt-engine-systran-legacy' is OPEN (engine disabled since 2026-01-31); project profile ${c.r.int(100, 999)} routed to default engine`,
        );
      });
    },
  },
  {
    kind: "consumer-rebalance",
    note: "a rolling restart triggers Kafka consumer group rebalances with warnings and no lost work",
    run(c) {
      const s = c.svc("ingest");
      const t0 = busy(c, 0.6);
      for (let i = 0; i < 4; i++) {
        const t = t0 + i * 40000;
        c.emit(
          t,
          s,
          "warn",
          `[Consumer clientId=${s}-${i}, groupId=${s}] Request joining group due to: group is already rebalancing`,
        );
        c.emit(
          t + 200,
          s,
          "warn",
          `[Consumer clientId=${s}-${i}, groupId=${s}] Revoke previously assigned partitions uploads-${i}, uploads-${i + 4}`,
        );
        c.emit(
          t + 3100,
          s,
          "info",
          `[Consumer clientId=${s}-${i}, groupId=${s}] Successfully joined group with generation Generation{generationId=${c.r.int(100, 900)}}`,
        );
      }
    },
  },
  {
    kind: "gc-pauses",
    note: "the TM service logs long GC pauses during a big export while requests keep succeeding",
    run(c) {
      const tm = c.svc("tm");
      c.every(8000, (t) =>
        c.emit(
          t,
          tm,
          "warn",
          `GC pause (G1 Evacuation Pause) ${c.r.int(250, 900)}ms, heap ${c.r.int(60, 84)}% after collection (TMX export running)`,
        ),
      );
    },
  },
  {
    kind: "cert-expiry-warning",
    note: "warnings that a customer-facing certificate expires in a few weeks, with the renewal job already scheduled",
    run(c) {
      const gw = c.svc("gw");
      c.every(30000, (t) =>
        c.emit(
          t,
          gw,
          "warn",
          `TLS certificate for *.review.${c.e.key}.example expires in ${c.r.int(14, 21)} days (renewal scheduled by cert-manager)`,
        ),
      );
    },
  },
  {
    kind: "customer-rate-limited",
    note: "one customer's CI script hammers the API and gets 429s from our own rate limiter",
    run(c) {
      const gw = c.svc("gw");
      const key = `ak_${c.r.hex(6)}`;
      c.every(600, (t) => {
        c.emit(
          t,
          gw,
          "warn",
          access(
            c.rt(gw),
            "GET",
            `/api/v2/projects/${c.r.int(1000, 9999)}/strings?page=${c.r.int(1, 400)}`,
            429,
            c.r.int(1, 4),
            c.r,
          ),
        );
        if (c.r.chance(0.1))
          c.emit(t + 1, gw, "warn", `rate limit exceeded for api key ${key} (600 req/min), Retry-After: 60`);
      });
    },
  },
  {
    kind: "pseudo-locale-missing-keys",
    note: "a pseudo-localization build reports thousands of missing translation keys for qps-ploc",
    run(c) {
      const rv = c.svc("review");
      c.every(900, (t) =>
        c.emit(
          t,
          rv,
          "warn",
          `missing translation for key '${c.r.pick(["home.title", "cart.empty", "errors.network", "settings.privacy"])}.${c.r.int(1, 99)}' in locale qps-ploc, falling back to en-US`,
        ),
      );
    },
  },
  {
    kind: "icu-syntax",
    note: "customer source strings with invalid ICU MessageFormat syntax fail to compile, each logged with a traceback",
    run(c) {
      const qa = c.svc("qa");
      c.every(7000, (t) => {
        const key = c.r.pick(["cart.items", "inbox.unread", "trial.days_left"]);
        c.emit(t, qa, "error", `ICU check failed for key ${key} (${c.lang()})`, {
          errType: "MessageFormatSyntaxError",
          stack: stack(
            c.rt(qa),
            "MessageFormatSyntaxError",
            `Unmatched '{' braces in message "{count, plural, one {# item} other {# items}"`,
            [
              ["checks/icu", "compile", "return MessageFormat(pattern, locale)"],
              ["checks/runner", "run_check", "issues = check.apply(segment)"],
              ["tasks/qa", "check_job", "report = runner.run_all(job)"],
            ],
            c.r,
          ),
        });
      });
    },
  },
  {
    kind: "preview-staging-unreachable",
    note: "in-context review screenshots fail for one customer whose staging site is behind their VPN",
    run(c) {
      const rv = c.svc("review");
      const cust = c.r.pick(c.e.customers);
      c.every(6000, (t) =>
        c.emit(
          t,
          rv,
          "error",
          `screenshot failed for https://staging.${cust}.internal/${c.r.pick(["checkout", "account", "pricing"])}: page.goto: net::ERR_NAME_NOT_RESOLVED (tenant ${cust}, using last good capture)`,
        ),
      );
    },
  },
  {
    kind: "sftp-delivery-retry",
    note: "deliveries to a vendor SFTP server fail once and succeed on retry",
    run(c) {
      const a = c.svc("assign");
      c.every(12000, (t) => {
        const f = `${c.job()}_${c.lang()}.zip`;
        c.emit(
          t,
          a,
          "error",
          `sftp upload ${f} to sftp.${c.r.pick(["lexvendor", "transperfekt", "wordsmiths"])}.example failed: Connection reset by peer (attempt 1/5)`,
        );
        c.emit(t + c.r.int(4000, 9000), a, "info", `sftp upload ${f} succeeded (attempt 2/5)`);
      });
    },
  },
  {
    kind: "scanned-pdf",
    note: "scanned PDFs without a text layer produce zero-word files and warnings",
    run(c) {
      const ing = c.svc("ingest");
      c.every(5000, (t) =>
        c.emit(
          t,
          ing,
          "warn",
          `PDF ${c.r.pick(["contract", "manual", "datasheet"])}_${c.r.int(1, 999)}.pdf: no text layer on ${c.r.int(1, 80)} pages, 0 words extracted (OCR not enabled for project)`,
        ),
      );
    },
  },
  {
    kind: "duplicate-webhooks",
    note: "a CMS redelivers webhooks and the connector drops them as duplicates with 409",
    run(c) {
      const repo = c.svc("repo");
      c.every(1500, (t) =>
        c.emit(
          t,
          repo,
          "warn",
          `webhook ${c.r.hex(12)} already processed (idempotency key seen ${c.r.int(1, 50)}s ago), responding 409 Conflict`,
        ),
      );
    },
  },
  {
    kind: "encoding-fallback",
    note: "files saved in Shift_JIS or Windows-1252 fail UTF-8 decoding and are re-read with the detected charset",
    run(c) {
      const ing = c.svc("ingest");
      const rt = c.rt(ing);
      c.every(8000, (t) => {
        c.emit(
          t,
          ing,
          "warn",
          `decode of ${c.file()} as utf-8 failed, retrying with detected charset ${c.r.pick(["shift_jis", "windows-1252", "gb18030"])} (confidence 0.${c.r.int(81, 99)})`,
          {
            errType: "UnicodeDecodeError",
            stack:
              rt === "python"
                ? stack(
                    rt,
                    "UnicodeDecodeError",
                    `'utf-8' codec can't decode byte 0x${c.r.hex(2)} in position ${c.r.int(0, 9000)}: invalid start byte`,
                    [
                      [
                        "/usr/local/lib/python3.12/encodings/utf_8",
                        "decode",
                        "return codecs.utf_8_decode(input, errors, True)",
                      ],
                      ["ingest/reader", "read_text", 'return raw.decode("utf-8")'],
                    ],
                    c.r,
                  )
                : undefined,
          },
        );
      });
    },
  },
  {
    kind: "tm-lock-contention",
    note: "concurrent TM writes hit lock timeouts and succeed on retry",
    run(c) {
      const tm = c.svc("tm");
      c.every(3000, (t) => {
        c.emit(
          t,
          tm,
          "warn",
          `could not obtain row lock on tm_unit ${c.r.int(1e6, 9e6)} within 2000ms (concurrent pretranslate), retrying`,
        );
        c.emit(t + c.r.int(100, 900), tm, "info", "TU write committed on retry 1");
      });
    },
  },
  {
    kind: "spellcheck-dict-missing",
    note: "spell check dictionaries are missing for rare locales, so the check is skipped",
    run(c) {
      const qa = c.svc("qa");
      c.every(2500, (t) =>
        c.emit(
          t,
          qa,
          "error",
          `no spelling dictionary for '${c.r.pick(["mt-MT", "yo-NG", "haw-US", "kl-GL"])}', check 'spelling' skipped for ${c.job()}`,
        ),
      );
    },
  },
  {
    kind: "overdue-jobs",
    note: "the deadline sweep warns about dozens of overdue linguist jobs",
    run(c) {
      const a = c.svc("assign");
      c.every(2000, (t) =>
        c.emit(
          t,
          a,
          "warn",
          `${c.job()} overdue by ${c.r.int(1, 72)}h (linguist L${c.r.int(10000, 99999)}, ${c.r.int(100, 9000)} words), reminder sent`,
        ),
      );
    },
  },
  {
    kind: "sandbox-payouts",
    note: "payouts for a test tenant fail against the payment provider's sandbox",
    run(c) {
      const b = c.svc("billing");
      c.every(4000, (t) =>
        c.emit(
          t,
          b,
          "error",
          `payout PO-${c.r.int(10000, 99999)} failed: provider sandbox returned 400 {"code":"PAYEE_NOT_FOUND"} (tenant qa-sandbox)`,
        ),
      );
    },
  },
  {
    kind: "merge-conflict",
    note: "translation pull requests conflict with developers' edits to locale files and are rebased",
    run(c) {
      const repo = c.svc("repo");
      c.every(6000, (t) => {
        const f = `locales/${c.r.pick(["fr", "de", "ja", "es"])}.json`;
        c.emit(
          t,
          repo,
          "error",
          `merge conflict in ${f} on l10n/${c.r.hex(6)} (${c.r.pick(c.e.repos)}): CONFLICT (content): Merge conflict in ${f}`,
        );
        c.emit(t + 2000, repo, "info", `rebased l10n branch and regenerated ${f}, PR updated`);
      });
    },
  },
  {
    kind: "orphan-cleanup",
    note: "a cleanup job deletes expired uploads and logs NoSuchKey for objects that were already gone",
    run(c) {
      const ing = c.svc("ingest");
      const t0 = busy(c, 0.5);
      c.every(
        500,
        (t) =>
          c.emit(
            t,
            ing,
            "error",
            `cleanup: DeleteObject uploads/${c.r.hex(2)}/${c.r.hex(24)} failed: NoSuchKey: The specified key does not exist.`,
          ),
        t0,
        t0 + 5 * 60000,
      );
      c.emit(t0 + 5 * 60000, ing, "info", `cleanup finished: ${c.r.int(9000, 30000)} expired uploads removed`);
    },
  },
  {
    kind: "low-qe-score",
    note: "quality estimation scores MT output low for a new domain and routes it to human post-editing",
    run(c) {
      const mt = c.svc("mt");
      c.every(1500, (t) =>
        c.emit(
          t,
          mt,
          "warn",
          `QE score ${(c.r.next() * 0.3 + 0.2).toFixed(2)} below threshold 0.55 for seg ${c.r.int(1e6, 9e6)} (en-US>${c.lang()}), routed to full post-edit`,
        ),
      );
    },
  },
  {
    kind: "unsupported-language",
    note: "the MT engine does not support some locales, so machine translation is skipped for them",
    run(c) {
      const mt = c.svc("mt");
      c.every(2500, (t) =>
        c.emit(
          t,
          mt,
          "error",
          `target language '${c.r.pick(["sr-Latn-ME", "gsw-CH", "tzm-Latn", "oc-FR"])}' not supported by ${c.r.pick(c.e.mtEngines)}: 400 Bad Request, MT skipped for ${c.job()}`,
        ),
      );
    },
  },
  {
    kind: "forbidden-terms",
    note: "terminology QA reports forbidden terms in a medical customer's translations",
    run(c) {
      const qa = c.svc("qa");
      c.every(1800, (t) =>
        c.emit(
          t,
          qa,
          "error",
          `terminology: forbidden term '${c.r.pick(["Tablette", "pastilla", "Pille", "cachet"])}' used in seg ${c.r.int(1e6, 9e6)} (concept c${c.r.int(1000, 9999)}), severity major`,
        ),
      );
    },
  },
  {
    kind: "linguist-login-failures",
    note: "linguists mistype passwords and a few accounts get locked after repeated failures",
    run(c) {
      const gw = c.svc("gw");
      c.every(3000, (t) => {
        const u = `${c.r.pick(["anna", "kenji", "marta", "luis", "olga"])}.${c.r.int(1, 99)}@${c.r.pick(["gmail.com", "proton.me", "outlook.com"])}`;
        c.emit(t, gw, "warn", `login failed for ${u}: invalid password (attempt ${c.r.int(1, 5)}/5)`);
        if (c.r.chance(0.1)) c.emit(t + 5, gw, "error", `account ${u} locked for 15 minutes after 5 failed logins`);
      });
    },
  },
  {
    kind: "webhook-signature",
    note: "a customer rotated their webhook secret and their repository events are rejected as unsigned",
    run(c) {
      const repo = c.svc("repo");
      c.every(4000, (t) =>
        c.emit(
          t,
          repo,
          "error",
          `webhook signature mismatch for ${c.r.pick(c.e.repos)} (X-Hub-Signature-256), rejecting with 401`,
        ),
      );
    },
  },
  {
    kind: "oversized-file",
    note: "uploads above the size limit are refused with 413",
    run(c) {
      const gw = c.svc("gw");
      c.every(7000, (t) => {
        c.emit(
          t,
          gw,
          "warn",
          access(c.rt(gw), "POST", `/api/v2/projects/${c.r.int(1000, 9999)}/files`, 413, c.r.int(2, 20), c.r),
        );
        c.emit(
          t + 2,
          gw,
          "error",
          `upload rejected: ${c.r.int(101, 900)}MB exceeds max 100MB (${c.r.pick(["video_subs.zip", "catalog.xlsx", "manual.idml"])})`,
        );
      });
    },
  },
  {
    kind: "tag-mismatch-xliff-export",
    note: "XLIFF exports warn about inline tag mismatches that the QA already flagged to linguists",
    run(c) {
      const ing = c.svc("ingest");
      c.every(2000, (t) =>
        c.emit(
          t,
          ing,
          "warn",
          `export ${c.job()}: inline tag <g id="${c.r.int(1, 30)}"> unbalanced in trans-unit ${c.r.int(1, 800)} (${c.lang()}), exported as-is`,
        ),
      );
    },
  },
];

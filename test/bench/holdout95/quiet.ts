// Quiet windows: nothing is broken, only the domain's everyday noise plus a few benign episodes (a slow-down that
// recovers, a sold-out rush, a re-check that passes, a batch of bad MARC records, a pod restart on rollout).
import type { Ctx } from "./stream.js";

type Episode = (c: Ctx) => void;

const EPISODES: Record<string, Episode[]> = {
  nlc: [
    (c) => {
      const file = `baker-taylor_${c.r.int(1000, 9999)}.mrc`;
      for (let i = 0; i < 14; i++)
        c.at(
          i * 120,
          "marc-catalog",
          "warn",
          `MarcImport: skipping record ${c.r.int(10000000, 99999999)} in ${file}: field 245 has no subfield $a`,
        );
      c.at(2000, "marc-catalog", "info", `MarcImport ${file}: 612 read, 598 loaded, 14 skipped`);
    },
    (c) => {
      c.at(0, "discovery-index", "info", "scheduled optimize of core biblio started");
      c.every(
        "opac-gateway",
        1000,
        50000,
        4000,
        () => `GET /api/v2/search?q=dune&page=1 200 ${c.r.int(900, 1900)}ms slow`,
        "warn",
      );
      c.at(60000, "discovery-index", "info", "optimize of core biblio finished in 58.2s (segments 41 -> 1)");
    },
    (c) => {
      c.every(
        "patron-auth",
        0,
        60000,
        3000,
        () => `patron 2123${c.r.int(10000000, 99999999)} blocked: card expired (code=BLOCK_EXPIRED)`,
        "warn",
      );
    },
    (c) => {
      c.at(0, "sip2-bridge", "warn", "kiosk MILLBROOK-SC02 disconnected (EOF), waiting for reconnect");
      c.at(
        42000,
        "sip2-bridge",
        "info",
        "kiosk MILLBROOK-SC02 reconnected, client 'SelfCheck Pro 6.1.4'; login 93 -> 94 ok=1",
      );
    },
  ],
  rdl: [
    (c) => {
      c.every(
        "lending-api",
        0,
        90000,
        2000,
        () =>
          `checkout refused title="Project Hail Mary": no copies available (hold offered, position ${c.r.int(30, 240)})`,
        "info",
      );
    },
    (c) => {
      c.at(0, "loan-ledger", "info", "LoanExpiryJob: nightly catch-up started for 1,204 loans");
      c.at(
        34000,
        "loan-ledger",
        "info",
        "LoanExpiryJob: catch-up finished, 1,204 loans expired, 1,198 copies returned to pool, 6 already returned",
      );
    },
    (c) => {
      c.at(
        0,
        "sso-broker",
        "warn",
        "IdP metadata refresh: https://idp.riverbend.gov/saml/metadata returned 503, keeping cached metadata (valid until 2026-12-14)",
      );
      c.at(60000, "sso-broker", "info", "IdP metadata refresh ok (2 signing certificates, 1 new)");
    },
    (c) => {
      c.every(
        "drm-license",
        0,
        80000,
        5000,
        () => `License refused for patron 2900${c.r.int(10000000, 99999999)}: device activation limit reached (6/6)`,
        "warn",
      );
    },
  ],
  hma: [
    (c) => {
      c.every(
        "timed-entry",
        0,
        120000,
        1500,
        () => `Slot 2026-12-06 11:00 sold out (capacity 180), request refused`,
        "info",
      );
      c.every("tickets-web", 100, 120000, 1600, () => `POST /api/reservations 409 ${c.r.int(30, 90)}ms`, "info");
    },
    (c) => {
      c.at(
        0,
        "payments-adapter",
        "warn",
        "warn: Halvorsen.Payments.PspClient[0] Authorise order=ORD-551203 HTTP 503 from checkout-live.psp.example, retrying (attempt 1/3)",
      );
      c.at(
        900,
        "payments-adapter",
        "info",
        "info: Halvorsen.Payments.PspClient[0] Authorise order=ORD-551203 succeeded on attempt 2",
      );
    },
    (c) => {
      c.every(
        "iiif-images",
        0,
        60000,
        1500,
        () =>
          `GET /iiif/3/hma%3A2024.${c.r.int(1, 60)}/info.json 404: NoSuchFileException: /mnt/dam/masters/new-acq/${c.r.hex(8)}.tif`,
      );
    },
    (c) => {
      c.at(0, "gate-scanner", "warn", "gate S1: scanner firmware reports low paper, printing disabled");
      c.every(
        "gate-scanner",
        1000,
        40000,
        3000,
        () => `gate S1: ticket ${c.r.hex(8).toUpperCase()} rejected: already used at 10:4${c.r.int(0, 9)}`,
        "warn",
      );
    },
  ],
  aca: [
    (c) => {
      for (let i = 0; i < 3; i++) {
        const obj = `MS-1987-${c.r.int(1, 400)}/${c.r.hex(8)}`;
        c.at(
          i * 20000,
          "fixity-worker",
          "warn",
          `fixity mismatch on replica s3-west for ${obj}/objects/${c.r.hex(6)}.tif, re-checking against primary`,
        );
        c.at(
          i * 20000 + 8000,
          "fixity-worker",
          "info",
          `re-check ok for ${obj}: replica s3-west repaired from primary (1 file)`,
        );
      }
    },
    (c) => {
      c.at(0, "scheduler", "info", "job fixity-sweep started: 1,880 AIPs queued");
      c.every(
        "fixity-worker",
        0,
        90000,
        1500,
        () =>
          `fixity ok aip=AC-2026-${c.r.int(1, 400)}/${c.r.hex(8)} files=${c.r.int(1, 90)} algo=sha256 bytes=${c.r.int(1, 9)}GiB elapsed=${c.r.int(1, 20)}s`,
        "info",
      );
    },
    (c) => {
      c.every(
        "ingest-api",
        0,
        60000,
        9000,
        () =>
          `POST /api/v2/transfers 400 rejected transfer-${c.r.hex(6)} from donor-upload: bag checksum manifest missing (bagit: manifest-sha256.txt)`,
        "warn",
      );
    },
    (c) => {
      c.every(
        "iiif-viewer-api",
        0,
        60000,
        4000,
        () =>
          `image ${c.r.hex(8)} requested in manifest but missing in aip-store (404), canvas rendered with placeholder`,
        "warn",
      );
    },
  ],
};

/** A quiet window's benign episodes, placed around dt 0. */
export function quietBuild(estate: string): (c: Ctx) => void {
  return (c) => {
    const eps = EPISODES[estate];
    const first = c.r.int(0, eps.length - 1);
    const n = c.r.int(2, 3);
    for (let k = 0; k < n; k++) {
      const ep = eps[(first + k) % eps.length];
      const shift = c.r.int(-120000, 150000);
      ep({
        ...c,
        at: (dt, ...rest) => c.at(dt + shift, ...rest),
        every: (svc, from, to, ...rest) => c.every(svc, from + shift, to === null ? null : to + shift, ...rest),
      });
    }
  };
}

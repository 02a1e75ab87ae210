// The four made-up collaboration companies: which service plays which part, runtimes, ids, and their own noise.
export type Role =
  | "gw"
  | "sync"
  | "presence"
  | "docs"
  | "comments"
  | "acl"
  | "preview"
  | "search"
  | "es"
  | "notify"
  | "mail";
export type Runtime = "node" | "go" | "java" | "ruby" | "python" | "dotnet" | "cpp" | "es";

export interface Svc {
  name: string;
  rt: Runtime;
  pod: string;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  ids: "trace" | "request" | "none";
  svc: Partial<Record<Role, Svc>>;
  /** The service that logs the same harmless error from the first minute, and how. */
  noisy: { role: Role; level: "error" | "warn"; every: number; msgs: string[] };
  docPrefix: string;
}

const s = (name: string, rt: Runtime, pod: string): Svc => ({ name, rt, pod });

export const ESTATES: Estate[] = [
  {
    key: "quillpad",
    company: "Quillpad",
    ns: "quillpad-prod",
    ids: "trace",
    docPrefix: "qd_",
    svc: {
      gw: s("edge-gw", "go", "7c9f6d8b5-xk2lp"),
      sync: s("collab-sync", "node", "5d7b8c9f4-2mqzt"),
      presence: s("presence", "go", "6b5d4f7c8-9tnrw"),
      docs: s("doc-store", "java", "84f6c7d9b-hv5sd"),
      comments: s("comments-api", "ruby", "59c8d7b6f-lw4jq"),
      acl: s("share-acl", "dotnet", "7f8d9c6b5-pp3zn"),
      preview: s("preview-render", "python", "66d9f8c7b-r8xkc"),
      search: s("search-indexer", "java", "5b7c6d8f9-bd2wm"),
      es: s("search-es", "es", "data-1"),
      notify: s("notify-worker", "python", "77c8b9d6f-ftq9v"),
    },
    noisy: {
      role: "preview",
      level: "error",
      every: 9000,
      msgs: [
        "conversion failed for {file}: PDF is encrypted (password required), serving placeholder",
        "conversion failed for {file}: soffice exited 1: Error: source file could not be loaded, serving placeholder",
      ],
    },
  },
  {
    key: "inkwell",
    company: "Inkwell",
    ns: "inkwell",
    ids: "none",
    docPrefix: "",
    svc: {
      gw: s("web-bff", "node", "0"),
      sync: s("ot-engine", "go", "1"),
      presence: s("cursor-relay", "go", "0"),
      docs: s("snapshot-svc", "java", "2"),
      comments: s("mentions-api", "python", "0"),
      acl: s("perm-service", "java", "1"),
      preview: s("thumbnailer", "cpp", "0"),
      notify: s("notif-fanout", "go", "1"),
      mail: s("digest-mailer", "ruby", "0"),
    },
    noisy: {
      role: "notify",
      level: "error",
      every: 7000,
      msgs: [
        "push to device failed: apns: 410 Unregistered (token {tok}...), removing device",
        'push to device failed: fcm: 404 UNREGISTERED "Requested entity was not found." (token {tok}...), removing device',
      ],
    },
  },
  {
    key: "loomdesk",
    company: "Loomdesk",
    ns: "loomdesk-live",
    ids: "request",
    docPrefix: "LD-",
    svc: {
      gw: s("api-gateway", "go", "a1"),
      sync: s("realtime-hub", "dotnet", "b2"),
      presence: s("cursors", "go", "a3"),
      docs: s("doc-core", "dotnet", "c1"),
      comments: s("comment-thread", "node", "b1"),
      acl: s("access-policy", "ruby", "a2"),
      preview: s("preview-farm", "python", "c3"),
      search: s("search-feeder", "python", "b3"),
      notify: s("notif-dispatch", "go", "c2"),
    },
    noisy: {
      role: "acl",
      level: "warn",
      every: 6000,
      msgs: [
        "SCIM sync: user {user} has no primary email in IdP payload, keeping previous value",
        "SCIM sync: group {grp} references unknown member {user}, skipped",
      ],
    },
  },
  {
    key: "marginalia",
    company: "Marginalia",
    ns: "mg-prod",
    ids: "trace",
    docPrefix: "m-",
    svc: {
      gw: s("ingress-api", "go", "ingress-api-6f7d-1"),
      sync: s("crdt-relay", "node", "crdt-relay-0"),
      presence: s("awareness", "node", "awareness-0"),
      docs: s("revision-store", "go", "revision-store-1"),
      comments: s("discuss", "python", "discuss-2"),
      acl: s("sharing", "java", "sharing-0"),
      preview: s("docpreview", "python", "docpreview-1"),
      search: s("indexer", "go", "indexer-0"),
      mail: s("mailroom", "python", "mailroom-0"),
    },
    noisy: {
      role: "search",
      level: "error",
      every: 11000,
      msgs: [
        "extract text from {file}: tika: 422 Unprocessable Entity (org.apache.tika.exception.EncryptedDocumentException), indexing title only",
        "extract text from {file}: zip: not a valid zip file, indexing title only",
      ],
    },
  },
];

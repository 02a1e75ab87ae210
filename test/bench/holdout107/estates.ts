// Four made-up small-business accounting estates: which roles each runs, under what name and runtime.
export type Role =
  | "gw"
  | "inv"
  | "pay"
  | "feeds"
  | "rules"
  | "ocr"
  | "payroll"
  | "tax"
  | "export"
  | "portal"
  | "fx"
  | "search";
export type Runtime = "node" | "java" | "go" | "python" | "dotnet" | "ruby";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  taxName: string; // what the tax return is called here
  currency: string;
  roles: Partial<Record<Role, Svc>>;
  noisy: Role; // logs one harmless error from the first minute
}

export const ESTATES: Estate[] = [
  {
    key: "tallybook",
    company: "Tallybook",
    namespace: "tallybook-prod",
    traces: true,
    taxName: "VAT return",
    currency: "GBP",
    noisy: "feeds",
    roles: {
      gw: { name: "web-gateway", rt: "node" },
      inv: { name: "invoice-service", rt: "java" },
      pay: { name: "payment-links", rt: "go" },
      feeds: { name: "bank-feeds", rt: "python" },
      rules: { name: "categoriser", rt: "python" },
      ocr: { name: "receipt-ocr", rt: "python" },
      payroll: { name: "payroll-engine", rt: "dotnet" },
      tax: { name: "tax-filing", rt: "java" },
      export: { name: "export-worker", rt: "ruby" },
    },
  },
  {
    key: "brightbooks",
    company: "Brightbooks",
    namespace: "bb-live",
    traces: false,
    taxName: "MTD VAT return",
    currency: "GBP",
    noisy: "ocr",
    roles: {
      gw: { name: "api-edge", rt: "go" },
      inv: { name: "invoicing", rt: "ruby" },
      pay: { name: "paylink-svc", rt: "node" },
      feeds: { name: "feeds-sync", rt: "go" },
      rules: { name: "rules-engine", rt: "go" },
      ocr: { name: "docscan", rt: "python" },
      tax: { name: "mtd-vat", rt: "java" },
      portal: { name: "accountant-portal", rt: "node" },
      export: { name: "sheets-export", rt: "python" },
      fx: { name: "rates-sync", rt: "python" },
    },
  },
  {
    key: "kauri",
    company: "Kauri Ledger",
    namespace: "kauri-prd",
    traces: true,
    taxName: "GST return",
    currency: "NZD",
    noisy: "portal",
    roles: {
      gw: { name: "edge-proxy", rt: "go" },
      inv: { name: "books-core", rt: "dotnet" },
      tax: { name: "gst-returns", rt: "dotnet" },
      feeds: { name: "bankfeed-connector", rt: "java" },
      fx: { name: "fx-reval", rt: "go" },
      payroll: { name: "payrun", rt: "ruby" },
      ocr: { name: "receipt-inbox", rt: "python" },
      portal: { name: "partner-portal", rt: "node" },
      search: { name: "search-es", rt: "java" },
      export: { name: "report-export", rt: "node" },
    },
  },
  {
    key: "ledgerwise",
    company: "Ledgerwise",
    namespace: "lw-production",
    traces: false,
    taxName: "BAS/GST lodgement",
    currency: "AUD",
    noisy: "rules",
    roles: {
      gw: { name: "gateway", rt: "node" },
      inv: { name: "invoices", rt: "python" },
      pay: { name: "payments", rt: "java" },
      feeds: { name: "open-banking", rt: "java" },
      rules: { name: "txn-rules", rt: "python" },
      ocr: { name: "ocr-worker", rt: "python" },
      payroll: { name: "payroll", rt: "java" },
      tax: { name: "vat-submit", rt: "python" },
      fx: { name: "rates-feed", rt: "go" },
    },
  },
];

export const roleList = (e: Estate): Role[] => Object.keys(e.roles) as Role[];
export const sv = (e: Estate, r: Role): string => {
  const s = e.roles[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s.name;
};

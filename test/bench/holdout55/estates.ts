// The four made-up healthcare estates of holdout55: which services exist, what runtime each is, which interface
// engine style the HL7 hub logs in, and whether request ids travel across services.
export type Role = "ie" | "fhir" | "ehr" | "lis" | "pacs" | "portal" | "sso" | "erx" | "claims" | "jobs";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "tcl";
export type Engine = "mirth" | "rhapsody" | "cloverleaf";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  engine: Engine;
  traced: boolean;
  names: Record<Role, string>;
  runtime: Record<Role, Runtime>;
  /** The service that logs one harmless complaint at a steady rate from the first minute. */
  noisy: Role;
  clinics: string[];
  modalities: string[];
  payers: string[];
  domain: string;
}

export const ESTATES: Estate[] = [
  {
    key: "northgate",
    company: "Northgate Regional Health",
    namespace: "ngh-integration",
    engine: "mirth",
    traced: true,
    names: {
      ie: "mirth-connect",
      fhir: "hapi-fhir",
      ehr: "ehr-app",
      lis: "lis-gateway",
      pacs: "orthanc-pacs",
      portal: "patient-portal",
      sso: "saml-idp",
      erx: "erx-hub",
      claims: "claims-edi",
      jobs: "batch-scheduler",
    },
    runtime: {
      ie: "java",
      fhir: "java",
      ehr: "java",
      lis: "dotnet",
      pacs: "cpp",
      portal: "node",
      sso: "java",
      erx: "python",
      claims: "go",
      jobs: "python",
    },
    noisy: "ie",
    clinics: ["NGH_WESTSIDE", "NGH_LAKEVIEW", "NGH_ORTHO", "NGH_PEDS"],
    modalities: ["CT_SOMATOM1", "MR_AERA2", "US_LOGIQ3", "CR_FUJI1", "DX_WARD4"],
    payers: ["60054", "87726", "62308", "00431"],
    domain: "northgatehealth.org",
  },
  {
    key: "bayside",
    company: "Bayside Medical Group",
    namespace: "bmg-prod",
    engine: "rhapsody",
    traced: false,
    names: {
      ie: "rhapsody-engine",
      fhir: "fhir-api",
      ehr: "emr-core",
      lis: "lab-results",
      pacs: "dicom-router",
      portal: "portal-rails",
      sso: "adfs-bridge",
      erx: "rx-gateway",
      claims: "x12-clearinghouse",
      jobs: "nightly-jobs",
    },
    runtime: {
      ie: "java",
      fhir: "java",
      ehr: "dotnet",
      lis: "python",
      pacs: "go",
      portal: "ruby",
      sso: "dotnet",
      erx: "node",
      claims: "java",
      jobs: "python",
    },
    noisy: "pacs",
    clinics: ["BAYSIDE_FM", "HARBOR_UC", "BMG_CARDIO", "BMG_WOMENS"],
    modalities: ["BMG_CT01", "BMG_MR01", "BMG_US02", "BMG_MG01"],
    payers: ["BCBSCA", "AETNA", "CIGNA", "MEDICAL"],
    domain: "baysidemed.com",
  },
  {
    key: "cedarvalley",
    company: "Cedar Valley Clinics",
    namespace: "cvc",
    engine: "cloverleaf",
    traced: true,
    names: {
      ie: "cloverleaf-hci",
      fhir: "fhir-facade",
      ehr: "clinic-ehr",
      lis: "lab-orders",
      pacs: "pacs-orthanc",
      portal: "portal-bff",
      sso: "sso-gateway",
      erx: "eprescribe",
      claims: "eligibility-svc",
      jobs: "report-cron",
    },
    runtime: {
      ie: "tcl",
      fhir: "java",
      ehr: "ruby",
      lis: "go",
      pacs: "cpp",
      portal: "node",
      sso: "python",
      erx: "dotnet",
      claims: "node",
      jobs: "go",
    },
    noisy: "portal",
    clinics: ["CVC_MAIN", "CVC_NORTH", "CVC_DERM", "CVC_ENT"],
    modalities: ["CVC_DX1", "CVC_US1", "CVC_CT1"],
    payers: ["UHC", "HUMANA", "MCAID_OR", "REGENCE"],
    domain: "cedarvalleyclinics.net",
  },
  {
    key: "harborpoint",
    company: "Harborpoint Care Network",
    namespace: "hpcn-core",
    engine: "mirth",
    traced: false,
    names: {
      ie: "iface-engine",
      fhir: "fhir-store",
      ehr: "ehr-core",
      lis: "lis-connector",
      pacs: "imaging-gw",
      portal: "member-portal",
      sso: "idp-shib",
      erx: "rx-router",
      claims: "remit-835",
      jobs: "claims-837",
    },
    runtime: {
      ie: "java",
      fhir: "java",
      ehr: "dotnet",
      lis: "java",
      pacs: "python",
      portal: "python",
      sso: "java",
      erx: "go",
      claims: "python",
      jobs: "go",
    },
    noisy: "claims",
    clinics: ["HPCN_PIER", "HPCN_EAST", "HPCN_SURG"],
    modalities: ["HP_CT1", "HP_MR1", "HP_US1", "HP_XA1"],
    payers: ["HPCN_MA", "ANTHEM", "MOLINA", "TRICARE"],
    domain: "harborpointcare.org",
  },
];

export const ROLES: Role[] = ["ie", "fhir", "ehr", "lis", "pacs", "portal", "sso", "erx", "claims", "jobs"];

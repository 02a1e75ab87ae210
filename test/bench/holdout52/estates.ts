// Five made-up IoT companies: the service name each role has there, broker and time-series flavours, device ids.
export type Role =
  | "broker"
  | "gateway"
  | "provisioning"
  | "shadow"
  | "ingest"
  | "tsdb"
  | "rules"
  | "ota"
  | "alerting"
  | "dashboard";

export const ROLES: Role[] = [
  "broker",
  "gateway",
  "provisioning",
  "shadow",
  "ingest",
  "tsdb",
  "rules",
  "ota",
  "alerting",
  "dashboard",
];

export interface Estate {
  company: string;
  ns: string;
  broker: "mosquitto" | "emqx" | "hivemq";
  tsdb: "influx" | "timescale";
  devicePrefix: string;
  product: string;
  names: Record<Role, string>;
  metrics: string[];
}

export const ESTATES: Estate[] = [
  {
    company: "Hearthwise (smart thermostats)",
    ns: "hearthwise-prod",
    broker: "mosquitto",
    tsdb: "influx",
    devicePrefix: "hw",
    product: "thermostat",
    names: {
      broker: "mqtt-mosquitto",
      gateway: "device-edge-gw",
      provisioning: "enroll-svc",
      shadow: "twin-state",
      ingest: "telemetry-sink",
      tsdb: "influxdb",
      rules: "comfort-rules",
      ota: "firmware-pusher",
      alerting: "notify-hub",
      dashboard: "homeowner-api",
    },
    metrics: ["temp_c", "setpoint_c", "humidity", "hvac_state"],
  },
  {
    company: "Coldtrail Logistics (reefer container telemetry)",
    ns: "coldtrail",
    broker: "emqx",
    tsdb: "timescale",
    devicePrefix: "rf",
    product: "reefer unit",
    names: {
      broker: "emqx",
      gateway: "reefer-gateway",
      provisioning: "device-registry",
      shadow: "unit-shadow",
      ingest: "kafka-ingest",
      tsdb: "timescaledb",
      rules: "excursion-rules",
      ota: "ota-controller",
      alerting: "alert-dispatch",
      dashboard: "fleet-dashboard-api",
    },
    metrics: ["supply_air_c", "return_air_c", "door_open", "compressor_amps"],
  },
  {
    company: "Greenrow Agritech (soil and irrigation sensors)",
    ns: "greenrow-iot",
    broker: "hivemq",
    tsdb: "influx",
    devicePrefix: "gr",
    product: "soil probe",
    names: {
      broker: "hivemq",
      gateway: "lorawan-bridge",
      provisioning: "probe-onboarding",
      shadow: "probe-twin",
      ingest: "telegraf-relay",
      tsdb: "influxdb-fields",
      rules: "irrigation-rules",
      ota: "fuota-service",
      alerting: "grower-alerts",
      dashboard: "field-portal-api",
    },
    metrics: ["vwc_pct", "soil_temp_c", "ec_ds_m", "battery_v"],
  },
  {
    company: "Voltcrest (EV charging points)",
    ns: "voltcrest",
    broker: "mosquitto",
    tsdb: "timescale",
    devicePrefix: "cp",
    product: "charge point",
    names: {
      broker: "mosquitto",
      gateway: "ocpp-mqtt-gw",
      provisioning: "cp-provisioner",
      shadow: "charger-shadow",
      ingest: "session-ingest",
      tsdb: "tsdb-sessions",
      rules: "tariff-rules",
      ota: "cp-firmware",
      alerting: "ops-alerter",
      dashboard: "operator-api",
    },
    metrics: ["energy_wh", "power_w", "connector_state", "temp_c"],
  },
  {
    company: "Meterline Utilities (smart water and gas meters)",
    ns: "meterline",
    broker: "emqx",
    tsdb: "influx",
    devicePrefix: "mt",
    product: "meter",
    names: {
      broker: "emqx-cluster",
      gateway: "nbiot-gateway",
      provisioning: "meter-pki",
      shadow: "meter-twin",
      ingest: "reading-consumer",
      tsdb: "influx-readings",
      rules: "leak-rules",
      ota: "meter-fota",
      alerting: "leak-alerts",
      dashboard: "utility-portal-api",
    },
    metrics: ["volume_l", "flow_lph", "valve_state", "battery_pct"],
  },
];

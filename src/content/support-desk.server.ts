import { loadYaml } from "./load.server";
import { supportDeskSchema, type SupportDesk } from "./schemas/support-desk";

export function loadSupportDesk(file = "support-desk.yaml"): SupportDesk {
  return loadYaml(file, supportDeskSchema);
}

import { loadYaml } from "./load.server";
import { officesFileSchema, type OfficesContent } from "./schemas/offices";

/** content/offices.yaml: the three headquarters and the places in each region. */
export function loadOffices(file = "offices.yaml"): OfficesContent {
  return loadYaml(file, officesFileSchema);
}

import { loadYaml } from "./load.server";
import { homeSchema } from "./schemas/home";

export function loadHome() {
  return loadYaml("home.yaml", homeSchema);
}

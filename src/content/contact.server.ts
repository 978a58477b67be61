import { loadYaml } from "./load.server";
import { contactSchema } from "./schemas/contact";

export function loadContact() {
  return loadYaml("contact.yaml", contactSchema);
}

import type { Messages } from "../en";

export default {
  eyebrow: "Communiqué de presse",
  allReleases: "Tous les communiqués",
  newer: "Communiqué plus récent",
  older: "Communiqué précédent",
  releaseNavigation: "Autres communiqués",
  published: "Publié le",
} satisfies Messages["press"];

import type { Messages } from "../en";

export default {
  eyebrow: "Communiqué de presse",
  allReleases: "Tous les communiqués",
  published: "Publié le",
} satisfies Messages["press"];

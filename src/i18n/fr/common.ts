import type { Messages } from "../en";

export default {
  opensInNewTab: " (s’ouvre dans un nouvel onglet)",
} satisfies Messages["common"];

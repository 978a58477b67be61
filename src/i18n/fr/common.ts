import type { Messages } from "../messages";

export default {
  opensInNewTab: " (s’ouvre dans un nouvel onglet)",
} satisfies Messages["common"];

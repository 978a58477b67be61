/** A menu label as an id fragment: "Sage Softwares" → "sage-softwares". */
export function menuSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A menu label as an id fragment: "Sage software" → "sage-software", "Entreprise" →
 * "entreprise", accents dropped ("Société" → "societe"). It names the desktop menu's
 * dropdowns only (menu-sage-software), never a page's address: a page's address is in
 * the route table (src/lib/route-table.ts), so renaming a menu moves no page.
 */
export function menuSlug(label: string): string {
  return label
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

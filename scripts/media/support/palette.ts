/** The brand colours of src/styles/app.css, for generated artwork (which cannot read CSS). */
export const palette = {
  navy950: "#071427",
  navy900: "#0b1f3a",
  navy800: "#13305a",
  navy700: "#1c3f73",
  navy100: "#dfe7f3",
  brand600: "#1d5fd1",
  brand500: "#3b7bef",
  brand200: "#bcd2fc",
  brand50: "#eef4ff",
  accent400: "#f5b638",
  ink: "#1a2433",
  muted: "#4a5568",
  line: "#e2e8f0",
  lineStrong: "#cbd5e1",
  surface: "#f5f7fb",
  success: "#15803d",
  white: "#ffffff",
} as const;

/** Fonts librsvg finds through fontconfig on Debian; Arial-metric, like the site's fallback. */
export const svgFont = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Quebec typography (OQLF) in French text: a no-break space (U+00A0) before a colon
 * and inside « », and a no-break or narrow no-break space (U+202F) before ; ! and ?,
 * so the mark never starts a line. Returns what is wrong, in an editor's words.
 */
export function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  const around = (at: number) => `"…${text.slice(Math.max(0, at - 20), at + 3).trim()}…"`;
  for (const match of text.matchAll(/ ([:;!?])/g)) {
    problems.push(
      `an ordinary space before "${match[1]}" in ${around(match.index)}: use a no-break space`,
    );
  }
  for (const match of text.matchAll(/\p{L}([;!?])/gu)) {
    problems.push(`no space before "${match[1]}" in ${around(match.index + 1)}`);
  }
  for (const match of text.matchAll(/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/g)) {
    problems.push(`« » need a no-break space inside them, in ${around(match.index)}`);
  }
  return problems;
}

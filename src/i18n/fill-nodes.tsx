import { Fragment, type ReactNode } from "react";

/**
 * Fills the {name} slots of an interface string with elements, where fill
 * (src/i18n/format.ts) takes text only: "Call {phone}" with a phone link, "{opens}
 * to {closes}" with <time> elements. The words around the slots, and their order,
 * are the dictionary's. A slot without a value throws, as fill does.
 */
export function fillNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part;
      if (!(name in values)) throw new Error(`No value for ${part} in "${template}"`);
      return <Fragment key={index}>{values[name]}</Fragment>;
    });
}

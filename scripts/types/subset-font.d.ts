// subset-font ships no types; this covers the one call scripts/lib/inter-subset.ts makes.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  type Options = {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    variationAxes?: Record<string, Axis>;
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
    keepFeatures?: string[];
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: Options,
  ): Promise<Buffer>;
}

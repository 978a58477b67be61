import sharp, { type Sharp } from "sharp";

/**
 * An SVG drawn (librsvg, through sharp) straight at `width` pixels wide, square:
 * rendered at the density that makes its own width that many pixels, not drawn at
 * its own size and scaled, so thin lines and small text stay sharp.
 */
export async function drawSvgSquare(svg: Buffer, width: number): Promise<Sharp> {
  const { width: ownWidth } = await sharp(svg).metadata();
  if (!ownWidth) throw new Error("The SVG has no width to scale from");
  return sharp(svg, { density: (72 * width) / ownWidth }).resize(width, width);
}

import * as hb from "harfbuzzjs";
import { cutInter } from "../../lib/inter-subset";

/**
 * Text for the generated artwork (award logos, partner badges, share cards, the
 * software pictures and the training-video posters), drawn as outlines in Inter
 * instead of written as <text>. The one outliner of scripts/media: no-text.test.ts
 * fails on a media script that writes <text>.
 *
 * Pictures rasterised here (sharp, librsvg) would set <text> in whatever font the
 * machine that makes them has: DejaVu or Liberation Sans, not the site's Inter.
 *
 * An SVG shown through <img> cannot use the page's web font, so each <text> in it
 * falls back to whatever the device has (Arial here, DejaVu there) after the
 * browser has asked the system for every family in its list, in each image, on the
 * page's main thread. On /company/awards that lookup and the text layout of seven
 * logos was a 30-40 ms task. Outlined, the logos draw the same on every device,
 * in the brand's face, with no font lookup; it is also how logos are delivered.
 */

export type TextRun = {
  /** The anchor point: where the baseline starts, centres or ends. */
  x: number;
  y: number;
  /** Font size in the artwork's user units. */
  size: number;
  /** Inter's weight axis, 100-900. */
  weight: number;
  fill: string;
  content: string;
  anchor?: "start" | "middle" | "end";
  /** Extra space between letters, in user units (as SVG's letter-spacing). */
  letterSpacing?: number;
  /**
   * The widest the run may be, in user units: a longer run is set smaller (size and
   * letter spacing scaled together) so that it fits.
   */
  maxWidth?: number;
};

/** A length in tenths of a user unit, written as short as SVG allows ("-.5", "12"). */
function tenths(value: number): string {
  return String(value / 10).replace(/^(-?)0\./, "$1.");
}

/**
 * Path data for glyph outlines, in relative commands so the numbers stay short.
 *
 * harfbuzz gives each glyph in font units, y up, as absolute "x,y" pairs after M,
 * L, Q and C, and Z to close. Each point is moved to the artwork's coordinates
 * (user units, y down) and rounded to a tenth of a unit, finer than any device
 * pixel of a 200-unit logo; the relative steps are taken between the rounded
 * points, so rounding never accumulates along a path.
 */
export class OutlinePath {
  private d = "";
  /** Current point and the start of the current subpath, in tenths. */
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  /** Adds one glyph's outline with its origin at (originX, originY). */
  add(outline: string, originX: number, originY: number, scale: number): this {
    for (const match of outline.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
      const command = match[1]!;
      if (command === "Z") {
        this.d += "z";
        this.x = this.startX;
        this.y = this.startY;
        continue;
      }
      const points = [...match[2]!.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, px, py]) => [
        Math.round((originX + Number(px) * scale) * 10),
        Math.round((originY - Number(py) * scale) * 10),
      ]);
      // Control points and end point alike are relative to the segment's start.
      let numbers = "";
      for (const [px, py] of points) {
        for (const n of [px! - this.x, py! - this.y]) {
          const text = tenths(n);
          numbers += numbers && !text.startsWith("-") ? ` ${text}` : text;
        }
      }
      const [endX, endY] = points[points.length - 1]!;
      this.x = endX!;
      this.y = endY!;
      if (command === "M") {
        this.startX = this.x;
        this.startY = this.y;
      }
      this.d += command.toLowerCase() + numbers;
    }
    return this;
  }

  toString(): string {
    return this.d;
  }
}

type Instance = { font: hb.Font; upem: number };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export class InterOutliner {
  private constructor(private readonly instances: ReadonlyMap<number, Instance>) {}

  /**
   * Static instances of Fontsource's Inter (the file the site's subset is cut from)
   * at each weight, with the site's Latin characters.
   */
  static async load(weights: readonly number[]): Promise<InterOutliner> {
    const instances = new Map<number, Instance>();
    for (const weight of new Set(weights)) {
      const ttf = await cutInter("truetype", weight);
      // A copy in its own ArrayBuffer: harfbuzz reads the whole buffer it is given.
      const face = new hb.Face(new hb.Blob(new Uint8Array(ttf)));
      instances.set(weight, { font: new hb.Font(face), upem: face.upem });
    }
    return new InterOutliner(instances);
  }

  /** The run shaped by harfbuzz at its weight (kerning included). */
  private shape(run: Pick<TextRun, "content" | "weight">) {
    const instance = this.instances.get(run.weight);
    if (!instance) {
      throw new Error(`Inter at weight ${run.weight} was not loaded (InterOutliner.load)`);
    }
    const buffer = new hb.Buffer();
    buffer.addText(run.content);
    buffer.guessSegmentProperties();
    hb.shape(instance.font, buffer);
    return { ...instance, glyphs: buffer.getGlyphInfos(), positions: buffer.getGlyphPositions() };
  }

  /** Each glyph's advance at `size`, with `spacing` after every glyph but the last. */
  private static advances(
    shaped: { upem: number; positions: hb.GlyphPosition[] },
    size: number,
    spacing: number,
  ) {
    const { upem, positions } = shaped;
    return positions.map(
      (p, i) => (p.xAdvance * size) / upem + (i < positions.length - 1 ? spacing : 0),
    );
  }

  /** How wide the run is set at its size, in user units (letter spacing included). */
  width(run: Pick<TextRun, "content" | "size" | "weight" | "letterSpacing">): number {
    return sum(InterOutliner.advances(this.shape(run), run.size, run.letterSpacing ?? 0));
  }

  /** The run as one <path>: Inter's glyphs, shaped by harfbuzz (kerning included). */
  path(run: TextRun): string {
    const shaped = this.shape(run);
    const { font, upem, glyphs, positions } = shaped;
    const spacing = run.letterSpacing ?? 0;
    const natural = sum(InterOutliner.advances(shaped, run.size, spacing));
    // Every length in the run scales with the size, so one factor makes it fit.
    const fit = run.maxWidth !== undefined && natural > run.maxWidth ? run.maxWidth / natural : 1;
    const scale = (run.size * fit) / upem;
    const advances = InterOutliner.advances(shaped, run.size * fit, spacing * fit);
    const width = sum(advances);
    const anchor = run.anchor ?? "start";
    let penX = anchor === "middle" ? run.x - width / 2 : anchor === "end" ? run.x - width : run.x;

    const path = new OutlinePath();
    glyphs.forEach((glyph, i) => {
      const p = positions[i]!;
      path.add(
        font.glyphToPath(glyph.codepoint),
        penX + p.xOffset * scale,
        run.y - p.yOffset * scale,
        scale,
      );
      penX += advances[i]!;
    });
    const d = path.toString();
    if (!d) throw new Error(`Nothing to draw for "${run.content}"`);
    return `<path fill="${run.fill}" d="${d}"/>`;
  }
}

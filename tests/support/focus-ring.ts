import type { Page } from "playwright-core";

/** What the keyboard focus looks like on the focused element. */
export type FocusRing = {
  /** The focused element, briefly: tag, text or label. */
  element: string;
  /** Where the ring is drawn: the element, an ancestor (:focus-within) or its ::after. */
  drawnOn: string;
  style: string;
  widthPx: number;
  color: string;
  /** The lowest contrast of the ring against the backgrounds it sits on (WCAG 1.4.11). */
  contrast: number;
};

/**
 * Measures the focus indicator of document.activeElement in the page: the outline of the element
 * (or of the ancestor or ::after that draws it), and its contrast with every colour around it:
 * the background behind an outset ring, or the element's own background for one drawn on or in
 * its edge, with translucent layers composited and each colour of a gradient taken in turn.
 */
export function focusRingOf(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2d canvas");
    /** Any CSS colour (oklch, hex, rgb…) as sRGB bytes and alpha, through the canvas. */
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "rgba(0, 0, 0, 0)";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value = 0) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    const blend = (top: number[], under: number[]) => {
      const alpha = top[3] ?? 1;
      return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (under[i] ?? 0) * (1 - alpha));
    };
    const gradientColors = (image: string) =>
      image === "none"
        ? []
        : (image.match(/(?:oklch|oklab|rgba?|hsla?)\([^)]*\)|#[0-9a-f]{3,8}\b/gi) ?? []);

    /** The colours seen at `element`'s box: its own background over its ancestors'. */
    const backgroundsAt = (element: Element | null): number[][] => {
      const layers: number[][][] = [];
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = gradientColors(style.backgroundImage).map(rgba);
        if (stops.length > 0) {
          layers.push(stops);
          if (stops.every((stop) => (stop[3] ?? 0) === 1)) break;
          continue;
        }
        const color = rgba(style.backgroundColor);
        if ((color[3] ?? 0) === 0) continue;
        layers.push([color]);
        if (color[3] === 1) break;
      }
      // The page itself is white in the light theme and the body colour in the dark one.
      let seen = [[255, 255, 255]];
      for (const layer of layers.reverse()) {
        seen = layer.flatMap((color) => seen.map((under) => blend(color, under)));
      }
      return seen;
    };

    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const candidates: [Element, string | null, string][] = [[focused, null, "element"]];
    candidates.push([focused, "::after", "::after"]);
    for (
      let node = focused.parentElement, depth = 1;
      node && depth <= 3;
      node = node.parentElement, depth++
    ) {
      candidates.push([node, null, `ancestor ${depth}`]);
    }
    for (const [element, pseudo, drawnOn] of candidates) {
      const style = getComputedStyle(element, pseudo);
      const width = Number.parseFloat(style.outlineWidth);
      if (style.outlineStyle === "none" || !(width > 0)) continue;
      const offset = Number.parseFloat(style.outlineOffset) || 0;
      const ring = rgba(style.outlineColor);
      // An outset ring sits on what is behind the element; one drawn inward, on the element too.
      const around = backgroundsAt(element.parentElement);
      const behind = offset > 0 ? around : [...around, ...backgroundsAt(element)];
      const contrast = Math.min(...behind.map((color) => ratio(blend(ring, color), color)));
      const label =
        focused.getAttribute("aria-label") ??
        (focused.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return {
        element: `${focused.tagName.toLowerCase()} “${label}”`,
        drawnOn,
        style: style.outlineStyle,
        widthPx: width,
        color: style.outlineColor,
        contrast: Math.round(contrast * 100) / 100,
      };
    }
    return {
      element: `${focused.tagName.toLowerCase()} “${(focused.textContent ?? "").trim().slice(0, 40)}”`,
      drawnOn: "nothing",
      style: "none",
      widthPx: 0,
      color: "",
      contrast: 0,
    };
  });
}

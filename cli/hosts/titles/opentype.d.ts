/** The part of opentype.js 2.x the stand-in uses (the package ships no types). */
declare module 'opentype.js' {
  export type PathCommand =
    | { readonly type: 'M' | 'L'; readonly x: number; readonly y: number }
    | { readonly type: 'Q'; readonly x1: number; readonly y1: number; readonly x: number; readonly y: number }
    | { readonly type: 'C'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number; readonly x: number; readonly y: number }
    | { readonly type: 'Z' }
  export interface Path {
    readonly commands: readonly PathCommand[]
  }
  export interface Font {
    hasChar(char: string): boolean
    /** The width the text advances at `fontSize` px, kerning included. */
    getAdvanceWidth(text: string, fontSize: number): number
    /** The outlines of the text, its baseline starting at (x, y), in SVG's y-down coordinates. */
    getPath(text: string, x: number, y: number, fontSize: number): Path
  }
  const opentype: { parse(buffer: ArrayBuffer | Uint8Array): Font }
  export default opentype
}

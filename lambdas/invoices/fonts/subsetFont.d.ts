/** The part of `subset-font` (HarfBuzz's subsetter, as WebAssembly) embedFonts.ts uses; the package ships no types. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; noHinting?: boolean; keepFeatures?: string[] },
  ): Promise<Buffer>;
}

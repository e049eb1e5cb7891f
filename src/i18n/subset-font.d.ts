/** The one call of subset-font 2.9 that subset-language-name-font.ts makes (the package ships no types). */
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' }): Promise<Buffer>;
}

import { brotliDecompressSync } from 'node:zlib';

/**
 * fontkit's WOFF2 decoder, from Node's own zlib. fontkit imports the `brotli` package's
 * decompressor, a JavaScript port that carries the whole Brotli dictionary (about 490 KB of every
 * invoice function's bundle) and builds it at import; Node has had Brotli built in since 11.7.
 * The bundler puts this module in its place (ESBUILD_ALIASES in cdk/lib/constructs/bundling.ts).
 * The invoice fonts are TrueType, so fontkit never calls it for them.
 */
export default function decompress(buffer: Uint8Array, outputSize?: number): Uint8Array {
  const output = brotliDecompressSync(buffer, outputSize ? { maxOutputLength: outputSize } : {});
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
}

'use strict';
const { inflateRawSync } = require('node:zlib');

/**
 * `tiny-inflate` from Node's own zlib. unicode-trie, under fontkit's and linebreak's Unicode
 * tables, inflates each table with that JavaScript decoder when the module loads, which was about
 * a quarter of the PDF function's cold import; Node inflates the same bytes natively. Same call,
 * same answer: it fills `dest` and answers it, or the part of it that was written. CommonJS,
 * because unicode-trie `require`s it and calls what it gets. The bundler puts this module in
 * tiny-inflate's place (ESBUILD_ALIASES in cdk/lib/constructs/bundling.ts).
 *
 * @param {Uint8Array} source raw DEFLATE data
 * @param {Uint8Array} [dest] where to write, as long as the inflated data or longer
 * @returns {Uint8Array}
 */
module.exports = function inflate(source, dest) {
  // zlib takes no limit below one byte; a buffer of none still holds only an empty stream.
  const output = inflateRawSync(source, dest ? { maxOutputLength: Math.max(dest.length, 1) } : {});
  if (dest && output.length > dest.length) throw new RangeError('inflated data is longer than its buffer');
  if (!dest) return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  dest.set(output);
  return output.length < dest.length ? dest.slice(0, output.length) : dest;
};

/**
 * `@noble/ciphers/aes` for pdfkit, which imports it for password-protected PDFs and builds its
 * AES tables when the module loads. The shop's invoices are never encrypted (an accountant, a
 * buyer and the tax office must open them as they are), so the PDF function carries this instead
 * and a password would fail loudly rather than yield an unreadable invoice. The bundler puts it in
 * the real module's place (ESBUILD_ALIASES in cdk/lib/constructs/bundling.ts).
 */
function unused(): never {
  throw new Error('Invoice PDFs are not encrypted: the PDF function carries no AES.');
}

export const cbc = unused;
export const ecb = unused;

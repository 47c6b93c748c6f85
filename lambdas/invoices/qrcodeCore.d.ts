/** The QR encoder of the `qrcode` package without its renderers (lambdas/invoices/fiscalBlock.ts). */
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}

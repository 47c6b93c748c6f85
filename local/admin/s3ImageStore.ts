/** A stage's images bucket: the same store the back office's uploads write (lambdas/images/imageStore.ts). */
export { s3ImageStore } from '../../lambdas/images/imageStore.ts';

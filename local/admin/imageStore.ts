/** The image stores live with the pipeline both the import and the back office use (lambdas/images/). */
export { folderImageStore, type ImageStore, localImagesDir } from '../../lambdas/images/imageStore.ts';

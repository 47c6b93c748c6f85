import { existsSync, promises as fs, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';

/** Where imported photos' variants go: the images bucket in AWS, the folder the local server serves locally. */
export interface ImageStore {
  description: string;
  has(imagePath: string): Promise<boolean>;
  /** Stores the file at the image path (below /images/ of the shop). */
  put(imagePath: string, file: string, contentType: string): Promise<void>;
}

/** The folder the local server serves below /images/ besides the demo images: `<data dir>/images`, out of git. */
export const localImagesDir = (dataDir: string) => path.join(dataDir, 'images');

/** A folder served below /images/; each file appears whole (written aside, then renamed). */
export function folderImageStore(root: string): ImageStore {
  return {
    description: root,
    has: async (imagePath) => existsSync(path.join(root, imagePath)),
    async put(imagePath, file) {
      const target = path.join(root, imagePath);
      mkdirSync(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.copyFile(file, temporary);
      renameSync(temporary, target);
    },
  };
}

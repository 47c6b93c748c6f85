import { IMAGE_FOLDERS, type ImageFolder } from '@shop/shared/contract/adminImages';
import { imageSet } from '@shop/shared/images';
import { useId, useState } from 'react';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { ImageUpload } from '../components/ImageUpload.tsx';

const FOLDER_LABELS: Record<ImageFolder, string> = { products: 'Products', collections: 'Collections', blog: 'Blog' };

/**
 * Photos for the shop (docs/decisions/041-image-uploads.md): staff upload a photo into the
 * products', collections' or blog's folder and get the path a product, collection or post keeps;
 * the photos uploaded in this visit are listed with their paths, to copy where they go.
 */
export function ImagesPage() {
  const folderId = useId();
  const [folder, setFolder] = useState<ImageFolder>('products');
  const [uploaded, setUploaded] = useState<{ folder: ImageFolder; path: string }[]>([]);
  return (
    <section aria-labelledby="admin-images">
      <title>Images | Back office</title>
      <h1 id="admin-images">Images</h1>
      <p>
        A photo is made into AVIF and WebP at the widths the shop shows, upright and without its camera data. Use the path it gets on a
        product, collection or blog post.
      </p>
      <div className="admin__form">
        <label htmlFor={folderId}>
          Folder
          <select id={folderId} value={folder} onChange={(event) => setFolder(event.currentTarget.value as ImageFolder)}>
            {IMAGE_FOLDERS.map((f) => (
              <option key={f} value={f}>
                {FOLDER_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <ImageUpload
          folder={folder}
          label="Photo to upload"
          onUploaded={(path) => setUploaded((list) => [{ folder, path }, ...list.filter((u) => u.path !== path)])}
        />
      </div>
      <h2>Uploaded in this visit</h2>
      {uploaded.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className="admin-upload__list">
          {uploaded.map(({ folder: f, path }) => {
            const set = imageSet(path);
            return (
              <li key={path}>
                <ShopImage path={path} alt="" width={96} height={set ? Math.round((96 * set.height) / set.width) : 96} />
                <span>
                  {FOLDER_LABELS[f]}: <code>{path}</code>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { type ImageFolder, imageFileProblem, type ImageUploadResult, type ImageUploadTarget } from '@shop/shared/contract/adminImages';
import { imageSet } from '@shop/shared/images';
import { type ChangeEvent, useId, useState } from 'react';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { refusalOf } from '../AdminField.tsx';
import { adminRequest } from '../api/adminRequest.ts';
import './imageUpload.css';

export interface ImageUploadProps {
  folder: ImageFolder;
  /** The stored path of the photo's largest WebP: what a product, collection or post keeps. */
  onUploaded(path: string): void;
  label: string;
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; percent: number }
  | { phase: 'processing'; name: string }
  | { phase: 'done'; name: string; path: string }
  | { phase: 'refused'; name?: string; message: string };

/** Puts the file at the storage's URL (a presigned S3 PUT, or the local server's), telling how far it is. */
function put(target: ImageUploadTarget, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`The storage refused the file (${request.status}); choose it again.`));
    request.onerror = () => reject(new Error('The file could not be sent; check the connection and choose it again.'));
    request.send(file);
  });
}

const refusalMessage = (error: unknown) => {
  const refusal = refusalOf(error);
  const fields = Object.values(refusal.errors);
  return fields.length > 0 ? fields.join(' ') : (refusal.message ?? 'The photo was not taken.');
};

/**
 * A photo from this device into the shop's images (docs/decisions/041-image-uploads.md): checked
 * here first (type and size, in the server's words), then straight to storage with its
 * progress, then made into AVIF and WebP by the server, which checks the content too. The
 * result is shown as a thumbnail and handed over as the path a page keeps.
 */
export function ImageUpload({ folder, onUploaded, label }: ImageUploadProps) {
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const busy = state.phase === 'uploading' || state.phase === 'processing';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setState({ phase: 'refused', name: file.name, message: problem });
      input.value = '';
      return;
    }
    try {
      setState({ phase: 'uploading', name: file.name, percent: 0 });
      const target = await adminRequest<ImageUploadTarget>('/api/admin/images', {
        body: { folder, fileName: file.name, contentType: file.type, bytes: file.size },
      });
      await put(target, file, (percent) => setState({ phase: 'uploading', name: file.name, percent }));
      setState({ phase: 'processing', name: file.name });
      const result = await adminRequest<ImageUploadResult>(`/api/admin/images/${encodeURIComponent(target.uploadId)}/process`, {
        method: 'POST',
        body: {},
      });
      setState({ phase: 'done', name: file.name, path: result.path });
      onUploaded(result.path);
    } catch (error) {
      setState({ phase: 'refused', name: file.name, message: refusalMessage(error) });
    } finally {
      input.value = '';
    }
  };

  const set = state.phase === 'done' ? imageSet(state.path) : undefined;
  const thumbWidth = 160;
  return (
    <div className="admin-upload">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={choose}
        disabled={busy}
        aria-describedby={`${id}-hint${state.phase === 'refused' ? ` ${id}-error` : ''}`}
        aria-invalid={state.phase === 'refused' ? true : undefined}
      />
      <span className="admin-upload__hint" id={`${id}-hint`}>
        A JPEG, PNG or WebP photo of up to 15 MB.
      </span>
      <div aria-live="polite">
        {state.phase === 'uploading' ? (
          <p className="admin-upload__status">
            <progress max={100} value={state.percent} aria-label={`Uploading ${state.name}`} /> Uploading {state.name}: {state.percent}%
          </p>
        ) : null}
        {state.phase === 'processing' ? <p className="admin-upload__status">Making the shop’s sizes of {state.name}…</p> : null}
        {state.phase === 'done' ? <p className="admin-upload__status">{state.name} is uploaded.</p> : null}
      </div>
      {state.phase === 'refused' ? (
        <p className="admin__error" role="alert" id={`${id}-error`}>
          {state.name ? `${state.name}: ` : ''}
          {state.message}
        </p>
      ) : null}
      {state.phase === 'done' ? (
        <figure className="admin-upload__result">
          <ShopImage
            path={state.path}
            alt={`The uploaded photo ${state.name}`}
            width={thumbWidth}
            height={set ? Math.round((thumbWidth * set.height) / set.width) : thumbWidth}
          />
          <figcaption>
            <code>{state.path}</code>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

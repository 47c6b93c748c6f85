import type { KeyboardEvent } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { useModalDialog } from '../../../ui/useModalDialog.ts';
import { useSwipe } from './useSwipe.ts';
import './lightbox.css';

interface ProductLightboxProps {
  name: string;
  images: readonly string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The larger view of the product's images: a modal dialog over the whole screen. Focus moves
 * in and stays there, the arrow keys and a sideways swipe turn the images, Escape, the close
 * button or a click beside the image close it, and focus goes back to the image that opened it.
 */
/** Tab from the last button goes to the first, Shift+Tab from the first to the last: focus never leaves the dialog. */
function keepFocusIn(event: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
}

export function ProductLightbox({ name, images, index, onIndex, onClose }: ProductLightboxProps) {
  const dialog = useModalDialog(onClose);
  const count = images.length;
  const step = (by: number) => onIndex((index + by + count) % count);
  const swipe = useSwipe(step);
  const catalog = useMessages('catalog');
  const t = catalog.product;

  return (
    <dialog
      {...dialog}
      className="lightbox"
      aria-label={t.imagesOf(name)}
      onKeyDown={(event) => {
        if (event.key === 'Tab') return keepFocusIn(event);
        if (count < 2) return;
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
        else return;
        event.preventDefault();
      }}
    >
      <button type="button" className="lightbox__button lightbox__close" onClick={onClose} aria-label={catalog.close}>
        <span aria-hidden="true">×</span>
      </button>
      <div className="lightbox__frame" onPointerDown={swipe.onPointerDown} onPointerUp={swipe.onPointerUp}>
        <ShopImage path={images[index]} alt={t.imageAlt(name, index + 1, count)} width={1280} height={1600} sizes="100vw" />
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="lightbox__button lightbox__previous" onClick={() => step(-1)} aria-label={t.previousImage}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="lightbox__button lightbox__next" onClick={() => step(1)} aria-label={t.nextImage}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <p className="lightbox__count" aria-live="polite">
        {t.imageCount(index + 1, count)}
      </p>
    </dialog>
  );
}

// The product's pictures full screen (docs/product.md#catalogue-product, docs/decisions/039-phone-shopper-second-walk.md):
// each at its largest size, swiped or stepped with the arrow keys and buttons, zoomed with a pinch, a double tap or
// the zoom button, panned when zoomed. On Radix's dialog like the shop's other panels: focus stays inside, Escape
// and Close shut it, and focus goes back to the picture that opened it. The gallery imports this file only when a
// shopper opens it, so the product page's first script carries none of it.
import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';
import { cn } from '../../../lib/cn.ts';
import { useZoomGestures } from '../hooks/use-zoom-gestures.ts';
import { AT_REST, toggleZoom } from '../utils/zoom-view.ts';

const roundButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white';

export interface PictureZoomProps {
  pictures: string[];
  name: string;
  /** The picture shown first. */
  start: number;
  /** Closes the dialog; `shown` is the picture last shown, for the gallery to show too. */
  onClose: (shown: number) => void;
  /** What gets the focus back on close: the picture that opened the dialog. */
  opener: RefObject<HTMLElement | null>;
}

export function PictureZoom({ pictures, name, start, onClose, opener }: PictureZoomProps) {
  const count = pictures.length;
  const [index, setIndex] = useState(start);
  // A step from the last picture to the first (or back) jumps: sliding past every picture between looks broken.
  const [jumped, setJumped] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  /** The shown picture's zoomed layer. */
  const shown = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  const frame = () => {
    const box = stage.current?.getBoundingClientRect();
    const picture = shown.current?.querySelector('img');
    const aspect =
      picture?.naturalWidth && picture.naturalHeight ? picture.naturalWidth / picture.naturalHeight : 1;
    return { width: box?.width ?? 1, height: box?.height ?? 1, aspect };
  };
  const goTo = (next: number) => {
    const wrapped = (next + count) % count;
    setJumped(Math.abs(wrapped - index) > 1);
    setIndex(wrapped);
    zoom.setView(AT_REST);
  };
  const step = (direction: 'next' | 'previous') => goTo(index + (direction === 'next' ? 1 : -1));
  const zoom = useZoomGestures(frame, step);
  const zoomed = zoom.view.scale > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 'next' : 'previous');
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose(index)}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            close.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col bg-white"
        >
          <RadixDialog.Title className="sr-only">Pictures of {name}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">
            Swipe or use the arrow keys for the other pictures; double-tap, pinch or use the zoom button to
            zoom in.
          </RadixDialog.Description>
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <p aria-live="polite" className="text-sm font-semibold text-slate-700">
              <span aria-hidden="true">
                {index + 1} / {count}
              </span>
              <span className="sr-only">
                Picture {index + 1} of {count}
              </span>
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
                onClick={() => zoom.setView(toggleZoom(zoom.view, { x: 0, y: 0 }, frame()))}
                className={roundButton}
              >
                {zoomed ? (
                  <ZoomOut aria-hidden="true" className="h-5 w-5" />
                ) : (
                  <ZoomIn aria-hidden="true" className="h-5 w-5" />
                )}
              </button>
              <RadixDialog.Close ref={close} aria-label="Close" className={roundButton}>
                <X aria-hidden="true" className="h-5 w-5" />
              </RadixDialog.Close>
            </div>
          </div>

          <div className="relative min-h-0 flex-1">
            <div
              ref={stage}
              {...zoom.handlers}
              data-testid="zoom-stage"
              className={cn(
                'h-full touch-none select-none overflow-hidden',
                zoomed ? 'cursor-move' : 'cursor-zoom-in',
              )}
            >
              <div
                className={cn(
                  'flex h-full',
                  zoom.dragX === 0 &&
                    !jumped &&
                    'transition-transform duration-300 motion-reduce:transition-none',
                )}
                style={{ transform: `translateX(calc(${-index * 100}% + ${zoom.dragX}px))` }}
              >
                {pictures.map((picture, i) => (
                  <div key={picture} aria-hidden={i !== index} className="h-full w-full shrink-0">
                    <div
                      ref={i === index ? shown : undefined}
                      data-testid={i === index ? 'zoomed-picture' : undefined}
                      className={cn(
                        'h-full w-full',
                        zoom.settling && 'transition-transform duration-200 motion-reduce:transition-none',
                      )}
                      style={
                        i === index
                          ? {
                              transform: `translate(${zoom.view.x}px, ${zoom.view.y}px) scale(${zoom.view.scale})`,
                            }
                          : undefined
                      }
                    >
                      <ProductImage
                        src={picture}
                        alt={`${name}, picture ${i + 1} of ${count}`}
                        width={1200}
                        sizes="1200px"
                        priority={i === start}
                        draggable={false}
                        className="h-full w-full object-contain"
                      />
                    </div>
                  </div>
                ))}
              </div>
            </div>
            {count > 1 && (
              <>
                <button
                  type="button"
                  aria-label="Previous picture"
                  onClick={() => step('previous')}
                  className={cn(roundButton, 'absolute top-1/2 left-3 -translate-y-1/2')}
                >
                  <ChevronLeft aria-hidden="true" className="h-5 w-5" />
                </button>
                <button
                  type="button"
                  aria-label="Next picture"
                  onClick={() => step('next')}
                  className={cn(roundButton, 'absolute top-1/2 right-3 -translate-y-1/2')}
                >
                  <ChevronRight aria-hidden="true" className="h-5 w-5" />
                </button>
              </>
            )}
          </div>

          {count > 1 && (
            <ul className="flex justify-center gap-2 overflow-x-auto px-4 py-3">
              {pictures.map((picture, i) => (
                <li key={picture} className="w-14 shrink-0">
                  <button
                    type="button"
                    aria-label={`Show picture ${i + 1}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => goTo(i)}
                    className={cn(
                      'block aspect-square w-full overflow-hidden rounded-lg border-2',
                      i === index ? 'border-brand-700' : 'border-slate-200',
                    )}
                  >
                    <ProductImage
                      src={picture}
                      alt=""
                      sizes="56px"
                      width={160}
                      className="h-full w-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

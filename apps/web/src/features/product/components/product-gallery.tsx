// Image carousel with thumbnails (docs/product.md#catalogue-product): swipe more than 50 px to change the image, wrapping at the
// ends; arrow buttons and thumbnails for mouse and keyboard; four stock images when the product has none. The pictures
// are the chosen options' own first, then the product's (hooks/use-variant-choice.ts). A tap on the main picture (or
// Enter on it) shows the pictures full screen, zoomable (picture-zoom.tsx), whose code is fetched only then.
import { STOCK_IMAGES } from '@shop/shared/images';
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSwipe } from '../hooks/use-swipe.ts';

type Direction = 'next' | 'previous';

const PictureZoom = lazy(() =>
  import('./picture-zoom.tsx').then((module) => ({ default: module.PictureZoom })),
);

/** While the full-screen pictures' code is on its way: the screen they will cover, and a word for screen readers. */
function OpeningZoom() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/80">
      <Spinner label="Opening the pictures" />
    </div>
  );
}

const STEP_BUTTONS = {
  previous: { label: 'Previous picture', Icon: ChevronLeft, side: 'left-3' },
  next: { label: 'Next picture', Icon: ChevronRight, side: 'right-3' },
} as const;

/** The arrow over one side of the main picture. */
function StepButton({ direction, onStep }: { direction: Direction; onStep: (direction: Direction) => void }) {
  const { label, Icon, side } = STEP_BUTTONS[direction];
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => onStep(direction)}
      className={cn(
        'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white',
        side,
      )}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const pictures = images.length > 0 ? images : STOCK_IMAGES;
  const [index, setIndex] = useState(0);
  const step = (direction: Direction) =>
    setIndex((current) => (current + (direction === 'next' ? 1 : -1) + pictures.length) % pictures.length);
  const swipe = useSwipe(step);
  const current = pictures[index] ?? pictures[0] ?? '';
  const strip = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [zoomOpen, setZoomOpen] = useState(false);

  // The chosen picture's thumbnail comes into the strip's view (arrows, swipes): the strip scrolls, never the page.
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index];
    if (!list || !item) return;
    const [box, shown] = [item.getBoundingClientRect(), list.getBoundingClientRect()];
    if (box.left < shown.left) list.scrollBy({ left: box.left - shown.left });
    else if (box.right > shown.right) list.scrollBy({ left: box.right - shown.right });
  }, [index]);

  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${name}`}>
      <div
        {...swipe}
        data-testid="gallery-main"
        className="relative aspect-square touch-pan-y select-none overflow-hidden rounded-2xl bg-slate-50"
      >
        <ProductImage
          key={current}
          src={current}
          alt={`${name}, picture ${index + 1} of ${pictures.length}`}
          sizes="(min-width: 1024px) 40vw, 100vw"
          width={960}
          priority
          draggable={false}
          className="h-full w-full object-cover"
        />
        {/* Over the whole picture, under the arrows: a tap that stays put opens it full screen, a drag swipes. */}
        <button
          ref={opener}
          type="button"
          aria-haspopup="dialog"
          aria-label={`View picture ${index + 1} of ${pictures.length} full screen`}
          onClick={() => setZoomOpen(true)}
          className="absolute inset-0 cursor-zoom-in rounded-2xl focus-visible:outline-offset-[-3px]"
        >
          <span className="absolute right-3 bottom-3 rounded-full bg-white/90 p-2 shadow">
            <Expand aria-hidden="true" className="h-4 w-4 text-slate-700" />
          </span>
        </button>
        {pictures.length > 1 && (
          <>
            <StepButton direction="previous" onStep={step} />
            <StepButton direction="next" onStep={step} />
          </>
        )}
      </div>
      {pictures.length > 1 && (
        // One row, four to a row's width, scrolled sideways past four: a colour with pictures of its own
        // (docs/decisions/037-variants.md) adds thumbnails without pushing the options below it on a phone.
        // The padding, offset by the margins, leaves room for the focus outline (3 px, 2 px off: index.css).
        <ul
          ref={strip}
          className="-mx-[5px] mt-[7px] -mb-[5px] flex gap-3 overflow-x-auto p-[5px] [scrollbar-width:thin]"
        >
          {pictures.map((picture, i) => (
            <li key={picture} className="w-[calc((100%-2.25rem)/4)] shrink-0">
              <button
                type="button"
                aria-label={`Show picture ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-lg border-2',
                  i === index ? 'border-brand-700' : 'border-transparent hover:border-slate-300',
                )}
              >
                <ProductImage
                  src={picture}
                  alt=""
                  sizes="120px"
                  width={160}
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Suspense fallback={<OpeningZoom />}>
          <PictureZoom
            pictures={pictures}
            name={name}
            start={index}
            opener={opener}
            onClose={(shown) => {
              setIndex(shown);
              setZoomOpen(false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

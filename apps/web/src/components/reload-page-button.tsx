// The way out of a part of the page that failed to render (docs/product.md#pages-messages): load the page afresh.
export function ReloadPageButton({ className }: { className: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={className}>
      Reload Page
    </button>
  );
}

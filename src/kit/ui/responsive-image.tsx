import type { ResponsiveImage as ResponsiveImageData } from '#contract/media/schemas';

interface ResponsiveImageProps {
  image: ResponsiveImageData;
  alt: string;
  /** How wide the image is drawn at each viewport width (the `sizes` attribute), so the browser picks the smallest variant that fills it. */
  sizes: string;
  /**
   * The page's largest paint (the first card, a post's hero): fetched at once and first. Every
   * other image waits until it nears the viewport.
   */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded image from its resized WebP variants (decision 017). The width and height are the
 * original's, so the box is reserved before any byte arrives; `src` is the widest variant for
 * browsers that ignore `srcset`.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const srcSet = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  // The loading hints, sizes and srcset come before src: an <img> starts fetching as soon as it has a source, even before it is in the page.
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? undefined : 'async'}
      width={image.width}
      height={image.height}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet || undefined}
      src={image.variants.at(-1)?.url ?? image.url}
      alt={alt}
      className={className}
    />
  );
}

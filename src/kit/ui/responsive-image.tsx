import type { ResponsiveImage as ResponsiveImageData } from '#contract/media/schemas';

interface ResponsiveImageProps {
  image: ResponsiveImageData;
  alt: string;
  /** How wide the image is drawn at each viewport width (the `sizes` attribute), so the browser picks the smallest variant that fills it. */
  sizes: string;
  /** The page's largest paint (the first card, a post's hero): fetched at once; the rest wait until near the viewport. */
  priority?: boolean;
  className?: string;
}

/** An uploaded image from its WebP variants (decision 017), its box reserved by the original's size. */
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

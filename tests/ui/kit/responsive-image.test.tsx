import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { responsiveImage } from '#contract/media/image-types';
import { ResponsiveImage } from '#kit/ui/responsive-image';

const ID = '00000000-0000-4000-8000-000000000001';
const SIZES = '(min-width: 50rem) 48rem, 100vw';

describe('the kit responsive image', () => {
  it("writes the variants as a srcset with the page's sizes and the original's width and height", () => {
    render(<ResponsiveImage image={responsiveImage({ id: ID, contentType: 'image/png', width: 2400, height: 1260 })} alt="A chart" sizes={SIZES} />);
    const image = screen.getByRole('img', { name: 'A chart' });
    expect(image).toHaveAttribute('srcset', `/uploads/${ID}-400.webp 400w, /uploads/${ID}-800.webp 800w, /uploads/${ID}-1200.webp 1200w`);
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('src', `/uploads/${ID}-1200.webp`);
    expect(image).toHaveAttribute('width', '2400');
    expect(image).toHaveAttribute('height', '1260');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('never lists a width above the original, whose own width is the widest variant', () => {
    render(<ResponsiveImage image={responsiveImage({ id: ID, contentType: 'image/jpeg', width: 640, height: 480 })} alt="" sizes={SIZES} />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('srcset', `/uploads/${ID}-400.webp 400w, /uploads/${ID}-640.webp 640w`);
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
  });

  it('fetches the largest paint at once and first (priority)', () => {
    render(<ResponsiveImage image={responsiveImage({ id: ID, contentType: 'image/png', width: 1200, height: 630 })} alt="" sizes={SIZES} priority />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('decoding');
  });
});

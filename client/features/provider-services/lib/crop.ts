import type { PixelCrop } from '../api/service-pictures.ts';

export const squareAspect = 1;
export const wideAspect = 16 / 9;

/** The largest crop of the given aspect ratio in the middle of an image, in whole pixels. */
export function centreCrop(imageWidth: number, imageHeight: number, aspect: number): PixelCrop {
  if (imageWidth / imageHeight > aspect) {
    const width = Math.min(imageWidth, Math.round(imageHeight * aspect));
    return { x: Math.floor((imageWidth - width) / 2), y: 0, width, height: imageHeight };
  }
  const height = Math.min(imageHeight, Math.round(imageWidth / aspect));
  return { x: 0, y: Math.floor((imageHeight - height) / 2), width: imageWidth, height };
}

/** A crop in whole pixels that stays inside the image, as the server checks it. */
export function roundCrop(area: PixelCrop, imageWidth: number, imageHeight: number): PixelCrop {
  const x = Math.max(0, Math.round(area.x));
  const y = Math.max(0, Math.round(area.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(imageWidth - x, Math.round(area.width))),
    height: Math.max(1, Math.min(imageHeight - y, Math.round(area.height))),
  };
}

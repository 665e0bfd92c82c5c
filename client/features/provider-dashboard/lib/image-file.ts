import { minProfilePhotoSize, type Crop } from '#shared/providers/profile.schema.ts';

export type ImageSize = { width: number; height: number };

/** A chosen image file, its address for showing it, and its displayed size. */
export type ChosenImage = ImageSize & { file: File; url: string };

/**
 * Opens a chosen file as an image. The browser applies the EXIF rotation when it decodes, as the
 * server does, so the size (and crops) are in the pixels the person sees. The caller releases
 * `url` with `releaseImage` when done; a file that is no image is refused.
 */
export function loadChosenImage(file: File): Promise<ChosenImage> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve({ file, url, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not an image the browser can read'));
    };
    image.src = url;
  });
}

export function releaseImage(image: ChosenImage | null | undefined): void {
  if (image) URL.revokeObjectURL(image.url);
}

/** Spec §9: checked before uploading so nobody waits for an upload the server will refuse. */
export function isProfilePhotoLargeEnough(size: ImageSize): boolean {
  return size.width >= minProfilePhotoSize && size.height >= minProfilePhotoSize;
}

/** A crop from the cropper (fractional pixels) as whole pixels inside the image. */
export function toWholePixels(area: { x: number; y: number; width: number; height: number }): Crop {
  const x = Math.max(0, Math.round(area.x));
  const y = Math.max(0, Math.round(area.y));
  return { x, y, width: Math.max(1, Math.round(area.width)), height: Math.max(1, Math.round(area.height)) };
}

/** The largest crop of the given shape in the middle of the image: what "skip" gives. */
export function centreCrop(size: ImageSize, aspect: number): Crop {
  if (size.width / size.height > aspect) {
    const width = Math.max(1, Math.min(size.width, Math.round(size.height * aspect)));
    return { x: Math.floor((size.width - width) / 2), y: 0, width, height: size.height };
  }
  const height = Math.max(1, Math.min(size.height, Math.round(size.width / aspect)));
  return { x: 0, y: Math.floor((size.height - height) / 2), width: size.width, height };
}

import { initializeCanvas, readPsd } from 'ag-psd';

let initialized = false;

/** ag-psd wants a canvas even when asked for raw image data; plain pixel buffers are enough. */
export function ensureCanvasShim(): void {
  if (initialized) return;
  const imageData = (width: number, height: number) => ({
    width,
    height,
    data: new Uint8ClampedArray(width * height * 4),
  });
  initializeCanvas(
    (width, height) =>
      ({
        width,
        height,
        getContext: () => ({
          createImageData: imageData,
          getImageData: (_x: number, _y: number, w: number, h: number) => imageData(w, h),
          putImageData: () => {},
          drawImage: () => {},
        }),
      }) as unknown as HTMLCanvasElement,
    imageData as unknown as (width: number, height: number) => ImageData,
  );
  initialized = true;
}

/** The PSD's flattened composite as RGBA pixels, or null when the file carries none. */
export function readPsdComposite(
  data: Uint8Array,
): { raw: Uint8ClampedArray; width: number; height: number } | null {
  ensureCanvasShim();
  const psd = readPsd(data, { skipLayerImageData: true, skipThumbnail: true, useImageData: true });
  if (!psd.imageData) return null;
  return { raw: psd.imageData.data as Uint8ClampedArray, width: psd.width, height: psd.height };
}

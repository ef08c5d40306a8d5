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

/** Width and height from a PSD's 26-byte header ('8BPS'), read before anything is decoded; null if not one. */
export function psdSize(data: Uint8Array): { width: number; height: number } | null {
  if (data.length < 26) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0) !== 0x38425053) return null;
  return { height: view.getUint32(14), width: view.getUint32(18) };
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

// Photos made small enough to send, in the browser, as the apps' ImageCompressor does: a photo
// already within the limit is sent as it is; any other is drawn upright at most 2048 pixels on its
// longer side and encoded as JPEG at falling qualities, then drawn smaller, step by step, until it
// fits. The aspect ratio is kept.
const QUALITIES = [0.85, 0.75, 0.65, 0.55];
const SCALE_STEP = 0.75;
const STARTING_MAX_SIDE = 2048;

/** `file` as a JPEG or PNG of at most `maxBytes` bytes. Throws an Error with a sentence. */
export async function compressPhoto(file, maxBytes) {
  let bitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new Error(`“${file.name}” is not a photo this browser can read; choose a JPEG or PNG.`);
  }
  try {
    // Read even when it could go as it is: a file named .jpg that is no photo is refused when
    // picked, not by the server after Register.
    if (file.size <= maxBytes && (file.type === "image/jpeg" || file.type === "image/png")) return file;
    let longest = Math.min(STARTING_MAX_SIDE, Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const blob = await smallestEncoding(bitmap, longest, maxBytes);
      if (blob) return new File([blob], jpegName(file.name), { type: "image/jpeg" });
      if (longest <= 16) throw new Error(`“${file.name}” cannot be made smaller than ${maxBytes} bytes.`);
      longest = Math.floor(longest * SCALE_STEP);
    }
  } finally {
    bitmap.close();
  }
}

async function smallestEncoding(bitmap, longest, maxBytes) {
  const scale = Math.min(1, longest / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  // JPEG has no transparency: what was see-through becomes white, not black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  for (const quality of QUALITIES) {
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    if (blob && blob.size <= maxBytes) return blob;
  }
  return null;
}

function jpegName(name) {
  return (name.replace(/\.[^.]*$/, "") || "photo") + ".jpg";
}

/** "142 KB" for a number of bytes. */
export function sizeText(bytes) {
  return bytes < 1000 ? `${bytes} bytes` : `${Math.round(bytes / 1000)} KB`;
}

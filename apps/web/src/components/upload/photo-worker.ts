import { writeJpeg } from './shrink-photo';

/** A photo's decoding, scaling and writing, off the page's thread so a cheap phone's page stays responsive. */
export interface PhotoJob {
  picture: Blob;
  longSide: number | null;
  quality: number;
}

self.addEventListener('message', (event: MessageEvent<PhotoJob>) => {
  const { picture, longSide, quality } = event.data;
  writeJpeg(picture, longSide, quality).then(
    (jpeg) => self.postMessage(jpeg),
    () => self.postMessage(null),
  );
});

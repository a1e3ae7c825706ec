import { measurePicture } from './photo-readability';
import { writeJpeg } from './shrink-photo';

/** A photo's decoding, scaling and writing, off the page's thread so a cheap phone's page stays responsive. */
export interface PhotoJob {
  picture: Blob;
  longSide: number | null;
  quality: number;
}

/** A photo's readability, measured off the page's thread as well. */
export interface MeasureJob {
  measure: Blob;
}

self.addEventListener('message', (event: MessageEvent<PhotoJob | MeasureJob>) => {
  const job = event.data;
  const work =
    'measure' in job ? measurePicture(job.measure) : writeJpeg(job.picture, job.longSide, job.quality);
  work.then(
    (answer) => self.postMessage(answer),
    () => self.postMessage(null),
  );
});

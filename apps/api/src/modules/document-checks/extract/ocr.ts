import { existsSync } from 'node:fs';
import Tesseract from 'tesseract.js';
import { CheckFailure } from './check-failure.ts';
import { englishDataFile, type OcrSetup } from './ocr-languages.ts';

export type OcrResult = { text: string; confidence: number };

/** Under this mean confidence an English reading is tried again in the other scripts installed. */
const RETRY_OTHER_SCRIPTS_UNDER = 70;

/**
 * The OCR engines of this thread, loaded at first use and kept: loading English takes ~0.5 s.
 * Only ever used from inside a worker thread: a tesseract.js load failure is thrown from an event
 * no try/catch sees, which would end the API process, but here ends only the thread's task.
 */
export class OcrEngines {
  #english: Promise<Tesseract.Worker> | undefined;
  #others: Promise<Tesseract.Worker> | undefined;

  readonly setup: OcrSetup;
  constructor(setup: OcrSetup) {
    this.setup = setup;
  }

  /**
   * Reads one image (PNG or JPEG bytes). English first; a page it reads under the gate is read
   * again with the other installed scripts' models together (Arabic, Farsi, …), and the reading
   * with the higher confidence kept, so English pages pay nothing for the other languages.
   */
  async read(image: Buffer): Promise<OcrResult> {
    const english = await this.#recognize(await this.#englishEngine(), image);
    if (english.confidence >= RETRY_OTHER_SCRIPTS_UNDER || this.setup.extraLanguages.length === 0)
      return english;
    const other = await this.#recognize(await this.#otherEngine(), image);
    return other.confidence > english.confidence ? other : english;
  }

  async terminate(): Promise<void> {
    const engines = [this.#english, this.#others];
    this.#english = this.#others = undefined;
    for (const engine of engines) await engine?.then((worker) => worker.terminate()).catch(() => undefined);
  }

  #englishEngine(): Promise<Tesseract.Worker> {
    if (!existsSync(englishDataFile(this.setup))) throw new CheckFailure('ocr-data-missing');
    this.#english ??= this.#load('eng', this.setup.englishDataDir, true);
    return this.#english;
  }

  #otherEngine(): Promise<Tesseract.Worker> {
    this.#others ??= this.#load(this.setup.extraLanguages.join('+'), this.setup.extraDataDir, false);
    return this.#others;
  }

  #load(langs: string, langPath: string, gzip: boolean): Promise<Tesseract.Worker> {
    return new Promise((resolve, reject) => {
      // langPath set and cacheMethod 'none': nothing is fetched, nothing written to the working
      // directory. Without an errorHandler a failed load throws from a message event (ending the
      // thread, and any task it takes next); with one, the load's promise never settles, so the
      // handler settles it.
      const failed = () => reject(new Error('the OCR engine did not load'));
      Tesseract.createWorker(langs, Tesseract.OEM.LSTM_ONLY, {
        langPath,
        gzip,
        cacheMethod: 'none',
        errorHandler: failed,
      })
        // Images carry no reliable resolution (a phone's says 72 dpi): say one, so OCR does not
        // guess and print a warning for every page.
        .then((worker) => worker.setParameters({ user_defined_dpi: '300' }).then(() => worker))
        .then(resolve, failed);
    });
  }

  async #recognize(worker: Tesseract.Worker, image: Buffer): Promise<OcrResult> {
    const { data } = await worker.recognize(image);
    return { text: data.text.trim(), confidence: Math.round(data.confidence * 10) / 10 };
  }
}

/** The year the build was made (vite.config.ts): the pre-rendered pages' copyright line has it. */
declare const __BUILD_YEAR__: number;

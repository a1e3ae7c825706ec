/**
 * Rounds of background work that never overlap: asked for while one runs, one more follows it,
 * since what the caller wants looked at (a row just committed) may have missed the running
 * round's query. Used by the mail outbox and the document checks' queue.
 */
export type Rounds = {
  /** Starts a round, or asks the running one for another after it; resolves when they end. */
  start(): Promise<void>;
  /** The round in progress, if any. */
  current(): Promise<void> | null;
};

export function createRounds(options: {
  work: () => Promise<void>;
  stopped: () => boolean;
  onError: (error: unknown) => void;
}): Rounds {
  const { work, stopped, onError } = options;
  let round: Promise<void> | null = null;
  let again = false;
  return {
    start() {
      if (stopped()) return Promise.resolve();
      if (round) {
        again = true;
        return round;
      }
      round = (async () => {
        try {
          do {
            again = false;
            await work();
          } while (again && !stopped());
        } catch (error) {
          onError(error);
        } finally {
          // In the same step as the last look at `again`, so no request for a round falls between.
          round = null;
        }
      })();
      return round;
    },
    current: () => round,
  };
}

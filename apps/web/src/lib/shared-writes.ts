/**
 * State-changing calls in flight by their whole request (method, URL with its query, body): an
 * identical second one (a double click on 提交) shares the first one's answer instead of going out
 * again. Superseding it by the rule above would abort only the browser's wait: the server would
 * still act on both, and make two of what the buyer asked for once.
 */
export class SharedWrites {
  readonly #inFlight = new Map<string, { answer: Promise<unknown>; live: () => boolean }>();

  /** The answer of the identical request still in flight (and not aborted), else `send()`'s. */
  run<T>(fingerprint: string, send: () => { answer: Promise<T>; live: () => boolean }): Promise<T> {
    const running = this.#inFlight.get(fingerprint);
    if (running?.live()) return running.answer as Promise<T>;
    const sent = send();
    this.#inFlight.set(fingerprint, sent);
    const forget = () => {
      if (this.#inFlight.get(fingerprint) === sent) this.#inFlight.delete(fingerprint);
    };
    sent.answer.then(forget, forget);
    return sent.answer;
  }

  get size(): number {
    return this.#inFlight.size;
  }
}

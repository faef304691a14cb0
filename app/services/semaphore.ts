/**
 * At most `size` tasks at once; the others wait their turn, urgent ones (a visitor waiting) before
 * background ones (a warmer, an encode nobody waits for).
 */
export class Semaphore {
  #running = 0;
  readonly #urgent: (() => void)[] = [];
  readonly #background: (() => void)[] = [];

  readonly #size: number;

  constructor(size: number) {
    this.#size = size;
  }

  async run<T>(task: () => Promise<T>, priority: "urgent" | "background" = "urgent"): Promise<T> {
    if (this.#running >= this.#size) {
      await new Promise<void>((resolve) =>
        (priority === "urgent" ? this.#urgent : this.#background).push(resolve),
      );
    } else {
      this.#running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot take it in between.
      const next = this.#urgent.shift() ?? this.#background.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

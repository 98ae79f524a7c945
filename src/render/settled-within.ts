/** Where a brief wait for a promise is kept: on the promise itself, so it lives as long as the request's data. */
const briefWait = Symbol('brief wait');

type Waited<T> = Promise<T> & {
  [briefWait]?: Promise<void>;
  /** React's thenable fields: `use()` reads a fulfilled promise without suspending. */
  status?: 'fulfilled';
  value?: T;
};

/**
 * Resolves when `promise` settles or after `ms`, whichever comes first, and always gives the same
 * wait for the same promise (React renders a suspended component again, and must find the promise
 * it waited for). Once `promise` is fulfilled it carries React's thenable fields, so a section
 * that reads it afterwards renders at once, in place, instead of behind its skeleton.
 */
export function settledWithin<T>(promise: Waited<T>, ms: number): Promise<void> {
  if (!promise[briefWait]) {
    // Registered first, so the fields are set before the wait below lets anyone read the promise.
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => undefined,
    );
    promise[briefWait] = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      promise.then(done, done);
    });
  }
  return promise[briefWait];
}

/**
 * How a write that spans several systems is written (docs/adr/0006): named steps run in order;
 * when one fails, the steps that completed are undone by their `compensate`, last first. Nothing
 * here is hidden: the outcome names the step that failed, keeps its error as thrown, and lists the
 * steps compensated and every compensation that failed in turn.
 *
 *   const outcome = await steps()
 *     .step('create-order', () => createOrderWithStock(db, input), (order) => failOrder(db, order))
 *     .step('open-payment-session', ({ 'create-order': order }) => provider.createSession(...))
 *     .run();
 *
 * A step that throws must leave nothing behind itself (a database step runs in one transaction, an
 * outside call carries an idempotency key): only the steps before it are compensated.
 */

/** One compensation that threw: the step it belonged to and what it threw. */
export type CompensationFailure = { step: string; error: unknown };

export type StepsSucceeded<Results> = {
  ok: true;
  /** Each step's result under its name. */
  results: Results;
  /** Names of the steps that ran, in order (all of them). */
  completed: string[];
};

export type StepsFailed = {
  ok: false;
  /** The step whose `run` threw. */
  failedStep: string;
  /** What it threw, unchanged (a DomainError keeps its kind and so its HTTP status). */
  error: unknown;
  /** Steps that completed before the failure, in the order they ran. */
  completed: string[];
  /** Steps whose compensation ran to the end, in the order it ran (the reverse of `completed`). */
  compensated: string[];
  /** Compensations that threw; the others still ran. */
  compensationFailures: CompensationFailure[];
};

export type StepsOutcome<Results> = StepsSucceeded<Results> | StepsFailed;

type Undo = () => Promise<void>;

type StepDefinition = {
  name: string;
  /** Runs the step; resolves with its result and how to undo it (undefined: nothing to undo). */
  run: (results: Record<string, unknown>) => Promise<{ value: unknown; undo: Undo | undefined }>;
};

/**
 * A sequence of steps under construction. Each `step` returns a new sequence whose `Results` also
 * carry that step's result, so later steps read earlier results by name with their types.
 */
export class Steps<Results extends Record<string, unknown>> {
  readonly #definitions: readonly StepDefinition[];

  constructor(definitions: readonly StepDefinition[] = []) {
    this.#definitions = definitions;
  }

  /**
   * Adds a step. `compensate` receives the step's own result (what it created), then the results of
   * the steps before it; leave it out for a step with nothing to undo (a read, a notification).
   */
  step<Name extends string, Value>(
    name: Name,
    run: (results: Results) => Promise<Value>,
    compensate?: (value: Value, results: Results) => Promise<void>,
  ): Steps<Results & { [K in Name]: Value }> {
    if (this.#definitions.some((definition) => definition.name === name)) {
      throw new TypeError(`step "${name}" is defined twice`);
    }
    const definition: StepDefinition = {
      name,
      run: async (sofar) => {
        // Results are only ever written by the steps of this sequence, under their own names, so
        // `sofar` holds exactly what `Results` describes.
        const results = sofar as Results;
        const value = await run(results);
        return { value, undo: compensate ? () => compensate(value, results) : undefined };
      },
    };
    return new Steps([...this.#definitions, definition]);
  }

  /** Runs the steps in order; on the first failure, compensates the completed ones in reverse. */
  async run(): Promise<StepsOutcome<Results>> {
    const results: Record<string, unknown> = {};
    const completed: { name: string; undo: Undo | undefined }[] = [];
    for (const definition of this.#definitions) {
      try {
        const { value, undo } = await definition.run({ ...results });
        results[definition.name] = value;
        completed.push({ name: definition.name, undo });
      } catch (error) {
        return { ok: false, failedStep: definition.name, error, ...(await compensate(completed)) };
      }
    }
    const names = completed.map((step) => step.name);
    // Every step wrote its result under its name: `results` is what `Results` describes.
    return { ok: true, results: results as Results, completed: names };
  }
}

/** Undoes the completed steps, last first; a compensation that throws does not stop the others. */
const compensate = async (
  completed: readonly { name: string; undo: Undo | undefined }[],
): Promise<Pick<StepsFailed, 'completed' | 'compensated' | 'compensationFailures'>> => {
  const compensated: string[] = [];
  const compensationFailures: CompensationFailure[] = [];
  for (const step of [...completed].reverse()) {
    if (!step.undo) continue;
    try {
      await step.undo();
      compensated.push(step.name);
    } catch (error) {
      compensationFailures.push({ step: step.name, error });
    }
  }
  return { completed: completed.map((step) => step.name), compensated, compensationFailures };
};

/** An empty sequence to add steps to. */
export const steps = (): Steps<Record<never, never>> => new Steps();

/**
 * The results of a successful run, or the original error thrown again once `reportCompensationFailures`
 * has been given the compensations that failed (called only when there are some): a failed undo
 * leaves data to repair by hand, so it must reach a log, yet the caller's answer is the first error.
 */
export const resultsOrThrow = <Results>(
  outcome: StepsOutcome<Results>,
  reportCompensationFailures: (failed: StepsFailed) => void,
): Results => {
  if (outcome.ok) return outcome.results;
  if (outcome.compensationFailures.length > 0) reportCompensationFailures(outcome);
  throw outcome.error;
};

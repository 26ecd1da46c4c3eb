import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.ts';
import { resultsOrThrow, type Steps, type StepsFailed, steps } from './steps.ts';

describe('steps', () => {
  it('runs the steps in order, each reading the results before it by name', async () => {
    const outcome = await steps()
      .step('create-order', async () => ({ id: 'order-1', total: 1200 }))
      .step('open-session', async ({ 'create-order': order }) => `session-for-${order.id}-${order.total}`)
      .run();
    expect(outcome).toEqual({
      ok: true,
      results: { 'create-order': { id: 'order-1', total: 1200 }, 'open-session': 'session-for-order-1-1200' },
      completed: ['create-order', 'open-session'],
    });
  });

  it('on a failure, compensates the completed steps in reverse with their own results, never the failed one', async () => {
    const calls: string[] = [];
    const providerDown = new DomainError('Unavailable', 'payment provider unavailable');
    const outcome = await steps()
      .step(
        'reserve-stock',
        async () => 'stock-1',
        async (value) => {
          calls.push(`undo reserve-stock(${value})`);
        },
      )
      .step(
        'create-order',
        async () => 'order-1',
        async (value, results) => {
          calls.push(`undo create-order(${value}, after ${results['reserve-stock']})`);
        },
      )
      .step('notify', async () => 'sent')
      .step(
        'open-session',
        async () => {
          throw providerDown;
        },
        async () => {
          calls.push('undo open-session');
        },
      )
      .step('never-runs', async () => {
        calls.push('never-runs');
      })
      .run();

    expect(calls).toEqual(['undo create-order(order-1, after stock-1)', 'undo reserve-stock(stock-1)']);
    expect(outcome).toEqual({
      ok: false,
      failedStep: 'open-session',
      error: providerDown,
      completed: ['reserve-stock', 'create-order', 'notify'],
      compensated: ['create-order', 'reserve-stock'],
      compensationFailures: [],
    });
    // The very error the step threw, not a copy or a wrapper.
    expect(outcome.ok === false && outcome.error).toBe(providerDown);
  });

  it('keeps compensating after a compensation throws, and reports it beside the original error', async () => {
    const undoFailure = new Error('database gone');
    const original = new Error('provider refused');
    const outcome = await steps()
      .step(
        'first',
        async () => 1,
        async () => undefined,
      )
      .step(
        'second',
        async () => 2,
        async () => {
          throw undoFailure;
        },
      )
      .step('third', async () => {
        throw original;
      })
      .run();
    expect(outcome).toMatchObject({
      ok: false,
      failedStep: 'third',
      error: original,
      compensated: ['first'],
      compensationFailures: [{ step: 'second', error: undoFailure }],
    });
  });

  it('refuses a step name used twice, since results are kept by name', () => {
    const sequence = steps().step('a', async () => 1);
    expect(() => (sequence as unknown as Steps<Record<never, never>>).step('a', async () => 2)).toThrow(
      'step "a" is defined twice',
    );
  });

  it('an empty sequence succeeds with nothing run', async () => {
    expect(await steps().run()).toEqual({ ok: true, results: {}, completed: [] });
  });

  describe('resultsOrThrow', () => {
    it('answers the results of a success and reports nothing', async () => {
      const reported: StepsFailed[] = [];
      const outcome = await steps()
        .step('a', async () => 'A')
        .run();
      expect(resultsOrThrow(outcome, (failed) => reported.push(failed))).toEqual({ a: 'A' });
      expect(reported).toEqual([]);
    });

    it('throws the original error; compensation failures are reported first', async () => {
      const original = new DomainError('FailedPrecondition', 'out of stock');
      const reported: StepsFailed[] = [];
      const outcome = await steps()
        .step(
          'a',
          async () => 'A',
          async () => {
            throw new Error('undo failed');
          },
        )
        .step('b', async () => {
          throw original;
        })
        .run();
      expect(() => resultsOrThrow(outcome, (failed) => reported.push(failed))).toThrow(original);
      expect(reported.map((failed) => failed.compensationFailures.map((f) => f.step))).toEqual([['a']]);
    });

    it('does not call the reporter when every compensation succeeded', async () => {
      const reported: StepsFailed[] = [];
      const outcome = await steps()
        .step(
          'a',
          async () => 'A',
          async () => undefined,
        )
        .step('b', async () => {
          throw new Error('b failed');
        })
        .run();
      expect(() => resultsOrThrow(outcome, (failed) => reported.push(failed))).toThrow('b failed');
      expect(reported).toEqual([]);
    });
  });

  describe('properties', () => {
    /** One generated step: whether it has a compensation and whether that compensation throws. */
    const stepShape = fc.record({ compensable: fc.boolean(), undoThrows: fc.boolean() });
    const scenario = fc
      .array(stepShape, { minLength: 0, maxLength: 12 })
      .chain((shapes) =>
        fc.record({ shapes: fc.constant(shapes), failAt: fc.integer({ min: 0, max: shapes.length }) }),
      );

    it('for any failure position, exactly the completed steps are compensated, in reverse', async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async ({ shapes, failAt }) => {
          const ran: string[] = [];
          const undone: string[] = [];
          const failure = new Error(`step-${failAt} failed`);
          let sequence: Steps<Record<string, unknown>> = steps();
          shapes.forEach((shape, index) => {
            const name = `step-${index}`;
            sequence = sequence.step(
              name,
              async () => {
                ran.push(name);
                if (index === failAt) throw failure;
                return index;
              },
              shape.compensable
                ? async (value) => {
                    // Each compensation sees the result its own step produced.
                    expect(value).toBe(index);
                    undone.push(name);
                    if (shape.undoThrows) throw new Error(`undo ${name} failed`);
                  }
                : undefined,
            );
          });

          const outcome = await sequence.run();
          const names = shapes.map((_, index) => `step-${index}`);
          if (failAt === shapes.length) {
            // No step fails: everything ran, nothing was undone.
            expect(outcome.ok).toBe(true);
            expect(ran).toEqual(names);
            expect(undone).toEqual([]);
            return;
          }
          const completed = names.slice(0, failAt);
          const compensable = completed.filter((_, index) => shapes[index]?.compensable).reverse();
          const throwing = compensable.filter((name) => shapes[Number(name.slice(5))]?.undoThrows);
          expect(ran).toEqual([...completed, `step-${failAt}`]);
          expect(undone).toEqual(compensable);
          expect(outcome).toMatchObject({ ok: false, failedStep: `step-${failAt}`, completed });
          if (outcome.ok) return;
          expect(outcome.error).toBe(failure);
          expect(outcome.compensated).toEqual(compensable.filter((name) => !throwing.includes(name)));
          expect(outcome.compensationFailures.map((entry) => entry.step)).toEqual(throwing);
        }),
        { numRuns: 300 },
      );
    });
  });
});

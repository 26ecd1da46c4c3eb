/**
 * What every check of the multi-process test works with: the processes (stack.ts), a pool on their
 * scratch database, the figures the run reports, and the origins a request can be sent to.
 */
import type pg from 'pg';
import { PORTS, type Stack } from './stack.ts';

export type Figures = {
  faultRounds: number;
  backendsTerminated: number;
  ordersLost: number;
  ordersDuplicated: number;
  checkouts: number;
};

export type Run = { stack: Stack; db: pg.Pool; databaseName: string; figures: Figures };

/** One check: throws (assert, expectStatus) when the shop did not act as one. */
export type Check = (run: Run) => Promise<void>;

export const assert: (condition: unknown, message: string) => asserts condition = (condition, message) => {
  if (!condition) throw new Error(message);
};

/** API process `index`, straight (no balancer). */
export const api = (index: number) => `http://127.0.0.1:${PORTS.apis[index]}`;
/** Storefront `index`, straight. */
export const storefront = (index: number) => `http://127.0.0.1:${PORTS.webs[index]}`;
/** The public origin: the balancer in front of the storefronts. */
export const PUBLIC = `http://127.0.0.1:${PORTS.web}`;
/** The balancer in front of the API processes. */
export const BALANCED_API = `http://127.0.0.1:${PORTS.api}`;

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { flattenMessages } from '../../src/lib/i18n/message-shape.ts';
import { japaneseProductNames } from './product-words.ts';

/**
 * Checks that an English page (/en/…) speaks English: each check reads one snapshot of the page
 * (every text node, the document title and the text-bearing attributes: aria-label, title, alt,
 * placeholder, …) and returns what it found wrong, one line each. Add a check by appending it to
 * EN_CHECKS; the site walk (a11y.e2e.ts) runs them all on every /en route.
 *
 * What is NOT a finding:
 * - data a coordinator, producer or member wrote (product names, descriptions, comments, a member's
 *   name): it is in Japanese whatever the page's language. The checks never flag "any Japanese":
 *   every string the API returned (and what the walk typed) is blanked out of a text first, and
 *   only what the page wrote around it is looked at;
 * - prefecture names (and category, type and product-tag names, which the API sends): they
 *   count as data for the checks above; productWordsCheck looks for them (and item units) in Japanese;
 * - text inside an element that declares `lang="ja"` (the language switch's 日本語 on purpose);
 * - ja.json messages too generic to tell UI from data: those with fewer than
 *   MIN_JAPANESE_CHARACTERS Japanese characters outside their arguments (北, 姓, 名, 〜, —, digits,
 *   `{start}〜{end}` …). Two-character words such as 大人, 送料, 合計 are kept: they only match a whole
 *   text node (or attribute) that is exactly that word, which data practically never is.
 */

export type PageText = { text: string; where: string };

/** One page as the checks see it. */
export type PageSnapshot = { url: string; texts: PageText[] };

/** What the checks compare against: the catalogues and the strings the data may legitimately show. */
export type CheckContext = {
  /** ja.json messages compiled to whole-text matchers. */
  jaTemplates: JaTemplate[];
  /** Top-level namespaces of en.json (`checkout`, `layout`, …): a `namespace.key` in text is a raw key. */
  namespaces: Set<string>;
  /**
   * Every string with Japanese in it that the API returned or the walk typed (whitespace
   * normalised, longest first): removed from a text before the checks look for Japanese in it.
   */
  data: string[];
  /** The same strings joined by newlines: a text found inside one of them is data (a paragraph of a body, an initial). */
  joined: string;
};

export type EnCheck = {
  name: string;
  find: (snapshot: PageSnapshot, context: CheckContext) => string[];
};

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../src/messages');

/**
 * Hiragana, katakana (full and half width) and CJK ideographs: what makes a text Japanese. The
 * katakana middle dot ・ (U+30FB) is left out: alone it is a separator or placeholder glyph.
 */
const JAPANESE = /[\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/u;
const JAPANESE_GLOBAL = new RegExp(JAPANESE.source, 'gu');
export const MIN_JAPANESE_CHARACTERS = 2;

export const hasJapanese = (text: string): boolean => JAPANESE.test(text);
const japaneseCount = (text: string): number => text.match(JAPANESE_GLOBAL)?.length ?? 0;
const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

export type JaTemplate = { key: string; source: string; pattern: RegExp };

/**
 * A message as a whole-text matcher: each ICU argument (including a whole plural/select) becomes
 * "any text", each rich-text tag splits it into pieces (a tag renders an element, so each piece is
 * its own text node). Pieces with too little Japanese of their own are dropped (see the header).
 */
export function jaTemplates(messages: { key: string; text: string }[]): JaTemplate[] {
  const templates: JaTemplate[] = [];
  for (const { key, text } of messages) {
    for (const piece of text.split(/<\/?[A-Za-z][\w-]*\s*\/?>/)) {
      const literals = splitArguments(piece);
      const literalText = literals.filter((part) => part !== ARGUMENT).join('');
      if (japaneseCount(literalText) < MIN_JAPANESE_CHARACTERS) continue;
      const source = literals
        .map((part) => (part === ARGUMENT ? '.*?' : escapeRegExp(normalise(part))))
        .join('')
        .replace(/(?:\.\*\?)+/g, '.*?');
      templates.push({ key, source: normalise(piece), pattern: new RegExp(`^\\s*${source}\\s*$`, 'su') });
    }
  }
  return templates;
}

const ARGUMENT = '\u0000arg';
const escapeRegExp = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');

/** Literal runs and ARGUMENT markers, balancing braces so a plural's branches are one argument. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let literal = '';
  let depth = 0;
  for (const char of text) {
    if (char === '{') {
      if (depth === 0) {
        parts.push(literal);
        literal = '';
      }
      depth += 1;
    } else if (char === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) parts.push(ARGUMENT);
    } else if (depth === 0) {
      literal += char;
    }
  }
  parts.push(literal);
  return parts
    .filter((part) => part !== '')
    .map((part) => (part === ARGUMENT ? part : part.replace(/''/g, "'")));
}

const readCatalogue = (locale: 'ja' | 'en'): unknown =>
  JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8'));

/** The context from the catalogues on disk and the data strings the walk collected. */
export function checkContext(data: Iterable<string>): CheckContext {
  const en = readCatalogue('en') as Record<string, unknown>;
  const strings = [...new Set([...data].map(normalise))];
  return {
    jaTemplates: jaTemplates(flattenMessages(readCatalogue('ja'))),
    namespaces: new Set(Object.keys(en)),
    data: strings
      .filter((text) => japaneseCount(text) >= MIN_JAPANESE_CHARACTERS)
      .sort((a, b) => b.length - a.length),
    joined: strings.join('\n'),
  };
}

/**
 * The text with every data string in it blanked out, longest first: what is left is what the page
 * itself wrote around the data (a label, a separator, a unit…).
 */
export function withoutData(text: string, { data, joined }: Pick<CheckContext, 'data' | 'joined'>): string {
  let rest = normalise(text);
  if (joined.includes(rest)) return '';
  for (const item of data) if (rest.includes(item)) rest = rest.split(item).join(' ');
  return rest;
}

/** Every string inside a JSON value (what an API answer can put on a page). */
export function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

const show = (item: PageText): string => `${item.where}: "${normalise(item.text).slice(0, 120)}"`;

/** A ja.json message (UI text) shown as it is in Japanese, around whatever data it shows. */
export const jaMessageCheck: EnCheck = {
  name: 'ja-message',
  find: ({ texts }, context) =>
    texts.flatMap((item) => {
      if (!hasJapanese(item.text)) return [];
      const rest = withoutData(item.text, context);
      if (!hasJapanese(rest)) return [];
      const hit = context.jaTemplates.find((template) => template.pattern.test(rest));
      return hit ? [`${show(item)} is ja.json ${hit.key} (${hit.source})`] : [];
    }),
};

/** `namespace.key` on the page: next-intl's fallback for a message missing from en.json. */
export const rawKeyCheck: EnCheck = {
  name: 'raw-key',
  find: ({ texts }, { namespaces }) =>
    texts.flatMap((item) => {
      const keys = [
        ...item.text.matchAll(/(?<![\w.@/-])([a-z][A-Za-z0-9]*)((?:\.[A-Za-z0-9_]+)+)(?![\w/-])/g),
      ]
        .filter((match) => namespaces.has(match[1] ?? ''))
        .map((match) => match[0]);
      return keys.length > 0 ? [`${show(item)} shows message key ${keys.join(', ')}`] : [];
    }),
};

/**
 * Japanese that no data explains: a hard-coded string in a component, a message missing from the
 * catalogue's English, or Japanese words put around data ("{name}の詳細").
 */
export const untranslatedCheck: EnCheck = {
  name: 'japanese-outside-data',
  find: ({ texts }, context) =>
    texts.flatMap((item) => {
      if (!hasJapanese(item.text)) return [];
      const rest = withoutData(item.text, context);
      const left = rest.match(/[^\s!-~]+/gu)?.filter(hasJapanese) ?? [];
      return left.length > 0 ? [`${show(item)} has Japanese in no data: ${left.join(' | ')}`] : [];
    }),
};

/**
 * A prefecture, category or type, product tag, or item unit name, which English pages translate,
 * shown in Japanese on a UI element: a place or address, a chip, an option, a spec row
 * (support/product-words.ts has the tables and the shapes that count).
 */
export const productWordsCheck: EnCheck = {
  name: 'product-word-in-japanese',
  find: ({ texts }) => japaneseProductNames(texts),
};

/** Every check the /en walk runs. */
export const EN_CHECKS: readonly EnCheck[] = [
  jaMessageCheck,
  rawKeyCheck,
  untranslatedCheck,
  productWordsCheck,
];

/** Attributes whose text users read or hear. */
const TEXT_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
];

/** The page's text as the checks see it (skipping scripts, styles and `lang="ja"` parts). */
export async function snapshotPage(page: Page): Promise<PageSnapshot> {
  const texts = await page.evaluate((attributes: string[]) => {
    const found: { text: string; where: string }[] = [{ text: document.title, where: 'title' }];
    const skipped = (element: Element | null): boolean => {
      if (!element) return false;
      if (element.closest('script, style, noscript, template')) return true;
      const marked = element.closest('[lang]');
      return (
        marked !== null &&
        marked !== document.documentElement &&
        /^ja\b/i.test(marked.getAttribute('lang') ?? '')
      );
    };
    const label = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ''}>`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!text.trim() || skipped(parent)) continue;
      found.push({ text, where: parent ? `text in ${label(parent)}` : 'text' });
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (skipped(element)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value?.trim()) found.push({ text: value, where: `${name} of ${label(element)}` });
      }
      if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type))
        found.push({ text: element.value, where: `value of ${label(element)}` });
    }
    return found;
  }, TEXT_ATTRIBUTES);
  return { url: page.url(), texts };
}

/** Runs every check on the page; one line per finding, prefixed by the check's name. */
export async function runEnChecks(page: Page, context: CheckContext): Promise<string[]> {
  const snapshot = await snapshotPage(page);
  return EN_CHECKS.flatMap((check) => check.find(snapshot, context).map((line) => `[${check.name}] ${line}`));
}

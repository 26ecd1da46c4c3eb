import type { Page } from 'playwright-core';
import { consoleMessages } from '../../src/lib/console/messages.ts';

/** Every Japanese word of the console's own table (not data): none may be a whole text of an English page. */
const JAPANESE_WORDS = new Set<string>();
const collect = (value: unknown): void => {
  if (typeof value === 'string') JAPANESE_WORDS.add(value.trim());
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
};
collect(consoleMessages('ja'));
for (const shared of [...JAPANESE_WORDS])
  if (!/[\u3040-\u30ff\u4e00-\u9fff]/u.test(shared)) JAPANESE_WORDS.delete(shared);

/** The texts of an English console page that are a Japanese console word (the page forgot to translate). */
export const japaneseConsoleWordsOn = async (page: Page): Promise<string[]> => {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      out.push(node.textContent?.trim() ?? '');
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder'])
        out.push(element.getAttribute(name)?.trim() ?? '');
    return out;
  });
  return texts.filter((text) => JAPANESE_WORDS.has(text));
};

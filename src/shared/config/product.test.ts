import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from './product';

const ROOT = process.cwd();

/** The code files of src/, tests left out (they assert the texts the code writes). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The spec's exact texts that contain the product's name (messages.tsv own_account,
 * withdraw_funds_banner): they stay written out as the spec writes them.
 */
const SPEC_TEXTS_WITH_THE_NAME = [
  'This is your own YouBiz account. Please use Exchange/Internal Transfer feature instead.',
  'Select your personal or corporate bank account to withdraw funds from your YouBiz accounts',
];

describe("the product's name", () => {
  it("is the spec's: YouBiz", () => {
    expect(PRODUCT_NAME).toBe('YouBiz');
  });

  it('is written in one place: no other name, and YouBiz only in the spec texts that contain it', () => {
    const strays: string[] = [];
    for (const file of codeFiles(join(ROOT, 'src'))) {
      let text = readFileSync(file, 'utf8');
      for (const specText of SPEC_TEXTS_WITH_THE_NAME) text = text.replaceAll(specText, '');
      if (/Business Banking|YouBiz/.test(text)) strays.push(relative(ROOT, file));
    }
    expect(strays).toEqual([]);
  });
});

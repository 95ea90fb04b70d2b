import { describe, expect, it } from 'vitest';
import { CASE_SHEET } from '#shared/number-check/number-check.cases.ts';
import { checkAnswer } from '#shared/number-check/number-check.ts';
import { htmlToPlainText, renderMarkdown } from '../markdown.ts';
import { highlightedHtml } from './answer-check.tsx';

describe('highlights in the rendered answer', () => {
  const answer = '## Efficience\n\n- **ICV**\u00a0: 121, dans la moyenne.\n- IRP\u00a0: 98 <b>x</b>';
  const flags = checkAnswer({ answer, sheet: CASE_SHEET });

  it('wraps exactly the flagged ranges, with the French explanation for screen readers', () => {
    expect(flags.map((flag) => flag.text)).toEqual(['moyenne', '98']);
    const root = new DOMParser().parseFromString(highlightedHtml(answer, flags), 'text/html').body;
    const marks = [...root.querySelectorAll('mark')];
    expect(marks.map((mark) => mark.firstChild?.textContent)).toEqual(['moyenne', '98']);
    expect(marks[1]?.textContent).toBe('98 (Ce score ne figure pas dans vos données)');
    expect(marks[0]?.getAttribute('data-check')).toBe('band');
    // The model's raw HTML stays escaped text.
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('Efficience');
  });

  it('leaves the copied text unchanged (the copy uses the plain rendering)', () => {
    const copied = htmlToPlainText(renderMarkdown(answer));
    expect(copied).not.toContain('Ce score ne figure pas');
    expect(copied).toContain('IRP\u00a0: 98');
  });

  it('ignores private markers a model could emit', () => {
    const hostile = 'IRP\u00a0: \uE00098\uE001 et \uE000';
    const hostileFlags = checkAnswer({ answer: hostile.replace(/[\uE000\uE001]/g, ''), sheet: CASE_SHEET });
    const html = highlightedHtml(hostile, hostileFlags);
    expect(html).not.toMatch(/[\uE000\uE001]/);
    expect(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('mark')).toHaveLength(1);
  });
});

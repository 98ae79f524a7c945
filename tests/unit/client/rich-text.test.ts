import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeRichText } from '#client/lib/rich-text.ts';

describe('rich-text sanitiser', () => {
  it('keeps the allowed tags and their text', () => {
    const html =
      '<h2>Rubrik</h2><p>Text med <strong>fet</strong>, <em>kursiv</em> och<br>radbrytning.</p><ul><li>Ett</li><li>Två</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles and frames with everything inside them', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(
      sanitizeRichText('<style>p{color:red}</style><iframe src="https://evil.example"></iframe>ok'),
    ).toBe('ok');
    expect(
      sanitizeRichText('<SCRIPT type="text/javascript">x<script>y</script>z</SCRIPT>after'),
    ).toBe('after');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><p>kvar</p>')).toBe('<p>kvar</p>');
  });

  it('removes tags off the list but keeps their text', () => {
    expect(sanitizeRichText('<div class="x"><font color="red">text</font></div>')).toBe('text');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>bild')).toBe('bild');
  });

  it('strips event handlers, styles, classes and unknown attributes', () => {
    expect(
      sanitizeRichText('<p onclick="alert(1)" style="color:red" class="lead" id="x">t</p>'),
    ).toBe('<p>t</p>');
    expect(sanitizeRichText('<p/onmouseover="alert(1)">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<a href="/kop-bil" onmouseover="x()">köp</a>')).toBe(
      '<a href="/kop-bil">köp</a>',
    );
  });

  it('drops javascript:, data: and vbscript: links however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:x',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      '//evil.example/',
    ]) {
      expect(isSafeHref(href), href).toBe(false);
      expect(sanitizeRichText(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`), href).toBe(
        '<a>x</a>',
      );
    }
  });

  it('keeps http(s), mail, phone, site paths, anchors and relative links', () => {
    for (const href of [
      'https://www.hedin.se/',
      'http://example.com',
      'mailto:info@example.com',
      'tel:+46812345',
      '/kop-bil?x=1',
      '#villkor',
      'villkor.html',
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });

  it('opens a new tab without a handle on the page', () => {
    expect(
      sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/x" target="top-frame">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('escapes attribute values and stray angle brackets', () => {
    expect(sanitizeRichText('<a href="/s?a=1&amp;b=2" title="&quot;&gt;<b>">x</a>')).toBe(
      '<a href="/s?a=1&amp;b=2" title="&quot;&gt;&lt;b&gt;">x</a>',
    );
    expect(sanitizeRichText('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeRichText('a <!-- <script>x</script> --> b')).toBe('a  b');
  });

  it('balances its output, so it can never close an element around it', () => {
    expect(sanitizeRichText('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeRichText('</div></section><p>x</p></p></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<ul><li><em>a</ul>b')).toBe('<ul><li><em>a</em></li></ul>b');
  });

  it('keeps table spans only as small numbers', () => {
    expect(sanitizeRichText('<table><tr><td colspan="2" rowspan="x">a</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">a</td></tr></table>',
    );
  });
});

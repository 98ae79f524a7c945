import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass } from '#client/ui/button.tsx';
import { Card } from '#client/ui/card.tsx';
import { Icon, iconNames } from '#client/ui/icons.tsx';
import { Spinner } from '#client/ui/spinner.tsx';

describe('generic UI pieces', () => {
  it('draws each of the four button looks with the global button classes, as a link or a real button', () => {
    expect(buttonClass('Primary')).toBe('button button--primary');
    expect(buttonClass('Ghost Contrast', 'wide')).toBe('button button--ghost-contrast wide');
    expect(
      renderToStaticMarkup(
        <Button href="/book" variant="Ghost">
          Book
        </Button>,
      ),
    ).toBe('<a class="button button--ghost" href="/book">Book</a>');
    expect(renderToStaticMarkup(<Button variant="Secondary">Send</Button>)).toBe(
      '<button class="button button--secondary" type="button">Send</button>',
    );
  });

  it('hides icons from assistive technology unless an icon alone carries meaning', () => {
    expect(renderToStaticMarkup(<Icon name="download" />)).toMatch(
      /^<svg class="icon" viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">/,
    );
    expect(renderToStaticMarkup(<Icon name="phone" label="Phone" />)).toContain(
      'role="img" aria-label="Phone"',
    );
    for (const name of [
      'arrow-left',
      'arrow-right',
      'chevron-down',
      'close',
      'search',
      'download',
      'play',
      'share',
      'external',
      'phone',
      'mail',
      'check',
      'plus',
      'minus',
    ]) {
      expect(iconNames).toContain(name);
    }
  });

  it('announces the spinner as a status with its label', () => {
    expect(renderToStaticMarkup(<Spinner label="Loading…" />)).toBe(
      '<span role="status" class="spinner spinner--medium"><span class="spinner__ring" aria-hidden="true"></span><span class="visually-hidden">Loading…</span></span>',
    );
  });

  it('links a card only when it has both a link and a title', () => {
    expect(renderToStaticMarkup(<Card title="Parts" href="/parts" />)).toContain(
      '<a class="card__link" href="/parts">Parts</a>',
    );
    expect(renderToStaticMarkup(<Card href="/parts" />)).not.toMatch(/<a[\s>]/);
  });
});

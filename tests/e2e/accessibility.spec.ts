import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { closeContexts } from './helpers.ts';
import { buildWorld, PERSONAS, SCREENS, showScreen, THEMES } from './screens.ts';

// Issue 20: every screen, in both themes, at phone width, for each kind of visitor: axe-core finds
// nothing serious or critical, and nothing is wider than the screen. Each test signs its own people in (its admin on a number of its own).
/** axe-core's rules whose outcome depends on the colours a theme paints. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

test.skip(({ isMobile }) => !isMobile, 'Phone width only: most use is on phones');

for (const persona of PERSONAS) {
  test(`${persona}: every screen in both themes, nothing serious or critical`, async ({ page, browser }) => {
    const screens = SCREENS[persona];
    test.setTimeout(60_000 + screens.length * THEMES.length * 10_000);
    const adminContext = await browser.newContext();
    try {
      const world = await buildWorld(persona, page.request, adminContext.request);
      const found: string[] = [];
      for (const theme of THEMES) {
        for (const screen of screens) {
          await test.step(`${screen.name} (${theme.name})`, async () => {
            await showScreen(page, screen, world, theme);
            // Nothing scrolls sideways on a phone.
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            if (overflow > 0)
              found.push(`${screen.name} (${theme.name}): ${overflow} px wider than the screen`);
            // Every violation with all its nodes; the rules that passed keep one node each (axe's
            // resultTypes), which spares axe collecting every node that passed: a fifth of its time here.
            // The second theme changes colours and the gender's figures, not the page's structure: there
            // only the rules that read colour run (half of axe's time per screen, measured: issue 32).
            const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
            if (theme !== THEMES[0]) axe.withRules(COLOUR_RULES);
            const { violations } = await axe.analyze();
            for (const violation of violations) {
              if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
              const nodes = violation.nodes
                .slice(0, 4)
                .map(
                  (node) =>
                    `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
                );
              found.push(
                `${screen.name} (${theme.name}): ${violation.impact} ${violation.id}, ${violation.nodes.length} nodes: ${violation.help}\n    ${nodes.join('\n    ')}`,
              );
            }
          });
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      await closeContexts(adminContext);
    }
  });
}

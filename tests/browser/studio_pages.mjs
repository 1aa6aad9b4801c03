// Browser studio pages test: every studio page (Teams, Strip, Stickers with Fill the budget,
// the text pad, Share) at 390x844 in English and French and at 1280x800 in English (the
// French at every size is measured by tests/layout_report.rs), by real taps, each
// saved as a screenshot to look at (on the phone also the palette's page, opened by a tap on
// a coloured part, and the squad before a player's page). Fill the budget is tapped on a copy of Harbour Rovers
// taken off its budget and must bring the stickers back to a valid team.
//
// Needs dist/web (scripts/web-build). Writes test-output/browser/studio-pages-<size>-<lang>-<page>.png.
//
// Usage: node tests/browser/studio_pages.mjs [DIST_DIR]
import { browserTest, PHONE_390, TABLET, waitForRecord } from './harness.mjs';

for (const [size, screen, langs] of [['390x844', PHONE_390, ['en', 'fr']], ['1280x800', TABLET, ['en']]]) {
  for (const lang of langs) {
    await browserTest(`studio-pages-${size}-${lang}`, { screen }, async (t) => {
      const log = t.log;
      const tap = (label) => t.tapStudio(label);
      const shot = (page) => t.screenshot(`studio-pages-${size}-${lang}-${page}`);
      await t.open(`test&studio&lang=${lang}`);
      await waitForRecord(log, 'studio_target', 0, undefined, (f) => f.label === 'ready-2');
      await tap('ready-2');
      await tap('duplicate');
      await waitForRecord(log, 'studio_open', 0, undefined, (f) => f.valid === '1');
      await shot('strip');
      if (screen === PHONE_390) {
        // A phone opens the palette on a page of its own, and the squad before a player.
        await tap('part-home-shirt');
        await shot('strip-palette');
        await tap('palette-done');
      }
      await tap('tab-stickers');
      await shot('stickers-squad');
      await tap('player-8');
      const cut = await tap('section-0');
      await waitForRecord(log, 'studio_open', cut, undefined, (f) => f.valid === '0');
      await shot('stickers-off-budget');
      const filled = await tap('fill-budget');
      await waitForRecord(log, 'studio_open', filled, undefined, (f) => f.valid === '1');
      await shot('stickers-filled');
      await tap('text-player-name');
      await shot('text-pad');
      await tap('pad-cancel');
      await tap('tab-teams');
      await shot('teams');
      await tap('tab-share');
      await shot('share');
      console.log(`${size} ${lang}: every studio page shown, the budget filled`);
    });
  }
}

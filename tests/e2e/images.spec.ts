import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays } from '../../src/shared/dates.ts';
import { expect, test } from './fixtures.ts';
import { clubToday } from './helpers.ts';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/** A 1600 × 900 PNG made here: a magenta-to-blue gradient, like a club's flyer. */
function flyer(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#ff00aa"/><stop offset="1" stop-color="#0033ff"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/><circle cx="800" cy="450" r="300" fill="#fff" opacity="0.4"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('an admin uploads a club photo and the home page card shows it', async ({ admin: page }, testInfo) => {
  test.setTimeout(120_000);
  // The slot's admin, signed in once per run (fixtures.ts).
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'ADMIN PANEL' })).toBeVisible();

  // A club of this run's own, listed on a night no other journey uses.
  const name = `Photo Lounge ${testInfo.project.name} ${randomInt(100_000)}`;
  const date = addDays(clubToday(), 90 + (testInfo.project.name === 'phone' ? 0 : 1));
  const clubs = page.getByRole('region', { name: 'CLUBS' });
  await clubs.getByRole('button', { name: 'NEW CLUB' }).click();
  const creator = page.getByRole('dialog', { name: 'NEW CLUB' });
  await expect(creator.getByText('Create the club first, then open it again to add a photo.')).toBeVisible();
  await creator.getByLabel('Name').fill(name);
  await creator.getByLabel('Visible on the home page').or(creator.getByLabel('Hidden from members')).check();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const chip = creator.getByRole('button', { name: day, pressed: false });
    if (await chip.isVisible()) await chip.click();
  }
  await creator.getByLabel('Ladies: details').fill('Free entry before midnight.');
  await creator.getByRole('button', { name: 'CREATE CLUB' }).click();
  await expect(creator).toBeHidden();
  const { clubs: all } = (await (await page.request.get('/api/admin/clubs')).json()) as {
    clubs: { id: string; name: string }[];
  };
  const clubId = all.find((club) => club.name === name)?.id;
  expect(clubId).toBeTruthy();
  const opened = await page.request.post(`/api/admin/clubs/${clubId}/dates`, { data: { dates: [date] } });
  expect(opened.ok()).toBe(true);

  await clubs.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('dialog', { name: `EDIT ${name.toUpperCase()}` });
  await expect(editor.getByText('No photo yet', { exact: false })).toBeVisible();
  const file = editor.getByLabel('Club photo file');

  // A text file named like a photo: the server reads the bytes and says what to send.
  await file.setInputFiles({
    name: 'flyer.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a photo at all'),
  });
  await expect(editor.getByRole('alert')).toHaveText(
    'This is not an image we accept: send a JPEG, PNG, WebP or AVIF photo.',
  );

  await file.setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: await flyer() });
  await expect(editor.getByRole('alert')).toHaveText('Photo saved. The club cards show it now.');
  await expect(editor.getByText('Current photo: 1600 × 900 pixels.', { exact: false })).toBeVisible();
  const preview = editor.getByTestId('club-image').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/images\/clubs\/[0-9a-f-]{36}\/[0-9a-f]{12}-800\.webp$/);
  await expect(editor.getByRole('button', { name: 'REPLACE PHOTO' })).toBeVisible();
  await editor.getByRole('button', { name: 'Close without saving' }).click();

  await page.goto(`/?date=${date}&gender=female`);
  const image = card(page, name).getByTestId('club-image').locator('img');
  await expect(image).toHaveAttribute('srcset', /-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
  await expect(image).toHaveAttribute('width', '800');
  await expect(image).toHaveAttribute('height', '450');
  // Loaded, and drawn in the card's box: 16:9, and 2:1 on phones (shorter, so JOIN is on the first screen).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await card(page, name).getByTestId('club-image').boundingBox();
  const phone = page.viewportSize()!.width < 600;
  expect(box!.width / box!.height).toBeCloseTo(phone ? 2 : 16 / 9, 1);
});

import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('Pravidla', () => {
  test('a link to /pravidla#bonusova-akce scrolls to that section', async ({ page }) => {
    await page.goto('/pravidla#bonusova-akce');
    const section = page.locator('section#bonusova-akce');
    await expect(section.getByRole('heading', { name: 'Bonusová akce' })).toBeVisible();
    await expect(section).toBeInViewport();
    // the section links back to the contents and to the combat screen
    await expect(section.getByRole('link', { name: /Zpět na obsah/ })).toHaveAttribute('href', '#obsah');
    await expect(section.getByRole('link', { name: /Na obrazovku Boj/ })).toHaveAttribute('href', '/boj');
    // a section far below the top is not on screen at the same time
    await expect(page.getByRole('heading', { level: 1, name: 'Pravidla sesílání kouzel' })).not.toBeInViewport();
  });

  test('navigating inside the app to a rule ("Proč?") opens the section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the same client-side navigation a wouter <Link href="/pravidla#ritualy"> performs
    await page.evaluate(() => {
      history.pushState(null, '', '/pravidla#ritualy');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const section = page.locator('section#ritualy');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('heading', { name: 'Rituály' })).toBeFocused();
  });

  test('the contents link to sections and search ignores diacritics', async ({ page }) => {
    await page.goto('/pravidla');
    await page.getByRole('navigation', { name: 'Obsah' }).getByRole('link', { name: 'Školy magie' }).click();
    await expect(page.locator('section#skoly-magie')).toBeInViewport();
    await page.locator('section#skoly-magie').getByRole('link', { name: /Zpět na obsah/ }).click();
    await expect(page.getByRole('navigation', { name: 'Obsah' })).toBeInViewport();

    await page.getByRole('searchbox', { name: 'Hledat v pravidlech' }).fill('zachranny hod na odolnost');
    await expect(page.getByRole('heading', { name: 'Soustředění' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Školy magie' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /Nalezen/ })).toBeVisible();
  });

  test('the Oblasti účinku section draws a sphere of radius 4 sáhy with its square count', async ({ page }) => {
    await page.goto('/pravidla#koule');
    const section = page.locator('section#koule');
    const diagram = section.getByTestId('area-diagram');
    await expect(diagram.getByText('Koule o poloměru 4 sáhů: 52 polí')).toBeVisible();
    const svg = diagram.getByRole('img', { name: /Koule o poloměru 4 sáhů: 52 polí/ });
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute('data-squares', '52');
    const box = await svg.boundingBox();
    expect(box && box.width > 100 && box.height > 100).toBe(true);
    // a cone lets the caster include its point of origin
    const cone = page.locator('section#kuzel').getByTestId('area-diagram');
    await expect(cone.getByText('Kužel o délce 3 sáhů: 5 polí')).toBeVisible();
    await cone.getByRole('checkbox', { name: 'Zahrnout i pole výchozího bodu' }).check();
    await expect(cone.getByText('Kužel o délce 3 sáhů: 6 polí')).toBeVisible();
  });

  test('links to About at the bottom; no serious accessibility violations', async ({ page }) => {
    await page.goto('/pravidla');
    await expect(page.getByRole('heading', { level: 1, name: 'Pravidla sesílání kouzel' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /O aplikaci, zdroje a licence/ }).click();
    await expect(page).toHaveURL(/\/o-aplikaci$/);
    await expect(page.getByRole('heading', { level: 1, name: 'O aplikaci' })).toBeVisible();
  });
});

test.describe('O aplikaci', () => {
  test('shows the SRD 5.1 attribution in both languages', async ({ page }) => {
    await page.goto('/o-aplikaci');
    await expect(page.getByRole('heading', { level: 1, name: 'O aplikaci' })).toBeVisible();
    await expect(page.getByTestId('attribution')).toContainText('Toto dílo obsahuje materiál převzatý z dokumentu System Reference Document 5.1');
    await expect(page.getByTestId('attribution')).toContainText('Creative Commons Uveďte původ 4.0 Mezinárodní');
    await expect(page.getByText(/Vše zůstává v\stomto zařízení/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Exportovat zálohu/ })).toHaveAttribute('href', '/nastaveni');
    await expect(page.getByTestId('app-version')).toHaveText(/^\d+\.\d+\.\d+/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Přepnout do angličtiny' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page.getByTestId('attribution')).toContainText(
      'This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC',
    );
    await expect(page.getByTestId('attribution')).toContainText('Creative Commons Attribution 4.0 International License');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

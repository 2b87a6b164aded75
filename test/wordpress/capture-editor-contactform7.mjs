// Captures Contact Form 7's contact form editor as the project's fixtures (fixtures/editors/), for the
// unit tests of its adapter (test/unit/editor-contactform7.test.ts, editor-contactform7-tags.test.ts).
// Run by hand, not part of `npm test` (after `npm run build`):
//
//   CONTACTFORM7_DIR=/path/holding WORDPRESS_DIR=/path/to/wordpress-6.7+ node test/wordpress/capture-editor-contactform7.mjs
//
// CONTACTFORM7_DIR names a folder holding contact-form-7/, WORDPRESS_DIR a WordPress its version runs on
// (6.1 needs 6.7+); like the suite's other third-party code, they are copied into the temporary site
// only, never into the project. It starts the WordPress suite's site (site.mjs), activates Contact Form
// 7 beside Vormgever, makes a contact form through Contact Form 7's own API, opens its editor in
// Chromium as the administrator with Vormgever's admin script kept out (its panel's shell, as its PHP
// prints it, is in the page; nothing of its script's), and writes:
// - contactform7-<version>-editor.html: the editor's form (#wpcf7-admin-form-element: its tabs, the
//   Form tab's template, Additional Settings, Vormgever's panel) and every tag generator's dialog;
// - contactform7-<version>-templates.json: templates (Contact Form 7's default, an owner's, odd and
//   hostile ones, a thousand tags) each with what Contact Form 7's own WPCF7_FormTagsManager::scan()
//   reads in it: the form-tag parser's unit tests compare their reading with it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../browser/harness.mjs';
import { projectRoot, startSite } from './site.mjs';
import { sources } from './sources.mjs';
import { captureReady } from './capture.mjs';

const outDir = join(projectRoot, 'fixtures/editors');
const publicAddress = 'http://example.test';

// An owner's Dutch contact form (as builders/forms.php's), with a fieldset and an acceptance with a link.
const owner = [
  '<label> Naam\n    [text* your-name autocomplete:name] </label>',
  '<label> E-mail\n    [email* your-email autocomplete:email class:mijn-veld] </label>',
  '<label> Onderwerp\n    [select your-subject "Vraag" "Offerte"] </label>',
  '<label> Bericht\n    [textarea your-message] </label>',
  '<fieldset><legend>Interesses</legend>[checkbox interests use_label_element "Nieuws" "Acties"]</fieldset>',
  '[acceptance consent] Ik ga akkoord met de <a href="/privacy">privacyverklaring</a> [/acceptance]',
  '[submit "Verzenden"]',
].join('\n\n');

// Templates an owner writes, or an import or a copy brings: the labels the panel reads, and what
// Contact Form 7 takes as a tag or as text.
const templates = {
  owner,
  // fixtures/form-builders/cf7-6.1.6-templates.html's: label for, text before, label_first, a quiz, a captcha.
  labels: [
    '<label for="vg-naam">Naam</label>\n[text* your-name id:vg-naam class:add class:vg-icon-user class:end]',
    'Telefoon<br>[tel your-phone class:add class:vg-icon-phone class:end]',
    '<label> Bericht [textarea your-message] </label>',
    '[checkbox interests label_first class:slide-check "Nieuws" "Acties"]',
    '[checkbox extras use_label_element label_first class:slide-check "Folder"]',
    '[acceptance consent class:slide-check] Ik ga akkoord [/acceptance]',
    '[quiz quiz-1 class:add class:vg-icon-lock class:end "1+1=?|2"]',
    '<p>Vraag<br>\n[number* aantal min:1 max:10 class:add class:vg-icon-hash class:end]</p>',
    '[submit "Verzenden"]',
  ].join('\n\n'),
  odd: [
    '[text* a "waarde met ] haakje"] [text b "x" \'y\' "z"]',
    '[[text escaped]] [[text half] [text c]]',
    '[text d CLASS:Groot class:x.y class:ok class:ok /]',
    '[email* e\n\tclass:add\n\tclass:vg-icon-mail\n\tclass:end\n]',
    '[text\u00a0f class:g] [text g\u00a0class:h\u200bclass:i]',
    '[text 9bad class:x] [text h class:x, class:y] [text i "unclosed]',
    '[acceptance j] met [text binnen] erin [/acceptance] [acceptance k optional] tekst [/acceptance]',
    '[acceptance* l] geen sluiting [/acceptance]',
    '<!-- [text in-comment class:c] --> <textarea>[text in-textarea]</textarea> <label title="[text in-attribute]">Titel</label>',
    '[checkbox* m exclusive use_label_element "Ja, graag" \'Nee "dank je"\']',
    '[select* n multiple include_blank "Eén" "Twee"] [radio o default:1 "A" "B"]',
    '[text p] [/text] [text q] ]]] [[[ [text r',
    '[textarea s] inhoud [/textarea]',
    '[unknown t class:u] [text u',
  ].join('\n'),
  hostile: [
    '<script>document.title = "vormgever-hostile"</script>',
    '<img src="x" onerror="document.title=\'vormgever-hostile\'">',
    '<label> "><svg onload=alert(1)> [text* naam class:add class:vg-icon-user class:end] </label>',
    '<label onclick="alert(1)"> E-mail <b>vet</b> [email mail] </label>',
    '<a href="javascript:alert(1)">link</a> [checkbox keus class:slide-check "<b>vet</b>" "\'quote\'"]',
    '<iframe srcdoc="<script>parent.document.title=1</script>"></iframe>',
    '<style>body { background: red }</style>',
    '[submit "Verzenden"]',
  ].join('\n'),
  thousand: Array.from({ length: 1000 }, (_, i) => `<label> Veld ${i} [${['text', 'email*', 'checkbox', 'select'][i % 4]} veld-${i} ${i % 3 ? 'class:a ' : ''}"w${i}"] </label>`).join('\n'),
};

const given = sources();
if (!given.contactform7 || !given.wordpressDir) {
  console.error('capturing needs CONTACTFORM7_DIR (a folder holding contact-form-7/) and WORDPRESS_DIR (WordPress 6.7+)');
  process.exit(1);
}
const stopper = captureReady();

/** The site's address as http://example.test, and a nonce or the form's hash as a word that says so. */
function published(text, siteUrl) {
  const out = text
    .replaceAll(siteUrl, publicAddress)
    .replaceAll(new URL(siteUrl).host, 'example.test')
    .replace(/(name="(?:_wpnonce|wpcf7-[a-z-]*nonce)" value=")[0-9a-f]+"/g, '$1(nonce)"')
    .replace(/(id=(?:"|&quot;))[0-9a-f]{7}("|&quot;)/g, '$1(hash)$2');
  if (/127\.0\.0\.1|localhost:\d/.test(out)) throw new Error("the site's address is still in a capture");
  return out;
}

let status = 0;
let browser;
try {
  const site = await startSite({ sources: { ...given, wordpress: given.wordpressDir }, stopper });
  Object.assign(process.env, site.env, { VG_WP_URL: site.url, VG_WP_DIR: site.wp, VG_WP_PASSWORD: site.password, VG_WP_SETUP: JSON.stringify(site.setup) });
  const { wp, logIn, newPage } = await import('./wp.mjs');
  const { php } = await import('./loading-page.mjs'); // a value for PHP code: no quote or `$` of a template read as PHP
  const made = wp(`
$r = activate_plugin( 'contact-form-7/wp-contact-form-7.php' );
if ( is_wp_error( $r ) ) return $r->get_error_message();
$form = WPCF7_ContactForm::get_template( array( 'title' => 'Contact' ) );
$form->set_properties( array( 'form' => ${php(owner)}, 'additional_settings' => "skip_mail: on" ) );
return array( 'id' => $form->save(), 'version' => WPCF7_VERSION, 'wordpress' => $GLOBALS['wp_version'], 'default' => WPCF7_ContactForm::get_template()->prop( 'form' ) );`);
  if (typeof made === 'string') throw new Error(`Contact Form 7: ${made}`);
  console.log(`[capture] Contact Form 7 ${made.version} on WordPress ${made.wordpress}: form ${made.id}`);

  // Contact Form 7's own reading of each template.
  const all = { default: made.default, ...templates };
  const scanned = wp(`
$manager = WPCF7_FormTagsManager::get_instance();
$out = array();
foreach ( ${php(all)} as $name => $template ) {
  $out[ $name ] = array_map( function ( $tag ) {
    return array( 'type' => $tag->type, 'basetype' => $tag->basetype, 'name' => $tag->raw_name, 'options' => $tag->options, 'values' => $tag->raw_values, 'content' => $tag->content, 'classes' => (string) $tag->get_class_option() );
  }, $manager->scan( $template ) );
}
return $out;`);
  const fixture = Object.entries(all).map(([name, template]) => ({ name, template, tags: scanned[name] }));
  mkdirSync(outDir, { recursive: true });
  const templatesFile = `contactform7-${made.version}-templates.json`;
  // One line per template and per tag: a diff shows what changed.
  const about = `Contact Form ${made.version} on WordPress ${made.wordpress}: each template with what WPCF7_FormTagsManager::scan() reads in it (test/wordpress/capture-editor-contactform7.mjs). 'default' is the plugin's own default template.`;
  const entries = fixture.map(({ name, template, tags }) => `  {"name": ${JSON.stringify(name)}, "template": ${JSON.stringify(template)}, "tags": [${tags.map((tag) => `\n    ${JSON.stringify(tag)}`).join(',')}\n  ]}`);
  writeFileSync(join(outDir, templatesFile), `{"about": ${JSON.stringify(about)}, "templates": [\n${entries.join(',\n')}\n]}\n`);
  console.log(`[capture] ${templatesFile}: ${fixture.map(({ name, tags }) => `${name} ${tags.length}`).join(', ')}`);

  browser = await launchBrowser();
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.route(/vormgever-editor-contactform7\.js/, (route) => route.abort());
  await logIn(page);
  await page.goto(`${site.url}/wp-admin/admin.php?page=wpcf7&post=${made.id}&action=edit`);
  await page.waitForSelector('#vormgever-panel', { state: 'attached' });
  const html = await page.evaluate(() => [document.querySelector('#wpcf7-admin-form-element').outerHTML, ...[...document.querySelectorAll('dialog.tag-generator-dialog')].map((dialog) => dialog.outerHTML)].join('\n'));
  const editorFile = `contactform7-${made.version}-editor.html`;
  const header = `<!--\n  Contact Form ${made.version}'s contact form editor on WordPress ${made.wordpress}, captured in Chromium ${browser.version()} by\n  test/wordpress/capture-editor-contactform7.mjs with Vormgever active and its admin script kept out: the editor's form\n  (#wpcf7-admin-form-element: its tabs and panels, the Form tab's template, Additional Settings "skip_mail: on", the Vormgever\n  panel's shell as wordpress/includes/editors/contactform7.php prints it) and every tag generator's dialog, after Contact Form 7's\n  script ran. Nonces and the form's hash are replaced by words.\n-->\n`;
  writeFileSync(join(outDir, editorFile), header + published(html, site.url) + '\n');
  console.log(`[capture] ${editorFile} (${(html.length / 1024).toFixed(1)} kB)`);
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await browser?.close();
  await stopper.stop?.();
}
process.exit(status);

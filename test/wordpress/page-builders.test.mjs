// Vormgever where pages are built (issue 31): the Form block in the real block editor shows the form
// as a visitor gets it (switches, icons, placeholders, the visitor stylesheet), again after the block
// re-renders; the block stays selectable and movable; what is saved is the post's content byte for
// byte. Who gets it and where (editors of a post with a form, the block editor and Elementor's
// preview) is asked of the plugin's hooks directly: one editor page load is all this file costs in CI.
// With ELEMENTOR_DIR (and WORDPRESS_DIR: 6.8+), Elementor's editor too: the Shortcode widget's form
// enhanced in its preview and after the widget re-renders, a note for a form hidden there, the widget
// still selectable, and Elementor's data saved without a trace of Vormgever.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { projectRoot } from '../browser/harness.mjs';
import { formPlugin, logIn, newPage, openElementor, pageErrors, editorLoaded, setup, url, useBrowser, wp } from './wp.mjs';

const site = useBrowser();
const elementorOnly = process.env.VG_WP_ELEMENTOR ? false : 'NOT COVERED: needs Elementor (ELEMENTOR_DIR, with WORDPRESS_DIR 6.8+)';
const formId = setup.contact.form;
const content = `<!-- wp:paragraph -->\n<p>Boven het formulier.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:gravityforms/form {"formId":"${formId}"} /-->`;
const posts = {};

before(() => {
  const insert = (title, body) => wp(`return wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => '${title}', 'post_content' => ${JSON.stringify(body)} ), true );`);
  posts.form = insert('Formulier in de editor', content);
  posts.none = insert('Zonder formulier', '<!-- wp:paragraph -->\n<p>Geen formulier.</p>\n<!-- /wp:paragraph -->');
  posts.elementor = insert('Elementor', '');
  wp(`update_post_meta( ${posts.elementor}, '_elementor_data', wp_slash( wp_json_encode( array( array( 'elType' => 'widget', 'widgetType' => 'shortcode', 'settings' => array( 'shortcode' => '[gravityform id="${formId}" ajax="true"]' ) ) ) ) ) ); return true;`);
  // The block editor's welcome guide stays shut (WordPress 6.5 and 7 keep it per scope).
  wp(`global $wpdb; update_user_meta( 1, $wpdb->get_blog_prefix() . 'persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ), 'core' => array( 'welcomeGuide' => false ), '_modified' => gmdate( 'c' ) ) ); return true;`);
});
after(() => wp(`foreach ( ${JSON.stringify(Object.values(posts))} as $id ) { wp_delete_post( $id, true ); } return true;`));

/** Whether the page-builder script is enqueued for `post` by `user` (0: a visitor) in `where`. */
function enqueued(where, post, user = 1) {
  const request =
    where === 'block editor'
      ? `set_current_screen( 'post' ); $GLOBALS['post'] = get_post( ${post} ); do_action( 'enqueue_block_assets' );`
      : `$_GET['elementor-preview'] = '${post}'; do_action( 'wp_enqueue_scripts' );`;
  return wp(`wp_set_current_user( ${user} ); ${request} return wp_script_is( 'vormgever-page-builders', 'enqueued' );`);
}

describe('Vormgever where pages are built', () => {
  it('loads for those who can edit a post with a form, in the block editor and Elementor\'s preview, and nowhere else', () => {
    assert.deepEqual(
      {
        blockEditor: enqueued('block editor', posts.form),
        noForm: enqueued('block editor', posts.none),
        visitor: enqueued('block editor', posts.form, 0),
        elementor: enqueued('elementor', posts.elementor),
        elementorNoForm: enqueued('elementor', posts.none),
        elementorVisitor: enqueued('elementor', posts.elementor, 0),
      },
      { blockEditor: true, noForm: false, visitor: false, elementor: true, elementorNoForm: false, elementorVisitor: false },
    );
    // wp-admin never gets a second React: the script carries the rules, not the switch island.
    assert.doesNotMatch(readFileSync(`${projectRoot}/dist/editor/vormgever-page-builders.js`, 'utf8'), /react\.(element|transitional)|__SECRET_INTERNALS|useState/);
  });

  it('shows the Form block as a visitor gets it, also after a re-render; the block stays selectable and movable; the saved content is unchanged', async () => {
    const page = await newPage(site.browser);
    try {
      await logIn(page);
      await page.goto(`${url}/wp-admin/post.php?post=${posts.form}&action=edit`);
      await page.waitForFunction(() => window.wp?.data?.select('core/block-editor')?.getBlocks().length === 2, null, { timeout: 30000 });
      // WordPress 6.5 with an apiVersion 2 block draws the canvas in the page itself; newer ones in an iframe.
      const canvas = (await page.$('iframe[name="editor-canvas"]')) ? await (await page.$('iframe[name="editor-canvas"]')).contentFrame() : page.mainFrame();
      const clientId = await page.evaluate(() => window.wp.data.select('core/block-editor').getBlocks()[1].clientId);
      const look = () =>
        canvas.evaluate((id) => {
          const form = document.querySelector(`.wp-block[data-type="gravityforms/form"] form#gform_${id}`);
          if (!form) return null;
          const visible = (element) => element.getBoundingClientRect().width > 1 && !element.closest('[hidden]');
          const checkboxes = [...form.querySelectorAll('.gfield.slide-check input[type=checkbox]')];
          const marked = [...form.querySelectorAll('.gfield[class~="add"]')];
          const texts = [...form.querySelectorAll('.gfield input[type=text], .gfield input[type=email], .gfield textarea')];
          return {
            switches: checkboxes.length > 0 && checkboxes.every((box) => box.nextElementSibling?.matches('.vg-switch:empty') && getComputedStyle(box).appearance === 'none'),
            icons: marked.length > 0 && marked.every((field) => field.querySelectorAll('i.vg-icon').length === 1),
            placeholders: form.classList.contains('placeholder') && texts.length > 0 && texts.every((control) => control.placeholder),
            labelsHidden: [...form.querySelectorAll(':scope .gfield:not(.gfield--type-checkbox, .gfield--type-consent) > .gfield_label')].every((label) => !visible(label)),
            shown: visible(form),
            title: !!form.closest('.gform_wrapper').querySelector('.gform_title'),
            visitorScript: !!window.vormgever || !!document.querySelector('script[src*="vormgever.js"]'),
          };
        }, formId);
      const enhanced = { switches: true, icons: true, placeholders: true, labelsHidden: true, shown: true, visitorScript: false };
      await canvas.waitForFunction((id) => document.querySelector(`form#gform_${id} .vg-switch`) && document.getElementById('vormgever-page-builders-css')?.sheet, formId, { timeout: 20000 });
      assert.deepEqual(await look(), { ...enhanced, title: true }, 'the form in the canvas');

      // A re-render (the block's setting changed: ServerSideRender replaces the form), and back, once
      // the editor has loaded. WordPress 6.5-6.7's ServerSideRender drops its debounced fetch when
      // anything re-renders the block within its 500 ms (Gutenberg #33839, fixed in 6.8 by #69237):
      // the editor's own first answers do, and so, now and then, does the block editor itself right
      // after the change (measured: the block rendered twice 10 ms apart and no request went out, 1
      // run in 30 in CI, 2 in 20 with a probe's logging, both set right by a second try). The old form
      // then stays for good; an owner would set the title again, and so does the test when no request
      // went out.
      await editorLoaded(page);
      const setTitle = (value) => page.evaluate(([id, title]) => window.wp.data.dispatch('core/block-editor').updateBlockAttributes(id, { title }), [clientId, value]);
      const nextFrame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (const title of [false, true]) {
        await canvas.evaluate(() => (window.vgOldForm = document.querySelector('.wp-block[data-type="gravityforms/form"] form')));
        let asked = false;
        for (let attempt = 1; !asked && attempt <= 3; attempt++) {
          const request = page.waitForRequest((request) => request.url().includes('block-renderer'), { timeout: 8000 }).then(() => true, () => false);
          if (attempt > 1) {
            await setTitle(!title); // (the same value again changes nothing: away, and back a frame later)
            await nextFrame();
          }
          await setTitle(title);
          asked = await request;
        }
        assert.ok(asked, 'the block asked for its new render');
        await canvas.waitForFunction((value) => {
          const form = document.querySelector('.wp-block[data-type="gravityforms/form"] form');
          return form && form !== window.vgOldForm && !!form.closest('.gform_wrapper').querySelector('.gform_title') === value;
        }, title, { timeout: 20000 });
        assert.deepEqual(await look(), { ...enhanced, title }, `the form re-rendered (title ${title})`);
      }

      // Selectable: a click in the form selects the block; movable: its drag handle, and Move up.
      const selected = () => page.evaluate(() => window.wp.data.select('core/block-editor').getSelectedBlockClientId());
      await canvas.click('.wp-block[data-type="core/paragraph"]');
      await canvas.click(`form#gform_${formId}`); // (Gravity Forms makes its controls in the block inert: the form)
      assert.equal(await selected(), clientId, 'a click in the form selects its block');
      assert.equal(await page.getAttribute('.block-editor-block-mover__drag-handle', 'draggable'), 'true');
      await page.click('.block-editor-block-mover-button.is-up-button');
      const order = () => page.evaluate(() => window.wp.data.select('core/block-editor').getBlockOrder());
      assert.equal((await order())[0], clientId, 'moved up');
      await page.evaluate((id) => window.wp.data.dispatch('core/block-editor').moveBlocksDown([id]), clientId);

      // Saved: the post's content, byte for byte (the real plugin's block adds its own Form Styles
      // attributes on load, e.g. inputPrimaryColor: those are its own, in its block comment).
      const asSaved = (text) => (formPlugin === 'gravityforms' ? text.replace(/("formId":"\d+")(,"input\w+":"[^"]*")+/, '$1') : text);
      assert.equal(asSaved(await page.evaluate(() => window.wp.data.select('core/editor').getEditedPostContent())), content);
      await page.evaluate(() => {
        window.wp.data.dispatch('core/editor').editPost({ title: 'Formulier in de editor, bewaard' });
        return window.wp.data.dispatch('core/editor').savePost();
      });
      assert.equal(wp(`return get_post( ${posts.form} )->post_title;`), 'Formulier in de editor, bewaard');
      assert.equal(asSaved(wp(`return get_post( ${posts.form} )->post_content;`)), content);
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await page.close();
    }
  });
});

describe('Vormgever in Elementor\'s editor', { skip: elementorOnly }, () => {
  const shortcode = (title) => `[gravityform id="${formId}" title="${title}" ajax="true"]`;
  let post;
  before(() => {
    wp(`activate_plugin( 'elementor/elementor.php' ); delete_transient( 'elementor_activation_redirect' ); return true;`);
    post = wp(`
      $id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Elementor met formulier' ), true );
      $widget = array( 'id' => 'f0f0f01', 'elType' => 'widget', 'widgetType' => 'shortcode', 'settings' => array( 'shortcode' => ${JSON.stringify(shortcode('true'))} ), 'elements' => array() );
      $column = array( 'id' => 'c0c0c01', 'elType' => 'column', 'settings' => array( '_column_size' => 100 ), 'elements' => array( $widget ), 'isInner' => false );
      $section = array( 'id' => 'a0a0a01', 'elType' => 'section', 'settings' => array(), 'elements' => array( $column ), 'isInner' => false );
      update_post_meta( $id, '_elementor_edit_mode', 'builder' );
      update_post_meta( $id, '_elementor_template_type', 'wp-page' );
      update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
      update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( array( $section ) ) ) );
      return $id;`);
  });
  after(() => wp(`wp_delete_post( ${post}, true ); deactivate_plugins( 'elementor/elementor.php' ); return true;`));

  it('shows the Shortcode widget\'s form as a visitor gets it (or a note where it stays hidden), after a re-render too; the widget stays selectable; the data saved is Elementor\'s own', async () => {
    const page = await newPage(site.browser);
    try {
      await logIn(page);
      const preview = await openElementor(page, post);
      const look = () =>
        preview.evaluate((id) => {
          const form = document.querySelector(`.elementor-widget-shortcode form#gform_${id}`);
          if (!form) return null;
          const wrapper = form.closest('.gform_wrapper');
          const note = wrapper.previousElementSibling?.matches('.vormgever-hidden-form') ? wrapper.previousElementSibling : null;
          const checkboxes = [...form.querySelectorAll('.gfield.slide-check input[type=checkbox]')];
          const marked = [...form.querySelectorAll('.gfield[class~="add"]')];
          return {
            switches: checkboxes.length > 0 && checkboxes.every((box) => box.nextElementSibling?.matches('.vg-switch:empty') && getComputedStyle(box).appearance === 'none'),
            icons: marked.length > 0 && marked.every((field) => field.querySelectorAll('i.vg-icon').length === 1),
            // Shown as a visitor gets it, or (Gravity Forms hides it until its scripts run) a visible note.
            seen: getComputedStyle(wrapper).display !== 'none' ? !note : !!note && note.getBoundingClientRect().height > 0,
            visitorScript: !!window.vormgever || !!document.querySelector('script[src*="vormgever.js"]'),
          };
        }, formId);
      const enhanced = { switches: true, icons: true, seen: true, visitorScript: false };
      await preview.waitForFunction((id) => document.querySelector(`form#gform_${id} .vg-switch`) && document.getElementById('vormgever-page-builders-css')?.sheet, formId, { timeout: 30000 });
      assert.deepEqual(await look(), enhanced, 'the form in the preview');

      // Typing in the Shortcode control re-renders the widget (the old form is detached).
      await preview.evaluate(() => (window.vgOldForm = document.querySelector('.elementor-widget-shortcode form')));
      await page.evaluate((text) => window.$e.run('document/elements/settings', { container: window.elementor.getContainer('f0f0f01'), settings: { shortcode: text } }), shortcode('false'));
      await preview.waitForFunction(() => {
        const form = document.querySelector('.elementor-widget-shortcode form');
        return form && form !== window.vgOldForm;
      }, null, { timeout: 30000 });
      assert.deepEqual(await look(), enhanced, 'the form after the widget re-rendered');

      // A click in the widget selects it.
      await preview.click('.elementor-widget-shortcode');
      await preview.waitForSelector('.elementor-widget-shortcode.elementor-element-editable', { timeout: 10000 });

      // Saved: Elementor's data holds the widget's setting and nothing of Vormgever's.
      await page.evaluate(() => window.$e.run('document/save/draft'));
      await page.waitForFunction(() => !window.elementor.saver?.isSaving, null, { timeout: 30000 });
      const saved = wp(`return get_post_meta( ${post}, '_elementor_data', true );`);
      assert.match(saved, /"shortcode":"\[gravityform id=\\"\d+\\" title=\\"false\\" ajax=\\"true\\"\]"/);
      assert.doesNotMatch(saved, /vormgever|vg-/i);
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await page.close();
    }
  });
});

// The Form block in the block editor, as Gravity Forms 2.10 makes it (apiVersion 2): the block's own
// wrapper (useBlockProps) around WordPress's ServerSideRender, which puts the form's server-side HTML
// (attribute formPreview: shown, not hidden for its conditional logic) into the canvas. Dynamic: it
// saves only its comment. The real block's toolbar and sidebar (form picker, Form Styles) are left out.
(function (wp) {
  var el = wp.element.createElement;
  wp.blocks.registerBlockType('gravityforms/form', {
    apiVersion: 2,
    title: 'Form',
    category: 'embed',
    edit: function (props) {
      return el('div', wp.blockEditor.useBlockProps(), el(wp.serverSideRender, { block: 'gravityforms/form', attributes: props.attributes }));
    },
    save: function () {
      return null;
    },
  });
})(window.wp);

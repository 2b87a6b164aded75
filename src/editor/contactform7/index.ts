// Contact Form 7's admin script (dist/editor/vormgever-editor-contactform7.js): loaded by the plugin only
// on its contact form editor (wordpress/includes/editors/contactform7.php), never on a visitor's page.
// Its adapter and the editor room; plain DOM and the editor's own wp.apiFetch.

import { bootEditor } from '../start';
import { contactForm7Editor } from './adapter';

bootEditor(window, contactForm7Editor);

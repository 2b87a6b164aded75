// Fluent Forms' admin script (dist/editor/vormgever-editor-fluentform.js): loaded by the plugin only on
// its editor and its form's Settings & Integrations screen (wordpress/includes/editors/fluentform*.php),
// for users who may edit the form, never on a visitor's page. Its adapter, the editor room, and the
// settings screen's component; plain DOM inside components of the screens' own Vue.

import { bootEditor } from '../start';
import { editorStrings } from '../strings';
import { fluentFormEditor, type FluentFormsWindow } from './adapter';
import { formSettingsComponent, type ScreenData } from './form-settings-screen';

const win = window as FluentFormsWindow & {
  fluentformCustomComponents?: Record<string, unknown>;
  vormgever_fluentform?: ScreenData;
  vormgever_editor_strings?: unknown;
};

// The settings screen's app looks for its entry's component as it starts: registered now, before it runs.
if (win.vormgever_fluentform?.nonce) {
  (win.fluentformCustomComponents ??= {}).vormgever = formSettingsComponent(win, fluentFormEditor(win), editorStrings(win.vormgever_editor_strings), win.vormgever_fluentform);
}
bootEditor(win, fluentFormEditor);

// A consumer of the packed package, type-checked by run.mjs under tsc --init's settings (nodenext) and
// under `moduleResolution: bundler`, with skipLibCheck off. Each @ts-expect-error must meet an error:
// were the package's types lost (every import `any`), the check would fail on the unused directive.
import { enhance, start, version, type Builder, type Controller, type Enhanced, type Settings, type StartOptions } from 'vormgever';
// Another form builder's words, put where Vormgever finds them (a module of side effects).
import 'vormgever/builders/wpforms';

const options: StartOptions = { root: document.body, floatingLabels: true };
const controller: Controller = start(options);
const islands: number = controller.liveIslands();
const settled: Promise<void> = enhance(document.body).then(() => controller.settled());
const undone: Promise<number> = enhance().then(async (enhanced: Enhanced) => (await enhanced.undo(), enhanced.liveIslands()));
const consent: Promise<boolean> = controller.settings().then((settings: Settings) => settings.consentMode);
const name: string = version;
controller.stop();
// A site's own builder: its words, before Vormgever starts.
const own: Builder | undefined = window.vormgeverBuilders?.[0];

// @ts-expect-error enhance() takes a node, not a selector
enhance('#gform_1');
// @ts-expect-error start()'s root is a node
start({ root: '#gform_1' });
// @ts-expect-error a controller has no such method
controller.destroy();
// @ts-expect-error undo() takes nothing
void enhance().then((enhanced) => enhanced.undo(document.body));
// @ts-expect-error a builder's field selector is a string
const wrongWords: Builder['fieldSelector'] = 1;
// @ts-expect-error enhance is a function
const notAFunction: typeof enhance = 'not a function';

export { consent, islands, name, notAFunction, own, settled, undone, wrongWords };

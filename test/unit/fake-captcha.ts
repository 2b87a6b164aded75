// A fake invisible reCAPTCHA with the real one's contract as far as a form can tell, plus the part of
// the form plugin that drives it: render into .ginput_recaptcha (for an invisible widget Google's
// api.js puts its badge there, with the hidden textarea.g-recaptcha-response inside it, so a re-rendered
// form takes its badge along: one widget, one badge; the demo's fake does the same), execute() on
// submit, the single-use token written into the textarea, the form submitted afterwards, and the widget
// rendered again after every re-render.

export interface Submission {
  token: string;
  data: Array<[string, string]>;
}

export function installCaptcha(doc: Document) {
  let widgets = 0;
  let issued = 0;
  const callbacks = new Map<number, (token: string) => void>();
  const grecaptcha = {
    render(container: Element, params: { callback: (token: string) => void }): number {
      const id = widgets++;
      const badge = doc.createElement('div');
      badge.className = 'grecaptcha-badge';
      const response = doc.createElement('textarea');
      response.className = 'g-recaptcha-response';
      response.name = 'g-recaptcha-response';
      response.style.display = 'none';
      badge.append(response);
      container.append(badge);
      callbacks.set(id, params.callback);
      return id;
    },
    execute(id: number): void {
      // Asynchronous, like the real challenge.
      setTimeout(() => callbacks.get(id)?.(`token-${++issued}`), 0);
    },
  };
  return grecaptcha;
}

/** The plugin's side: render the widget into every captcha field; on submit, execute and then submit. */
export function driveForm(form: HTMLFormElement, grecaptcha: ReturnType<typeof installCaptcha>, submitted: Submission[]): void {
  const container = form.querySelector('.ginput_recaptcha');
  if (!container) throw new Error('no captcha field');
  const id = grecaptcha.render(container, {
    callback(token) {
      const response = form.querySelector<HTMLTextAreaElement>('.g-recaptcha-response')!;
      response.value = token;
      submitted.push({ token, data: [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]) });
    },
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    grecaptcha.execute(id);
  });
}

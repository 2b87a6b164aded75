// The switch's visual: a track and a thumb. It holds no state of its own: the stylesheet follows the
// native input's :checked / :disabled / :focus-visible, so a script that sets `.checked` (the plugin's
// conditional logic does) is reflected without any event.
export function Switch() {
  return (
    <span className="vg-switch__track">
      <span className="vg-switch__thumb" />
    </span>
  );
}

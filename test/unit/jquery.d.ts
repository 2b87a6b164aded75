// jQuery (3.7.1, the devDependency the editor tests drive: the version WordPress ships) has no types of
// its own; what the tests use of it.
declare module 'jquery' {
  interface Selection {
    on(event: string, handler: (...args: never[]) => void): Selection;
    off(event: string, handler?: (...args: never[]) => void): Selection;
    trigger(event: string, extra?: unknown[]): Selection;
  }
  const jQuery: ((target: unknown) => Selection) & { _data(element: unknown, key: string): unknown };
  export default jQuery;
}

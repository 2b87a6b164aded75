// Runs shell commands at the same time (npm test: the browser suite beside the WordPress suite and
// the package and release checks, which wait mostly on PHP, MariaDB, npm and disk). The first command's
// output comes as it runs; each other's is printed whole when it ends, so that no two reports mix.
// Exits with the first non-zero exit code, after every command has ended.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const codes = await Promise.all(
  commands.map(
    (command, index) =>
      new Promise((done) => {
        const output = [];
        const child = spawn(command, { shell: true, stdio: index === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
        child.stdout?.on('data', (chunk) => output.push(chunk));
        child.stderr?.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          if (index > 0) process.stdout.write(`\n# ${command}\n${Buffer.concat(output).toString()}`);
          console.log(`# ${command}: ${code === 0 ? 'passed' : `FAILED (${signal ?? code})`}, ended at ${seconds()}`);
          done(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);

// Plain JavaScript on purpose: it must run, and explain itself, on any Node version.
const required = 24;
const major = Number(process.versions.node.split(".")[0]);
if (major < required) {
  console.error(
    `This project needs Node ${required} or newer (found ${process.versions.node} at ${process.execPath}); run it through npm scripts after "npm ci", which use the Node from the "node" package.`,
  );
  process.exit(1);
}

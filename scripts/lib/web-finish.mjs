// The last steps of scripts/web-build on the written folder OUT:
// - drops the quad_net plugin from macroquad's JS bundle (hexkick makes no network calls; it
//   also assigned a global in strict mode that index.html had to declare);
// - writes the service worker (web/sw.js) with the build's file list and a version made of
//   the files' hash, so a new build is a new offline cache;
// - writes gzip and brotli copies (NAME.gz, NAME.br) of the compressible files, which a
//   server sends with Content-Encoding (tests/browser/server.mjs does). The gzip copies come
//   from zopfli (Debian's zopfli, which scripts/web-build installs) where it is on the PATH:
//   gzip any browser reads, 5% smaller than zlib's level 9 (the wasm: 61 KB) for a few seconds
//   of build; without it, zlib's level 9.
//
// Usage: node scripts/lib/web-finish.mjs OUT
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/lib/web-finish.mjs OUT');
  process.exit(2);
}

const bundlePath = join(out, 'mq_js_bundle.js');
const bundle = readFileSync(bundlePath, 'utf8');
const quadNet = bundle.indexOf(',function(){function i(){}register_plugin=');
if (quadNet >= 0 && bundle.trimEnd().endsWith('}()')) {
  writeFileSync(bundlePath, bundle.slice(0, quadNet) + '\n');
  console.log(`web-finish: dropped the quad_net plugin (${bundle.length - quadNet} bytes)`);
} else if (/quad_net/.test(bundle)) {
  console.error('web-finish: the JS bundle has a quad_net plugin this script cannot find: update it');
  process.exit(1);
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
const shipped = files(out)
  .map((p) => relative(out, p).split('\\').join('/'))
  .filter((p) => !/\.(gz|br)$/.test(p) && p !== 'sw.js' && !p.endsWith('.md') && !p.endsWith('.txt'))
  .sort();
const hash = createHash('sha256');
for (const p of shipped) hash.update(p).update(readFileSync(join(out, p)));
const version = hash.digest('hex').slice(0, 16);
const worker = readFileSync('web/sw.js', 'utf8')
  .replace('@BUILD_VERSION@', version)
  .replace('@BUILD_FILES@', ['./', ...shipped].map((p) => JSON.stringify(p)).join(', '));
writeFileSync(join(out, 'sw.js'), worker);
console.log(`web-finish: sw.js caches ${shipped.length} files (version ${version})`);

/** The file at `path` (holding `data`) gzipped by zopfli, or by zlib at level 9 where zopfli
 * cannot run. */
function gzip(path, data) {
  const zopfli = spawnSync('zopfli', ['-c', path], { maxBuffer: 1 << 30 });
  if (zopfli.status === 0 && zopfli.stdout.length > 0) return zopfli.stdout;
  return gzipSync(data, { level: 9 });
}

const COMPRESSIBLE = /\.(html|js|wasm|json|webmanifest|ttf|svg)$/;
let plain = 0;
let brotli = 0;
for (const p of [...shipped, 'sw.js'].filter((f) => COMPRESSIBLE.test(f))) {
  const data = readFileSync(join(out, p));
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(join(out, `${p}.gz`), gzip(join(out, p), data));
  writeFileSync(join(out, `${p}.br`), br);
  plain += data.length;
  brotli += br.length;
}
console.log(`web-finish: precompressed ${(plain / 1e6).toFixed(2)} MB to ${(brotli / 1e6).toFixed(2)} MB (brotli)`);

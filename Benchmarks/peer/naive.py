#!/usr/bin/env python3
"""The naive peer tokendiff is measured against: what a team would write in an afternoon.

usage: naive.py REPO BASE..HEAD

Reads every .json file of both revisions straight from the object database (pygit2), parses
it (orjson), flattens objects with `$value` or `value` into dotted paths, resolves whole-value
`{a.b}` aliases once (the default mode only: no themes, no resolver, no modes), and prints the
paths whose resolved value differs, was added or was removed. No validation, no findings, no
formats beyond DTCG-like JSON: a floor for the work, not a competitor in features.
"""
import re
import sys

import orjson
import pygit2

ALIAS = re.compile(r"^\{([^{}]+)\}$")


def flatten(node, path, out):
    if not isinstance(node, dict):
        return
    if "$value" in node or "value" in node:
        out[".".join(path)] = node.get("$value", node.get("value"))
        return
    for key, child in node.items():
        if not key.startswith("$"):
            flatten(child, path + [key], out)


def tokens(repo, commit):
    out = {}
    stack = [(repo[commit].tree, "")]
    while stack:
        tree, prefix = stack.pop()
        for entry in tree:
            name = prefix + entry.name
            if entry.type_str == "tree":
                if entry.name not in ("node_modules", ".git"):
                    stack.append((repo[entry.id], name + "/"))
            elif name.endswith(".json"):
                try:
                    flatten(orjson.loads(repo[entry.id].data), [], out)
                except orjson.JSONDecodeError:
                    pass
    return out


def resolve(values):
    resolved = {}
    for path, value in values.items():
        seen = set()
        while isinstance(value, str) and (match := ALIAS.match(value)) and value not in seen:
            seen.add(value)
            value = values.get(match.group(1), value)
        resolved[path] = value
    return resolved


def main():
    repo = pygit2.Repository(sys.argv[1])
    base, head = sys.argv[2].split("..")
    before = resolve(tokens(repo, repo.revparse_single(base).peel(pygit2.Commit).id))
    after = resolve(tokens(repo, repo.revparse_single(head).peel(pygit2.Commit).id))
    changed = [p for p in after if p in before and before[p] != after[p]]
    added = [p for p in after if p not in before]
    removed = [p for p in before if p not in after]
    print(f"{len(changed)} changed, {len(added)} added, {len(removed)} removed")


if __name__ == "__main__":
    main()
